import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {type Idl, loadIdl} from '../../plugins/solana-reference/idl';
import {camelCase} from '../../plugins/solana-reference/names';
import {borshSize} from '../../plugins/solana-reference/render';
import {solanaDevnet, solanaMainnetBeta} from 'sablier/solana/chains';

// Claims of the hand-written Solana pages that the IDLs in the sablier package decide: how many accounts a client
// passes to an instruction, the sizes of the accounts in the rent table, and the worked numbers built on them.
const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const lockup = loadIdl('sablier/solana/releases/lockup/v0.1/idl', 'SablierLockupLinear').idl;
const airdrops = loadIdl('sablier/solana/releases/airdrops/v0.1/idl', 'SablierMerkleInstant').idl;

/** Solana's default rent: a rent-exempt account holds (128 + bytes) × 3,480 lamports a byte-year × 2 years. */
const rentExempt = (bytes: number) => (128 + bytes) * 3480 * 2;
const number = (text: string) => Number(text.replaceAll(',', ''));

type Account = {name: string; signer?: boolean; address?: string; pda?: unknown};

/** The accounts of an instruction that Anchor fills in itself: fixed addresses, PDAs and the signing wallet. */
function accountsOf(idl: Idl, instruction: string) {
  const ix = idl.instructions.find((i) => i.name === instruction) ?? assert.fail(`no instruction ${instruction}`);
  const accounts = ix.accounts as Account[];
  const filled = accounts.filter((a) => a.signer || a.address || a.pda);
  return {all: accounts, fromCaller: accounts.filter((a) => !filled.includes(a)).map((a) => camelCase(a.name))};
}

/** The keys of the `.accounts({...})` call inside one `#region` of an example, with the Chainlink spread expanded. */
function exampleAccounts(file: string, region: string): string[] {
  const source = read(`examples/solana/${file}`);
  const body = source.slice(source.indexOf(`// #region ${region}\n`), source.indexOf(`// #endregion ${region}\n`));
  const call = body.slice(body.indexOf('.accounts({'), body.indexOf('})', body.indexOf('.accounts({')));
  const keys = [...call.matchAll(/^\s+(\w+)(?::|,)/gm)].map((m) => m[1] as string);
  if (call.includes('chainlinkAccounts(program)')) keys.push('chainlinkProgram', 'chainlinkSolUsdFeed');
  return keys.sort();
}

const WORDS: Record<string, number> = {six: 6, seven: 7, eight: 8, sixteen: 16};

describe('Solana pages against the IDLs', () => {
  it('withdraw: the page counts the accounts the example passes and the ones Anchor fills in', () => {
    const {all, fromCaller} = accountsOf(lockup, 'withdraw');
    assert.deepEqual(exampleAccounts('lockup-client.ts', 'withdraw'), [...fromCaller].sort());
    const page = read('docs/solana/lockup/client-integration.mdx');
    const m = page.match(/`withdraw` takes (\w+) accounts and needs (\w+) from you\. Anchor fills in the other (\w+)/);
    assert.ok(m, 'the withdraw sentence is missing');
    assert.deepEqual(
      [WORDS[m[1] as string], WORDS[m[2] as string], WORDS[m[3] as string]],
      [all.length, fromCaller.length, all.length - fromCaller.length],
    );
  });

  it('claim: the page counts the accounts the example passes', () => {
    const {fromCaller} = accountsOf(airdrops, 'claim');
    assert.deepEqual(exampleAccounts('airdrops-client.ts', 'claim'), [...fromCaller].sort());
    const m = read('docs/solana/airdrops/client-integration.mdx').match(/`claim` needs (\w+) accounts from you/);
    assert.ok(m, 'the claim sentence is missing');
    assert.equal(WORDS[m[1] as string], fromCaller.length);
  });

  it('rent table: the sizes of the fixed-size accounts and every reserve', () => {
    const page = read('docs/solana/fees.mdx');
    const rows = [...page.matchAll(/^\| ([^|]+?)\s+\|[^|]+\|[^|]+\| (\d+)\s+\| ([\d,]+)/gm)].map((m) => ({
      account: m[1] as string,
      bytes: Number(m[2]),
      reserve: number(m[3] as string),
    }));
    assert.equal(rows.length, 9, 'rent table rows not found');
    for (const row of rows) assert.equal(row.reserve, rentExempt(row.bytes), row.account);
    // Anchor accounts: the 8-byte discriminator plus the layout of the IDL type.
    const size = (idl: Idl, name: string) => 8 + (borshSize(idl, {defined: {name}}) ?? assert.fail(`${name} has no fixed size`));
    const bytesOf = (prefix: string) => rows.find((r) => r.account.startsWith(prefix))?.bytes;
    assert.equal(bytesOf('Stream data'), size(lockup, 'StreamData'));
    assert.equal(bytesOf('Claim receipt'), size(airdrops, 'ClaimReceipt'));
    assert.equal(bytesOf('Treasury'), size(lockup, 'Treasury'));
    assert.equal(size(airdrops, 'Treasury'), size(lockup, 'Treasury'));
    // SPL Token layouts: a mint is 82 bytes, a token account 165; a Token-2022 account made by the Associated Token
    // Account program adds the account-type byte and the 4-byte header of its immutable-owner extension.
    assert.equal(bytesOf('Stream NFT mint'), 82);
    assert.equal(bytesOf('Token account (classic'), 165);
    assert.equal(bytesOf('Token account (Token-2022'), 165 + 1 + 4);
    // Token Metadata's MAX_METADATA_LEN and MAX_MASTER_EDITION_LEN (state/metadata.rs, state/master_edition.rs).
    const maxData = 4 + 32 + 4 + 10 + 4 + 200 + 2 + 1 + 4 + 5 * (32 + 1 + 1);
    assert.equal(bytesOf('NFT metadata'), 1 + 32 + 32 + maxData + 1 + 1 + 9 + 2 + 34 + 18 + 10 + 35 + 1);
    assert.equal(bytesOf('NFT master edition'), 1 + 8 + 9 + 2);
  });

  it('cost per operation: each total adds the rent of the accounts it creates, the fees and one signature', () => {
    const page = read('docs/solana/fees.mdx');
    const reserve = (account: string) => {
      const m = page.match(new RegExp(`^\\| ${account.replace(/[()]/g, '\\$&')}[^|]*\\|[^|]+\\|[^|]+\\| \\d+\\s+\\| ([\\d,]+)`, 'm'));
      return number((m ?? assert.fail(`no rent row ${account}`))[1] as string);
    };
    // The Metaplex fee: the rent-exempt reserve of 1,308 bytes plus 5,440 lamports (Token Metadata state/fee.rs).
    const metaplexFee = rentExempt(1308) + 5440;
    assert.equal(metaplexFee, 10_000_000);
    const signature = 5000;
    const tokenAccount = reserve('Token account (classic SPL)');
    const stream =
      reserve('Stream data') + reserve('Stream NFT mint') + reserve('NFT metadata') + reserve('NFT master edition') + 2 * tokenAccount;
    const totals = Object.fromEntries(
      [
        ...page.matchAll(/^\| (Create a stream|Withdraw|Cancel|Renounce|Create a campaign|Claim|Clawback)\s+\|[^|]+\| ([^|]+?)\s+\|$/gm),
      ].map((m) => [m[1] as string, m[2] as string]),
    );
    assert.equal(Object.keys(totals).length, 7, 'cost table rows not found');
    assert.ok(page.includes(`(${stream.toLocaleString('en-US')})`), 'the rent of a stream creation');
    assert.equal(totals['Create a stream'], `${(signature + stream + metaplexFee).toLocaleString('en-US')} (≈ 0.0237 SOL)`);
    const withAccount = `${signature.toLocaleString('en-US')} or ${(signature + tokenAccount).toLocaleString('en-US')}`;
    for (const op of ['Withdraw', 'Cancel', 'Clawback']) assert.equal(totals[op], withAccount, op);
    assert.equal(totals.Renounce, '5,000');
    const campaign = signature + reserve('Campaign') + tokenAccount;
    assert.equal(totals['Create a campaign'], `${campaign.toLocaleString('en-US')} (≈ 0.0045 SOL)`);
    const claim = signature + reserve('Claim receipt');
    assert.equal(totals.Claim, `${claim.toLocaleString('en-US')} or ${(claim + tokenAccount).toLocaleString('en-US')}`);
  });

  it('Chainlink accounts: the fees page lists the program and feed of the package chain data', () => {
    const page = read('docs/solana/fees.mdx');
    for (const chain of [solanaMainnetBeta, solanaDevnet]) {
      assert.match(page, new RegExp(`\\| Chainlink program\\s+\\| \`${chain.chainlink.program}\` \\|`));
      assert.match(page, new RegExp(`\\| SOL/USD feed\\s+\\| \`${chain.chainlink.feed}\` \\|`));
    }
  });

  it('governance: the collect_fees example keeps the reserve of the Treasury plus the buffer', () => {
    const page = read('docs/solana/governance.mdx');
    const m = page.match(
      /Treasury account of (\d+) bytes holding ([\d,]+) lamports[\s\S]*?keeps\s+([\d,]+) \(rent-exempt reserve\) \+ ([\d,]+) \(buffer\) = ([\d,]+) lamports, and `collect_fees` moves the other\s+([\d,]+)/,
    );
    assert.ok(m, 'the collect_fees example is missing');
    const [bytes, balance, reserve, buffer, kept, moved] = m.slice(1).map((g) => number(g as string));
    assert.equal(bytes, 8 + (borshSize(lockup, {defined: {name: 'Treasury'}}) ?? 0));
    assert.equal(reserve, rentExempt(bytes as number));
    assert.equal(buffer, 1_000_000);
    assert.equal(kept, (reserve as number) + (buffer as number));
    assert.equal(moved, (balance as number) - (kept as number));
  });
});
