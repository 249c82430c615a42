/**
 * The constants of examples/solana/find-accounts.ts (account discriminators, sizes and the byte offsets its
 * getProgramAccounts filters compare) recomputed from the IDLs in the sablier package and from Anchor's own encoding,
 * so that they cannot drift from the programs; and the numbers of the page that shows them.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {utils} from '@coral-xyz/anchor';
import {Connection, type GetProgramAccountsFilter, PublicKey} from '@solana/web3.js';
import BN from 'bn.js';
import {
  CAMPAIGN,
  CLAIM_RECEIPT,
  claimReceiptAddress,
  creatorFilters,
  nftMintOf,
  readOnlyPrograms,
  STREAM_DATA,
  senderFilters,
  streamDataAddress,
} from '../../examples/solana/find-accounts';
import {streamNftMint} from '../../examples/solana/lockup-client';
import {type Idl, loadIdl} from '../../plugins/solana-reference/idl';
import {accountLayout} from '../../plugins/solana-reference/layout';
import {hex} from '../../plugins/solana-reference/names';

const ROOT = path.resolve(__dirname, '..', '..');
const lockupIdl = loadIdl('sablier/solana/releases/lockup/v0.1/idl', 'SablierLockupLinear').idl;
const airdropsIdl = loadIdl('sablier/solana/releases/airdrops/v0.1/idl', 'SablierMerkleInstant').idl;
// A Connection makes no request until it is used: the programs here only encode and decode.
const {lockup, merkleInstant} = readOnlyPrograms(new Connection('http://127.0.0.1:8899'));

const ALICE = new PublicKey('CZdiHsxd9kZdTwd2X6JV44ZXcM98vkYSbW8EDAKhbDKB');
const BOB = new PublicKey('Bin7jWHgbuW599uhEqVioihKpxNrZa6iRA9eZWeA4TVQ');
const USDC = new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');

/** Anchor's account discriminator: the first 8 bytes of sha256("account:<Name>"). */
const discriminatorOf = (name: string) => createHash('sha256').update(`account:${name}`).digest().subarray(0, 8).toString('hex');

function layoutOf(idl: Idl, name: string) {
  const def = idl.types?.find((t) => t.name === name) ?? assert.fail(`no type ${name}`);
  const layout = accountLayout(idl, def);
  const offset = (field: string) => layout.fields.find((f) => f.name === field)?.offset;
  return {space: layout.space, offset};
}

/** The bytes a memcmp filter compares, whatever its encoding. */
function filterBytes(filter: GetProgramAccountsFilter): {offset: number; bytes: Buffer} | undefined {
  if (!('memcmp' in filter)) return undefined;
  const {offset, bytes, encoding} = filter.memcmp;
  return {offset, bytes: encoding === 'base64' ? Buffer.from(bytes, 'base64') : Buffer.from(utils.bytes.bs58.decode(bytes))};
}

describe('finding Solana accounts: the example against the IDLs', () => {
  it('uses the discriminators of the IDLs, which are sha256("account:<Name>")', () => {
    for (const [constant, idl, name] of [
      [STREAM_DATA, lockupIdl, 'StreamData'],
      [CAMPAIGN, airdropsIdl, 'Campaign'],
      [CLAIM_RECEIPT, airdropsIdl, 'ClaimReceipt'],
    ] as const) {
      const fromIdl = idl.accounts?.find((a) => a.name === name)?.discriminator ?? assert.fail(name);
      assert.equal(hex(fromIdl), discriminatorOf(name), name);
      assert.equal(constant.discriminator, discriminatorOf(name), name);
    }
  });

  it('uses the sizes and offsets of the account layouts', () => {
    const stream = layoutOf(lockupIdl, 'StreamData');
    assert.equal(STREAM_DATA.size, stream.space);
    assert.deepEqual(STREAM_DATA.offsets, {
      depositedTokenMint: stream.offset('deposited_token_mint'),
      salt: stream.offset('salt'),
      sender: stream.offset('sender'),
    });
    const campaign = layoutOf(airdropsIdl, 'Campaign');
    assert.equal(CAMPAIGN.size, campaign.space);
    assert.deepEqual(CAMPAIGN.offsets, {airdropTokenMint: campaign.offset('airdrop_token_mint'), creator: campaign.offset('creator')});
    assert.equal(CLAIM_RECEIPT.size, layoutOf(airdropsIdl, 'ClaimReceipt').space);
  });

  it("builds filters that match the accounts as Anchor encodes them, and no other sender's", async () => {
    const stream = {
      amounts: {startUnlock: new BN(0), cliffUnlock: new BN(100), deposited: new BN(1000), refunded: new BN(0), withdrawn: new BN(0)},
      depositedTokenMint: USDC,
      bump: 255,
      salt: new BN(42),
      isCancelable: true,
      isDepleted: false,
      timestamps: {cliff: new BN(1769904000), end: new BN(1798761600), start: new BN(1767225600)},
      sender: BOB,
      wasCanceled: false,
    };
    const data = await lockup.coder.accounts.encode('streamData', stream);
    assert.equal(data.length, STREAM_DATA.size);
    const matches = (filters: GetProgramAccountsFilter[], account: Buffer) =>
      filters.every((filter) => {
        if ('dataSize' in filter) return filter.dataSize === account.length;
        const {offset, bytes} = filterBytes(filter) ?? assert.fail();
        return account.subarray(offset, offset + bytes.length).equals(bytes);
      });
    assert.ok(matches(senderFilters(BOB), data));
    assert.ok(matches(senderFilters(BOB, USDC), data));
    assert.ok(!matches(senderFilters(ALICE), data));
    assert.ok(!matches(senderFilters(BOB, ALICE), data));
    // The stream ID follows from the sender and salt stored in the account.
    const decoded = lockup.coder.accounts.decode('streamData', data);
    const mint = nftMintOf(lockup.programId, decoded);
    assert.ok(mint.equals(streamNftMint(lockup.programId, BOB, new BN(42))));
    assert.equal(streamDataAddress(lockup.programId, mint).toBase58(), 'HMsZ1XqzFUFjf7d9PrXsvb8xkJoDwNdARhFWxJuYU9oi');

    const campaign = {
      airdropTokenMint: USDC,
      bump: 254,
      campaignStartTime: new BN(1767225600),
      creator: ALICE,
      expirationTime: new BN(1769904000),
      firstClaimTime: new BN(0),
      ipfsCid: 'bafkreiak467qbqncgpkmgqmu7hynjnqb5j33jjnkk6bcdda63m3lf7czca',
      merkleRoot: Array.from({length: 32}, (_, i) => i),
      name: 'Community Drop',
    };
    const encoded = await merkleInstant.coder.accounts.encode('campaign', campaign);
    // The program allocates 228 bytes; the encoding takes what the strings need, the rest stays zero.
    const account = Buffer.concat([encoded, Buffer.alloc(CAMPAIGN.size - encoded.length)]);
    assert.ok(matches(creatorFilters(ALICE), account));
    assert.ok(!matches(creatorFilters(BOB), account));
    assert.equal(merkleInstant.coder.accounts.decode('campaign', account).name, 'Community Drop');
  });

  it('derives the claim receipts of the example campaign on the architecture page', () => {
    const example = new PublicKey('5cg3sHV2cuakbJ8ycWR73s3QM2H8kmw8cNmgqY9BzxBm');
    assert.equal(claimReceiptAddress(merkleInstant.programId, example, 0).toBase58(), '3WvKEomV22YfGX5k8aLXjYpXVhG3DjTtEw59yJfjsQPt');
    assert.equal(claimReceiptAddress(merkleInstant.programId, example, 1).toBase58(), 'Cxg5SB8z1BgMtJ8nmPukLDwWKGyeN3gi8M2oXPzkhR4C');
  });

  it('states on the page the sizes and offsets the example uses', () => {
    const page = fs.readFileSync(path.join(ROOT, 'docs', 'solana', 'find-accounts.mdx'), 'utf8');
    for (const claim of [
      `\`dataSize\` ${STREAM_DATA.size}`,
      `\`sender\` at byte ${STREAM_DATA.offsets.sender}`,
      `\`deposited_token_mint\` at byte ${STREAM_DATA.offsets.depositedTokenMint}`,
      `\`dataSize\` ${CAMPAIGN.size}`,
      `\`creator\` at byte ${CAMPAIGN.offsets.creator}`,
      `\`airdrop_token_mint\` at byte ${CAMPAIGN.offsets.airdropTokenMint}`,
      `\`${STREAM_DATA.discriminator}\``,
      `\`${CAMPAIGN.discriminator}\``,
      `\`${CLAIM_RECEIPT.discriminator}\``,
    ]) {
      assert.ok(page.includes(claim), `the page does not say ${claim}`);
    }
  });
});
