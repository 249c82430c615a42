/**
 * The Solana section in the built search index: its pages are indexed under their own section (lvl0 "Solana", the
 * facet the search UI filters and groups by), and the section's words find its pages. Needs a build.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {SOLANA_PAGES} from '../../config/solana-routes';
import {decodeIndex, type SearchIndexFile} from '../../src/lib/search/codec';
import {INDEX_FILE, type DocSearchRecord} from '../../src/lib/search/types';

const INDEX = path.resolve(__dirname, '../../build', INDEX_FILE);
let records: DocSearchRecord[];

before(() => {
  assert.ok(fs.existsSync(INDEX), `No search index at ${INDEX}: run \`npm run build\` first.`);
  records = decodeIndex(JSON.parse(fs.readFileSync(INDEX, 'utf8')) as SearchIndexFile);
});

describe('Solana in the search index', () => {
  it('indexes every Solana page, each record under the Solana section', () => {
    const solana = records.filter((r) => r.url.startsWith('/solana/'));
    const pages = new Set(solana.map((r) => r.url.split('#')[0]));
    for (const page of SOLANA_PAGES) assert.ok(pages.has(page), `${page} is not indexed`);
    assert.deepEqual([...new Set(solana.map((r) => r.hierarchy.lvl0))], ['Solana']);
  });

  it('keeps the other sections out of the Solana facet', () => {
    const outside = records.filter((r) => r.hierarchy.lvl0 === 'Solana' && !r.url.startsWith('/solana/'));
    assert.deepEqual(
      outside.map((r) => r.url),
      [],
    );
  });
});
