/**
 * The page-wide side of ScrollableTable: which tables overflow, and what each overflowing table's region is named.
 *
 * One coordinator for all the tables of a page, so that a page with hundreds of tables (a contract reference page)
 * stays cheap to hydrate: every table's name is read from the DOM once, the layout reads of the tables on screen
 * happen together, and the names are made unique in one pass (src/lib/tableRegion). Tables in sections the browser
 * has not drawn yet are measured in idle time, a few at a time, since measuring one lays its section out. One
 * ResizeObserver watches every table, since overflow changes with fonts and collapsibles opening, and a resize of
 * the window has every table measured again.
 */
import {browserIdle, idleQueue} from '../../lib/idle';
import {cleanText, overflowsHorizontally, pageRegionLabels, tableRegionLabel} from '../../lib/tableRegion';

export const WRAPPER = 'table-scroll';

type SetLabel = (label: string | undefined) => void;

const watched = new Map<Element, SetLabel>();
const baseLabels = new WeakMap<Element, string>();
let observer: ResizeObserver | undefined;

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

/** The last measurement of each watched table: does it overflow? */
const overflows = new Map<Element, boolean>();
/** Tables to measure in the next microtask: those the browser is drawing, whose layout is there to read. */
const soon = new Set<Element>();
let publishQueued = false;
let listening = false;

/** Names every table on the page from the latest measurements, and hands each watched table its name. */
function publish(): void {
  publishQueued = false;
  // Every wrapper on the page counts for uniqueness, watched or not (e.g. the Flow rate calculator's table).
  const wrappers = Array.from(document.querySelectorAll(`.${WRAPPER}`));
  const labels = pageRegionLabels(wrappers.map((wrapper) => ({label: baseLabel(wrapper), overflows: overflows.get(wrapper) ?? false})));
  wrappers.forEach((wrapper, i) => {
    watched.get(wrapper)?.(labels[i]);
  });
}

function queuePublish(): void {
  if (publishQueued) return;
  publishQueued = true;
  queueMicrotask(publish);
}

function measure(wrapper: Element): void {
  if (watched.has(wrapper)) overflows.set(wrapper, overflowsHorizontally(wrapper));
}

/** Measures the drawn tables: all of their layout reads together, then the names. */
function measureSoon(): void {
  for (const wrapper of soon) measure(wrapper);
  soon.clear();
  publish();
}

/** Tables in sections the browser is not drawing, measured in idle time: reading one lays out its section. */
const later = idleQueue(measure, browserIdle(1000), {again: true, afterSlice: queuePublish});

/**
 * Whether the browser draws this table now. A table in a section far from the viewport (`content-visibility: auto`,
 * src/css/custom.css) has no layout yet; reading its width would lay its section out on the spot.
 */
function drawn(wrapper: Element): boolean {
  return typeof wrapper.checkVisibility !== 'function' || wrapper.checkVisibility({contentVisibilityAuto: true});
}

/** Queues a table's measurement: in a microtask if it is drawn, else in idle time. */
function check(wrapper: Element): void {
  if (drawn(wrapper)) {
    if (soon.size === 0) queueMicrotask(measureSoon);
    soon.add(wrapper);
  } else {
    later(wrapper);
  }
}

/** A new window width changes every table's overflow, drawn or not (a table out of view gets no resize entry). */
function checkAll(): void {
  for (const wrapper of watched.keys()) check(wrapper);
}

/**
 * A section the browser starts or stops drawing: its tables are measured again. A table's last resize entry can come
 * from a layout in between (the window resized, the page not yet re-laid out), after which it gets none: the
 * browser no longer lays it out.
 */
function onDrawnChange(event: Event): void {
  if (!(event.target instanceof Element)) return;
  for (const wrapper of Array.from(event.target.querySelectorAll(`.${WRAPPER}`))) if (watched.has(wrapper)) check(wrapper);
}

/** Watches a table's wrapper; `setLabel` receives its region name, or undefined while it fits. Returns the cleanup. */
export function watchTable(wrapper: HTMLElement, setLabel: SetLabel): () => void {
  watched.set(wrapper, setLabel);
  if (!listening) {
    listening = true;
    window.addEventListener('resize', checkAll);
    // It does not bubble: caught on its way down.
    document.addEventListener('contentvisibilityautostatechange', onDrawnChange, {capture: true});
  }
  if (typeof ResizeObserver !== 'undefined') {
    // Fonts loading and collapsibles opening change a table's size without a resize of the window.
    observer ??= new ResizeObserver((entries) => {
      for (const {target} of entries) check(target.classList.contains(WRAPPER) ? target : (target.parentElement ?? target));
    });
    observer.observe(wrapper);
    if (wrapper.firstElementChild) observer.observe(wrapper.firstElementChild);
  }
  check(wrapper);
  return () => {
    watched.delete(wrapper);
    overflows.delete(wrapper);
    if (observer) {
      observer.unobserve(wrapper);
      if (wrapper.firstElementChild) observer.unobserve(wrapper.firstElementChild);
    }
    // The remaining tables' numbering may change when one leaves the page.
    if (watched.size > 0) queuePublish();
  };
}
