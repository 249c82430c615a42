/**
 * Finds Sablier accounts on Solana from chain data alone: the streams a wallet sends, the
 * streams a wallet can withdraw from, the campaigns a wallet created and the indexes of a
 * campaign that have been claimed. Demo code: simplified, not production-ready.
 *
 * A module for Node 20+ (find-streams.ts runs it), with the packages the
 * client-integration guides list installed.
 */
// #region imports
import {type IdlAccounts, Program} from '@coral-xyz/anchor';
import {
  type AccountInfo,
  type Connection,
  type GetProgramAccountsFilter,
  PublicKey,
} from '@solana/web3.js';
import {
  type SablierMerkleInstant,
  sablierMerkleInstant,
} from 'sablier/solana/releases/airdrops/v0.1/idl';
import {
  type SablierLockupLinear,
  sablierLockupLinear,
} from 'sablier/solana/releases/lockup/v0.1/idl';

type Lockup = SablierLockupLinear.IDL;
type MerkleInstant = SablierMerkleInstant.IDL;
type StreamData = IdlAccounts<Lockup>['streamData'];
type Campaign = IdlAccounts<MerkleInstant>['campaign'];
// #endregion imports

// #region layout
/**
 * What the filters match: each account type's discriminator (the first 8 bytes of
 * sha256("account:<Name>")), its size in bytes, and the byte offsets of the fields
 * searched on, counted from the start of the account.
 */
export const STREAM_DATA = {
  discriminator: '3d59948d9a515671',
  size: 156,
  offsets: {depositedTokenMint: 48, salt: 81, sender: 123},
} as const;

export const CAMPAIGN = {
  discriminator: '3228310b9ddce5c0',
  size: 228,
  offsets: {airdropTokenMint: 8, creator: 49},
} as const;

export const CLAIM_RECEIPT = {discriminator: 'dfe90be57ca5cf1c', size: 8} as const;
// #endregion layout

// #region programs
/** Clients that only read: decoding accounts needs a connection, not a wallet. */
export function readOnlyPrograms(connection: Connection): {
  lockup: Program<Lockup>;
  merkleInstant: Program<MerkleInstant>;
} {
  const lockupIdl = sablierLockupLinear.SablierLockupLinearIDL;
  const merkleIdl = sablierMerkleInstant.SablierMerkleInstantIDL;
  return {
    lockup: new Program<Lockup>(lockupIdl as unknown as Lockup, {connection}),
    merkleInstant: new Program<MerkleInstant>(merkleIdl as unknown as MerkleInstant, {
      connection,
    }),
  };
}
// #endregion programs

// #region filters
/** Matches the account type: the account starts with its discriminator. */
function typeFilter(discriminator: string): GetProgramAccountsFilter {
  const bytes = Buffer.from(discriminator, 'hex').toString('base64');
  return {memcmp: {offset: 0, bytes, encoding: 'base64'}};
}

/** Matches a 32-byte address stored at `offset`. */
function addressAt(offset: number, address: PublicKey): GetProgramAccountsFilter {
  return {memcmp: {offset, bytes: address.toBase58()}};
}

/** Stream data accounts of one sender, optionally of one token mint. */
export function senderFilters(
  sender: PublicKey,
  token?: PublicKey,
): GetProgramAccountsFilter[] {
  const filters = [
    {dataSize: STREAM_DATA.size},
    typeFilter(STREAM_DATA.discriminator),
    addressAt(STREAM_DATA.offsets.sender, sender),
  ];
  if (token) filters.push(addressAt(STREAM_DATA.offsets.depositedTokenMint, token));
  return filters;
}

/** Campaign accounts of one creator. */
export function creatorFilters(creator: PublicKey): GetProgramAccountsFilter[] {
  return [
    {dataSize: CAMPAIGN.size},
    typeFilter(CAMPAIGN.discriminator),
    addressAt(CAMPAIGN.offsets.creator, creator),
  ];
}
// #endregion filters

// #region sender-streams
export interface FoundStream {
  /** The stream ID: the address of the stream NFT mint. */
  nftMint: PublicKey;
  /** The stream data account. */
  address: PublicKey;
  data: StreamData;
}

/** The stream NFT mint follows from the sender and the salt its data account stores. */
export function nftMintOf(programId: PublicKey, data: StreamData): PublicKey {
  const seeds = [
    Buffer.from('stream_nft_mint'),
    data.sender.toBuffer(),
    data.salt.toArrayLike(Buffer, 'le', 16),
  ];
  return PublicKey.findProgramAddressSync(seeds, programId)[0];
}

/** Every stream whose sender is `sender`, optionally only those of one token mint. */
export async function streamsBySender(
  program: Program<Lockup>,
  sender: PublicKey,
  token?: PublicKey,
): Promise<FoundStream[]> {
  const accounts = await program.provider.connection.getProgramAccounts(
    program.programId,
    {filters: senderFilters(sender, token)},
  );
  return accounts.map(({pubkey, account}) => {
    const data = program.coder.accounts.decode<StreamData>('streamData', account.data);
    return {nftMint: nftMintOf(program.programId, data), address: pubkey, data};
  });
}
// #endregion sender-streams

// #region recipient-streams
const TOKEN_PROGRAMS = [
  new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'), // SPL Token
  new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'), // Token-2022
];
const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
);

/** The stream data account of a stream NFT mint. */
export function streamDataAddress(programId: PublicKey, nftMint: PublicKey): PublicKey {
  const seeds = [Buffer.from('stream_data'), nftMint.toBuffer()];
  return PublicKey.findProgramAddressSync(seeds, programId)[0];
}

function associatedTokenAddress(
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
): PublicKey {
  const seeds = [owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()];
  return PublicKey.findProgramAddressSync(seeds, ASSOCIATED_TOKEN_PROGRAM_ID)[0];
}

/** Reads accounts 100 at a time, the most one getMultipleAccounts call takes. */
async function fetchAll(
  connection: Connection,
  addresses: PublicKey[],
): Promise<(AccountInfo<Buffer> | null)[]> {
  const infos: (AccountInfo<Buffer> | null)[] = [];
  for (let i = 0; i < addresses.length; i += 100) {
    infos.push(
      ...(await connection.getMultipleAccountsInfo(addresses.slice(i, i + 100))),
    );
  }
  return infos;
}

/** Whether `info` is an account of `programId` of the type `discriminator` names. */
function isAccountOf(
  info: AccountInfo<Buffer> | null | undefined,
  programId: PublicKey,
  discriminator: string,
): info is AccountInfo<Buffer> {
  return (
    info?.owner.equals(programId) === true &&
    info.data.subarray(0, 8).equals(Buffer.from(discriminator, 'hex'))
  );
}

type TokenAmount = {mint: string; tokenAmount: {amount: string; decimals: number}};

/**
 * The streams whose NFT `wallet` holds: its token accounts holding exactly 1 token of a
 * mint with 0 decimals are candidates, and a candidate is a stream when its stream data
 * account exists. `withdraw` reads the NFT from the wallet's associated token account
 * only: `inAssociatedAccount` is false when the NFT sits in another account.
 */
export async function streamsByRecipient(
  program: Program<Lockup>,
  wallet: PublicKey,
): Promise<(FoundStream & {inAssociatedAccount: boolean})[]> {
  const connection = program.provider.connection;
  const candidates: {mint: PublicKey; holder: PublicKey; ata: PublicKey}[] = [];
  for (const programId of TOKEN_PROGRAMS) {
    const {value} = await connection.getParsedTokenAccountsByOwner(wallet, {programId});
    for (const {pubkey, account} of value) {
      const {mint, tokenAmount} = (account.data.parsed as {info: TokenAmount}).info;
      if (tokenAmount.amount !== '1' || tokenAmount.decimals !== 0) continue;
      const nftMint = new PublicKey(mint);
      const ata = associatedTokenAddress(wallet, nftMint, programId);
      candidates.push({mint: nftMint, holder: pubkey, ata});
    }
  }
  const addresses = candidates.map((c) => streamDataAddress(program.programId, c.mint));
  const infos = await fetchAll(connection, addresses);
  return candidates.flatMap((candidate, i) => {
    const info = infos[i];
    const address = addresses[i];
    if (!address || !isAccountOf(info, program.programId, STREAM_DATA.discriminator))
      return [];
    const data = program.coder.accounts.decode<StreamData>('streamData', info.data);
    const inAssociatedAccount = candidate.holder.equals(candidate.ata);
    return [{nftMint: candidate.mint, address, data, inAssociatedAccount}];
  });
}
// #endregion recipient-streams

// #region creator-campaigns
/** Every campaign whose creator is `creator`. */
export async function campaignsByCreator(
  program: Program<MerkleInstant>,
  creator: PublicKey,
): Promise<{address: PublicKey; data: Campaign}[]> {
  const accounts = await program.provider.connection.getProgramAccounts(
    program.programId,
    {filters: creatorFilters(creator)},
  );
  return accounts.map(({pubkey, account}) => ({
    address: pubkey,
    data: program.coder.accounts.decode<Campaign>('campaign', account.data),
  }));
}
// #endregion creator-campaigns

// #region claim-receipts
/** The claim receipt of `index`: a PDA of the campaign and the index as 4 LE bytes. */
export function claimReceiptAddress(
  programId: PublicKey,
  campaign: PublicKey,
  index: number,
): PublicKey {
  const indexBytes = Buffer.alloc(4);
  indexBytes.writeUInt32LE(index);
  const seeds = [Buffer.from('claim_receipt'), campaign.toBuffer(), indexBytes];
  return PublicKey.findProgramAddressSync(seeds, programId)[0];
}

/**
 * The indexes of a campaign that have been claimed, out of its `count` recipients. A
 * claim receipt stores nothing, not even its campaign, so no filter finds the receipts
 * of one campaign: derive the receipt of each index and read which exist.
 */
export async function claimedIndexes(
  program: Program<MerkleInstant>,
  campaign: PublicKey,
  count: number,
): Promise<number[]> {
  const indexes = Array.from({length: count}, (_, index) => index);
  const receipts = indexes.map((i) =>
    claimReceiptAddress(program.programId, campaign, i),
  );
  const infos = await fetchAll(program.provider.connection, receipts);
  return indexes.filter((i) =>
    isAccountOf(infos[i], program.programId, CLAIM_RECEIPT.discriminator),
  );
}
// #endregion claim-receipts
