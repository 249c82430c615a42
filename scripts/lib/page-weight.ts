/**
 * Page weight: which JavaScript and CSS a built page loads before the reader can interact with it, and whether
 * it fits the site's budgets. Pure functions over the build's own records; the build test
 * (tests/build/page-weight.test.ts), the browser test and `npm run bench` do the file and network work.
 *
 * Before hydrating, the Docusaurus client runtime (`@docusaurus/core` client/preload.js) matches the URL against
 * the route tree (`.docusaurus/routes.js`, with react-router-config's `matchRoutes`: at each level the first
 * route that matches, then its children) and loads the chunks of every matched route, from the outermost layout
 * to the page: `routesChunkNames.json` gives each route's chunk names, and the bundler's `client-manifest.json`
 * gives the chunk ids of each chunk name (`origins`) and the files of each chunk id (`assets`).
 */
import {type ExportDefaultDeclaration, type Expression, parse} from 'acorn';
import {readHtml} from '../../plugins/local-search/html';

const KiB = 1024;

/**
 * Issue 9's targets, per route, in bytes after gzip. Every route meets them, and the tests enforce them as
 * PAGE_WEIGHT_BUDGET: a page may not get heavier than the target.
 */
export const PAGE_WEIGHT_TARGET = {
  js: 180 * KiB,
  css: 30 * KiB,
  fonts: 50 * KiB,
  total: 280 * KiB,
  inlineImage: 2 * KiB,
} as const;

/** The budgets the tests enforce, per route, in bytes after gzip. One place: every test and the bench read these. */
export const PAGE_WEIGHT_BUDGET = {
  /** JavaScript loaded before interaction (about 120 KiB of it is the main bundle every page loads). */
  js: PAGE_WEIGHT_TARGET.js,
  /** CSS loaded before interaction. */
  css: PAGE_WEIGHT_TARGET.css,
  /** Web fonts transferred on first load, checked in the browser (math pages load per-face KaTeX subsets too). */
  fonts: PAGE_WEIGHT_TARGET.fonts,
  /**
   * Everything the first load transfers: the build test counts JS + CSS + HTML, the browser test all types. The
   * heaviest route, /concepts/lockup/stream-shapes (ten charts with their code), is about 278 KiB in the browser.
   */
  total: PAGE_WEIGHT_TARGET.total,
  /** Largest image allowed inline in CSS as a data URI (decoded bytes). Fonts are never allowed inline. */
  inlineImage: PAGE_WEIGHT_TARGET.inlineImage,
} as const;

export type Budget = typeof PAGE_WEIGHT_BUDGET;

// ---------------------------------------------------------------------------------------------------------
// The route tree

export interface RouteNode {
  path: string;
  exact: boolean;
  /** `${path}-${hash}` from `ComponentCreator(path, hash)`: the key of the route in routesChunkNames.json. */
  chunkKey: string | undefined;
  routes: RouteNode[];
}

/**
 * Reads the route tree from the source of `.docusaurus/routes.js` (an ES module whose default export is an
 * array of `{path, component: ComponentCreator(path, hash), exact?, routes?}` objects) with a JavaScript parser.
 */
export function parseRoutesModule(source: string): RouteNode[] {
  const program = parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  const declaration = program.body.find((node): node is ExportDefaultDeclaration => node.type === 'ExportDefaultDeclaration');
  if (declaration?.declaration.type !== 'ArrayExpression') throw new Error('routes.js: no `export default [...]` array');
  return readRouteArray(declaration.declaration);
}

function readRouteArray(node: Expression): RouteNode[] {
  if (node.type !== 'ArrayExpression') throw new Error(`routes.js: expected an array of routes, found ${node.type}`);
  return node.elements.map((element) => {
    if (element?.type !== 'ObjectExpression') throw new Error('routes.js: a route is not an object literal');
    const route: RouteNode = {path: '', exact: false, chunkKey: undefined, routes: []};
    let hasPath = false;
    for (const property of element.properties) {
      if (property.type !== 'Property') continue;
      const key = property.key.type === 'Identifier' ? property.key.name : literalString(property.key as Expression);
      const value = property.value as Expression;
      if (key === 'path') {
        route.path = stringValue(value, 'path');
        hasPath = true;
      } else if (key === 'exact') {
        route.exact = value.type === 'Literal' && value.value === true;
      } else if (key === 'routes') {
        route.routes = readRouteArray(value);
      } else if (key === 'component') {
        if (value.type !== 'CallExpression' || value.callee.type !== 'Identifier' || value.callee.name !== 'ComponentCreator') {
          throw new Error('routes.js: a component is not a ComponentCreator(path, hash) call');
        }
        const [routePath, hash] = value.arguments.map((arg) => stringValue(arg as Expression, 'ComponentCreator argument'));
        route.chunkKey = routePath === '*' ? undefined : `${routePath}-${hash}`;
      }
    }
    if (!hasPath) throw new Error('routes.js: a route has no path');
    return route;
  });
}

function literalString(node: Expression): string | undefined {
  return node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
}

function stringValue(node: Expression, what: string): string {
  const value = literalString(node);
  if (value === undefined) throw new Error(`routes.js: ${what} is not a string literal`);
  return value;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Does a route path match a URL path the way react-router 5 does for Docusaurus' literal paths (not case-sensitive, not strict)? */
export function routeMatches(route: Pick<RouteNode, 'path' | 'exact'>, pathname: string): boolean {
  if (route.path === '*') return true;
  const routePath = trimSlash(route.path).toLowerCase();
  const url = trimSlash(pathname).toLowerCase();
  if (url === routePath) return true;
  if (route.exact) return false;
  return routePath === '/' || url.startsWith(`${routePath}/`);
}

/** The branch react-router-config's `matchRoutes` returns: at each level the first matching route, outermost first. */
export function matchRoutes(routes: RouteNode[], pathname: string): RouteNode[] {
  const route = routes.find((r) => routeMatches(r, pathname));
  if (!route) return [];
  return [route, ...matchRoutes(route.routes, pathname)];
}

// ---------------------------------------------------------------------------------------------------------
// Chunks and files

export interface ClientManifest {
  origins: Record<string, (string | number)[]>;
  assets: Record<string, {js?: {file: string}[]; css?: {file: string}[]}>;
}

/** The chunk names of a routesChunkNames entry (a nested object whose leaves are chunk names). */
export function chunkNamesOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

/** Build-relative files (`assets/js/...`) of the chunk names, through their chunk groups. */
export function chunkFiles(manifest: ClientManifest, chunkNames: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const name of chunkNames) {
    for (const id of manifest.origins[name] ?? []) {
      const asset = manifest.assets[String(id)];
      for (const file of [...(asset?.js ?? []), ...(asset?.css ?? [])]) files.add(file.file);
    }
  }
  return [...files];
}

/**
 * Files the runtime loads for a URL path before hydrating: the chunks of every matched route and of the
 * `main` entry. Throws when nothing but the catch-all route matches, so a page the tree does not know
 * cannot pass unweighed.
 */
export function routeChunkFiles(
  pathname: string,
  routes: RouteNode[],
  routesChunkNames: Record<string, unknown>,
  manifest: ClientManifest,
): string[] {
  const branch = matchRoutes(routes, pathname).filter((route) => route.chunkKey !== undefined);
  if (branch.length === 0) throw new Error(`no route of routes.js matches ${pathname}`);
  const names = branch.flatMap((route) => {
    const key = route.chunkKey as string;
    if (!(key in routesChunkNames)) throw new Error(`routesChunkNames.json has no entry ${key} (for ${pathname})`);
    return chunkNamesOf(routesChunkNames[key]);
  });
  return chunkFiles(manifest, ['main', ...names]);
}

// ---------------------------------------------------------------------------------------------------------
// The HTML

export interface HtmlAssets {
  /** `<script src>`, `<link rel=stylesheet>`, `<link rel=preload|modulepreload>` of scripts and styles: URLs as written. */
  scripts: string[];
  stylesheets: string[];
}

/** Scripts and stylesheets the HTML itself loads (inline ones are part of the HTML's own bytes). */
export function htmlAssets(html: string): HtmlAssets {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  for (const event of readHtml(html)) {
    if (event.kind !== 'open') continue;
    const {attrs} = event;
    if (event.tag === 'script' && attrs.src) {
      scripts.push(attrs.src);
    } else if (event.tag === 'link' && attrs.href) {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('stylesheet')) stylesheets.push(attrs.href);
      else if (rel.includes('modulepreload') || (rel.includes('preload') && attrs.as === 'script')) scripts.push(attrs.href);
      else if (rel.includes('preload') && attrs.as === 'style') stylesheets.push(attrs.href);
    }
  }
  return {scripts, stylesheets};
}

/**
 * The build-relative file of a URL the HTML loads, or undefined when it points elsewhere (another host or a
 * protocol-relative URL), which the caller must report: such a file cannot be weighed here.
 */
export function buildFileOf(url: string, baseUrl = '/'): string | undefined {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return undefined;
  const clean = url.split(/[?#]/)[0] ?? '';
  if (!clean.startsWith(baseUrl)) return undefined;
  return decodeURIComponent(clean.slice(baseUrl.length));
}

/** A page written by @docusaurus/plugin-client-redirects: a meta refresh and a `window.location` script, nothing else. */
export function isRedirectPage(html: string): boolean {
  if (html.length > 4096) return false;
  return /<meta\s[^>]*http-equiv=["']?refresh/i.test(html) && /window\.location(\.href)?\s*=/.test(html);
}

/** The URL path of a build-relative `…/index.html`. */
export function routeOfIndexFile(relativeFile: string): string {
  const dir = relativeFile.split(/[\\/]/).slice(0, -1).join('/');
  return `/${dir}`;
}

// ---------------------------------------------------------------------------------------------------------
// Weighing and budgets

export type AssetKind = 'js' | 'css';

export function assetKind(file: string): AssetKind | undefined {
  const clean = file.split(/[?#]/)[0] ?? '';
  if (/\.m?js$/i.test(clean)) return 'js';
  if (/\.css$/i.test(clean)) return 'css';
  return undefined;
}

export interface WeighedFile {
  file: string;
  kind: AssetKind;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  route: string;
  /** gzip bytes */
  js: number;
  css: number;
  html: number;
  total: number;
  raw: {js: number; css: number; html: number};
  files: WeighedFile[];
}

export function weighPage(route: string, html: {raw: number; gzip: number}, files: WeighedFile[]): PageWeight {
  const sum = (kind: AssetKind, key: 'raw' | 'gzip') => files.filter((f) => f.kind === kind).reduce((total, f) => total + f[key], 0);
  const js = sum('js', 'gzip');
  const css = sum('css', 'gzip');
  return {
    route,
    js,
    css,
    html: html.gzip,
    total: js + css + html.gzip,
    raw: {js: sum('js', 'raw'), css: sum('css', 'raw'), html: html.raw},
    files: [...files].sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file)),
  };
}

export const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

function largest(files: WeighedFile[], kind?: AssetKind, count = 3): string {
  return files
    .filter((f) => !kind || f.kind === kind)
    .slice(0, count)
    .map((f) => `${f.file} ${kib(f.gzip)}`)
    .join(', ');
}

/** One message per exceeded budget, naming the route and its largest files of that kind. */
export function budgetViolations(weight: PageWeight, budget: Pick<Budget, 'js' | 'css' | 'total'> = PAGE_WEIGHT_BUDGET): string[] {
  const out: string[] = [];
  if (weight.js > budget.js) {
    out.push(`${weight.route}: JS ${kib(weight.js)} gzip > ${kib(budget.js)} (largest: ${largest(weight.files, 'js')})`);
  }
  if (weight.css > budget.css) {
    out.push(`${weight.route}: CSS ${kib(weight.css)} gzip > ${kib(budget.css)} (largest: ${largest(weight.files, 'css')})`);
  }
  if (weight.total > budget.total) {
    out.push(
      `${weight.route}: JS+CSS+HTML ${kib(weight.total)} gzip > ${kib(budget.total)} (HTML ${kib(weight.html)}; largest: ${largest(weight.files)})`,
    );
  }
  return out;
}

/** For each budget, the heaviest route: the summary the test prints. */
export function summarize(weights: PageWeight[], budget: Pick<Budget, 'js' | 'css' | 'total'> = PAGE_WEIGHT_BUDGET): string {
  const lines = [`page weight of ${weights.length} routes (gzip, before interaction):`];
  for (const [key, label] of [
    ['js', 'JS'],
    ['css', 'CSS'],
    ['html', 'HTML'],
    ['total', 'JS+CSS+HTML'],
  ] as const) {
    const top = weights.reduce<PageWeight | undefined>((best, w) => (!best || w[key] > best[key] ? w : best), undefined);
    if (!top) continue;
    const limit = key === 'html' ? undefined : budget[key];
    const over = limit === undefined ? 0 : weights.filter((w) => w[key] > limit).length;
    lines.push(
      `  ${label.padEnd(12)} max ${kib(top[key]).padStart(10)} on ${top.route}` +
        (limit === undefined ? '' : `  (budget ${kib(limit)}; ${over} route${over === 1 ? '' : 's'} over)`),
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Data URIs in CSS

export interface CssDataUri {
  mime: string;
  /** Decoded size in bytes. */
  bytes: number;
}

/** The `url(data:…)` values of a stylesheet, with their MIME type and decoded size. */
export function cssDataUris(css: string): CssDataUri[] {
  const out: CssDataUri[] = [];
  const pattern = /url\(\s*(["']?)data:([^,]*),/gi;
  for (let match = pattern.exec(css); match; match = pattern.exec(css)) {
    const quote = match[1] ?? '';
    const header = (match[2] ?? '').trim();
    const start = match.index + match[0].length;
    // The payload ends at the closing quote, or at `)` for an unquoted URL (a base64 or URL-encoded payload
    // never holds a bare `)`).
    const end = quote ? css.indexOf(quote, start) : css.indexOf(')', start);
    const payload = css.slice(start, end === -1 ? css.length : end);
    const [mime = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
    const base64 = params.includes('base64');
    out.push({mime: mime || 'text/plain', bytes: base64 ? base64Bytes(payload) : percentDecodedBytes(payload)});
    pattern.lastIndex = start + payload.length;
  }
  return out;
}

function base64Bytes(payload: string): number {
  const clean = payload.replace(/\\\s*|\s+/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

function percentDecodedBytes(payload: string): number {
  try {
    return Buffer.byteLength(decodeURIComponent(payload));
  } catch {
    return Buffer.byteLength(payload);
  }
}

export function isFontMime(mime: string): boolean {
  return /^(font\/|application\/(x-)?font)/i.test(mime);
}

/** Inline fonts and inline images over the budget, one message per stylesheet and kind. */
export function cssInlineViolations(file: string, css: string, budget: Pick<Budget, 'inlineImage'> = PAGE_WEIGHT_BUDGET): string[] {
  const uris = cssDataUris(css);
  const fonts = uris.filter((u) => isFontMime(u.mime));
  const images = uris.filter((u) => u.mime.startsWith('image/') && u.bytes > budget.inlineImage);
  const out: string[] = [];
  if (fonts.length > 0) {
    const total = fonts.reduce((sum, f) => sum + f.bytes, 0);
    const mimes = [...new Set(fonts.map((f) => f.mime))].join(', ');
    out.push(`${file}: ${fonts.length} font${fonts.length === 1 ? '' : 's'} inlined as data URIs (${mimes}; ${kib(total)} decoded)`);
  }
  if (images.length > 0) {
    const sizes = images.map((i) => `${i.mime} ${kib(i.bytes)}`).join(', ');
    out.push(
      `${file}: ${images.length} image${images.length === 1 ? '' : 's'} over ${kib(budget.inlineImage)} inlined as data URIs (${sizes})`,
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// What a browser transfers (the browser test and the benchmark)

export const TRANSFER_KINDS = ['html', 'js', 'css', 'font', 'image', 'other'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface Transfer {
  url: string;
  kind: TransferKind;
  /** Body bytes on the wire (after content encoding). */
  bytes: number;
  /** Body bytes after decoding. */
  raw: number;
}

/** The kind of a response, from the browser's resource type, then its MIME type, then its file name. */
export function transferKind(resourceType: string, mimeType: string, url: string): TransferKind {
  const type = resourceType.toLowerCase();
  const mime = mimeType.toLowerCase().split(';')[0]?.trim() ?? '';
  const file = (url.split(/[?#]/)[0] ?? '').toLowerCase();
  if (type === 'document' || mime === 'text/html') return 'html';
  if (type === 'script' || /javascript|ecmascript/.test(mime) || /\.m?js$/.test(file)) return 'js';
  if (type === 'stylesheet' || mime === 'text/css' || file.endsWith('.css')) return 'css';
  if (type === 'font' || mime.startsWith('font/') || /\.(woff2?|ttf|otf|eot)$/.test(file)) return 'font';
  if (type === 'image' || mime.startsWith('image/') || /\.(png|jpe?g|gif|webp|avif|svg|ico)$/.test(file)) return 'image';
  return 'other';
}

/**
 * Is a request a prefetch (`<link rel=prefetch>`, which Docusaurus adds for the routes a page links to)?
 * Chromium marks those with a `Purpose: prefetch` header (`Sec-Purpose` in newer versions).
 */
export function isPrefetchRequest(headers: Record<string, string>): boolean {
  return Object.entries(headers).some(
    ([name, value]) =>
      /^(sec-)?purpose$/i.test(name) &&
      value
        .toLowerCase()
        .split(/[;,\s]+/)
        .includes('prefetch'),
  );
}

export type TransferTotals = Record<TransferKind | 'total', {requests: number; bytes: number; raw: number}>;

export function transferTotals(transfers: Transfer[]): TransferTotals {
  const totals = Object.fromEntries([...TRANSFER_KINDS, 'total'].map((k) => [k, {requests: 0, bytes: 0, raw: 0}])) as TransferTotals;
  for (const t of transfers) {
    for (const key of [t.kind, 'total'] as const) {
      totals[key].requests++;
      totals[key].bytes += t.bytes;
      totals[key].raw += t.raw;
    }
  }
  return totals;
}

/** Fonts and total over budget on a first load, naming the route and its largest transfers. */
export function transferViolations(
  route: string,
  transfers: Transfer[],
  budget: Pick<Budget, 'fonts' | 'total'> = PAGE_WEIGHT_BUDGET,
): string[] {
  const totals = transferTotals(transfers);
  const top = (kind?: TransferKind) =>
    [...transfers]
      .filter((t) => !kind || t.kind === kind)
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3)
      .map((t) => `${t.url} ${kib(t.bytes)}`)
      .join(', ');
  const out: string[] = [];
  if (totals.font.bytes > budget.fonts) {
    out.push(
      `${route}: fonts ${kib(totals.font.bytes)} transferred > ${kib(budget.fonts)} (${totals.font.requests} files; largest: ${top('font')})`,
    );
  }
  if (totals.total.bytes > budget.total) {
    const byKind = TRANSFER_KINDS.filter((k) => totals[k].requests > 0)
      .map((k) => `${k} ${kib(totals[k].bytes)}`)
      .join(', ');
    out.push(`${route}: ${kib(totals.total.bytes)} transferred > ${kib(budget.total)} (${byKind}; largest: ${top()})`);
  }
  return out;
}
