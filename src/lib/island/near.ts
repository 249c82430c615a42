/**
 * One IntersectionObserver for every island of a page (src/components/Island): `whenNear(element, wake)` calls
 * `wake` once, the first time the element comes within NEAR_MARGIN of the viewport, then stops watching it.
 * Without IntersectionObserver the element wakes at once.
 */

/** How far outside the viewport an island already wakes: about a screen on a phone, so scrolling meets live content. */
export const NEAR_MARGIN = '800px 0px';

type Wake = () => void;

const waiting = new Map<Element, Wake>();
let observer: IntersectionObserver | undefined;

function onEntries(entries: IntersectionObserverEntry[]): void {
  const woken: Wake[] = [];
  for (const entry of entries) {
    const wake = entry.isIntersecting ? waiting.get(entry.target) : undefined;
    if (!wake) continue;
    waiting.delete(entry.target);
    observer?.unobserve(entry.target);
    woken.push(wake);
  }
  for (const wake of woken) wake();
}

/** Watches `element`; returns the function that stops watching it (for an unmount before it woke). */
export function whenNear(element: Element, wake: Wake): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    wake();
    return () => {};
  }
  observer ??= new IntersectionObserver(onEntries, {rootMargin: NEAR_MARGIN});
  waiting.set(element, wake);
  observer.observe(element);
  return () => {
    if (waiting.delete(element)) observer?.unobserve(element);
  };
}
