import siteConfig from '@generated/docusaurus.config';
import {createLocalSearchClient, fetchIndex, type LocalSearchClient} from './client';
import {INDEX_FILE} from './types';

/**
 * Local mode stands in for `algoliasearch/lite` (the local-search plugin aliases that import here), so the
 * theme's search page queries the local index through its unchanged code. Every call returns the same
 * client: the index is fetched once per page session.
 */
let client: LocalSearchClient | undefined;

export function localSearchClient(): LocalSearchClient {
  client ??= createLocalSearchClient({
    siteUrl: siteConfig.url,
    loadIndex: fetchIndex(`${siteConfig.baseUrl}${INDEX_FILE}`),
  });
  return client;
}

export function liteClient(_appId?: string, _apiKey?: string): LocalSearchClient {
  return localSearchClient();
}
