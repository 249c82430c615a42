/**
 * Route prefetching in idle time. Docusaurus's `<Link>` prefetches a route's chunks as soon as the link scrolls into
 * view, through `window.docusaurus.prefetch`: on a page with a long sidebar and many links that is hundreds of
 * route lookups and `<link rel="prefetch">` insertions right after hydration, on the main thread, before the page
 * responds. `deferPrefetch` wraps that function so each call only queues the route; the queue is worked through
 * when the browser is idle, a few routes at a time. Hover and click still preload at once (`preload` is untouched).
 */

/** What `requestIdleCallback` passes: how long the browser expects to stay idle. */
export interface IdleDeadline {
  timeRemaining(): number;
}

export type ScheduleIdle = (work: (deadline: IdleDeadline) => void) => void;

/**
 * Below this many milliseconds of idle time left, the queue waits for the next idle period. A route's prefetch takes
 * a few milliseconds on a slow phone (route matching, a `<link>` per chunk); stopping with this much left keeps every
 * idle task far from the 50 ms that make a long task.
 */
export const IDLE_SLICE_MS = 30;

/**
 * A queue that runs `run(item)` for each distinct item, in order, during idle periods given by `schedule`. At least
 * one item runs per idle period, so the queue always drains.
 */
export function idleQueue<T>(run: (item: T) => void, schedule: ScheduleIdle): (item: T) => void {
  const pending: T[] = [];
  const seen = new Set<T>();
  let scheduled = false;
  const work = (deadline: IdleDeadline) => {
    scheduled = false;
    do {
      const item = pending.shift();
      if (item === undefined) return;
      run(item);
    } while (deadline.timeRemaining() > IDLE_SLICE_MS);
    if (pending.length > 0) {
      scheduled = true;
      schedule(work);
    }
  };
  return (item: T) => {
    if (seen.has(item)) return;
    seen.add(item);
    pending.push(item);
    if (!scheduled) {
      scheduled = true;
      schedule(work);
    }
  };
}

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
}

const DEFERRED = Symbol.for('sablier-docs.deferredPrefetch');

/** `requestIdleCallback`, or a timer that reports a short idle period where the browser has none (Safari). */
function browserScheduleIdle(work: (deadline: IdleDeadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(work, {timeout: 5000});
    return;
  }
  setTimeout(() => {
    const start = performance.now();
    work({timeRemaining: () => Math.max(0, 16 - (performance.now() - start))});
  }, 200);
}

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
  const queue = idleQueue<string>((routePath) => void prefetchNow(routePath), browserScheduleIdle);
  host.docusaurus = Object.freeze({
    ...docusaurus,
    prefetch: (routePath: string) => {
      queue(routePath);
      return true;
    },
    [DEFERRED]: true as const,
  });
}
