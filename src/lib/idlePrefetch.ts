/**
 * Route prefetching in idle time. Docusaurus's `<Link>` prefetches a route's chunks as soon as the link scrolls into
 * view, through `window.docusaurus.prefetch`: on a page with a long sidebar and many links that is hundreds of
 * route lookups and `<link rel="prefetch">` insertions right after hydration, on the main thread, before the page
 * responds. `deferPrefetch` wraps that function so each call only queues the route; the queue is worked through
 * when the browser is idle, a few routes at a time. Hover and click still preload at once (`preload` is untouched).
 */
import {browserIdle, idleQueue} from './idle';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
}

const DEFERRED = Symbol.for('sablier-docs.deferredPrefetch');

/**
 * Makes `window.docusaurus.prefetch` queue its routes for idle time. Docusaurus freezes that object, so it is
 * replaced by a frozen copy with the queued `prefetch`. Idempotent; a no-op on the server.
 */
export function deferPrefetch(): void {
  if (typeof window === 'undefined') return;
  const host = window as unknown as {docusaurus?: DocusaurusGlobal & {[DEFERRED]?: true}};
  const docusaurus = host.docusaurus;
  if (!docusaurus || docusaurus[DEFERRED]) return;
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
