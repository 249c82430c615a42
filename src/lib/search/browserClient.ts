import siteConfig from '@generated/docusaurus.config';
import {createLocalSearchClient, fetchIndex, type LocalSearchClient} from './client';
import {INDEX_FILE} from './types';

/**
 * The page's one local search client (the index is fetched once, by the first search or by `preload`), shared by
 * the DocSearch modal and the search page. Imported only by code that loads when search is used.
 */
let client: LocalSearchClient | undefined;

export function localSearchClient(): LocalSearchClient {
  client ??= createLocalSearchClient({
    siteUrl: siteConfig.url,
    loadIndex: fetchIndex(`${siteConfig.baseUrl}${INDEX_FILE}`),
  });
  return client;
}
