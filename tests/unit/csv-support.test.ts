import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const ROOT = path.resolve(__dirname, '..', '..');
const CSV_ROOT = path.join(ROOT, 'node_modules', 'sablier', 'csv', 'evm');
const PAGE = path.join(ROOT, 'docs', 'apps', 'guides', 'csv-support.mdx');

test('the curve-to-template table names every Lockup template of the sablier package, and only those', () => {
  const mdx = fs.readFileSync(PAGE, 'utf8');
  const named = new Set([...mdx.matchAll(/`(lockup\/(?:duration|range)\/[A-Za-z]+\.csv)`/g)].map((m) => m[1]));
  const shipped = new Set(
    ['duration', 'range'].flatMap((timing) =>
      fs
        .readdirSync(path.join(CSV_ROOT, 'lockup', timing))
        .filter((f) => f.endsWith('.csv'))
        .map((f) => `lockup/${timing}/${f}`),
    ),
  );
  assert.ok(shipped.size >= 20);
  assert.deepEqual([...named].sort(), [...shipped].sort());
});
