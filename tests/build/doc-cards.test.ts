/**
 * Doc cards and generated-index category pages work with the trimmed docs data (plugins/lean-docs): the index of
 * the Lockup examples (docs/guides/lockup/examples/_category_.json, `link: {type: 'generated-index'}`) shows the
 * category's title and description and one card per item of the category, each linking to its page; a doc's card
 * carries that doc's description (read from the doc map, through `useDocById`), a sub-category's card its first
 * page and its item count. Needs a build: run `npm run build` first.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import type {Element, Root} from 'hast';
import {selectAll, select} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const CATEGORY_DIR = path.join(ROOT, 'docs', 'guides', 'lockup', 'examples');
const INDEX_ROUTE = '/guides/lockup/examples';

interface CategoryFile {
  label: string;
  link?: {type: string; slug?: string; title?: string; description?: string};
}

const parse = (file: string): Root => unified().use(rehypeParse).parse(fs.readFileSync(file, 'utf8'));
const pageFile = (route: string) => path.join(BUILD, route, 'index.html');

function metaDescription(tree: Root): string | undefined {
  const meta = select('meta[name="description"]', tree);
  return meta ? String(meta.properties.content) : undefined;
}

interface Card {
  href: string;
  title: string;
  description: string;
}

describe('the generated-index page of the Lockup examples', () => {
  let category: CategoryFile;
  let page: Root;
  let cards: Card[];

  before(() => {
    if (!fs.existsSync(pageFile('/'))) throw new Error('build/ not found: run `npm run build` before this test.');
    category = JSON.parse(fs.readFileSync(path.join(CATEGORY_DIR, '_category_.json'), 'utf8')) as CategoryFile;
    page = parse(pageFile(INDEX_ROUTE));
    cards = selectAll('article a.card', page).map((card: Element) => ({
      href: String(card.properties.href),
      title: toText(select('h2', card) ?? card).trim(),
      description: toText(select('p', card) ?? card).trim(),
    }));
  });

  it('is the category link of the Examples category, with its title and description', () => {
    assert.equal(category.link?.type, 'generated-index');
    assert.equal(category.link?.slug, INDEX_ROUTE);
    assert.equal(toText(select('main h1', page) ?? page).trim(), category.link?.title);
    assert.ok(category.link?.description && toText(page).includes(category.link.description), 'the description is on the page');
  });

  it('has one card per doc and sub-category of the folder, each linking to a page of the build', () => {
    const entries = fs.readdirSync(CATEGORY_DIR, {withFileTypes: true});
    const docs = entries.filter((e) => e.isFile() && /^[^_].*\.mdx?$/.test(e.name)).map((e) => e.name.replace(/\.mdx?$/, ''));
    const folders = entries.filter((e) => e.isDirectory() && fs.existsSync(path.join(CATEGORY_DIR, e.name, '_category_.json')));
    assert.ok(docs.length >= 2 && folders.length >= 2, `the folder changed: ${docs.length} docs, ${folders.length} sub-categories`);
    assert.equal(cards.length, docs.length + folders.length, JSON.stringify(cards, null, 1));
    for (const card of cards) assert.ok(fs.existsSync(pageFile(card.href)), `${card.title}: ${card.href} is not a page of the build`);
    for (const doc of docs)
      assert.ok(
        cards.some((c) => c.href === `${INDEX_ROUTE}/${doc}`),
        `no card for ${doc}`,
      );
    for (const folder of folders) {
      const label = (JSON.parse(fs.readFileSync(path.join(CATEGORY_DIR, folder.name, '_category_.json'), 'utf8')) as CategoryFile).label;
      const card = cards.find((c) => c.title.endsWith(label));
      assert.ok(card, `no card for the category ${label}`);
      assert.ok(card.href.startsWith(`${INDEX_ROUTE}/${folder.name}/`), `${label}: ${card.href}`);
      assert.match(card.description, /^\d+ items?$/);
    }
  });

  it("shows each doc's own description on its card", () => {
    const docCards = cards.filter((c) => !/^\d+ items?$/.test(c.description));
    assert.ok(docCards.length >= 2);
    for (const card of docCards) {
      const description = metaDescription(parse(pageFile(card.href)));
      assert.ok(description && description.length > 20, `${card.href} has no description`);
      // The card shows the description as the docs plugin wrote it; the page's meta tag may be longer.
      assert.ok(
        description.startsWith(card.description.replace(/…$/, '')),
        `${card.href}: card "${card.description}", page "${description}"`,
      );
    }
  });
});
