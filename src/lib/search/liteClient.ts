import {liteClient as algoliaLiteClient} from 'algoliasearch-lite-original';
import {isLocalSearch} from '../../config/search';
import {localSearchClient} from './browserClient';

/**
 * What the theme's /search page gets for `algoliasearch/lite`: that page builds its client itself with
 * `liteClient(appId, apiKey)` and has no prop to pass one in, so plugins/local-search points that one import of
 * that one module here (nothing else in the bundle is redirected). The local index when the theme's Algolia
 * config is the local placeholder, Algolia's own client otherwise; choosing at run time keeps the bundle the same
 * in both modes, so a build cache warmed by one mode cannot serve the other.
 */
export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  const [appId] = args;
  return isLocalSearch({appId}) ? (localSearchClient() as unknown as ReturnType<typeof algoliaLiteClient>) : algoliaLiteClient(...args);
}
