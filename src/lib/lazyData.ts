/**
 * Data a component needs only when the reader uses it (the error decoder's list of every error), loaded on the
 * first sign of use (hover, focus, typing) instead of with the page. One load per loader, shared by every caller;
 * a failed load is forgotten, so the next sign of use tries again.
 */
export interface LazyData<T> {
  /** Starts the load if it has not started; the same promise for every caller. */
  load(): Promise<T>;
  /** The data, once loaded. */
  peek(): T | undefined;
}

export function lazyData<T>(loader: () => Promise<T>): LazyData<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load() {
      pending ??= loader().then(
        (data) => {
          value = data;
          return data;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    peek: () => value,
  };
}
