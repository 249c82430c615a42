/**
 * The page-wide side of ScrollableTable: which tables overflow, and what each overflowing table's region is named.
 *
 * One coordinator for all the tables of a page, so that a page with hundreds of tables (a contract reference page)
 * stays cheap to hydrate: every table's name is read from the DOM once, all the layout reads happen together, and the
 * names are made unique in one pass (src/lib/tableRegion). One ResizeObserver watches every table, since overflow
 * changes with the viewport, fonts and collapsibles opening.
 */
import {cleanText, overflowsHorizontally, pageRegionLabels, tableRegionLabel} from '../../lib/tableRegion';

export const WRAPPER = 'table-scroll';

type SetLabel = (label: string | undefined) => void;

const watched = new Map<Element, SetLabel>();
const baseLabels = new WeakMap<Element, string>();
let observer: ResizeObserver | undefined;
let queued = false;

function headingText(heading: Element): string {
  const copy = heading.cloneNode(true) as Element;
  copy.querySelectorAll('.hash-link').forEach((anchor) => {
    anchor.remove();
  });
  return cleanText(copy.textContent);
}

/** The nearest heading before `el` in document order, looking through preceding siblings and then ancestors. */
function headingAbove(el: Element): string | undefined {
  for (let node: Element | null = el; node && node.tagName !== 'ARTICLE'; node = node.parentElement) {
    for (let prev = node.previousElementSibling; prev; prev = prev.previousElementSibling) {
      if (/^H[1-6]$/.test(prev.tagName)) return headingText(prev);
      const nested = prev.querySelectorAll('h1, h2, h3, h4, h5, h6');
      const last = nested[nested.length - 1];
      if (last) return headingText(last);
    }
  }
  return undefined;
}

/** "Parameters" in `<p><strong>Parameters</strong></p>` directly above the table. */
function leadIn(el: Element): string | undefined {
  const prev = el.previousElementSibling;
  if (prev?.tagName !== 'P' || prev.children.length !== 1 || prev.firstElementChild?.tagName !== 'STRONG') return undefined;
  const text = cleanText(prev.textContent);
  return text.length <= 40 && text === cleanText(prev.firstElementChild.textContent) ? text : undefined;
}

/** A table's base name, read from the DOM once: the caption, heading and lead-in do not change after mounting. */
function baseLabel(wrapper: Element): string {
  let label = baseLabels.get(wrapper);
  if (label === undefined) {
    const caption = wrapper.querySelector(':scope > table > caption')?.textContent ?? undefined;
    label = tableRegionLabel({caption, heading: headingAbove(wrapper), leadIn: leadIn(wrapper)});
    baseLabels.set(wrapper, label);
  }
  return label;
}

/** Names every watched table: all layout reads first, then the state updates. */
function update(): void {
  queued = false;
  // Every wrapper on the page counts for uniqueness, watched or not (e.g. the Flow rate calculator's table).
  const wrappers = Array.from(document.querySelectorAll(`.${WRAPPER}`));
  const tables = wrappers.map((wrapper) => ({
    label: baseLabel(wrapper),
    overflows: watched.has(wrapper) && overflowsHorizontally(wrapper),
  }));
  const labels = pageRegionLabels(tables);
  wrappers.forEach((wrapper, i) => {
    watched.get(wrapper)?.(labels[i]);
  });
}

/** Runs update() once after the current batch of mounts (all the tables of a page mount in one commit). */
function queueUpdate(): void {
  if (queued) return;
  queued = true;
  queueMicrotask(update);
}

/** Watches a table's wrapper; `setLabel` receives its region name, or undefined while it fits. Returns the cleanup. */
export function watchTable(wrapper: HTMLElement, setLabel: SetLabel): () => void {
  watched.set(wrapper, setLabel);
  if (typeof ResizeObserver === 'undefined') {
    if (watched.size === 1) window.addEventListener('resize', update);
  } else {
    observer ??= new ResizeObserver(update);
    observer.observe(wrapper);
    if (wrapper.firstElementChild) observer.observe(wrapper.firstElementChild);
  }
  queueUpdate();
  return () => {
    watched.delete(wrapper);
    if (observer) {
      observer.unobserve(wrapper);
      if (wrapper.firstElementChild) observer.unobserve(wrapper.firstElementChild);
    } else if (watched.size === 0) {
      window.removeEventListener('resize', update);
    }
    // The remaining tables' numbering may change when one leaves the page.
    if (watched.size > 0) queueUpdate();
  };
}
