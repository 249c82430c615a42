/**
 * The DocSearch button and modal for local mode: the theme's SearchBar (theme-search-algolia) minus the
 * Algolia preconnect and the Ask AI wiring, with the search client swapped for the local one. Everything the
 * reader sees (button, shortcuts, modal screens, "See all results" footer) is DocSearch's and the theme's.
 */
import type {DocSearchModal as DocSearchModalType, DocSearchModalProps} from '@docsearch/react';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import {type ReactElement, type ReactNode, useCallback, useEffect, useMemo, useRef, useState} from 'react';

// react-dom ships no type declarations in this project (no @types/react-dom); only createPortal is needed.
const {createPortal} = require('react-dom') as {createPortal: (node: ReactNode, container: Element) => ReactNode};
import {missingResultsUrl} from '../../config/search';
import {localSearchClient} from '../../lib/search/liteClient';
import ErrorScreen from './ErrorScreen';
import Suggestions, {sectionsOf} from './Suggestions';
import {searchTranslations} from './translations';

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    // The theme's styles for the bar (the same file its own SearchBar loads).
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

type Hits = Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0];

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactElement {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: {query: string; context: {nbHits?: unknown}}; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function LocalSearchBar(): ReactNode {
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [indexFailed, setIndexFailed] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(
    () =>
      localSearchClient().onSettled((ok, results) => {
        setIndexFailed(!ok);
        const sections = sectionsOf(results);
        if (sections.length > 0) setSuggestions(sections);
      }),
    [],
  );
  const dismissError = useCallback(() => setIndexFailed(false), []);

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );
  const transformItems = useCallback(
    (items: Hits) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const transformSearchClient = useCallback(
    () => localSearchClient() as unknown as ReturnType<NonNullable<DocSearchModalProps['transformSearchClient']>>,
    [],
  );

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    // Opening the box is the first use of search: fetch the index while the reader types.
    localSearchClient().preload();
    importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, []);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    setIndexFailed(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // no duplicate key in the modal input
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  const resultsFooterComponent = useMemo(
    () =>
      ({state}: {state: {query: string; context: {nbHits?: unknown}}}) => (
        <ResultsFooter state={state} onClose={closeModal} />
      ),
    [closeModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const Modal = DocSearchModal;
  return (
    <>
      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={searchTranslations.button}
      />
      {isOpen &&
        Modal &&
        searchContainer.current &&
        createPortal(
          <Modal
            appId="local"
            apiKey="local"
            indexName="local"
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent}
            getMissingResultsUrl={missingResultsUrl}
            onAskAiToggle={() => {}}
            translations={searchTranslations.modal}
            searchParameters={{facetFilters: mergeFacetFilters(contextualFacetFilters, [])}}
          />,
          searchContainer.current,
        )}
      {isOpen && (
        <Suggestions
          suggestions={suggestions}
          label={searchTranslations.modal.noResultsScreen?.suggestedQueryText ?? 'Try searching for'}
        />
      )}
      {isOpen && indexFailed && (
        <ErrorScreen
          titleText={searchTranslations.modal.errorScreen?.titleText ?? 'Unable to fetch results'}
          helpText={searchTranslations.modal.errorScreen?.helpText ?? 'You might want to check your network connection.'}
          onDismiss={dismissError}
        />
      )}
    </>
  );
}
