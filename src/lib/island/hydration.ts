/**
 * Whether the app is still hydrating the server's HTML. `markHydrated()` is called once, from the Root theme
 * component's effect, which runs after every other effect of the first commit. Components that keep part of the
 * server HTML un-hydrated (src/components/Island) read this while rendering: only while hydrating is there server
 * HTML to keep; after a client-side navigation they render as usual.
 */
let hydrated = false;

export function markHydrated(): void {
  hydrated = true;
}

/** True in the browser until the first commit has run its effects; false on the server. */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && !hydrated;
}
