/**
 * Errors that no generated page documents (the libraries of past releases, src/data/library-errors.json) carry their
 * one-sentence meaning to the error table of /reference/errors and to the decoder; and every table anchor of that
 * page is unique beside the page's own headings.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {collectErrors, LIBRARY_ERRORS_FILE} from '../../plugins/contract-reference/errors';
import {errorTableRows} from '../../plugins/protocol-data/registry';
import {contractAnchor} from '../../src/lib/errorTableAnchor';
import {CURRENT_RELEASES} from '../../src/config/releases';
import type {DecoderError} from '../../src/lib/errorDecoder';

const ABI_ROOT = path.resolve(__dirname, '..', '..', 'node_modules', 'sablier', 'abi');
const library = JSON.parse(fs.readFileSync(LIBRARY_ERRORS_FILE, 'utf8')) as {
  libraries: {protocol: string; contract: string; errors: {error: string; meaning: string}[]}[];
};

test('each library error keeps its meaning in the decoder data and in its error-table row', () => {
  const records = collectErrors(ABI_ROOT, CURRENT_RELEASES, []) as DecoderError[];
  let checked = 0;
  for (const lib of library.libraries) {
    const rows = errorTableRows(records, lib.protocol).find((c) => c.contract === lib.contract)?.rows ?? [];
    for (const entry of lib.errors) {
      const name = entry.error.slice(0, entry.error.indexOf('('));
      const record = records.find((r) => r.name === name && r.locations.some((l) => l.contract === lib.contract));
      assert.equal(record?.meaning, entry.meaning.trim(), `${name}: decoder`);
      const row = rows.find((r) => r.signature === record?.signature);
      assert.equal(row?.meaning, entry.meaning.trim(), `${name}: table row`);
      checked++;
    }
  }
  assert.ok(checked >= 20, `${checked} library errors`);
  const documented = records.find((r) => r.name === 'SablierLockup_Overdraw');
  assert.ok(documented, 'a documented error');
  assert.equal(documented.meaning, undefined, 'errors with a reference page link to it instead');
});

test('table anchors never take the id of a protocol heading', () => {
  assert.equal(contractAnchor('bob', 'SablierEscrow'), 'bob-sablierescrow');
  assert.equal(contractAnchor('lockup', 'Errors'), 'lockup-errors-library');
  const page = fs.readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'reference', 'errors.mdx'), 'utf8');
  const headings = [...page.matchAll(/^## (\w+) errors$/gm)].map((m) => `${m[1]?.toLowerCase()}-errors`);
  assert.ok(headings.length >= 4);
  for (const id of headings) assert.notEqual(contractAnchor(id.split('-')[0] ?? '', 'Errors'), id);
});
