/**
 * Every function of a Lockup or Flow example that a guide shows is called by an EVM test. Runs after the EVM tests
 * (`npm run test:evm` chains it), from the calls they recorded (see tests/support/evm-coverage.ts). The list of shown
 * functions comes from the pages' <SolidityExcerpt> tags and the examples' syntax trees, not from a hand-kept list.
 *
 * The file is named `.check.ts`, not `.test.ts`, so that the EVM test run does not start it alongside the tests whose
 * records it reads.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {solidityFilesIn} from '../../scripts/lib/compile-solidity';
import {CALLS_DIR, creationHashes, ExampleIndex, readRecords} from '../support/evm-coverage';

const ROOT = path.resolve(__dirname, '..', '..');
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** The examples the harness runs, and the test contracts that expose a library's internal functions. */
const EXAMPLES = ['lockup', 'flow'].flatMap((dir) => solidityFilesIn(path.join(ROOT, 'examples', dir))).map(rel);
const HARNESSES = fs
  .readdirSync(path.join(ROOT, 'tests', 'evm', 'contracts'))
  .filter((f) => f.endsWith('.sol'))
  .map((f) => `tests/evm/contracts/${f}`);

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** What the pages show of each Lockup and Flow example: the whole file (`*`) or named declarations. */
function shownOnPages(): Map<string, Set<string>> {
  const shown = new Map<string, Set<string>>();
  for (const page of mdxFiles(path.join(ROOT, 'docs'))) {
    for (const tag of fs.readFileSync(page, 'utf8').matchAll(/<SolidityExcerpt\b([^>]*)\/>/g)) {
      const attrs = tag[1] ?? '';
      const file = /\bfile="((?:lockup|flow)\/[^"]+)"/.exec(attrs)?.[1];
      if (!file) continue;
      const set = shown.get(`examples/${file}`) ?? new Set<string>();
      const declaration = /\bdeclaration="([^"]+)"/.exec(attrs)?.[1];
      // A section or a from/to range counts as the whole file: a superset of what it shows.
      set.add(declaration ?? '*');
      shown.set(`examples/${file}`, set);
    }
  }
  return shown;
}

test('each EVM test file that uses the harness left a call record newer than the examples and itself', () => {
  const testFiles = fs
    .readdirSync(path.join(ROOT, 'tests', 'evm'))
    .filter((f) => f.endsWith('.test.ts') && fs.readFileSync(path.join(ROOT, 'tests', 'evm', f), 'utf8').includes("from './fixture'"));
  const newest = Math.max(...[...EXAMPLES, ...HARNESSES].map((f) => fs.statSync(path.join(ROOT, f)).mtimeMs));
  for (const file of testFiles) {
    const recordFile = path.join(CALLS_DIR, `${file}.json`);
    assert.ok(fs.existsSync(recordFile), `no call record of tests/evm/${file}: run npm run test:evm`);
    const stamp = fs.statSync(recordFile).mtimeMs;
    assert.ok(
      stamp >= newest && stamp >= fs.statSync(path.join(ROOT, 'tests', 'evm', file)).mtimeMs,
      `the call record of ${file} is older than the examples or the test: run npm run test:evm`,
    );
  }
});

test('every function of a Lockup or Flow example that a page shows is called by an EVM test', () => {
  const records = readRecords();

  const index = new ExampleIndex([...EXAMPLES, ...HARNESSES]);
  // The examples in one compilation, as the fixture compiles them; each harness on its own, as its test does.
  const keyOf = creationHashes([EXAMPLES, ...HARNESSES.map((h) => [h])]);
  const roots: number[] = [];
  for (const record of records) {
    const selectors = new Map<string, Set<string>>();
    for (const call of record.calls) {
      const [address, selector] = call.split(':') as [string, string];
      selectors.set(address, (selectors.get(address) ?? new Set()).add(selector));
    }
    for (const [address, hash] of record.deployments) {
      const contractKey = keyOf.get(hash);
      if (contractKey) roots.push(...index.entryPoints(contractKey, selectors.get(address) ?? new Set()));
    }
  }
  const called = index.reachable(roots);

  const shown = shownOnPages();
  const expected = [...index.functions.entries()].filter(([, fn]) => {
    const set = shown.get(fn.file);
    return set !== undefined && (set.has('*') || set.has(fn.name));
  });
  assert.ok(expected.length > 0, 'no shown functions found');
  const missing = expected.filter(([id]) => !called.has(id)).map(([, fn]) => fn.key);
  const examplesShown = [...shown.keys()].sort();
  console.log(
    `# ${examplesShown.length} example files shown; ${expected.length - missing.length} of ${expected.length} shown functions called`,
  );
  for (const [, fn] of expected) console.log(`#   ${called.has(fn.node.id) ? 'called ' : 'MISSING'} ${fn.key}`);
  // Every shown file is one the harness runs.
  assert.deepEqual(
    examplesShown.filter((f) => !EXAMPLES.includes(f)),
    [],
  );
  assert.deepEqual(missing, [], 'shown on a page, never called by an EVM test');
});
