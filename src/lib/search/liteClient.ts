import {liteClient as algoliaLiteClient} from 'algoliasearch-lite-original';
import {isLocalSearch} from '../../config/search';
import {localSearchClient} from './browserClient';

/**
 * The search client of the /search page (src/theme/SearchPage), with the signature of `algoliasearch/lite`'s
 * `liteClient(appId, apiKey)`: the local index when the theme's Algolia config is the local placeholder, Algolia's
 * own client otherwise; choosing at run time keeps the bundle the same in both modes, so a build cache warmed by
 * one mode cannot serve the other.
 */
export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  const [appId] = args;
  return isLocalSearch({appId}) ? (localSearchClient() as unknown as ReturnType<typeof algoliaLiteClient>) : algoliaLiteClient(...args);
}
