/**
 * Every Mermaid diagram in the docs carries a text alternative: Mermaid's own `accTitle:` and `accDescr:` lines,
 * which it renders into the SVG's <title> and <desc> (with aria-labelledby / aria-describedby), so a screen
 * reader announces what the diagram shows.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const DOCS = path.resolve(__dirname, '..', '..', 'docs');

function docFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

test('every Mermaid fence in docs/ has an accTitle and an accDescr', () => {
  const missing: string[] = [];
  let count = 0;
  for (const file of docFiles(DOCS)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^```mermaid[^\n]*\n([\s\S]*?)^```/gm)) {
      count += 1;
      const body = match[1] ?? '';
      const line = source.slice(0, match.index).split('\n').length;
      const title = /^\s*accTitle:\s*(\S.*)$/m.exec(body)?.[1];
      const description = /^\s*accDescr:\s*(\S.*)$/m.exec(body)?.[1] ?? /^\s*accDescr\s*\{([^}]*\S[^}]*)\}/m.exec(body)?.[1];
      if (!title || !description || description.trim().length < 20) missing.push(`${path.relative(DOCS, file)}:${line}`);
    }
  }
  assert.ok(count > 0, 'no Mermaid diagrams found: has the docs folder moved?');
  assert.deepEqual(missing, []);
});
