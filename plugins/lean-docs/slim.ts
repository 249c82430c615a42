/**
 * What the docs plugin sends to every doc page, trimmed to what the site's components read. Pure functions over
 * the plugin's route and global-data objects; plugins/lean-docs/index.ts applies them.
 *
 * - The version props (the `version` prop of the version route, one JSON chunk loaded by every doc page) carry
 *   every sidebar (seven, one per section) and every doc's id, title, description and sidebar, though a page shows
 *   one sidebar, and only `DocCard` reads the doc map (through `useDocById`, for the cards of `DocCardList` and of
 *   generated-index category pages, which list items of the page's own sidebar). The doc map keeps the docs that
 *   can be on a card (cardDocIds: the docs directly in a generated-index category, and every doc of a sidebar one
 *   of whose pages uses `DocCard` or `DocCardList`); the others, most of them, would cost every page their
 *   descriptions (about 5 KiB gzip on a reference page) for nothing. The version route is split
 *   into one version route per sidebar, at the path prefix its docs share (`/concepts`, `/guides`, ...), each with
 *   its own sidebar and its part of the doc map only, plus one for the docs in no sidebar; the docs root above them
 *   stays one route, so the layout does not remount. When the sidebars' docs do not sit under prefixes of their
 *   own (a second docs version at `/1.x/...`, say), the route stays whole, with every sidebar and every doc.
 * - The global data (serialized into the `main` bundle of every page) lists every doc's id, path and sidebar for
 *   the navbar's `doc`/`docSidebar` items and the version banner's suggestions (the same page in the latest
 *   version). The navbar has plain links only (config/navbar.ts, checked by tests/unit/lean-docs.test.ts), so
 *   with one version the list is emptied; with two or more it is kept whole, for the banner.
 */

interface VersionProp {
  docs: Record<string, unknown>;
  docsSidebars: unknown;
  [key: string]: unknown;
}

/** The route shape this module reads (`RouteConfig` of @docusaurus/types). */
export interface SlimRoute {
  props?: Record<string, unknown>;
  routes?: SlimRoute[];
  [key: string]: unknown;
}

function isVersionProp(value: unknown): value is VersionProp {
  return (
    typeof value === 'object' &&
    value !== null &&
    'docs' in value &&
    'docsSidebars' in value &&
    typeof (value as {docs: unknown}).docs === 'object'
  );
}

/** The sidebar a doc of the doc map belongs to, if any. */
function sidebarOf(doc: unknown): string | undefined {
  const sidebar = (doc as {sidebar?: unknown} | null)?.sidebar;
  return typeof sidebar === 'string' ? sidebar : undefined;
}

/** The sidebar items this module reads (`SidebarItem` of the docs plugin's loaded content). */
export interface SidebarItemShape {
  type: string;
  id?: string;
  link?: {type: string; id?: string};
  items?: SidebarItemShape[];
}

/** The loaded version this module reads (`LoadedVersion` of the docs plugin). */
export interface LoadedVersionShape {
  docs: {id: string; source: string}[];
  sidebars: Record<string, SidebarItemShape[]>;
}

/** Whether an MDX source renders doc cards itself. */
export function usesDocCards(source: string): boolean {
  return /<DocCard(List)?\b/.test(source);
}

function docIdsOf(items: SidebarItemShape[]): string[] {
  return items.flatMap((item) => [
    ...((item.type === 'doc' || item.type === 'ref') && item.id ? [item.id] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...docIdsOf(item.items ?? []),
  ]);
}

/**
 * The ids of the docs that can be on a card: the doc items directly in a generated-index category (its page lists
 * them), and every doc of a sidebar one of whose docs renders cards (`readSource` gives a doc's MDX).
 */
export function cardDocIds(version: LoadedVersionShape, readSource: (source: string) => string): Set<string> {
  const ids = new Set<string>();
  const rendersCards = new Set(version.docs.filter((doc) => usesDocCards(readSource(doc.source))).map((doc) => doc.id));
  const visit = (items: SidebarItemShape[]) => {
    for (const item of items) {
      if (item.link?.type === 'generated-index') {
        for (const child of item.items ?? []) if ((child.type === 'doc' || child.type === 'ref') && child.id) ids.add(child.id);
      }
      visit(item.items ?? []);
    }
  };
  for (const items of Object.values(version.sidebars)) {
    visit(items);
    const all = docIdsOf(items);
    if (all.some((id) => rendersCards.has(id))) for (const id of all) ids.add(id);
  }
  return ids;
}

/**
 * The version props with the doc map cut to the docs of `sidebar` (undefined: the docs in no sidebar of
 * `sidebars`) that are in `keep` (all when undefined); other props unchanged.
 */
export function slimVersionProp<T>(
  version: T,
  sidebar: string | undefined,
  sidebars: readonly string[] = [],
  keep?: ReadonlySet<string>,
): T {
  if (!isVersionProp(version)) return version;
  const inPart = (doc: unknown) => {
    const own = sidebarOf(doc);
    return sidebar === undefined ? own === undefined || !sidebars.includes(own) : own === sidebar;
  };
  const docs = Object.entries(version.docs).filter(([id, doc]) => inPart(doc) && (!keep || keep.has(id)));
  return {...version, docs: Object.fromEntries(docs)};
}

/**
 * A route of the docs plugin with each version route among it and its sub-routes split per sidebar
 * (splitBySidebar), each part's doc map cut to the docs in `keep` (see cardDocIds).
 */
export function slimRoute<T extends SlimRoute>(route: T, keep?: ReadonlySet<string>): T {
  const routes = route.routes?.flatMap((child) => splitBySidebar(slimRoute(child, keep), keep));
  return {...route, ...(routes ? {routes} : {})};
}

/** First path segment, with its slash: `/concepts` for `/concepts/lockup/overview`; `/` for the root. */
function firstSegment(path: string): string {
  return `/${path.split('/').filter(Boolean)[0] ?? ''}`;
}

function under(path: string, prefix: string): boolean {
  return prefix !== '/' && (path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A version route as one version route per sidebar (its docs and its sidebar only) and one for the rest, in that
 * order; any other route unchanged. The version route's children are the doc-root route (whose children carry the
 * `sidebar` they belong to) and the tags routes, which go with the rest.
 */
export function splitBySidebar<T extends SlimRoute>(route: T, keep?: ReadonlySet<string>): T[] {
  const version = route.props?.version;
  if (!isVersionProp(version) || !route.routes) return [route];
  const sidebars = version.docsSidebars as Record<string, unknown>;
  const [docRoot, ...others] = route.routes;
  if (!docRoot?.routes) return [route];
  const groups = new Map<string, SlimRoute[]>();
  const rest: SlimRoute[] = [];
  for (const child of docRoot.routes) {
    const sidebar = typeof child.sidebar === 'string' && child.sidebar in sidebars ? child.sidebar : undefined;
    if (sidebar) groups.set(sidebar, [...(groups.get(sidebar) ?? []), child]);
    else rest.push(child);
  }
  const prefixes = new Map<string, string>();
  for (const [sidebar, children] of groups) {
    const paths = children.map((c) => String(c.path));
    const prefix = firstSegment(paths[0] ?? '/');
    if (!paths.every((p) => under(p, prefix))) return [route];
    prefixes.set(sidebar, prefix);
  }
  // Every route of another group, and every other route, must lie outside each prefix.
  for (const [sidebar, prefix] of prefixes) {
    const outside = [...rest, ...others, ...[...groups].filter(([s]) => s !== sidebar).flatMap(([, c]) => c)];
    if (outside.some((c) => under(String(c.path), prefix))) return [route];
  }
  const grouped = [...groups.keys()];
  const versionWith = (sidebar: string | undefined) => ({
    ...route.props,
    version: {
      ...slimVersionProp(version, sidebar, grouped, keep),
      docsSidebars: sidebar === undefined ? {} : {[sidebar]: sidebars[sidebar]},
    },
  });
  const perSidebar = [...groups].map(([sidebar, children]) => {
    const prefix = prefixes.get(sidebar) as string;
    return {
      ...route,
      path: prefix,
      props: versionWith(sidebar),
      routes: [{...docRoot, path: prefix, routes: children}],
    };
  });
  const remainder = {...route, props: versionWith(undefined), routes: [{...docRoot, routes: rest}, ...others]};
  return [...perSidebar, remainder];
}

interface GlobalVersion {
  docs: unknown[];
  [key: string]: unknown;
}

/** The docs plugin's global data without the doc list of its one version; with two versions or more, unchanged. */
export function slimGlobalData<T>(data: T): T {
  const versions = (data as {versions?: GlobalVersion[]}).versions;
  if (!Array.isArray(versions) || versions.length !== 1) return data;
  return {...data, versions: versions.map((version) => ({...version, docs: []}))};
}
