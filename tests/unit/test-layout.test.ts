/**
 * Tests live in one place per kind: tests/unit (no build needed), tests/build (checks of build/), tests/e2e (browser
 * tests against build/). `npm run test:unit` runs tests/unit only, so a test file anywhere else would never run.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const ROOT = path.resolve(__dirname, '..', '..');
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'screenshots']);

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(ROOT, full)] : [];
  });
}

test('every test file is in tests/unit, tests/build, tests/e2e or tests/evm', () => {
  const misplaced = testFiles(ROOT).filter(
    (file) => !/^tests\/(unit|build|e2e|evm)\/[^/]+\.test\.ts$/.test(file.split(path.sep).join('/')),
  );
  assert.deepEqual(
    misplaced,
    [],
    'move these to tests/unit (no build needed), tests/build (reads build/), tests/e2e (browser) or tests/evm (contracts in the local EVM)',
  );
});
