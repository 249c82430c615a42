/**
 * DocSearch's error screen, for local mode. DocSearch 4.7 sets its `error` status when the search client
 * throws, but autocomplete-core resets the status to `idle` right after (in a `finally`), so its own error
 * screen never stays on screen and a failed index download would read as "No results". The local bar
 * knows when the index could not be loaded and shows this copy of DocSearch's screen (same classes, icon
 * and texts) inside the modal instead; styles.css hides the no-results screen underneath it.
 */
import {type ReactNode, useEffect, useState} from 'react';

// react-dom ships no type declarations in this project (no @types/react-dom); only createPortal is needed.
const {createPortal} = require('react-dom') as {createPortal: (node: ReactNode, container: Element) => ReactNode};

interface Props {
  titleText: string;
  helpText: string;
  /** Called when the reader clears the query (DocSearch then shows its start screen). */
  onDismiss: () => void;
}

export default function ErrorScreen({titleText, helpText, onDismiss}: Props): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    setDropdown(document.querySelector('.DocSearch-Dropdown'));
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    const onInput = () => {
      if (input?.value === '') onDismiss();
    };
    input?.addEventListener('input', onInput);
    return () => input?.removeEventListener('input', onInput);
  }, [onDismiss]);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen local-search-error">
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
          aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    dropdown,
  );
}
