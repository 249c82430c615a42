/**
 * Work for the browser's idle time, in slices short enough that none becomes a long task: route prefetching
 * (plugins/docusaurus-internals/client/idlePrefetch.ts) and measuring tables far from the viewport (src/components/ScrollableTable/regions).
 */

/** What `requestIdleCallback` passes: how long the browser expects to stay idle, or that it never was. */
export interface IdleDeadline {
  timeRemaining(): number;
  /** The browser found no idle period before the callback's timeout (a page animating without a pause). */
  didTimeout?: boolean;
}

export type ScheduleIdle = (work: (deadline: IdleDeadline) => void) => void;

/**
 * Below this many milliseconds of idle time left, the queue waits for the next idle period. An item takes a few
 * milliseconds on a slow phone (a route's prefetch: route matching and a `<link>` per chunk; a table's measurement:
 * the layout of its section); stopping with this much left keeps every idle task far from the 50 ms of a long task.
 */
export const IDLE_SLICE_MS = 30;

/** When the callback's timeout came first, there is no idle time to read: the slice runs for this long instead. */
export const TIMED_OUT_SLICE_MS = 8;

export interface IdleQueueOptions {
  /** An item that has run can be queued again (by default each distinct item runs once, ever). */
  again?: boolean;
  /** Called at the end of every idle period that ran something. */
  afterSlice?: () => void;
}

/**
 * A queue that runs `run(item)` for each distinct item, in order, during idle periods given by `schedule`. At least
 * one item runs per idle period, so the queue always drains. An item queued while it is still waiting runs once.
 */
export function idleQueue<T>(run: (item: T) => void, schedule: ScheduleIdle, options: IdleQueueOptions = {}): (item: T) => void {
  const pending = new Set<T>();
  const seen = new Set<T>();
  let scheduled = false;
  const work = (deadline: IdleDeadline) => {
    scheduled = false;
    const start = performance.now();
    for (const item of pending) {
      pending.delete(item);
      run(item);
      if (deadline.didTimeout ? performance.now() - start >= TIMED_OUT_SLICE_MS : deadline.timeRemaining() <= IDLE_SLICE_MS) break;
    }
    options.afterSlice?.();
    if (pending.size > 0) {
      scheduled = true;
      schedule(work);
    }
  };
  return (item: T) => {
    if (seen.has(item)) return;
    if (!options.again) seen.add(item);
    pending.add(item);
    if (!scheduled) {
      scheduled = true;
      schedule(work);
    }
  };
}

/**
 * `requestIdleCallback` with a timeout, after which the work runs anyway; or, where the browser has no such thing
 * (Safari), a timer that reports a short idle period.
 */
export function browserIdle(timeoutMs: number): ScheduleIdle {
  return (work) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(work, {timeout: timeoutMs});
      return;
    }
    setTimeout(() => {
      const start = performance.now();
      work({timeRemaining: () => Math.max(0, 16 - (performance.now() - start))});
    }, 200);
  };
}
