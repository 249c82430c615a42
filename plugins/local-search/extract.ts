import type {Element, Root} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {SKIP, visit} from 'unist-util-visit';
import type {DocSearchRecord, Hierarchy} from '../../src/lib/search/types';
import {parseHtml} from './html';
import {pageRankOf} from './page-rank';

/**
 * Turns one built page into DocSearch records, the way the DocSearch crawler's Docusaurus template does:
 * lvl0 = the active navbar item (the site section), lvl1 = the page title (h1), lvl2/lvl3 = h2/h3 headings,
 * one `content` record per paragraph, list item or table row, each pointing at its nearest heading's anchor.
 * An h4 counts as an h3: the contract reference puts members one level down under group headings (to keep its
 * tables of contents short), and a reader searching for an error or function name must still land on its anchor.
 * Code blocks, math, diagrams, buttons and navigation are left out. Text is read as a browser renders it
 * (hast-util-to-text: block boundaries, table cells and line breaks separate words, inline elements do not, so
 * `<code>with</code>draw` stays one word).
 */

/** Section name when no navbar item is active (pages outside the six sidebars). */
export const DEFAULT_LVL0 = 'Documentation';

/** Subtrees whose text is not searchable. */
const SKIP_SELECTOR = [
  'script',
  'style',
  'svg',
  'pre',
  'button',
  'nav',
  'noscript',
  'template',
  'math',
  '.hash-link',
  '.katex',
  '.sablier-diagram',
  '.theme-doc-toc-mobile',
  '.sr-only',
  '[aria-hidden=true]',
].join(', ');
/** Elements whose text forms one record; blocks nested inside them are part of the same record. */
const BLOCK_TAGS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'figcaption', 'summary', 'h5', 'h6']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);

export interface PageInput {
  /** Site-relative path of the page, e.g. `/concepts/fees`. */
  path: string;
  html: string;
  /** Suffix removed from the `<title>` when the page has no h1, e.g. ` | Sablier Docs`. */
  titleSuffix?: string;
}

export function cleanText(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function extractRecords({path, html, titleSuffix = ''}: PageInput): DocSearchRecord[] {
  const tree = parseHtml(html);
  if (metaContents(tree, 'robots').some((content) => /noindex/i.test(content))) return [];
  const language = metaContents(tree, 'docsearch:language').at(-1) ?? 'en';
  const tag = metaContents(tree, 'docsearch:docusaurus_tag').at(-1) ?? 'default';
  const lvl0 = selectAll('a.navbar__link--active', tree).map(textOf).find(Boolean) ?? DEFAULT_LVL0;
  const titleElement = select('head > title', tree);
  const title = titleElement ? toText(titleElement) : '';

  const records: DocSearchRecord[] = [];
  const seen = new Set<string>();
  const hierarchy: Hierarchy = {lvl0, lvl1: '', lvl2: null, lvl3: null};
  let anchorUrl = path;
  let lvl2Url = path;
  let pageRecordDone = false;

  const push = (type: DocSearchRecord['type'], content: string | null) => {
    const key = `${anchorUrl}\u0000${type}\u0000${content ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    records.push({
      url: anchorUrl,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
      weight: {pageRank: pageRankOf(path)},
    });
  };
  const pageRecord = () => {
    if (pageRecordDone) return;
    pageRecordDone = true;
    if (!hierarchy.lvl1)
      hierarchy.lvl1 = cleanText(title.endsWith(titleSuffix) ? title.slice(0, title.length - titleSuffix.length) : title);
    push('lvl1', null);
  };
  const onHeading = (level: string, id: string | null, text: string) => {
    if (level === 'h1') {
      if (pageRecordDone) return;
      hierarchy.lvl1 = text;
      pageRecord();
      return;
    }
    pageRecord();
    if (level === 'h2') {
      hierarchy.lvl2 = text;
      hierarchy.lvl3 = null;
    } else {
      hierarchy.lvl3 = text;
    }
    // A heading without an id points at the closest heading above it that has one.
    anchorUrl = id ? `${path}#${id}` : level === 'h2' ? path : lvl2Url;
    if (level === 'h2') lvl2Url = anchorUrl;
    push(level === 'h2' ? 'lvl2' : 'lvl3', null);
  };

  // The page content: the doc's Markdown on doc pages, `<main>` on others. Its headings and blocks, in document
  // order, outside unsearchable subtrees; a block's text includes everything nested in it.
  const skipped = new Set(selectAll(SKIP_SELECTOR, tree));
  const isScope = select('.theme-doc-markdown', tree)
    ? (node: Element) => hasClass(node, 'theme-doc-markdown')
    : (node: Element) => node.tagName === 'main';
  visit(tree, 'element', (scope) => {
    if (skipped.has(scope)) return SKIP;
    if (!isScope(scope)) return;
    removeAll(scope, skipped);
    visit(scope, 'element', (node) => {
      if (HEADINGS.has(node.tagName)) {
        const text = textOf(node);
        const id = node.properties.id;
        if (text) onHeading(node.tagName, typeof id === 'string' && id ? id : null, text);
        return SKIP;
      }
      if (BLOCK_TAGS.has(node.tagName)) {
        const text = textOf(node);
        if (text) {
          pageRecord();
          push('content', text);
        }
        return SKIP;
      }
    });
    return SKIP;
  });
  return records;
}

const textOf = (node: Element): string => cleanText(toText(node));

function hasClass(node: Element, name: string): boolean {
  const {className} = node.properties;
  return Array.isArray(className) && className.includes(name);
}

/** The non-empty `content` values of the `<meta name=…>` (or `<meta property=…>`) elements with that name. */
function metaContents(tree: Root, name: string): string[] {
  return selectAll(`meta[name="${name}"], meta[property="${name}"]`, tree).flatMap(({properties: {content}}) =>
    typeof content === 'string' && content ? [content] : [],
  );
}

/** Removes the given elements from the subtree of `root`. */
function removeAll(root: Element, elements: Set<Element>): void {
  visit(root, 'element', (node, index, parent) => {
    if (node === root || !elements.has(node) || !parent || index === undefined) return;
    parent.children.splice(index, 1);
    return index;
  });
}
