/**
 * Record and response shapes of DocSearch (the hosted Algolia service), reduced to what the DocSearch modal
 * and the theme's search page read. The local index stores records in this shape, and the adapter answers
 * in this shape, so the UI cannot tell the two modes apart.
 */

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export const LEVELS: readonly Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Record types: a heading (the page title is `lvl1`) or a paragraph of text under a heading. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export interface Hierarchy {
  /** Section of the site (the active navbar item): "Concepts", "Guides", ... */
  lvl0: string;
  /** Page title (h1). */
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
}

/** One search record, as the DocSearch crawler would produce it for a heading or a paragraph. */
export interface DocSearchRecord {
  /** Site-relative URL with the anchor of the nearest heading, e.g. `/concepts/fees#flat-fee`. */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Paragraph text for `content` records, null for heading records. */
  content: string | null;
  /** `docsearch:language` of the page. */
  language: string;
  /** `docsearch:docusaurus_tag` of the page (`docs-default-current`, or `default` for other pages). */
  docusaurus_tag: string;
  /** DocSearch's `weight`: `pageRank` by what the page is (see pageRank.ts), the same for all records of a page. */
  weight: {pageRank: number};
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export type FullHierarchy = Record<Level, string | null>;

export interface Hit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: FullHierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  _highlightResult: {
    hierarchy: Partial<Record<Level, HighlightValue>>;
    hierarchy_camel: Partial<Record<Level, HighlightValue>>[];
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy?: Partial<Record<Level, SnippetValue>>;
    content?: SnippetValue;
  };
}

/** Facet filters as Algolia takes them: top level ANDed, inner arrays ORed, `-` negates. */
export type FacetFilters = string | (string | string[])[];

/** The search parameters the DocSearch modal and the algoliasearch-helper send. Others are ignored. */
export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  facets?: string | string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
}

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  exhaustive: {nbHits: true};
  query: string;
  params: string;
  index: string;
  facets?: Record<string, Record<string, number>>;
}

/** Name of the index file at the root of the build output. */
export const INDEX_FILE = 'search-index.json';
