import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {applyCorrections, CORRECTIONS} from '../../plugins/solana-reference/corrections';
import {parseAccountDoc, parseDocs} from '../../plugins/solana-reference/docs';
import {
  buildSolanaReference,
  generateSolanaReference,
  programContext,
  programSources,
  solanaGlobalAccounts,
} from '../../plugins/solana-reference/generate';
import {type Idl, IdlError, loadIdl, parseIdl} from '../../plugins/solana-reference/idl';
import {base58, camelCase, constSeed, kebab} from '../../plugins/solana-reference/names';
import {accountLayout} from '../../plugins/solana-reference/layout';
import {borshSize, locate, routeOf} from '../../plugins/solana-reference/render';
import {SITE_DIR} from '../../plugins/protocol-data/registry';
import {docPageExists, resolveFallbackRedirects} from '../../config/redirects';
import {getSolanaDeployments} from '../../plugins/lib/solana-sdk';

const sources = programSources();
const lockupSource = sources.find((s) => s.protocol === 'lockup');
const airdropsSource = sources.find((s) => s.protocol === 'airdrops');
assert.ok(lockupSource && airdropsSource);
const lockupIdl = loadIdl(lockupSource.idlModule, lockupSource.programName).idl;
const airdropsIdl = loadIdl(airdropsSource.idlModule, airdropsSource.programName).idl;
const reference = buildSolanaReference();
const page = (protocol: string, kind: 'instructions' | 'accounts' | 'errors' | 'events') =>
  reference.files.get(routeOf(protocol, kind)) ?? assert.fail(`no page ${protocol}/${kind}`);

/** Anchors declared with `{#id}` in a page. */
const anchors = (markdown: string) => [...markdown.matchAll(/\{#([\w-]+)\}/g)].map((m) => m[1]);

describe('Solana IDL loading', () => {
  it('finds the latest release of each program in the sablier package', () => {
    assert.deepEqual(
      sources.map((s) => [s.protocol, s.programName, s.idlModule]),
      [
        ['lockup', 'SablierLockupLinear', 'sablier/solana/releases/lockup/v0.1/idl'],
        ['airdrops', 'SablierMerkleInstant', 'sablier/solana/releases/airdrops/v0.1/idl'],
      ],
    );
  });

  it('fails naming the module when the IDL is missing', () => {
    assert.throws(
      () => loadIdl('sablier/solana/releases/lockup/v9.9/idl', 'SablierLockupLinear'),
      (e: Error) => {
        assert.ok(e instanceof IdlError);
        assert.match(e.message, /sablier\/solana\/releases\/lockup\/v9\.9\/idl: missing IDL/);
        return true;
      },
    );
    assert.throws(
      () => loadIdl(lockupSource.idlModule, 'SablierLockupDynamic'),
      /v0\.1\/idl\.c?js: missing IDL: the module exports no idl\.SablierLockupDynamic/,
    );
  });

  it('fails naming the file and the bad part of a malformed IDL', () => {
    const file = 'node_modules/sablier/dist/cjs/solana/releases/lockup/v0.1/idl.js';
    const broken = (edit: (idl: Record<string, unknown>) => void) => {
      const copy = structuredClone(lockupIdl) as unknown as Record<string, unknown>;
      edit(copy);
      return () => parseIdl(copy, file);
    };
    assert.throws(
      broken((idl) => delete idl.address),
      new RegExp(`${file.replace(/\./g, '\\.')}: malformed IDL: address is not a non-empty string`),
    );
    assert.throws(
      broken((idl) => {
        (idl.instructions as {discriminator: number[]}[])[0]?.discriminator.pop();
      }),
      /malformed IDL: instructions\[0\]\.discriminator has 7 bytes, not 8/,
    );
    assert.throws(
      broken((idl) => {
        (idl.instructions as {args: {type: unknown}[]}[])[2]?.args.splice(0, 1, {name: 'salt', type: 'u512'} as never);
      }),
      /instructions\[2\]\.args\[0\]\.type is an unknown type "u512"/,
    );
    assert.throws(
      broken((idl) => {
        idl.types = (idl.types as {name: string}[]).filter((t) => t.name !== 'StreamData');
      }),
      /accounts "StreamData" has no type definition in types/,
    );
    assert.throws(() => parseIdl('not an IDL', file), /malformed IDL: the IDL is not an object/);
  });

  it("checks the IDL's program ID against the package's deployments", () => {
    const deployments = getSolanaDeployments();
    for (const source of sources) {
      const ctx = programContext(source);
      assert.deepEqual(ctx.clusters, ['mainnet-beta', 'devnet']);
      for (const cluster of deployments.clusters) {
        assert.ok(cluster.programs.some((p) => p.name === source.programName && p.address === ctx.idl.address));
      }
    }
  });
});

describe('Solana IDL docs', () => {
  it('splits a doc comment into summary, parameters, notes and requirements', () => {
    const docs = parseDocs([
      'Withdraws tokens from the stream',
      'to the provided account.',
      '',
      '# Accounts Expected',
      '',
      '- `signer` The transaction signer.',
      '',
      '# Parameters:',
      '',
      '- `amount` The amount to withdraw,',
      'in base units.',
      '',
      '# Notes',
      '',
      '- Emits an event.',
      '',
      '# Requirements',
      '',
      'Refer to the requirements in [`fn@crate::sablier_lockup::withdraw`].',
    ]);
    assert.equal(docs.summary, 'Withdraws tokens from the stream to the provided account.');
    assert.deepEqual([...docs.params], [['amount', 'The amount to withdraw, in base units.']]);
    assert.deepEqual(docs.notes, ['Emits an event.']);
    assert.deepEqual(docs.requirements, []);
    assert.equal(docs.refers.requirements, 'withdraw');
  });

  it('reads the role of an account doc line', () => {
    assert.deepEqual(parseAccountDoc(['Create if needed account: the ATA of the sender.']), {
      creates: 'create-if-needed',
      text: 'The ATA of the sender.',
    });
    assert.deepEqual(parseAccountDoc(['Write account: the stream data.']), {text: 'The stream data.'});
    assert.deepEqual(parseAccountDoc(['Program account: the System program.']), {text: 'The System program.'});
  });

  it('corrects the stale fee lines and the inverted view requirements, and fails when a correction is stale', () => {
    const all = [...reference.files.values()].join('\n');
    assert.doesNotMatch(all, /\$1|\$2|\\\$|1 USD|2 USD/);
    assert.doesNotMatch(all, /The stream does not exist/);
    assert.doesNotMatch(all, /\| recipient\. \|/);
    assert.match(page('lockup', 'instructions'), /At release v0\.1 that fee is zero, so nothing is charged\./);
    assert.match(page('airdrops', 'instructions'), /The USD fee is zero at release v0\.1, so it returns 0\./);
    assert.equal((page('lockup', 'instructions').match(/- The stream must exist\./g) ?? []).length, 4);
    const stale = {...CORRECTIONS[0], line: 'A line that no IDL has.'} as (typeof CORRECTIONS)[number];
    assert.throws(() => applyCorrections(lockupIdl, [stale]), /matches no doc line of the IDL any more/);
    // The package's own object is never changed.
    assert.match(lockupIdl.instructions.find((ix) => ix.name === 'withdrawal_fee_in_lamports')?.docs?.[0] ?? '', /\$1 USD/);
  });
});

describe('Solana reference pages', () => {
  it('gives every instruction, account, type, event and error a stable anchor', () => {
    for (const [protocol, source] of [
      ['lockup', lockupSource],
      ['airdrops', airdropsSource],
    ] as const) {
      const idl = programContext(source).idl as Idl;
      const ids = anchors(page(protocol, 'instructions'));
      for (const ix of idl.instructions) assert.ok(ids.includes(ix.name), `${protocol} instruction ${ix.name}`);
      const accountIds = anchors(page(protocol, 'accounts'));
      for (const t of idl.types ?? []) {
        if (!idl.events?.some((e) => e.name === t.name)) assert.ok(accountIds.includes(kebab(t.name)), `${protocol} type ${t.name}`);
      }
      const eventIds = anchors(page(protocol, 'events'));
      for (const e of idl.events ?? []) assert.ok(eventIds.includes(kebab(e.name)), `${protocol} event ${e.name}`);
      const errorIds = anchors(page(protocol, 'errors'));
      for (const e of idl.errors ?? []) assert.ok(errorIds.includes(kebab(e.name)), `${protocol} error ${e.name}`);
      for (const markdown of [
        page(protocol, 'instructions'),
        page(protocol, 'accounts'),
        page(protocol, 'errors'),
        page(protocol, 'events'),
      ]) {
        const list = anchors(markdown);
        assert.equal(new Set(list).size, list.length, 'duplicate anchor');
      }
    }
  });

  it('shows discriminators, arguments, flags and PDA seeds from the IDL', () => {
    const md = page('lockup', 'instructions');
    const withdraw = md.slice(md.indexOf('### withdraw {#withdraw}'), md.indexOf('### withdraw\\_max'));
    assert.match(withdraw, /\*\*Discriminator:\*\* `b712469c946da122` · \*\*TypeScript:\*\* `program\.methods\.withdraw\(amount\)`/);
    assert.match(withdraw, /\| `amount` \| `u64` \| The amount to withdraw, denoted in units of the token's decimals\. \|/);
    // A signer is not passed by the caller: Anchor's client fills it with the provider's wallet.
    assert.match(withdraw, /\| `signer` \| writable, signer \| The signing wallet: Anchor's client fills in the provider's wallet \|/);
    assert.match(withdraw, /\| `stream_recipient` \(`streamRecipient`\) \| read-only \| Passed by the caller \|/);
    assert.match(
      withdraw,
      /\| `stream_data` \(`streamData`\) \| writable \| PDA of this program, seeds `"stream_data"`, `stream_nft_mint` \|/,
    );
    assert.match(
      withdraw,
      /\| `withdrawal_recipient_ata` \(`withdrawalRecipientAta`\) \| writable \| Associated token account of `withdrawal_recipient` for the mint `deposited_token_mint` \(token program `deposited_token_program`\) \| .* Created if it does not exist\. \|/,
    );
    assert.match(withdraw, /Fixed: System program \(`11111111111111111111111111111111`\)/);
    assert.match(
      withdraw,
      /Emits \[`WithdrawFromLockupStream`\]\(\/solana\/reference\/lockup\/events#withdraw-from-lockup-stream\) event\./,
    );
    // Read-only instructions are separated and show what they return.
    const readOnly = md.slice(md.indexOf('{#read-only}'));
    assert.match(
      readOnly,
      /### status\\_of \{#status_of\}[\s\S]*?\*\*Returns:\*\* \[`StreamStatus`\]\(\/solana\/reference\/lockup\/accounts#stream-status\)/,
    );
    assert.doesNotMatch(md.slice(0, md.indexOf('{#read-only}')), /### status\\_of/);
    const claim = page('airdrops', 'instructions');
    assert.match(claim, /\| `merkle_proof` \| `Vec<\[u8; 32\]>` \|/);
    assert.match(claim, /PDA of this program, seeds `"claim_receipt"`, `campaign`, argument `index`/);
  });

  it('shows the Metaplex PDAs, derived by the Token Metadata program', () => {
    const create = lockupIdl.instructions.find((ix) => ix.name === 'create_with_timestamps_ll');
    const metadata = create?.accounts.find((a) => a.name === 'stream_nft_metadata');
    assert.ok(metadata && 'pda' in metadata);
    assert.equal(
      locate(metadata),
      'PDA of the program `token_metadata_program`, seeds `"metadata"`, `token_metadata_program`, `stream_nft_mint`',
    );
  });

  it('lays out accounts with their sizes and types', () => {
    const lockup = page('lockup', 'accounts');
    for (const [name, size] of [
      ['NftCollectionData', 17],
      ['StreamData', 156],
      ['Treasury', 105],
    ] as const) {
      assert.match(lockup, new RegExp(`### ${name} [\\s\\S]*?\\*\\*Size:\\*\\* ${size} bytes`));
    }
    assert.match(lockup, /\| 4 \| `Depleted` \| `\{ depleted: \{\} \}` \|/);
    assert.match(lockup, /\| `amounts` \| \[`Amounts`\]\(\/solana\/reference\/lockup\/accounts#amounts\) \| 8 \| 40 \| `amounts` \|/);
    const airdrops = page('airdrops', 'accounts');
    assert.match(airdrops, /### ClaimReceipt [\s\S]*?\*\*Size:\*\* 8 bytes/);
    // A Campaign is allocated with room for its longest strings: a fixed 228 bytes.
    assert.match(airdrops, /### Campaign [\s\S]*?\*\*Size:\*\* 228 bytes, discriminator included/);
    assert.match(airdrops, /room for `ipfs_cid` of 59 bytes and `name` of 32 bytes/);
    assert.equal(borshSize(lockupIdl, {array: ['u8', 32]}), 32);
    assert.equal(borshSize(lockupIdl, 'string'), undefined);
  });

  it('gives each account field its byte offset while the fields before it have fixed sizes', () => {
    const lockup = page('lockup', 'accounts');
    assert.match(lockup, /\| `deposited_token_mint` \| `Pubkey` \| 48 \| 32 \| `depositedTokenMint` \|/);
    assert.match(lockup, /\| `sender` \| `Pubkey` \| 123 \| 32 \| `sender` \|/);
    assert.match(lockup, /\| `was_canceled` \| `bool` \| 155 \| 1 \| `wasCanceled` \|/);
    const airdrops = page('airdrops', 'accounts');
    assert.match(airdrops, /\| `creator` \| `Pubkey` \| 49 \| 32 \| `creator` \|/);
    assert.match(airdrops, /\| `ipfs_cid` \| `String` \| 97 \| 4 \+ its length \(room for 59\) \|/);
    assert.match(airdrops, /\| `merkle_root` \| `\[u8; 32\]` \| varies \| 32 \|/);
    // The sizes follow from the layout: 8 + 32 + 1 + 8 + 32 + 8 + 8 + (4 + 59) + 32 + (4 + 32).
    const campaign = airdropsIdl.types?.find((t) => t.name === 'Campaign');
    assert.ok(campaign);
    assert.equal(accountLayout(airdropsIdl, campaign).space, 228);
    const noMaxLen = {...airdropsIdl, metadata: {...airdropsIdl.metadata, name: 'other'}} as Idl;
    assert.throws(() => accountLayout(noMaxLen, campaign), /ipfs_cid has no fixed size: add its #\[max_len\] to MAX_LEN/);
  });

  it('describes the arguments the IDL leaves blank, and fails on one that has no description', () => {
    const md = page('lockup', 'instructions');
    const durations = md.slice(md.indexOf('{#create_with_durations_ll}'), md.indexOf('{#create_with_timestamps_ll}'));
    assert.match(durations, /\| `cliff_duration` \| `u64` \| The time from the start to the cliff, in seconds\./);
    assert.match(durations, /\| `total_duration` \| `u64` \| The time from the start to the end, in seconds\./);
    for (const markdown of [md, page('airdrops', 'instructions')]) assert.doesNotMatch(markdown, /\| `\w+` \| `[^`]+` \| {2}\|/);
    const bare = structuredClone(lockupIdl);
    const ix = bare.instructions.find((i) => i.name === 'withdraw');
    ix?.args.push({name: 'undocumented', type: 'u8'});
    assert.throws(() => programContext(lockupSource, undefined, bare), /argument undocumented of withdraw has no description/);
  });

  it('corrects the cancel note: a canceled stream is always marked canceled, and depleted as well when nothing is left', () => {
    const md = page('lockup', 'instructions');
    const cancel = md.slice(md.indexOf('### cancel {#cancel}'), md.indexOf('### collect\\_fees'));
    assert.match(
      cancel,
      /- The stream is marked as canceled and can no longer be canceled\. If nothing is left for the recipient to withdraw, it is also marked as depleted\./,
    );
    assert.doesNotMatch(cancel, /Otherwise, the stream is marked as depleted/);
  });

  it('lists the instructions that emit each event', () => {
    const md = page('lockup', 'events');
    assert.match(
      md,
      /### WithdrawFromLockupStream \{#withdraw-from-lockup-stream\}\n\n\*\*Discriminator:\*\* `e8651b9655def309` · \*\*TypeScript:\*\* `withdrawFromLockupStream` · \*\*Emitted by:\*\* \[`withdraw`\]\(\/solana\/reference\/lockup\/instructions#withdraw\), \[`withdraw_max`\]\(\/solana\/reference\/lockup\/instructions#withdraw_max\)/,
    );
    assert.match(
      md,
      /### CreateLockupLinearStream[\s\S]*?Emitted by:\*\* \[`create_with_durations_ll`\][^\n]*\[`create_with_timestamps_ll`\]/,
    );
  });

  it('lists the errors with decimal and hex codes, the IDL message and when they are raised', () => {
    const md = page('lockup', 'errors');
    assert.match(md, /\| 6013 \| `0x177d` \| \[`Overdraw`\]\(#overdraw\) \| Attempting to withdraw more than available in the stream! \|/);
    assert.match(md, /### StreamCanceled \{#stream-canceled\}\n\n\*\*Code:\*\* `6001` · \*\*Hex:\*\* `0x1771`/);
    assert.match(md, /\| 2012 \| `0x7dc` \| `ConstraintAddress` \| An address constraint was violated \|/);
    assert.equal(reference.errors.length, 20);
    assert.deepEqual(
      reference.errors.filter((e) => e.code === 6000).map((e) => [e.program, e.name, e.href]),
      [
        ['Lockup', 'StreamDepleted', '/solana/reference/lockup/errors#stream-depleted'],
        ['Merkle Instant', 'CampaignExpired', '/solana/reference/airdrops/errors#campaign-expired'],
      ],
    );
  });
});

describe('Solana deployments', () => {
  it('lists each program per cluster from the package, with explorer links only on mainnet-beta', () => {
    const {clusters} = getSolanaDeployments();
    assert.deepEqual(
      clusters.map((c) => [c.cluster, c.chainId, c.programs.map((p) => [p.name, p.address, p.slot])]),
      [
        [
          'mainnet-beta',
          900000010,
          [
            ['SablierLockupLinear', '4EauRKrNErKfsR4XetEZJNmvACGHbHnHV4R5dvJuqupC', 365675725],
            ['SablierMerkleInstant', '7XrxoQejBoGouW4V3aozTSwub7xSDjYqB4Go7YLjF9rV', 365675848],
          ],
        ],
        [
          'devnet',
          900000020,
          [
            ['SablierLockupLinear', '4EauRKrNErKfsR4XetEZJNmvACGHbHnHV4R5dvJuqupC', 408019064],
            ['SablierMerkleInstant', '7XrxoQejBoGouW4V3aozTSwub7xSDjYqB4Go7YLjF9rV', 408019095],
          ],
        ],
      ],
    );
    assert.equal(clusters[0]?.programs[0]?.explorerUrl, 'https://orb.helius.dev/address/4EauRKrNErKfsR4XetEZJNmvACGHbHnHV4R5dvJuqupC');
    assert.ok(clusters[1]?.programs.every((p) => p.explorerUrl === undefined));
  });

  it('computes the global accounts of each program from its IDL', () => {
    assert.deepEqual(
      solanaGlobalAccounts().map((a) => [a.program, a.account, a.address, a.bump]),
      [
        ['Lockup', 'treasury', 'ssqmHj4HQuuzHzADfxMHFQRnUictPAYTjA8M4crToQZ', 254],
        ['Lockup', 'nft_collection_data', '9zudnL83n1hxRkkdzeX2TwdgBvCxdrXwSC7Mm8Z9URky', 252],
        ['Lockup', 'nft_collection_mint', 'Ffn2wXTTuwc2TVS66U4pEEtBMcpAVnbr7qWgZe2C1yUQ', 254],
        ['Merkle Instant', 'treasury', 'GcpLP426R8awe7siynMFpyZ5Br3gzMa11jh5Eak7cQUk', 254],
      ],
    );
  });
});

describe('Solana names', () => {
  it('encodes addresses, seeds and TypeScript names', () => {
    const ata = lockupIdl.instructions[0]?.accounts[1];
    assert.ok(ata && 'pda' in ata && ata.pda?.program?.kind === 'const');
    assert.equal(base58(ata.pda.program.value), 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
    assert.equal(base58(new Array(32).fill(0)), '11111111111111111111111111111111');
    assert.equal(constSeed([116, 114, 101, 97, 115, 117, 114, 121]), '"treasury"');
    assert.equal(constSeed([0, 1, 255]), '0x0001ff');
    assert.equal(camelCase('create_with_timestamps_ll'), 'createWithTimestampsLl');
    assert.equal(camelCase('_sender'), 'sender');
    assert.equal(camelCase('StreamData'), 'streamData');
    assert.equal(kebab('CancelLockupStream'), 'cancel-lockup-stream');
    assert.equal(kebab('NftCollectionData'), 'nft-collection-data');
    assert.ok(path.isAbsolute(loadIdl(lockupSource.idlModule, lockupSource.programName).file));
  });
});

describe('Solana reference routes', () => {
  it('takes over the published program-reference routes once the generated pages exist', () => {
    generateSolanaReference(SITE_DIR);
    assert.ok(docPageExists('/solana/reference/airdrops/instructions'));
    const redirects = resolveFallbackRedirects(docPageExists).filter((r) => r.from.startsWith('/solana/program-reference/'));
    assert.equal(redirects.length, 8);
    for (const r of redirects) assert.match(r.to, /^\/solana\/reference\/(lockup|airdrops)\/(instructions|errors|events)$/, r.from);
    assert.deepEqual(
      resolveFallbackRedirects(docPageExists).find((r) => r.from === '/solana/deployment-addresses'),
      {from: '/solana/deployment-addresses', to: '/solana/deployments'},
    );
  });
});
