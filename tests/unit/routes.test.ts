import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {authoredDocFiles} from '../../config/doc-routes';
import {ALL_ROUTES} from '../../config/routes';

const DOCS = path.resolve(__dirname, '..', '..', 'docs');
const PAGES = path.resolve(__dirname, '..', '..', 'src', 'pages');

function sourceOf(route: string): string | undefined {
  if (route === '/') return path.join(PAGES, 'index.tsx');
  const candidates = ['.mdx', '.md', '/index.mdx'].map((ext) => path.join(DOCS, route + ext));
  candidates.push(path.join(PAGES, `${route}.tsx`));
  return candidates.find((file) => fs.existsSync(file));
}

test('every route of the route map has a source file', () => {
  // /search is provided by the search plugin, not by a file under docs/.
  const missing = ALL_ROUTES.filter((route) => route !== '/search' && !sourceOf(route));
  assert.deepEqual(missing, []);
});

test('every authored page carries the frontmatter of the content guide', () => {
  const pages = authoredDocFiles();
  assert.ok(pages.length >= 150, `only ${pages.length} pages found under docs/`);
  for (const solana of ['solana/overview.mdx', 'solana/fees.mdx', 'api/getting-started.mdx', 'concepts/chains.mdx']) {
    assert.ok(pages.includes(path.join(DOCS, solana)), `${solana} is walked`);
  }
  for (const file of pages) {
    const where = path.relative(DOCS, file);
    const text = fs.readFileSync(file, 'utf8');
    const frontmatter = text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
    for (const key of ['id', 'title', 'sidebar_position', 'description']) {
      assert.match(frontmatter, new RegExp(`^${key}:`, 'm'), `${where}: frontmatter lacks ${key}`);
    }
    const id = frontmatter
      .match(/^id:\s*(.+)$/m)?.[1]
      ?.trim()
      .replace(/^['"]|['"]$/g, '');
    assert.equal(id, path.basename(file).replace(/\.mdx?$/, ''), `${where}: id must be the file name (the last route segment)`);
    assert.doesNotMatch(text, /\b(lorem\s+ipsum|TODO|coming\s+soon|TB[D])\b|description: "?STUB/i, `${where}: placeholder text`);
  }
});
