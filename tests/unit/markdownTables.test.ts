import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {emptyHeaderRows, tableCells} from '../support/markdown-tables';

const DOCS = path.resolve(__dirname, '..', '..', 'docs');

function docFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.generated' ? [] : docFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

describe('Markdown table headers', () => {
  it('splits a row into cells, keeping escaped pipes', () => {
    assert.deepEqual(tableCells('| a | `x \\| y` | |'), ['a', '`x \\| y`', '']);
  });

  it('finds a header row with an empty cell, and ignores body rows and code fences', () => {
    const md = [
      '| | A | B |',
      '| --- | --- | --- |',
      '| | 1 | 2 |',
      '',
      '```md',
      '| | C |',
      '| --- | --- |',
      '```',
      '| D | E |',
      '|:---|---:|',
    ].join('\n');
    assert.deepEqual(emptyHeaderRows(md), [1]);
  });

  it('no hand-written page has a table column without a header', () => {
    const problems = docFiles(DOCS).flatMap((file) =>
      emptyHeaderRows(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(DOCS, file)}:${line}`),
    );
    assert.deepEqual(problems, [], 'give each column a header (screen readers announce it)');
  });
});
