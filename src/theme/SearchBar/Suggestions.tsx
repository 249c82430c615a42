/**
 * The "Try searching for" list of DocSearch's no-results screen. DocSearch 4.7 collects the sections of
 * earlier results for it but stores them in an object instead of an array, so its list never shows. This
 * renders DocSearch's own markup for it (same classes, same behaviour: a suggestion becomes the query) into
 * the no-results screen, from the sections of the last results that had hits.
 */
import {type ReactNode, useEffect, useState} from 'react';

// react-dom ships no type declarations in this project (no @types/react-dom); only createPortal is needed.
const {createPortal} = require('react-dom') as {createPortal: (node: ReactNode, container: Element) => ReactNode};

/** Section names (`hierarchy.lvl0`, HTML-escaped in hits) of a search response, for the list. */
export function sectionsOf(responses: {hits?: {hierarchy?: {lvl0?: string | null}}[]}[]): string[] {
  const decode = (s: string) =>
    s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#039;/g, "'").replace(/&amp;/g, '&');
  const names = responses.flatMap((r) => (r.hits ?? []).map((h) => h.hierarchy?.lvl0 ?? '')).filter(Boolean);
  return [...new Set(names.map(decode))].slice(0, 3);
}

function prefill(text: string) {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  // Set the value the way typing does, so DocSearch's input handler runs and searches.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, `${text.toLowerCase()} `);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

export default function Suggestions({suggestions, label}: {suggestions: string[]; label: string}): ReactNode {
  const [screen, setScreen] = useState<Element | null>(null);
  useEffect(() => {
    const find = () => setScreen(document.querySelector('.DocSearch-NoResults'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);
  if (!screen || suggestions.length === 0) return null;
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List local-search-prefill">
      <p className="DocSearch-Help">{label}:</p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {suggestions.map((s) => (
          <p key={s}>
            <button className="DocSearch-Prefill" type="button" onClick={() => prefill(s)}>
              {s}
            </button>
          </p>
        ))}
      </div>
    </div>,
    screen,
  );
}
