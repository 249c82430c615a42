import {encodeIndex, type SearchIndexFile} from '../../src/lib/search/codec';
import type {DocSearchRecord} from '../../src/lib/search/types';
import {extractRecords} from './extract';

/** Routes that are not content: the search page itself and the not-found page. */
export function isIndexable(route: string): boolean {
  return !/^\/(search|404(\.html)?)\/?$/.test(route) && !route.endsWith('.html');
}

/** Files that may hold a route's HTML, depending on the `trailingSlash` setting. */
export function htmlFileCandidates(route: string): string[] {
  if (!isIndexable(route)) return [];
  const clean = route.replace(/\/+$/, '');
  return clean === '' ? ['index.html'] : [`${clean}/index.html`, `${clean}.html`].map((p) => p.replace(/^\//, ''));
}

/** The DocSearch records of all pages, page by page in path order. */
export function buildRecords(pages: {path: string; html: string}[], options: {titleSuffix?: string} = {}): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    records.push(...extractRecords({...page, titleSuffix: options.titleSuffix}));
  }
  return records;
}

/** The index file: the records, encoded compactly (see src/lib/search/codec.ts). */
export function buildIndex(pages: {path: string; html: string}[], options: {titleSuffix?: string} = {}): SearchIndexFile {
  return encodeIndex(buildRecords(pages, options));
}
