import siteConfig from '@generated/docusaurus.config';
import {liteClient as algoliaLiteClient} from 'algoliasearch-lite-original';
import {isLocalSearch} from '../../config/search';
import {createLocalSearchClient, fetchIndex, type LocalSearchClient} from './client';
import {INDEX_FILE} from './types';

/**
 * Stands in for `algoliasearch/lite` (plugins/local-search aliases that import here, in both modes), so the
 * theme's search page queries through its unchanged code: the local index when the theme's Algolia config is
 * the local placeholder, Algolia's own client otherwise. Choosing at run time keeps the bundle the same in
 * both modes, so a build cache warmed by one mode cannot serve the other.
 */
let client: LocalSearchClient | undefined;

export function localSearchClient(): LocalSearchClient {
  client ??= createLocalSearchClient({
    siteUrl: siteConfig.url,
    loadIndex: fetchIndex(`${siteConfig.baseUrl}${INDEX_FILE}`),
  });
  return client;
}

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  const [appId] = args;
  return isLocalSearch({appId}) ? (localSearchClient() as unknown as ReturnType<typeof algoliaLiteClient>) : algoliaLiteClient(...args);
}
