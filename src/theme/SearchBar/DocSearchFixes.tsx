/**
 * Fixes for two bugs of DocSearch 4.7 (both still in 4.7.1, the newest 4.x; 5.x is outside the theme's range).
 * Mounted by SearchModal.tsx, so only while the modal is open, and it watches the modal's own container only.
 * Each fix steps aside when DocSearch renders the thing itself; the browser tests (tests/e2e/search.test.ts,
 * tests/e2e/search-hosted.test.ts) assert that the screen shown is this module's, so they fail the day DocSearch
 * fixes a bug, and that part can then be deleted.
 *
 * 1. "Try searching for" never renders (algolia/docsearch#2922): DocSearchModal collects the sections of earlier
 *    results in `context.searchSuggestions` with an object spread (`{...a, ...b}`), so NoResultsScreen's
 *    `searchSuggestions.length > 0` is never true. Here: DocSearch's own markup for the list, in its no-results
 *    screen, from the sections of the last results with hits; a suggestion becomes the query, as in DocSearch.
 * 2. The error screen never stays: DocSearchModal sets the status to "error" when the client throws a
 *    `RetryError`, but @algolia/autocomplete-core 1.19.2 (`onInput`) sets it back to "idle" in a `finally` right
 *    after, so a search that could not reach Algolia (or load the local index) reads as "No results". Here:
 *    DocSearch's error screen (same classes, icon and texts) over the dropdown while the last search failed.
 */
import {type ReactNode, useEffect, useState} from 'react';

// react-dom ships no type declarations in this project (no @types/react-dom); only createPortal is needed.
const {createPortal} = require('react-dom') as {createPortal: (node: ReactNode, container: Element) => ReactNode};

interface Props {
  container: HTMLElement;
  /** Sections of the last results that had hits. */
  suggestions: string[];
  suggestionsLabel: string;
  /** Whether the last search failed with a `RetryError`. */
  failed: boolean;
  errorTitle: string;
  errorHelp: string;
  /** The reader cleared the query: DocSearch shows its start screen again. */
  onDismissError: () => void;
}

interface Targets {
  noResults: Element | null;
  dropdown: Element | null;
  /** DocSearch rendered the list or the error screen itself (the bug is fixed upstream). */
  ownList: boolean;
  ownError: boolean;
}

const FIX = 'docsearch-fix';

function findTargets(container: HTMLElement): Targets {
  return {
    noResults: container.querySelector('.DocSearch-NoResults'),
    dropdown: container.querySelector('.DocSearch-Dropdown'),
    ownList: container.querySelector(`.DocSearch-NoResults-Prefill-List:not(.${FIX})`) !== null,
    ownError: container.querySelector(`.DocSearch-ErrorScreen:not(.${FIX})`) !== null,
  };
}

const same = (a: Targets, b: Targets) =>
  a.noResults === b.noResults && a.dropdown === b.dropdown && a.ownList === b.ownList && a.ownError === b.ownError;

/** Sets the query the way typing does, so DocSearch's input handler runs and searches. */
function prefill(container: HTMLElement, text: string): void {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, `${text.toLowerCase()} `);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

export default function DocSearchFixes(props: Props): ReactNode {
  const {container, suggestions, suggestionsLabel, failed, errorTitle, errorHelp, onDismissError} = props;
  const [targets, setTargets] = useState<Targets>(() => findTargets(container));
  useEffect(() => {
    const update = () =>
      setTargets((prev) => {
        const next = findTargets(container);
        return same(prev, next) ? prev : next;
      });
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    const onInput = (event: Event) => {
      if ((event.target as HTMLInputElement | null)?.value === '') onDismissError();
    };
    container.addEventListener('input', onInput);
    return () => {
      observer.disconnect();
      container.removeEventListener('input', onInput);
    };
  }, [container, onDismissError]);

  const list =
    targets.noResults && !targets.ownList && suggestions.length > 0
      ? createPortal(
          <div className={`DocSearch-NoResults-Prefill-List ${FIX} ${FIX}-suggestions`}>
            <p className="DocSearch-Help">{suggestionsLabel}:</p>
            <div className="DocSearch-NoResults-Prefill-List-Items">
              {suggestions.map((s) => (
                <p key={s}>
                  <button className="DocSearch-Prefill" type="button" onClick={() => prefill(container, s)}>
                    {s}
                  </button>
                </p>
              ))}
            </div>
          </div>,
          targets.noResults,
        )
      : null;
  const error =
    failed && targets.dropdown && !targets.ownError
      ? createPortal(
          <div className={`DocSearch-ErrorScreen ${FIX} ${FIX}-error`}>
            <div className="DocSearch-Screen-Icon">
              <svg
                width="40"
                height="40"
                viewBox="0 0 20 20"
                fill="none"
                fillRule="evenodd"
                stroke="currentColor"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
              </svg>
            </div>
            <p className="DocSearch-Title">{errorTitle}</p>
            <p className="DocSearch-Help">{errorHelp}</p>
          </div>,
          targets.dropdown,
        )
      : null;
  return (
    <>
      {list}
      {error}
    </>
  );
}
