/**
 * The theme's search results page (@docusaurus/theme-search-algolia 3.10.2), ejected because its markup cannot be
 * fixed by wrapping: the heading, the search form and the result count are outside any landmark, a <main> exists
 * only while there are results, and every result's location is one more <nav aria-label="breadcrumbs"> (axe: region,
 * landmark-one-main, landmark-unique). Those are plain elements of the page's own JSX (the theme's
 * lib/theme/SearchPage/index.js: container :379, <main> :444, <nav> :453), which no wrapper and no smaller swizzled
 * component reaches; wrapped in a <main>, the page would put the navbar and footer inside it too.
 * Changes from the theme's file, nothing else:
 * - the page container is the <main> landmark; the result list is a plain <div> inside it;
 * - each result's location is a labelled list, not one more navigation landmark;
 * - the search client is src/lib/search/liteClient.ts (local index, or Algolia's client in hosted mode);
 * - no version menus: the site's one docs plugin is unversioned, where the theme renders none either; each docs
 *   plugin's latest version is still the facet searched, as the theme's default selection is
 *   (tests/unit/search-page.test.ts fails when the docs get versions);
 * - the Algolia logo is an image file (algolia-logo.svg) instead of inline paths.
 */
import {type ReactNode, useEffect, useReducer, useRef, useState} from 'react';
import clsx from 'clsx';
import algoliaSearchHelper from 'algoliasearch-helper';
import {liteClient} from '@site/src/lib/search/liteClient';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, PageMetadata, useEvent, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import AlgoliaLogo from './algolia-logo.svg';
import styles from './styles.module.css';

function useDocumentsFoundPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description:
            'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

type ResultDispatcherState = {
  items: {title: string; url: string; summary: string; breadcrumbs: string[]}[];
  query: string | null;
  totalResults: number | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  loading: boolean | null;
};

type ResultDispatcher =
  | {type: 'reset'; value?: undefined}
  | {type: 'loading'; value?: undefined}
  | {type: 'update'; value: ResultDispatcherState}
  | {type: 'advance'; value?: undefined};

function getSearchPageTitle(searchQuery: string | undefined): string {
  return searchQuery
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query: searchQuery},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

function SearchPageContent(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {
    algolia: {appId, apiKey, indexName, contextualSearch},
  } = useAlgoliaThemeConfig();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const documentsFoundPlural = useDocumentsFoundPlural();
  // The theme's default selection of its version menus: every docs plugin's latest version.
  const versionTags = Object.entries(useAllDocsData()).map(([pluginId, data]) => `docs-${pluginId}-${data.versions[0]?.name ?? ''}`);
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const pageTitle = getSearchPageTitle(searchQuery);

  const initialSearchResultState: ResultDispatcherState = {
    items: [],
    query: null,
    totalResults: null,
    totalPages: null,
    lastPage: null,
    hasMore: null,
    loading: null,
  };
  const [searchResultState, searchResultStateDispatcher] = useReducer((prevState: ResultDispatcherState, data: ResultDispatcher) => {
    switch (data.type) {
      case 'reset': {
        return initialSearchResultState;
      }
      case 'loading': {
        return {...prevState, loading: true};
      }
      case 'update': {
        if (searchQuery !== data.value.query) {
          return prevState;
        }
        return {...data.value, items: data.value.lastPage === 0 ? data.value.items : prevState.items.concat(data.value.items)};
      }
      case 'advance': {
        const lastPage = prevState.lastPage ?? 0;
        const hasMore = (prevState.totalPages ?? 0) > lastPage + 1;
        return {...prevState, lastPage: hasMore ? lastPage + 1 : prevState.lastPage, hasMore};
      }
      default:
        return prevState;
    }
  }, initialSearchResultState);

  // respect settings from the theme config for facets
  const disjunctiveFacets = contextualSearch ? ['language', 'docusaurus_tag'] : [];

  const algoliaClient = liteClient(appId, apiKey);
  const algoliaHelper = algoliaSearchHelper(algoliaClient, indexName, {hitsPerPage: 15, advancedSyntax: true, disjunctiveFacets});

  algoliaHelper.on('result', ({results: {query, hits, page, nbHits, nbPages}}) => {
    if (query === '' || !Array.isArray(hits)) {
      searchResultStateDispatcher({type: 'reset'});
      return;
    }

    const sanitizeValue = (value: string) => value.replace(/algolia-docsearch-suggestion--highlight/g, 'search-result-match');

    const items = hits.map(
      ({
        url,
        _highlightResult: {hierarchy},
        _snippetResult: snippet = {},
      }: {
        url: string;
        _highlightResult: {hierarchy: {[key: string]: {value: string}}};
        _snippetResult: {content?: {value: string}};
      }) => {
        const titles = Object.keys(hierarchy).map((key) => sanitizeValue(hierarchy[key]?.value ?? ''));
        return {
          title: titles.pop() ?? '',
          url: processSearchResultUrl(url),
          summary: snippet.content ? `${sanitizeValue(snippet.content.value)}...` : '',
          breadcrumbs: titles,
        };
      },
    );

    searchResultStateDispatcher({
      type: 'update',
      value: {items, query, totalResults: nbHits, totalPages: nbPages, lastPage: page, hasMore: nbPages > page + 1, loading: false},
    });
  });

  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  const observer = useRef(
    ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        (entries) => {
          const [entry] = entries;
          if (!entry) return;
          const {
            isIntersecting,
            boundingClientRect: {y: currentY},
          } = entry;
          if (isIntersecting && prevY.current > currentY) {
            searchResultStateDispatcher({type: 'advance'});
          }
          prevY.current = currentY;
        },
        {threshold: 1},
      ),
  );

  const makeSearch = useEvent((page: number = 0) => {
    if (contextualSearch) {
      algoliaHelper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
      algoliaHelper.addDisjunctiveFacetRefinement('language', currentLocale);
      for (const tag of versionTags) {
        algoliaHelper.addDisjunctiveFacetRefinement('docusaurus_tag', tag);
      }
    }
    algoliaHelper.setQuery(searchQuery).setPage(page).search();
  });

  useEffect(() => {
    if (!loaderRef) {
      return undefined;
    }
    const currentObserver = observer.current;
    if (currentObserver) {
      currentObserver.observe(loaderRef);
      return () => currentObserver.unobserve(loaderRef);
    }
    return () => true;
  }, [loaderRef]);

  useEffect(() => {
    searchResultStateDispatcher({type: 'reset'});
    if (searchQuery) {
      searchResultStateDispatcher({type: 'loading'});
      setTimeout(() => {
        makeSearch();
      }, 300);
    }
  }, [searchQuery, makeSearch]);

  useEffect(() => {
    if (!searchResultState.lastPage || searchResultState.lastPage === 0) {
      return;
    }
    makeSearch(searchResultState.lastPage);
  }, [makeSearch, searchResultState.lastPage]);

  return (
    <Layout>
      <PageMetadata title={pageTitle} />

      <Head>
        {/* Search pages are not indexed: https://github.com/facebook/docusaurus/pull/3233 */}
        <meta property="robots" content="noindex, follow" />
      </Head>

      <main className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>

        <form className="row" onSubmit={(e) => e.preventDefault()}>
          <div className={clsx('col', 'col--12', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'The placeholder for search page input',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
                description: 'The ARIA label for search page input',
              })}
              onChange={(e) => setSearchQuery(e.target.value)}
              value={searchQuery}
              autoComplete="off"
              // biome-ignore lint/a11y/noAutofocus: the query field is what this page is for; the theme's behaviour, kept.
              autoFocus
            />
          </div>
        </form>

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)}>
            {!!searchResultState.totalResults && documentsFoundPlural(searchResultState.totalResults)}
          </div>

          <div className={clsx('col', 'col--4', styles.searchLogoColumn)}>
            <span>
              {translate({
                id: 'theme.SearchPage.algoliaLabel',
                message: 'Powered by',
                description: 'The text explain that the search powered by Algolia',
              })}
            </span>
            <Link
              to="https://www.algolia.com/"
              aria-label={translate({
                id: 'theme.SearchPage.algoliaLabel',
                message: 'Powered by Algolia',
                description: 'The description label for Algolia mention',
              })}
            >
              {/* The build's SVG optimizer keeps the file's aria-label but drops its role. */}
              <AlgoliaLogo role="img" width="80" height="24" style={{maxWidth: '150px'}} />
            </Link>
          </div>
        </div>

        {searchResultState.items.length > 0 ? (
          <div>
            {searchResultState.items.map(({title, url, summary, breadcrumbs}, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: results are only appended (next pages) or replaced as a whole.
              <article key={i} className={styles.searchResultItem}>
                <Heading as="h2" className={styles.searchResultItemHeading}>
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: as below, the search client's escaped, highlighted title. */}
                  <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
                </Heading>

                {breadcrumbs.length > 0 && (
                  <ul aria-label="Found in" className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                    {breadcrumbs.map((html, index) => (
                      <li
                        // biome-ignore lint/suspicious/noArrayIndexKey: a result's location is a fixed list that never reorders.
                        key={index}
                        className="breadcrumbs__item"
                        // biome-ignore lint/security/noDangerouslySetInnerHtml: highlighted text from the search client, which escapes the page text and adds only <span> marks.
                        dangerouslySetInnerHTML={{__html: html}}
                      />
                    ))}
                  </ul>
                )}

                {summary && (
                  <p
                    className={styles.searchResultItemSummary}
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: as above, the search client's escaped, highlighted snippet.
                    dangerouslySetInnerHTML={{__html: summary}}
                  />
                )}
              </article>
            ))}
          </div>
        ) : (
          [
            searchQuery && !searchResultState.loading && (
              <p key="no-results">
                <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
                  No results were found
                </Translate>
              </p>
            ),
            !!searchResultState.loading && <div key="spinner" className={styles.loadingSpinner} />,
          ]
        )}

        {searchResultState.hasMore && (
          <div className={styles.loader} ref={setLoaderRef}>
            <Translate id="theme.SearchPage.fetchingNewResults" description="The paragraph for fetching new search results">
              Fetching new results...
            </Translate>
          </div>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
