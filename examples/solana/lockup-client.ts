/**
 * A minimal client for existing Sablier Lockup streams on Solana: find a stream, read
 * it, withdraw, cancel and renounce, and read errors and events. Demo code: simplified,
 * not production-ready.
 *
 * A module for Node 20+ (lockup-withdraw.ts runs it), with the packages the guide's
 * requirements list installed.
 */
// #region imports
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AnchorError,
  AnchorProvider,
  EventParser,
  type IdlAccounts,
  type IdlTypes,
  Program,
  Wallet,
} from '@coral-xyz/anchor';
import {clusterApiUrl, Connection, Keypair, PublicKey} from '@solana/web3.js';
import type BN from 'bn.js';
import {
  type SablierLockupLinear,
  sablierLockupLinear,
} from 'sablier/solana/releases/lockup/v0.1/idl';

type Lockup = SablierLockupLinear.IDL;
type StreamData = IdlAccounts<Lockup>['streamData'];
type StreamStatus = IdlTypes<Lockup>['streamStatus'];
// #endregion imports

// #region setup
/**
 * A provider that signs with a Solana CLI keypair file, and the Lockup program built
 * from the IDL in the package.
 */
export function lockupProgram(
  cluster: 'devnet' | 'mainnet-beta' = 'devnet',
): Program<Lockup> {
  const connection = new Connection(clusterApiUrl(cluster), 'confirmed');
  const keyFile = path.join(os.homedir(), '.config', 'solana', 'id.json');
  const secretKey = Uint8Array.from(
    JSON.parse(fs.readFileSync(keyFile, 'utf8')) as number[],
  );
  const wallet = new Wallet(Keypair.fromSecretKey(secretKey));
  const provider = new AnchorProvider(connection, wallet, {commitment: 'confirmed'});
  // The IDL object is snake_case and its type camelCase: the cast goes through
  // `unknown`.
  return new Program<Lockup>(
    sablierLockupLinear.SablierLockupLinearIDL as unknown as Lockup,
    provider,
  );
}
// #endregion setup

// #region find-stream
/**
 * The stream ID is the address of the stream NFT mint, a PDA of the sender and a
 * 16-byte little-endian salt.
 */
export function streamNftMint(
  programId: PublicKey,
  sender: PublicKey,
  salt: BN,
): PublicKey {
  const seeds = [
    Buffer.from('stream_nft_mint'),
    sender.toBuffer(),
    salt.toArrayLike(Buffer, 'le', 16),
  ];
  return PublicKey.findProgramAddressSync(seeds, programId)[0];
}

/** The account that holds the stream's amounts, timestamps and flags. */
export function streamDataAddress(programId: PublicKey, nftMint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [Buffer.from('stream_data'), nftMint.toBuffer()],
    programId,
  )[0];
}
// #endregion find-stream

// #region read-stream
export async function readStream(
  program: Program<Lockup>,
  nftMint: PublicKey,
): Promise<StreamData> {
  const stream = await program.account.streamData.fetch(
    streamDataAddress(program.programId, nftMint),
  );
  console.log('sender:', stream.sender.toBase58());
  console.log('token mint:', stream.depositedTokenMint.toBase58());
  console.log(
    'deposited:',
    stream.amounts.deposited.toString(),
    'withdrawn:',
    stream.amounts.withdrawn.toString(),
  );
  console.log(
    'start:',
    stream.timestamps.start.toString(),
    'cliff:',
    stream.timestamps.cliff.toString(),
    'end:',
    stream.timestamps.end.toString(),
  );
  return stream;
}

/**
 * The token program of a mint (classic Token or Token-2022) is the owner of the mint
 * account.
 */
export async function tokenProgramOf(
  program: Program<Lockup>,
  mint: PublicKey,
): Promise<PublicKey> {
  const info = await program.provider.connection.getAccountInfo(mint);
  if (!info) throw new Error(`mint ${mint.toBase58()} not found`);
  return info.owner;
}
// #endregion read-stream

// #region views
/**
 * Read-only instructions run as a simulation: no transaction is sent and nothing is
 * signed.
 */
export async function readAmounts(
  program: Program<Lockup>,
  nftMint: PublicKey,
): Promise<BN> {
  const status: StreamStatus = await program.methods
    .statusOf()
    .accounts({streamNftMint: nftMint})
    .view();
  const streamed: BN = await program.methods
    .streamedAmountOf()
    .accounts({streamNftMint: nftMint})
    .view();
  const withdrawable: BN = await program.methods
    .withdrawableAmountOf()
    .accounts({streamNftMint: nftMint})
    .view();
  // An Anchor enum arrives as an object with one key: { streaming: {} }.
  console.log(
    'status:',
    Object.keys(status)[0],
    'streamed:',
    streamed.toString(),
    'withdrawable:',
    withdrawable.toString(),
  );
  return withdrawable;
}
// #endregion views

// #region recipient
const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
);

/** The associated token account of `owner` for `mint` under `tokenProgram`. */
export function associatedTokenAddress(
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0];
}

/**
 * The recipient is whoever holds the stream NFT: the owner of the one token account
 * with a balance of 1. `withdraw` reads the NFT from the owner's associated token
 * account, so an NFT held in any other account cannot be withdrawn against.
 */
export async function streamRecipient(
  program: Program<Lockup>,
  nftMint: PublicKey,
): Promise<PublicKey> {
  const connection = program.provider.connection;
  const holders = await connection.getTokenLargestAccounts(nftMint);
  const holder = holders.value.find((account) => account.amount === '1');
  if (!holder) throw new Error('the stream NFT has no holder');
  const parsed = await connection.getParsedAccountInfo(holder.address);
  const data = parsed.value?.data;
  if (!data || !('parsed' in data))
    throw new Error('cannot read the NFT token account');
  const owner = new PublicKey((data.parsed as {info: {owner: string}}).info.owner);
  const nftTokenProgram = await tokenProgramOf(program, nftMint);
  const expected = associatedTokenAddress(owner, nftMint, nftTokenProgram);
  if (!holder.address.equals(expected)) {
    throw new Error(
      `the stream NFT sits in ${holder.address.toBase58()}, not in the associated ` +
        `token account of its owner ${owner.toBase58()}: move it there to withdraw`,
    );
  }
  return owner;
}
// #endregion recipient

// #region treasury
/**
 * The Chainlink accounts a withdrawal must pass are the ones stored in the program's
 * Treasury account.
 */
export async function chainlinkAccounts(
  program: Program<Lockup>,
): Promise<{chainlinkProgram: PublicKey; chainlinkSolUsdFeed: PublicKey}> {
  const [treasury] = PublicKey.findProgramAddressSync(
    [Buffer.from('treasury')],
    program.programId,
  );
  const {chainlinkProgram, chainlinkSolUsdFeed} =
    await program.account.treasury.fetch(treasury);
  return {chainlinkProgram, chainlinkSolUsdFeed};
}
// #endregion treasury

// #region withdraw
/**
 * Withdraws `amount` base units to the recipient. Any wallet may sign; it pays the fees
 * and any missing ATA.
 */
export async function withdraw(
  program: Program<Lockup>,
  nftMint: PublicKey,
  amount: BN,
): Promise<string> {
  const stream = await readStream(program, nftMint);
  const recipient = await streamRecipient(program, nftMint);
  return program.methods
    .withdraw(amount)
    .accounts({
      streamRecipient: recipient,
      withdrawalRecipient: recipient,
      depositedTokenMint: stream.depositedTokenMint,
      streamNftMint: nftMint,
      depositedTokenProgram: await tokenProgramOf(program, stream.depositedTokenMint),
      // The creator chose the NFT's token program: read it from the NFT mint.
      nftTokenProgram: await tokenProgramOf(program, nftMint),
      ...(await chainlinkAccounts(program)),
    })
    .rpc();
}
// #endregion withdraw

// #region withdraw-max
/**
 * Withdraws everything withdrawable. Only the recipient may send the tokens to another
 * address.
 */
export async function withdrawMaxTo(
  program: Program<Lockup>,
  nftMint: PublicKey,
  to: PublicKey,
): Promise<string> {
  const stream = await readStream(program, nftMint);
  return program.methods
    .withdrawMax()
    .accounts({
      // The signing wallet must hold the stream NFT to choose `withdrawalRecipient`
      // freely.
      streamRecipient: program.provider.publicKey ?? PublicKey.default,
      withdrawalRecipient: to,
      depositedTokenMint: stream.depositedTokenMint,
      streamNftMint: nftMint,
      depositedTokenProgram: await tokenProgramOf(program, stream.depositedTokenMint),
      nftTokenProgram: await tokenProgramOf(program, nftMint),
      ...(await chainlinkAccounts(program)),
    })
    .rpc();
}
// #endregion withdraw-max

// #region cancel
/** Cancels the stream: the unstreamed part returns to the sender, who must sign. */
export async function cancel(
  program: Program<Lockup>,
  nftMint: PublicKey,
): Promise<string> {
  const stream = await readStream(program, nftMint);
  return program.methods
    .cancel()
    .accounts({
      depositedTokenMint: stream.depositedTokenMint,
      streamNftMint: nftMint,
      depositedTokenProgram: await tokenProgramOf(program, stream.depositedTokenMint),
    })
    .rpc();
}
// #endregion cancel

// #region renounce
/** Makes the stream non-cancelable for good. Only the sender may sign. */
export async function renounce(
  program: Program<Lockup>,
  nftMint: PublicKey,
): Promise<string> {
  return program.methods.renounce().accounts({streamNftMint: nftMint}).rpc();
}
// #endregion renounce

// #region errors
/**
 * Turns a failed call into a readable line, using the error codes the package exports.
 * Any other failure (the network, a simulation, another program) keeps its own message.
 */
export function explain(error: unknown): string {
  if (error instanceof AnchorError) {
    const {number, code} = error.error.errorCode;
    if (number === sablierLockupLinear.errorCodes.Overdraw)
      return 'The amount is more than the withdrawable amount.';
    if (number === sablierLockupLinear.errorCodes.WithdrawAmountZero)
      return 'Nothing to withdraw yet.';
    return `${code} (${number}): ${error.error.errorMessage}`;
  }
  return error instanceof Error ? error.message : String(error);
}
// #endregion errors

// #region events
/** Reads the WithdrawFromLockupStream event from a confirmed transaction's logs. */
export async function withdrawalEvent(
  program: Program<Lockup>,
  signature: string,
): Promise<void> {
  const tx = await program.provider.connection.getTransaction(signature, {
    commitment: 'confirmed',
    maxSupportedTransactionVersion: 0,
  });
  const parser = new EventParser(program.programId, program.coder);
  for (const event of parser.parseLogs(tx?.meta?.logMessages ?? [])) {
    if (event.name === 'withdrawFromLockupStream') {
      console.log(
        'withdrawn:',
        event.data.withdrawnAmount.toString(),
        'fee in lamports:',
        event.data.feeInLamports.toString(),
      );
    }
  }
}
// #endregion events
