/**
 * Search configuration: hosted DocSearch when Algolia credentials are in the environment at build time,
 * otherwise the embedded local index (plugins/local-search), which needs no account and no network.
 *
 * Both modes use the theme's DocSearch UI (`@docusaurus/theme-search-algolia`): the modal and the /search
 * page. In local mode its config carries placeholder credentials (`appId: 'local'`) so the theme is active;
 * the client it would build is replaced by the local one (see src/theme/SearchBar and the plugin), and
 * plugins/local-search writes the index (`buildIndex: mode === 'local'`).
 */

export const LOCAL_APP_ID = 'local';
/** Where "Believe this query should return results? Let us know." leads. */
export const MISSING_RESULTS_ISSUE_URL = 'https://github.com/sablier-labs/docs/issues/new';
export const SEARCH_PAGE_PATH = 'search';

export interface SearchEnv {
  ALGOLIA_APP_ID?: string;
  ALGOLIA_SEARCH_API_KEY?: string;
  ALGOLIA_INDEX_NAME?: string;
  /** Result URLs matching this regex open as external links instead of SPA navigation. */
  ALGOLIA_EXTERNAL_URL_REGEX?: string;
  /** `replaceSearchResultPathname`: rewrite result paths (e.g. an index crawled under another base path). */
  ALGOLIA_REPLACE_PATHNAME_FROM?: string;
  ALGOLIA_REPLACE_PATHNAME_TO?: string;
}

export interface AlgoliaThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  searchPagePath: string;
  externalUrlRegex?: string;
  replaceSearchResultPathname?: {from: string; to: string};
}

export interface SearchSetup {
  mode: 'local' | 'hosted';
  /** `themeConfig.algolia` */
  algolia: AlgoliaThemeConfig;
}

const CREDENTIALS = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export function searchSetup(env: SearchEnv = process.env): SearchSetup {
  const present = CREDENTIALS.filter((name) => env[name]?.trim());
  if (present.length > 0 && present.length < CREDENTIALS.length) {
    const missing = CREDENTIALS.filter((name) => !present.includes(name));
    throw new Error(`Hosted search needs ${CREDENTIALS.join(', ')}; missing: ${missing.join(', ')}.`);
  }
  if (present.length === 0) {
    return {
      mode: 'local',
      algolia: {
        appId: LOCAL_APP_ID,
        apiKey: LOCAL_APP_ID,
        indexName: LOCAL_APP_ID,
        contextualSearch: true,
        searchPagePath: SEARCH_PAGE_PATH,
      },
    };
  }
  const from = env.ALGOLIA_REPLACE_PATHNAME_FROM?.trim();
  const externalUrlRegex = env.ALGOLIA_EXTERNAL_URL_REGEX?.trim();
  return {
    mode: 'hosted',
    algolia: {
      appId: (env.ALGOLIA_APP_ID ?? '').trim(),
      apiKey: (env.ALGOLIA_SEARCH_API_KEY ?? '').trim(),
      indexName: (env.ALGOLIA_INDEX_NAME ?? '').trim(),
      contextualSearch: true,
      searchPagePath: SEARCH_PAGE_PATH,
      ...(externalUrlRegex && {externalUrlRegex}),
      ...(from && {replaceSearchResultPathname: {from, to: env.ALGOLIA_REPLACE_PATHNAME_TO ?? ''}}),
    },
  };
}

/** True when the theme's Algolia config is the local placeholder (used by client code). */
export function isLocalSearch(algolia: {appId?: string} | undefined): boolean {
  return algolia?.appId === LOCAL_APP_ID;
}

/** The "Let us know." link of the no-results screen: a prefilled issue naming the query. */
export function missingResultsUrl({query}: {query: string}): string {
  const params = new URLSearchParams({title: `Search: no results for "${query.slice(0, 200)}"`});
  return `${MISSING_RESULTS_ISSUE_URL}?${params.toString()}`;
}
