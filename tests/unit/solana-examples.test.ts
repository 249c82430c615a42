import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {PublicKey} from '@solana/web3.js';
import BN from 'bn.js';
import {sablierLockupLinear} from 'sablier/solana/releases/lockup/v0.1/idl';
import ts from 'typescript';
import {regionNames} from '../../plugins/lib/code-excerpt';
import {bytesToHex} from 'viem';
import {leafOf, merkleProof} from '../../examples/solana/airdrops-client';
import {streamDataAddress, streamNftMint} from '../../examples/solana/lockup-client';

// The TypeScript that the Solana client-integration pages show is these files, cut into the pages by <CodeExcerpt>.
const ROOT = path.resolve(__dirname, '..', '..');
const EXAMPLES = path.join(ROOT, 'examples', 'solana');

// Sample addresses: the two rows of the package's Solana airdrop CSV template.
const ALICE = new PublicKey('CZdiHsxd9kZdTwd2X6JV44ZXcM98vkYSbW8EDAKhbDKB');
const BOB = new PublicKey('Bin7jWHgbuW599uhEqVioihKpxNrZa6iRA9eZWeA4TVQ');

describe('Solana client examples', () => {
  it('type-check under the site compiler options against the sablier, Anchor and web3.js types', () => {
    const files = fs
      .readdirSync(EXAMPLES)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(EXAMPLES, f));
    assert.ok(files.length >= 4, 'no examples found');
    for (const file of files) assert.ok(regionNames(fs.readFileSync(file, 'utf8')).length > 0, `${file} has no regions to show`);
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(ROOT, 'tsconfig.json'),
      {},
      {...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {}},
    );
    assert.ok(config, 'tsconfig.json not readable');
    assert.equal(config.options.strict, true);
    const program = ts.createProgram(files, config.options);
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file ? path.relative(ROOT, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    assert.deepEqual(diagnostics, []);
  });

  it('derive the stream accounts the Lockup program uses (sender + salt 42)', () => {
    const programId = new PublicKey(sablierLockupLinear.SablierLockupLinearIDL.address);
    const mint = streamNftMint(programId, BOB, new BN(42));
    assert.equal(mint.toBase58(), 'BnTJQXhhiWvhY9tKxSZitM6MmFK2xk5ovwk1iNnGnStr');
    assert.equal(streamDataAddress(programId, mint).toBase58(), 'HMsZ1XqzFUFjf7d9PrXsvb8xkJoDwNdARhFWxJuYU9oi');
  });

  it('build the Merkle leaves, root and proofs that the Merkle Instant program checks', () => {
    const allocations = [
      {index: 0, recipient: ALICE, amount: new BN(42_500_000)},
      {index: 1, recipient: BOB, amount: new BN(85_250_000)},
    ];
    assert.equal(
      bytesToHex(leafOf(allocations[0] as (typeof allocations)[0])),
      '0x54cf74e901655cc01ffb6bcccd855a1a2c8d18280a33aa649bbb3708c512843f',
    );
    const {root, proof} = merkleProof(allocations, 0);
    assert.equal(bytesToHex(root), '0x107274ece2e0d7f1e34567bc24b11e7a9896c795b08e1fd399beafeb1f0ba0ea');
    assert.deepEqual(
      proof.map((node) => bytesToHex(node)),
      ['0xaad1d0bf3e1166737aa6b98d8aa8b5bfd9d001850c6e99c7f0f07ebff3e35a1c'],
    );
    // An odd level pairs its last node with itself: three leaves give a two-node proof for every index.
    const three = [...allocations, {index: 2, recipient: ALICE, amount: new BN(1)}];
    for (const index of [0, 1, 2]) assert.equal(merkleProof(three, index).proof.length, 2);
    assert.deepEqual(merkleProof(three, 2).root, merkleProof(three, 0).root);
  });
});
