import type {Engine} from './engine';
import {decodeIndex, INDEX_VERSION, type SearchIndexFile} from './codec';
import type {SearchParams, SearchRequest, SearchResponse} from './types';

/**
 * A search client with the surface of Algolia's `liteClient` (what the DocSearch modal and the
 * algoliasearch-helper call), answering from the local index. The index and the engine are loaded on the
 * first search, never before: nothing of search enters the initial page load.
 */

export interface LocalClientOptions {
  siteUrl: string;
  /** Fetches the index file; rejects when it cannot be loaded. */
  loadIndex: () => Promise<SearchIndexFile>;
}

/** Algolia's clients throw a `RetryError` when no host answers; DocSearch shows its error screen for it. */
export class RetryError extends Error {
  override name = 'RetryError';
}

type LegacyRequest = {indexName: string; params?: SearchParams};
export type SearchInput = {requests: SearchRequest[]} | LegacyRequest[];

export interface LocalSearchClient {
  appId: string;
  transporter: {algoliaAgent: {value: string; add: (segment: unknown) => unknown}};
  addAlgoliaAgent: (segment: string, version?: string) => void;
  clearCache: () => Promise<void>;
  search: (input: SearchInput) => Promise<{results: SearchResponse[]}>;
  /** Starts loading the index (when the search box opens), so the first query does not wait for it. */
  preload: () => void;
}

export function normalizeRequests(input: SearchInput): SearchRequest[] {
  // algoliasearch-helper sends `[{indexName, params}]`, DocSearch `{requests: [{indexName, ...params}]}`.
  if (Array.isArray(input)) return input.map(({indexName, params}) => ({indexName, ...params}));
  return input.requests;
}

export function createLocalSearchClient(options: LocalClientOptions): LocalSearchClient {
  let engine: Promise<{engine: Engine; answer: typeof import('./adapter').answer}> | null = null;
  const load = () => {
    engine ??= Promise.all([options.loadIndex(), import('./engine'), import('./adapter')]).then(
      ([file, {createEngine}, {answer}]) => ({engine: createEngine(decodeIndex(file)), answer}),
      (error: unknown) => {
        engine = null; // let the next query try again
        throw new RetryError(`Unable to load the search index: ${String(error)}`);
      },
    );
    return engine;
  };
  const agent = {value: 'local-search', add: () => agent};
  return {
    appId: 'local',
    transporter: {algoliaAgent: agent},
    addAlgoliaAgent: () => {},
    clearCache: async () => {},
    async search(input) {
      const loaded = await load();
      const results = normalizeRequests(input).map((r) => loaded.answer(loaded.engine, r, {siteUrl: options.siteUrl}));
      return {results};
    },
    preload() {
      // A failure here is reported by the search that follows.
      load().catch(() => {});
    },
  };
}

/** `fetch`-based loader for the browser. */
export function fetchIndex(url: string): () => Promise<SearchIndexFile> {
  return async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const file = (await response.json()) as SearchIndexFile;
    if (file.version !== INDEX_VERSION || !Array.isArray(file.pages)) throw new Error(`${url}: unknown index format`);
    return file;
  };
}
