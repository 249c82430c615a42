/**
 * Route prefetching in idle time. Docusaurus's `<Link>` prefetches a route's chunks as soon as the link scrolls into
 * view, through `window.docusaurus.prefetch`: on a page with a long sidebar and many links that is hundreds of
 * route lookups and `<link rel="prefetch">` insertions right after hydration, on the main thread, before the page
 * responds. `deferPrefetch` wraps that function so each call only queues the route; the queue is worked through
 * when the browser is idle, a few routes at a time. Hover and click still preload at once (`preload` is untouched).
 *
 * Docusaurus offers no option for this, so it replaces its `window.docusaurus` global: this client module of the
 * adapter plugin (../index.ts) is the only place that does, and it checks the global's shape first (a frozen object
 * whose `prefetch` and `preload` are functions). When the shape differs it leaves the global alone and says so in the
 * console: links then prefetch as Docusaurus does by default, nothing breaks.
 */
import {browserIdle, idleQueue} from '../../../src/lib/idle';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

const DEFERRED = Symbol.for('sablier-docs.deferredPrefetch');

/** Why `value` is not the `window.docusaurus` this module knows, or undefined when it is. */
export function unexpectedGlobal(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'window.docusaurus is not an object';
  const {prefetch, preload} = value as Partial<Record<keyof DocusaurusGlobal, unknown>>;
  if (typeof prefetch !== 'function' || typeof preload !== 'function') return 'window.docusaurus has no prefetch/preload functions';
  return undefined;
}

/**
 * Makes `window.docusaurus.prefetch` queue its routes for idle time. Docusaurus freezes that object, so it is
 * replaced by a frozen copy with the queued `prefetch`. Idempotent; a no-op on the server.
 */
export function deferPrefetch(): void {
  if (typeof window === 'undefined') return;
  const host = window as unknown as {docusaurus?: DocusaurusGlobal & {[DEFERRED]?: true}};
  const docusaurus = host.docusaurus;
  if (docusaurus?.[DEFERRED]) return;
  const problem = unexpectedGlobal(docusaurus);
  if (problem || !docusaurus) {
    console.warn(`[docusaurus-internals] idle prefetching is off: ${problem}; see plugins/docusaurus-internals.`);
    return;
  }
  const prefetchNow = docusaurus.prefetch.bind(docusaurus);
  const queue = idleQueue<string>((routePath) => void prefetchNow(routePath), browserIdle(5000));
  host.docusaurus = Object.freeze({
    ...docusaurus,
    prefetch: (routePath: string) => {
      queue(routePath);
      return true;
    },
    [DEFERRED]: true as const,
  });
}

/**
 * Client-module lifecycle: Docusaurus calls it after the first render (before any link's visibility callback can
 * run, those fire asynchronously) and after every navigation; `window.docusaurus` exists by then.
 */
export function onRouteDidUpdate(): void {
  deferPrefetch();
}
