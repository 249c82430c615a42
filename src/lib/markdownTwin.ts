/**
 * Where a page's Markdown twin lives. Shared by the build plugin that writes the twins and the "Copy page"
 * control that fetches them.
 */

/** The file a route's twin is written to, relative to the build folder: `/a/b` -> `a/b.md`, `/` -> `index.md`. */
export function twinFile(route: string): string {
  const clean = route.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.md' : `${clean}.md`;
}

/** The URL path of a route's twin: `/concepts/streaming` -> `/concepts/streaming.md`. */
export function twinPath(route: string): string {
  return `/${twinFile(route)}`;
}
