/**
 * Whether the app is still hydrating the server's HTML. `markHydrated()` is called once, from the Root theme
 * component's effect, which runs after every other effect of the first commit. Components that keep part of the
 * server HTML un-hydrated (src/components/Island) read this while rendering: only while hydrating is there server
 * HTML to keep; after a client-side navigation they render as usual. The development server renders in the browser
 * only (its page has an empty app container), so there is nothing to hydrate there either.
 */
let hydrated = false;

/** The app container (Docusaurus's `#__docusaurus`) holds server HTML: until the first commit, that is the page's. */
function pageWasServerRendered(): boolean {
  return (document.getElementById('__docusaurus')?.childElementCount ?? 0) > 0;
}

export function markHydrated(): void {
  hydrated = true;
}

/** True in the browser until the first commit has run its effects, if the page came with server HTML. */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && !hydrated && pageWasServerRendered();
}
