/**
 * What the docs plugin sends to every doc page, trimmed to what the site's components read. Pure functions over
 * the plugin's route and global-data objects; plugins/lean-docs/index.ts applies them.
 *
 * - The version props (the `version` prop of the version route, one JSON chunk loaded by every doc page) hold
 *   every sidebar plus each doc's id, title, description and sidebar. Only `DocCard` reads a doc's description,
 *   and no page of the site renders doc cards, so descriptions are dropped (each page's own description stays in
 *   its own metadata, for its `<meta>` tags). About half of the chunk.
 * - The global data (serialized into the `main` bundle of every page) lists every doc's id, path and sidebar for
 *   the navbar's `doc`/`docSidebar` items and the version banner's suggestions. The navbar has plain links only
 *   (src/config/navbar.ts) and the site has one version, so the list is emptied.
 */

/** Item of the `docs` map of the version props (`PropVersionDoc` of @docusaurus/plugin-content-docs). */
interface VersionDoc {
  id: string;
  title: string;
  description?: string;
  sidebar?: string;
}

interface VersionProp {
  docs: Record<string, VersionDoc>;
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

/** The version props without doc descriptions; other props unchanged. */
export function slimVersionProp<T>(version: T): T {
  if (!isVersionProp(version)) return version;
  const docs = Object.fromEntries(Object.entries(version.docs).map(([id, {description: _unused, ...doc}]) => [id, doc]));
  return {...version, docs};
}

/** A route of the docs plugin with the version props of it and of its sub-routes slimmed. */
export function slimRoute<T extends SlimRoute>(route: T): T {
  const props = route.props && 'version' in route.props ? {...route.props, version: slimVersionProp(route.props.version)} : route.props;
  const routes = route.routes?.map(slimRoute);
  return {...route, ...(props ? {props} : {}), ...(routes ? {routes} : {})};
}

interface GlobalVersion {
  docs: unknown[];
  [key: string]: unknown;
}

/** The docs plugin's global data without the per-version doc lists. */
export function slimGlobalData<T>(data: T): T {
  const versions = (data as {versions?: GlobalVersion[]}).versions;
  if (!Array.isArray(versions)) return data;
  return {...data, versions: versions.map((version) => ({...version, docs: []}))};
}
