import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {sablier} from 'sablier';

const PAGE = path.resolve(__dirname, '..', '..', 'docs', 'apps', 'guides', 'url-schemes.mdx');

test('the chain slugs of the URL schemes page are those of the sablier package', () => {
  const mdx = fs.readFileSync(PAGE, 'utf8');
  const block = mdx.slice(mdx.indexOf('chain-slugs:start'), mdx.indexOf('chain-slugs:end'));
  const rows = [...block.matchAll(/^\| (.+?) \| `(\d+)` \| `([a-z0-9-]+)` \|$/gm)].map((m) => ({
    name: m[1],
    id: Number(m[2]),
    slug: m[3],
  }));
  const expected = sablier.chains
    .getAll()
    .filter((c) => c.isSupportedByUI)
    .map((c) => ({name: c.name, id: c.id, slug: c.id === 1 ? 'ethereum' : c.slug}));
  assert.ok(rows.length > 20, `only ${rows.length} rows found`);
  const key = (r: {id: number}) => r.id;
  assert.deepEqual(
    [...rows].sort((a, b) => key(a) - key(b)),
    [...expected].sort((a, b) => key(a) - key(b)),
  );
});
