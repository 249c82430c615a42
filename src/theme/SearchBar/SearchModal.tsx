/**
 * The DocSearch modal, its own chunk (loaded by DocSearchBar.tsx when search is about to be used), with its
 * styles and the fixes for what DocSearch 4.7 gets wrong (DocSearchFixes.tsx, mounted only while the modal is
 * open). Everything reaches DocSearch through its documented props: the local index through
 * `transformSearchClient`, links through `hitComponent` and `navigator`, "See all results" through
 * `resultsFooterComponent`, the contextual facet filters through `searchParameters`, texts through `translations`,
 * and the "Let us know." link through `getMissingResultsUrl`. Hosted mode gets what the theme's bar would give
 * it: the Docusaurus agent, `externalUrlRegex` and `replaceSearchResultPathname`.
 */
import {DocSearchModal, type DocSearchModalProps} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {mergeFacetFilters, useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {type ReactElement, type ReactNode, useCallback, useMemo, useState} from 'react';
import {type AlgoliaThemeConfig, isLocalSearch, missingResultsUrl} from '../../config/search';
import {localSearchClient} from '../../lib/search/browserClient';
import {observeSearches, type SearchOutcome} from '../../lib/search/observe';
import DocSearchFixes from './DocSearchFixes';
import {searchTranslations} from './translations';
import '@docsearch/css/dist/modal.css';
import './modal.css';

export interface SearchModalProps {
  /** The element the modal is rendered into. */
  container: HTMLElement;
  initialQuery: string | undefined;
  onClose: () => void;
}

type Hits = Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0];
type SearchClient = ReturnType<NonNullable<DocSearchModalProps['transformSearchClient']>>;
type FooterProps = {state: {query: string; context: {nbHits?: unknown}}};

/** Ask AI is not configured (no assistant): the toggle has nothing to do. */
const noAskAi = () => {};

/** Starts the local index download (on open, so the first query does not wait for it). */
export function preloadLocalIndex(): void {
  localSearchClient().preload();
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactElement {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: FooterProps & {onClose: () => void}): ReactElement {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function SearchModal({container, initialQuery, onClose}: SearchModalProps): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig as {algolia: AlgoliaThemeConfig}).algolia;
  const local = isLocalSearch(algolia);
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const [failed, setFailed] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);

  const onOutcome = useCallback((outcome: SearchOutcome) => {
    setFailed(!outcome.ok);
    if (outcome.ok && outcome.sections.length > 0) setSuggestions(outcome.sections);
  }, []);
  const transformSearchClient = useCallback(
    (client: SearchClient): SearchClient => {
      if (local) return observeSearches(localSearchClient() as unknown as SearchClient, onOutcome);
      // What the theme's own transform does.
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return observeSearches(client, onOutcome);
    },
    [local, onOutcome, siteMetadata.docusaurusVersion],
  );
  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        // Results matching `externalUrlRegex` live on another site: leave this one.
        if (isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [algolia.externalUrlRegex, history],
  );
  const transformItems = useCallback(
    (items: Hits) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const resultsFooterComponent = useMemo(
    () =>
      ({state}: FooterProps) => <ResultsFooter state={state} onClose={onClose} />,
    [onClose],
  );
  const dismissError = useCallback(() => setFailed(false), []);
  const modal = searchTranslations.modal;

  return (
    <>
      <DocSearchModal
        appId={algolia.appId}
        apiKey={algolia.apiKey}
        indexName={algolia.indexName}
        onClose={onClose}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        navigator={navigator}
        transformItems={transformItems}
        hitComponent={Hit}
        transformSearchClient={transformSearchClient}
        resultsFooterComponent={resultsFooterComponent}
        getMissingResultsUrl={missingResultsUrl}
        translations={modal}
        onAskAiToggle={noAskAi}
        searchParameters={{facetFilters: mergeFacetFilters(contextualFacetFilters, [])}}
      />
      <DocSearchFixes
        container={container}
        suggestions={suggestions}
        suggestionsLabel={modal.noResultsScreen?.suggestedQueryText ?? 'Try searching for'}
        failed={failed}
        errorTitle={modal.errorScreen?.titleText ?? 'Unable to fetch results'}
        errorHelp={modal.errorScreen?.helpText ?? 'You might want to check your network connection.'}
        onDismissError={dismissError}
      />
    </>
  );
}
