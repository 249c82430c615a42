import {pageRankOf} from './page-rank';
import type {DocSearchRecord, Hierarchy} from '../../src/lib/search/types';
import {hasClass, readHtml} from './html';

/**
 * Turns one built page into DocSearch records, the way the DocSearch crawler's Docusaurus template does:
 * lvl0 = the active navbar item (the site section), lvl1 = the page title (h1), lvl2/lvl3 = h2/h3 headings,
 * one `content` record per paragraph, list item or table row, each pointing at its nearest heading's anchor.
 * An h4 counts as an h3: the contract reference puts members one level down under group headings (to keep its
 * tables of contents short), and a reader searching for an error or function name must still land on its anchor.
 * Code blocks, math, diagrams, buttons and navigation are left out.
 */

/** Section name when no navbar item is active (pages outside the six sidebars). */
export const DEFAULT_LVL0 = 'Documentation';

/** Subtrees whose text is not searchable. */
const SKIP_TAGS = new Set(['script', 'style', 'svg', 'pre', 'button', 'nav', 'noscript', 'template', 'math']);
const SKIP_CLASSES = ['hash-link', 'katex', 'sablier-diagram', 'theme-doc-toc-mobile', 'sr-only'];
/** Elements whose text forms one record; blocks nested inside them are part of the same record. */
const BLOCK_TAGS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'figcaption', 'summary', 'h5', 'h6']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);
/** Elements that do not separate words: `<code>with</code>draw` stays one word. */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'del',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);

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
  const isDoc = html.includes('theme-doc-markdown');
  const records: DocSearchRecord[] = [];
  const seen = new Set<string>();
  const meta = {language: 'en', tag: 'default', noindex: false};
  let title = '';
  let lvl0 = '';

  const hierarchy: Hierarchy = {lvl0: DEFAULT_LVL0, lvl1: '', lvl2: null, lvl3: null};
  let anchorUrl = path;
  let lvl2Url = path;
  let pageRecordDone = false;

  // Element stack: `skip` marks unsearchable subtrees, `scope` the page content.
  const stack: {tag: string; skip: boolean; scope: boolean}[] = [];
  let skipDepth = 0;
  let scopeDepth = 0;
  let inTitle = false;
  let navActive: {depth: number; text: string} | null = null;
  let heading: {tag: string; id: string | null; depth: number; text: string} | null = null;
  let block: {depth: number; text: string} | null = null;

  const pageRecord = () => {
    if (pageRecordDone) return;
    pageRecordDone = true;
    if (!hierarchy.lvl1)
      hierarchy.lvl1 = cleanText(title.endsWith(titleSuffix) ? title.slice(0, title.length - titleSuffix.length) : title);
    push('lvl1', null);
  };
  const push = (type: DocSearchRecord['type'], content: string | null) => {
    const key = `${anchorUrl}\u0000${type}\u0000${content ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    records.push({
      url: anchorUrl,
      type,
      hierarchy: {...hierarchy},
      content,
      language: meta.language,
      docusaurus_tag: meta.tag,
      weight: {pageRank: pageRankOf(path)},
    });
  };
  const appendText = (text: string) => {
    if (navActive) navActive.text += text;
    if (skipDepth > 0 || scopeDepth === 0) return;
    if (heading) heading.text += text;
    else if (block) block.text += text;
  };

  for (const event of readHtml(html)) {
    if (event.kind === 'text') {
      if (inTitle) title += event.text;
      else appendText(event.text);
      continue;
    }
    if (event.kind === 'open') {
      const {tag, attrs} = event;
      if (tag === 'meta') {
        const name = attrs.name ?? attrs.property;
        if (name === 'docsearch:language' && attrs.content) meta.language = attrs.content;
        if (name === 'docsearch:docusaurus_tag' && attrs.content) meta.tag = attrs.content;
        if (name === 'robots' && /noindex/i.test(attrs.content ?? '')) meta.noindex = true;
      }
      if (!INLINE_TAGS.has(tag)) appendText(' ');
      if (event.selfClosing) continue;
      if (tag === 'title' && stack.length < 3) inTitle = true;
      const skip = SKIP_TAGS.has(tag) || SKIP_CLASSES.some((c) => hasClass(attrs, c)) || attrs['aria-hidden'] === 'true';
      const scope = isDoc ? hasClass(attrs, 'theme-doc-markdown') : tag === 'main';
      stack.push({tag, skip, scope});
      if (skip) skipDepth++;
      if (scope) scopeDepth++;
      const depth = stack.length;
      if (tag === 'a' && hasClass(attrs, 'navbar__link--active') && !lvl0) navActive = {depth, text: ''};
      if (scopeDepth > 0 && skipDepth === 0 && !heading && !block) {
        if (HEADINGS.has(tag)) heading = {tag, id: attrs.id ?? null, depth, text: ''};
        else if (BLOCK_TAGS.has(tag)) block = {depth, text: ''};
      }
      continue;
    }
    // close: pop up to the matching element (tolerates stray closers).
    const at = stack.map((e) => e.tag).lastIndexOf(event.tag);
    if (event.tag === 'title') inTitle = false;
    if (at === -1) continue;
    while (stack.length > at) {
      const depth = stack.length;
      const el = stack.pop();
      if (!el) break;
      if (navActive && navActive.depth === depth) {
        lvl0 = cleanText(navActive.text);
        navActive = null;
      }
      if (heading && heading.depth === depth) {
        const text = cleanText(heading.text);
        const {tag, id} = heading;
        heading = null;
        if (text) onHeading(tag, id, text);
      }
      if (block && block.depth === depth) {
        const text = cleanText(block.text);
        block = null;
        if (text) {
          pageRecord();
          push('content', text);
        }
      }
      if (el.skip) skipDepth--;
      if (el.scope) scopeDepth--;
    }
    if (!INLINE_TAGS.has(event.tag)) appendText(' ');
  }

  function onHeading(tag: string, id: string | null, text: string) {
    if (tag === 'h1') {
      if (pageRecordDone) return;
      hierarchy.lvl1 = text;
      pageRecord();
      return;
    }
    pageRecord();
    if (tag === 'h2') {
      hierarchy.lvl2 = text;
      hierarchy.lvl3 = null;
    } else {
      hierarchy.lvl3 = text;
    }
    // A heading without an id points at the closest heading above it that has one.
    anchorUrl = id ? `${path}#${id}` : tag === 'h2' ? path : lvl2Url;
    if (tag === 'h2') lvl2Url = anchorUrl;
    push(tag === 'h2' ? 'lvl2' : 'lvl3', null);
  }

  if (meta.noindex) return [];
  return records.map((r) => ({...r, hierarchy: {...r.hierarchy, lvl0: lvl0 || DEFAULT_LVL0}}));
}
