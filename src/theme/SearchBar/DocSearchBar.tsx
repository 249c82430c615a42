/**
 * DocSearch's button and keyboard shortcuts (`/`, Ctrl/Cmd+K), with the modal loaded on demand: hovering,
 * focusing or touching the button loads the modal's code and styles (SearchModal.tsx, its own chunk); opening
 * search also starts the local index download. The shortcuts work before anything is loaded.
 * The same flow as the theme's SearchBar, which this replaces (see index.tsx).
 */
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {type ComponentType, type ReactNode, useCallback, useRef, useState} from 'react';
import type {SearchModalProps} from './SearchModal';
import {searchTranslations} from './translations';

// react-dom ships no type declarations in this project (no @types/react-dom); only createPortal is needed.
const {createPortal} = require('react-dom') as {createPortal: (node: ReactNode, container: Element) => ReactNode};

let SearchModal: ComponentType<SearchModalProps> | null = null;
let loading: Promise<typeof import('./SearchModal')> | null = null;

function loadSearchModal(): Promise<typeof import('./SearchModal')> {
  loading ??= import('./SearchModal').then(
    (module) => {
      SearchModal = module.default;
      return module;
    },
    (error: unknown) => {
      loading = null; // a later hover or open tries again
      throw error;
    },
  );
  return loading;
}

const preload = () => {
  loadSearchModal().catch(() => {});
};

export default function DocSearchBar({local}: {local: boolean}): ReactNode {
  const container = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const openModal = useCallback(() => {
    if (!container.current) {
      const div = document.createElement('div');
      div.className = local ? 'search-local' : 'search-hosted';
      container.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    loadSearchModal()
      .then((module) => {
        // Opening the box is the first use of search: fetch the index while the reader types.
        if (local) module.preloadLocalIndex();
        setIsOpen(true);
      })
      .catch(() => {});
  }, [local]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
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

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  return (
    <>
      <DocSearchButton
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={openModal}
        ref={searchButtonRef}
        translations={searchTranslations.button}
      />
      {isOpen &&
        SearchModal &&
        container.current &&
        createPortal(<SearchModal container={container.current} initialQuery={initialQuery} onClose={closeModal} />, container.current)}
    </>
  );
}
