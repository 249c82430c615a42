import type {DocSearchRecord, Hierarchy} from './types';

/**
 * The index file format: DocSearch records, stored compactly. Records come in page order, and within a page
 * a paragraph inherits the URL and headings of the heading before it; so a page is stored once
 * (path, section, title, language, tag) followed by its headings and paragraphs, and the records are
 * rebuilt exactly on load. On a site this cuts the file to about a fifth (no repeated keys, URLs and
 * headings) and the browser parses it that much faster.
 *
 * Page:    [path, lvl0, lvl1, language, docusaurus_tag, pageRank, ...entries]
 * Entry:   "text"                          a paragraph under the current heading
 *          [2 | 3, heading, anchor]        an h2/h3 heading record (anchor "" = the page itself)
 *          [3, heading, anchor, lvl2]      an h3 record whose h2 is not the current one
 *          [0, lvl2, lvl3, anchor, text]   a paragraph whose headings or URL differ from the current ones
 */

export const INDEX_VERSION = 3;

type HeadingEntry = [2 | 3, string, string] | [3, string, string, string | null];
type ExplicitEntry = [0, string | null, string | null, string, string];
type Entry = string | HeadingEntry | ExplicitEntry;
export type PageEntry = [string, string, string, string, string, number, ...Entry[]];

export interface SearchIndexFile {
  version: typeof INDEX_VERSION;
  pages: PageEntry[];
}

const anchorOf = (url: string) => {
  const at = url.indexOf('#');
  return at === -1 ? '' : url.slice(at + 1);
};
const pathOf = (url: string) => url.split('#')[0] as string;

export function encodeIndex(records: readonly DocSearchRecord[]): SearchIndexFile {
  const pages: PageEntry[] = [];
  let page: PageEntry | null = null;
  let state: {url: string; lvl2: string | null; lvl3: string | null} = {url: '', lvl2: null, lvl3: null};
  for (const r of records) {
    const path = pathOf(r.url);
    if (r.type === 'lvl1') {
      page = [path, r.hierarchy.lvl0, r.hierarchy.lvl1, r.language, r.docusaurus_tag, r.weight.pageRank];
      pages.push(page);
      state = {url: r.url, lvl2: null, lvl3: null};
      continue;
    }
    if (!page || page[0] !== path) throw new Error(`record before its page record: ${r.url}`);
    if (r.type === 'lvl2' || r.type === 'lvl3') {
      const heading = r.hierarchy[r.type] ?? '';
      if (r.type === 'lvl2') {
        page.push([2, heading, anchorOf(r.url)]);
      } else {
        // An h3 keeps the h2 above it; when that is not the current one, the entry says which.
        page.push(r.hierarchy.lvl2 === state.lvl2 ? [3, heading, anchorOf(r.url)] : [3, heading, anchorOf(r.url), r.hierarchy.lvl2]);
      }
      state = {url: r.url, lvl2: r.hierarchy.lvl2, lvl3: r.hierarchy.lvl3};
      continue;
    }
    const same = r.url === state.url && r.hierarchy.lvl2 === state.lvl2 && r.hierarchy.lvl3 === state.lvl3;
    page.push(same ? (r.content ?? '') : [0, r.hierarchy.lvl2, r.hierarchy.lvl3, anchorOf(r.url), r.content ?? '']);
  }
  return {version: INDEX_VERSION, pages};
}

export function decodeIndex(file: SearchIndexFile): DocSearchRecord[] {
  if (file.version !== INDEX_VERSION || !Array.isArray(file.pages)) throw new Error('unknown search index format');
  const records: DocSearchRecord[] = [];
  for (const [path, lvl0, lvl1, language, docusaurus_tag, pageRank, ...entries] of file.pages) {
    const weight = {pageRank};
    const make = (url: string, type: DocSearchRecord['type'], hierarchy: Hierarchy, content: string | null) =>
      records.push({url, type, hierarchy, content, language, docusaurus_tag, weight});
    const urlOf = (anchor: string) => (anchor ? `${path}#${anchor}` : path);
    let url = path;
    let hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null};
    make(url, 'lvl1', hierarchy, null);
    for (const entry of entries) {
      if (typeof entry === 'string') {
        make(url, 'content', hierarchy, entry);
      } else if (entry[0] === 0) {
        make(urlOf(entry[3]), 'content', {lvl0, lvl1, lvl2: entry[1], lvl3: entry[2]}, entry[4]);
      } else {
        url = urlOf(entry[2]);
        hierarchy =
          entry[0] === 2
            ? {lvl0, lvl1, lvl2: entry[1], lvl3: null}
            : {lvl0, lvl1, lvl2: entry.length === 4 ? entry[3] : hierarchy.lvl2, lvl3: entry[1]};
        make(url, entry[0] === 2 ? 'lvl2' : 'lvl3', hierarchy, null);
      }
    }
  }
  return records;
}
