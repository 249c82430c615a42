/**
 * A minimal client for existing Sablier Merkle Instant campaigns on Solana: read a
 * campaign, build a recipient's Merkle proof, check eligibility, claim, and claw back
 * as the creator. Demo code: simplified, not production-ready.
 *
 * A module for Node 20+ (airdrops-claim.ts runs it), with the packages the guide's
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
  Program,
  Wallet,
} from '@coral-xyz/anchor';
import {clusterApiUrl, Connection, Keypair, PublicKey} from '@solana/web3.js';
import BN from 'bn.js';
import {
  type SablierMerkleInstant,
  sablierMerkleInstant,
} from 'sablier/solana/releases/airdrops/v0.1/idl';
import {bytesToHex, concat, keccak256} from 'viem';

type MerkleInstant = SablierMerkleInstant.IDL;
type Campaign = IdlAccounts<MerkleInstant>['campaign'];
// #endregion imports

// #region setup
/**
 * A provider that signs with a Solana CLI keypair file, and the Merkle Instant program
 * built from the package IDL.
 */
export function merkleInstantProgram(
  cluster: 'devnet' | 'mainnet-beta' = 'devnet',
): Program<MerkleInstant> {
  const connection = new Connection(clusterApiUrl(cluster), 'confirmed');
  const keyFile = path.join(os.homedir(), '.config', 'solana', 'id.json');
  const secretKey = Uint8Array.from(
    JSON.parse(fs.readFileSync(keyFile, 'utf8')) as number[],
  );
  const provider = new AnchorProvider(
    connection,
    new Wallet(Keypair.fromSecretKey(secretKey)),
    {commitment: 'confirmed'},
  );
  return new Program<MerkleInstant>(
    sablierMerkleInstant.SablierMerkleInstantIDL as unknown as MerkleInstant,
    provider,
  );
}
// #endregion setup

// #region read-campaign
export async function readCampaign(
  program: Program<MerkleInstant>,
  campaign: PublicKey,
): Promise<Campaign> {
  const data = await program.account.campaign.fetch(campaign);
  console.log(
    'name:',
    data.name,
    'creator:',
    data.creator.toBase58(),
    'token mint:',
    data.airdropTokenMint.toBase58(),
  );
  console.log(
    'start:',
    data.campaignStartTime.toString(),
    'expiration:',
    data.expirationTime.toString(),
    '(0 = never)',
  );
  return data;
}
// #endregion read-campaign

// #region leaf
/** One row of the recipient list: index = the row's position, amount in base units. */
export interface Allocation {
  index: number;
  recipient: PublicKey;
  amount: BN;
}

/**
 * keccak256 of keccak256(index as u32 LE ‖ recipient's 32 bytes ‖ amount as u64 LE).
 */
export function leafOf({index, recipient, amount}: Allocation): Uint8Array {
  const indexBytes = new Uint8Array(new BN(index).toArrayLike(Buffer, 'le', 4));
  const amountBytes = new Uint8Array(amount.toArrayLike(Buffer, 'le', 8));
  const preimage = concat([indexBytes, recipient.toBytes(), amountBytes]);
  return keccak256(keccak256(preimage, 'bytes'), 'bytes');
}

/**
 * Hashes a pair in byte order, smaller first, as the program does when it checks a
 * proof.
 */
function hashPair(a: Uint8Array, b: Uint8Array): Uint8Array {
  return bytesToHex(a) <= bytesToHex(b)
    ? keccak256(concat([a, b]), 'bytes')
    : keccak256(concat([b, a]), 'bytes');
}
// #endregion leaf

// #region proof
/**
 * The root and the proof of one index, built from the full recipient list in row order.
 * A level with an odd number of nodes pairs its last node with itself: the rule of the
 * tree behind the campaign's root must be used.
 */
export function merkleProof(
  allocations: readonly Allocation[],
  index: number,
): {root: Uint8Array; proof: Uint8Array[]} {
  let level = allocations.map(leafOf);
  let position = index;
  const proof: Uint8Array[] = [];
  while (level.length > 1) {
    const sibling = level[position ^ 1] ?? level[position];
    if (sibling) proof.push(sibling);
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Uint8Array;
      next.push(hashPair(left, level[i + 1] ?? left));
    }
    level = next;
    position = Math.floor(position / 2);
  }
  const root = level[0];
  if (!root) throw new Error('empty recipient list');
  return {root, proof};
}
// #endregion proof

// #region pre-checks
/**
 * The checks `claim` makes, as read-only simulations, before paying for a transaction.
 */
export async function canClaim(
  program: Program<MerkleInstant>,
  campaign: PublicKey,
  index: number,
): Promise<boolean> {
  const started: boolean = await program.methods
    .hasCampaignStarted()
    .accounts({campaign})
    .view();
  const expired: boolean = await program.methods
    .hasExpired()
    .accounts({campaign})
    .view();
  const claimed: boolean = await program.methods
    .hasClaimed(index)
    .accounts({campaign})
    .view();
  console.log('started:', started, 'expired:', expired, 'already claimed:', claimed);
  return started && !expired && !claimed;
}

/** The fee a claim pays now, in lamports, as the deployed program computes it. */
export async function claimFee(program: Program<MerkleInstant>): Promise<BN> {
  return program.methods
    .claimFeeInLamports()
    .accounts(await chainlinkAccounts(program))
    .view();
}
// #endregion pre-checks

// #region treasury
/**
 * The Chainlink accounts a claim must pass are the ones stored in the program's
 * Treasury account.
 */
export async function chainlinkAccounts(
  program: Program<MerkleInstant>,
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

// #region claim
/**
 * Claims one allocation. Any wallet may sign and pay; the tokens always go to the
 * allocation's recipient.
 */
export async function claim(
  program: Program<MerkleInstant>,
  campaign: PublicKey,
  allocation: Allocation,
  proof: Uint8Array[],
) {
  const {airdropTokenMint} = await program.account.campaign.fetch(campaign);
  const tokenProgram = (
    await program.provider.connection.getAccountInfo(airdropTokenMint)
  )?.owner;
  if (!tokenProgram) throw new Error('token mint not found');
  return program.methods
    .claim(
      allocation.index,
      allocation.amount,
      proof.map((node) => Array.from(node)),
    )
    .accounts({
      recipient: allocation.recipient,
      campaign,
      airdropTokenMint,
      airdropTokenProgram: tokenProgram,
      ...(await chainlinkAccounts(program)),
    })
    .rpc();
}
// #endregion claim

// #region clawback
/**
 * Sends unclaimed tokens back. Only the campaign's creator may sign, and only while
 * clawback is allowed.
 */
export async function clawback(
  program: Program<MerkleInstant>,
  campaign: PublicKey,
  amount: BN,
  to: PublicKey,
): Promise<string> {
  const {airdropTokenMint} = await program.account.campaign.fetch(campaign);
  const tokenProgram = (
    await program.provider.connection.getAccountInfo(airdropTokenMint)
  )?.owner;
  if (!tokenProgram) throw new Error('token mint not found');
  return program.methods
    .clawback(amount)
    .accounts({
      clawbackRecipient: to,
      campaign,
      airdropTokenMint,
      airdropTokenProgram: tokenProgram,
    })
    .rpc();
}
// #endregion clawback

// #region errors
/**
 * Turns a failed call into a readable line. Errors of other programs and of the network
 * keep their own message.
 */
export function explain(error: unknown): string {
  if (error instanceof AnchorError) {
    const codes = sablierMerkleInstant.errorCodes;
    switch (error.error.errorCode.number) {
      case codes.InvalidMerkleProof:
        return 'Index, recipient, amount and proof do not match the campaign root.';
      case codes.CampaignNotStarted:
        return 'The campaign has not started yet.';
      case codes.CampaignExpired:
        return 'The campaign has expired.';
      default:
        return `${error.error.errorCode.code}: ${error.error.errorMessage}`;
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  // The System program refuses to create a claim receipt that exists already.
  if (message.includes('custom program error: 0x0'))
    return 'This index has been claimed already.';
  return message;
}
// #endregion errors

// #region events
/** Reads the Claim event from a confirmed transaction's logs. */
export async function claimEvent(
  program: Program<MerkleInstant>,
  signature: string,
): Promise<void> {
  const tx = await program.provider.connection.getTransaction(signature, {
    commitment: 'confirmed',
    maxSupportedTransactionVersion: 0,
  });
  const parser = new EventParser(program.programId, program.coder);
  for (const event of parser.parseLogs(tx?.meta?.logMessages ?? [])) {
    if (event.name === 'claim')
      console.log(
        'claimed',
        event.data.amount.toString(),
        'for',
        event.data.recipient.toBase58(),
      );
  }
}
// #endregion events
