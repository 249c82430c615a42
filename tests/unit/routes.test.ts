import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {ALL_ROUTES} from '../../src/config/routes';

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

test('every doc page carries the frontmatter of the content guide', () => {
  for (const route of ALL_ROUTES) {
    const file = sourceOf(route);
    if (!file?.endsWith('.mdx') && !file?.endsWith('.md')) continue;
    const text = fs.readFileSync(file, 'utf8');
    const frontmatter = text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
    for (const key of ['id', 'title', 'sidebar_position', 'description']) {
      assert.match(frontmatter, new RegExp(`^${key}:`, 'm'), `${route}: frontmatter lacks ${key}`);
    }
    const id = frontmatter
      .match(/^id:\s*(.+)$/m)?.[1]
      ?.trim()
      .replace(/^['"]|['"]$/g, '');
    assert.equal(id, path.basename(route), `${route}: id must be the last route segment`);
    assert.doesNotMatch(text, /\b(lorem\s+ipsum|TODO|coming\s+soon|TB[D])\b|description: "?STUB/i, `${route}: placeholder text`);
  }
});
