/**
 * The Solidity that readers copy from the pages' fences stays true to checked code. A fence must be an excerpt of a
 * file the tests compile (`examples/**`) or of an installed package's sources (`@sablier/*`, OpenZeppelin, PRB Math):
 * its code, compared without whitespace and comments, appears in that file in order, where a line `// ...` or `...`
 * in the fence stands for code left out. A fence that cannot be checked says why in its meta (`nocheck="..."`).
 *
 * The fences that are neither yet are listed in PENDING by a hash of their code, so that a new fence without a check,
 * or a change to a pending one, fails the test until it is made an excerpt, moved into an example, or marked.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {docFences} from '../support/doc-fences';

const ROOT = path.resolve(__dirname, '..', '..');
/** A line that stands for code left out of an excerpt. */
const ELISION = /^\s*(\/\/\s*)?\.\.\./;

function files(dir: string, accept: RegExp, skip: RegExp = /^$/): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return skip.test(e.name) ? [] : files(p, accept, skip);
    return accept.test(e.name) ? [p] : [];
  });
}

/** Code without comments and whitespace, for comparing an excerpt with its source. */
const bare = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, '');

const SOURCES = [
  ...files(path.join(ROOT, 'examples'), /\.sol$/),
  ...files(path.join(ROOT, 'node_modules', '@sablier'), /\.sol$/, /^(node_modules|test|tests)$/),
  ...files(path.join(ROOT, 'node_modules', '@openzeppelin', 'contracts'), /\.sol$/),
  ...files(path.join(ROOT, 'node_modules', '@prb', 'math', 'src'), /\.sol$/),
].map((file) => ({file: path.relative(ROOT, file), code: bare(fs.readFileSync(file, 'utf8'))}));

/** The first source file in which the fence's pieces appear in order, if any. */
function sourceOf(fence: string): string | undefined {
  const pieces: string[] = [];
  let current: string[] = [];
  for (const line of fence.split('\n')) {
    if (ELISION.test(line)) {
      pieces.push(current.join('\n'));
      current = [];
    } else current.push(line);
  }
  pieces.push(current.join('\n'));
  const wanted = pieces.map(bare).filter(Boolean);
  if (wanted.length === 0) return undefined;
  return SOURCES.find(({code}) => {
    let at = 0;
    for (const piece of wanted) {
      const found = code.indexOf(piece, at);
      if (found < 0) return false;
      at = found + piece.length;
    }
    return true;
  })?.file;
}

const hash = (code: string) => crypto.createHash('sha256').update(bare(code)).digest('hex').slice(0, 12);

const fences = docFences('solidity', 'sol');

/**
 * Fences not yet checked, by page and the hash of their code: Foundry tests, which need `forge-std` to compile. The
 * next step is to keep them as test files beside the examples, compiled against a pinned `forge-std`, and show them
 * by region, as `SolidityExcerpt` does.
 */
const PENDING: Record<string, string> = {
  'guides/airdrops/examples/create-campaign.mdx (a Foundry test of MerkleCreator)': '24395ebe19c4',
  'guides/flow/examples/create-stream.mdx (a Foundry test of FlowStreamCreator)': '068c00ad83d1',
  'guides/flow/examples/local-environment.mdx (the Foundry fork test)': 'b5a70bfba0fe',
  'guides/lockup/examples/local-environment.mdx (the Foundry fork test)': 'ea30197692d8',
};

describe('Solidity fences of the docs', () => {
  const checked = fences.filter((f) => f.nocheck === undefined);

  it('are found, and every fence left unchecked says why', () => {
    assert.ok(fences.length >= 60, `only ${fences.length} Solidity fences`);
    assert.deepEqual(
      fences.filter((f) => f.nocheck !== undefined && !f.nocheck.trim()).map((f) => f.where),
      [],
      'nocheck without a reason',
    );
  });

  it('are excerpts of compiled examples or installed sources, or pending by hash', () => {
    const excerpts = checked.filter((f) => sourceOf(f.code));
    const rest = checked.filter((f) => !sourceOf(f.code));
    const unknown = rest.filter((f) => !Object.values(PENDING).includes(hash(f.code)));
    const marked = fences.length - checked.length;
    console.log(`Solidity fences: ${excerpts.length} excerpts of checked code, ${marked} marked nocheck, ${rest.length} pending`);
    assert.deepEqual(
      unknown.map((f) => `${f.where} (${hash(f.code)})`),
      [],
      'fences that are no excerpt of an example or an installed source',
    );
    const stale = Object.entries(PENDING).filter(([, h]) => !rest.some((f) => hash(f.code) === h));
    assert.deepEqual(stale, [], 'pending entries that no fence needs any more: remove them');
  });

  it('an excerpt with left-out code matches, a changed value does not', () => {
    const example = fs.readFileSync(path.join(ROOT, 'examples', 'airdrops', 'MerkleCreator.sol'), 'utf8');
    const line = example.split('\n').find((l) => l.includes('INITIAL_ADMIN ='));
    assert.ok(line);
    assert.equal(sourceOf(`contract MerkleCreator {\n    // ...\n${line}\n    // ...\n}`), 'examples/airdrops/MerkleCreator.sol');
    // Without the second elision, the closing brace would have to follow the constant directly.
    assert.equal(sourceOf(`contract MerkleCreator {\n    // ...\n${line}\n}`), undefined);
    assert.equal(sourceOf(line.replace('0xBeeF', '0xCAFE')), undefined);
  });
});
