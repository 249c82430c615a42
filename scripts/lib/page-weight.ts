/**
 * Page weight: what a built page can make the browser fetch on its first load, and whether it fits the site's
 * budgets. Pure functions over the build's own records; scripts/lib/build-weight.ts reads the files, the build test
 * (tests/build/page-weight.test.ts) checks every route, and the browser test checks on a sample that the model is an
 * upper bound of what Chromium fetches.
 *
 * Before hydrating, the Docusaurus client runtime (`@docusaurus/core` client/preload.js) matches the URL against
 * the route tree (`.docusaurus/routes.js`, with react-router-config's `matchRoutes`: at each level the first
 * route that matches, then its children) and loads the chunks of every matched route, from the outermost layout
 * to the page: `routesChunkNames.json` gives each route's chunk names, and the bundler's `client-manifest.json`
 * gives the chunk ids of each chunk name (`origins`) and the files of each chunk id (`assets`). Add what the HTML
 * loads (scripts, stylesheets, preloads, images), what those stylesheets load (`@import`, `url()`, and the
 * `@font-face` files whose unicode-range holds a character the page draws) and the HTML itself: that is the bound.
 */
import {type ExportDefaultDeclaration, type Expression, parse} from 'acorn';
import {Parser} from 'htmlparser2';
import postcss, {type AtRule, type ChildNode, type Node as CssNode, type Rule} from 'postcss';
import selectorParser from 'postcss-selector-parser';

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
  /** Web fonts a first load can fetch (math pages load per-face KaTeX subsets too). */
  fonts: PAGE_WEIGHT_TARGET.fonts,
  /** Everything a first load can transfer: HTML, JS, CSS, fonts, images and any other file the page loads. */
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
  /** `<script src>`, `<link rel=preload|modulepreload>` of scripts: URLs as written. */
  scripts: string[];
  /** `<link rel=stylesheet>` (in the head or, for KaTeX, in the body) and `<link rel=preload as=style>`. */
  stylesheets: string[];
  /** `<link rel=preload as=font>`: fetched whether or not the page draws with the face. */
  fonts: string[];
  /**
   * Every `<img>` (src and each srcset candidate; a lazy one too, since it loads on first load when it is near the
   * viewport), `<link rel=icon>` and `<link rel=preload as=image>`, `<video poster>`, `<source srcset>`.
   */
  images: string[];
  /** Other files a browser may fetch on load: other preloads, the web app manifest, the OpenSearch description. */
  other: string[];
  /** Text of the inline `<style>` elements: their `@font-face` rules and `url()`s load like a stylesheet's. */
  inlineStyles: string[];
  /** `style` attributes: a font family they name may be drawn anywhere. */
  styleAttributes: string[];
  /** Every class an element of the HTML carries. */
  classes: string[];
  /**
   * Every character the page can draw: its text outside scripts and styles, and the `placeholder`, `value` and `alt`
   * attributes. What decides which unicode-range faces of a font are fetched.
   */
  text: string;
}

const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

/**
 * What the HTML itself loads (inline scripts and styles are part of the HTML's own bytes) and the text it draws.
 * Read with htmlparser2's streaming parser: a tree is not needed, and it reads the 300 pages about 30 times faster
 * than building their trees.
 */
export function htmlAssets(html: string): HtmlAssets {
  const out: HtmlAssets = {
    scripts: [],
    stylesheets: [],
    fonts: [],
    images: [],
    other: [],
    inlineStyles: [],
    styleAttributes: [],
    classes: [],
    text: '',
  };
  const text: string[] = [];
  const classes = new Set<string>();
  let rawText: 'script' | 'style' | undefined;
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        if (tag === 'script' || tag === 'style') rawText = tag;
        for (const name of ['placeholder', 'value', 'alt']) if (attrs[name]) text.push(attrs[name]);
        for (const name of attrs.class?.split(/\s+/) ?? []) if (name) classes.add(name);
        if (attrs.style) out.styleAttributes.push(attrs.style);
        if (tag === 'script' && attrs.src) {
          out.scripts.push(attrs.src);
        } else if (tag === 'img') {
          if (attrs.src) out.images.push(attrs.src);
          if (attrs.srcset) out.images.push(...srcsetUrls(attrs.srcset));
        } else if (tag === 'source' && attrs.srcset) {
          out.images.push(...srcsetUrls(attrs.srcset));
        } else if (tag === 'video' && attrs.poster) {
          out.images.push(attrs.poster);
        } else if (tag === 'input' && attrs.type === 'image' && attrs.src) {
          out.images.push(attrs.src);
        } else if (tag === 'link' && attrs.href) {
          const {href} = attrs;
          const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
          const as = (attrs.as ?? '').toLowerCase();
          if (rel.includes('stylesheet')) out.stylesheets.push(href);
          else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) out.scripts.push(href);
          else if (rel.includes('preload') && as === 'style') out.stylesheets.push(href);
          else if (rel.includes('preload') && as === 'font') out.fonts.push(href);
          else if ((rel.includes('preload') && as === 'image') || rel.includes('icon') || rel.includes('apple-touch-icon'))
            out.images.push(href);
          else if (rel.includes('preload') || rel.includes('manifest') || rel.includes('search')) out.other.push(href);
        }
      },
      ontext(value) {
        if (rawText === 'style') out.inlineStyles.push(value);
        else if (rawText === undefined) text.push(value);
      },
      onclosetag(tag) {
        if (tag === rawText) rawText = undefined;
      },
    },
    {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.write(html);
  parser.end();
  // Only the characters matter: the parser hands text over in pieces (entities split it).
  out.text = text.join('');
  out.classes = [...classes];
  return out;
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

/** A URL as written in a file served at `from` (a site path), made site-absolute; other hosts and data URIs stay as they are. */
export function resolveUrl(url: string, from: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  const resolved = new URL(url, new URL(from, 'http://site.invalid'));
  return resolved.pathname + resolved.search;
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
// What a stylesheet loads

/** Inclusive code point ranges. */
export type CodePointRanges = [number, number][];

/** Reads a CSS unicode-range value (`U+0-FF`, `U+131`, `U+4??` wildcards), as the browser does. */
export function parseUnicodeRange(value: string): CodePointRanges {
  return value.split(',').map((part) => {
    const match = /^u\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?$/i.exec(part.trim());
    if (!match?.[1]) throw new Error(`unicode-range part not understood: "${part.trim()}"`);
    const [, first, last] = match;
    if (first.includes('?')) return [Number.parseInt(first.replace(/\?/g, '0'), 16), Number.parseInt(first.replace(/\?/g, 'F'), 16)];
    const start = Number.parseInt(first, 16);
    return [start, last ? Number.parseInt(last, 16) : start];
  });
}

export interface FontFaceSource {
  family: string;
  /** The first `url()` of `src` as written (a `local()` font may be absent, then this is what loads). */
  url: string;
  /** Undefined: every character (the face has no unicode-range). */
  unicodeRange: CodePointRanges | undefined;
}

export interface CssResources {
  /** `@font-face` rules that load a file (not `local()` only, not a data URI). */
  fonts: FontFaceSource[];
  /** `url()` values outside `@font-face` (backgrounds, masks, cursors, list images), data URIs and fragments left out. */
  urls: string[];
  /** `@import` targets. */
  imports: string[];
  /** The strings of `content` declarations: generated text is drawn with the page's fonts too. */
  text: string;
  /** Declarations that may name a font family (any but `@font-face`'s), with what their rule's selectors need. */
  fontUses: FontUse[];
}

export interface FontUse {
  /** The declaration's value (`KaTeX_Size1`, `normal 1.21em KaTeX_Main,Times New Roman,serif`, a custom property's). */
  value: string;
  /**
   * Per selector of the rule, the classes it names outside functional pseudo-classes: it can match only in a page
   * where each of them is on some element. An empty list needs none (a type selector, `:root`, a style attribute).
   */
  classes: string[][];
}

/** The font declarations of a `style` attribute: they need no class. */
export function styleAttributeFontUses(style: string): FontUse[] {
  return style.split(';').flatMap((declaration) => {
    const colon = declaration.indexOf(':');
    const prop = declaration.slice(0, colon).trim().toLowerCase();
    const isFont = colon > 0 && (prop === 'font-family' || prop === 'font' || prop.startsWith('--'));
    return isFont ? [{value: declaration.slice(colon + 1).trim(), classes: [[]]}] : [];
  });
}

/**
 * The classes a selector needs to match anything, read by postcss-selector-parser (escapes decoded): those outside
 * functional pseudo-classes, since what `:not()`, `:is()`, `:where()` or `:has()` name need not be on the page. None
 * when the selector cannot be read.
 */
export function selectorClasses(selector: string): string[] {
  const classes = new Set<string>();
  try {
    selectorParser((root) => {
      root.walkClasses((node) => {
        for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return;
        classes.add(node.value);
      });
    }).processSync(selector);
  } catch {
    return [];
  }
  return [...classes];
}

/**
 * May the page draw with this font family at all? Only if a declaration names it in a rule whose selector can
 * match the page (every class the selector needs is on some element of its HTML). A face is fetched only for text
 * drawn in its family, so a family no rule can give any element (KaTeX's `Size4` on a page without large
 * delimiters) costs nothing.
 */
export function familyMayBeDrawn(family: string, uses: FontUse[], classes: ReadonlySet<string>): boolean {
  // Leniently: the name as a word anywhere in the value (a font shorthand, a var() fallback, a longer family's name).
  const escaped = family.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = new RegExp(`(^|[\\s,(])${escaped}($|[\\s,)!])`);
  const names = (value: string) => word.test(value.toLowerCase().replace(/["']/g, ''));
  return uses.some((use) => names(use.value) && use.classes.some((needed) => needed.every((c) => classes.has(c))));
}

const URL_PATTERN = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi;

function urlsIn(value: string): string[] {
  return [...value.matchAll(URL_PATTERN)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim()).filter(Boolean);
}

const fetched = (url: string) => !/^data:/i.test(url) && !url.startsWith('#');

/** The strings of a CSS value with their escapes (`\2192 `, `\"`) decoded. */
function cssStrings(value: string): string[] {
  return [...value.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/gs)].map((m) =>
    (m[1] ?? m[2] ?? '').replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gis, (_, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
    ),
  );
}

function insideFontFace(node: ChildNode): boolean {
  for (let parent = node.parent as CssNode | undefined; parent; parent = parent.parent as CssNode | undefined) {
    if (parent.type === 'atrule' && (parent as AtRule).name.toLowerCase() === 'font-face') return true;
  }
  return false;
}

/** What a stylesheet makes the browser fetch: its font faces, its other `url()`s and its imports, and the text it generates. */
export function cssResources(css: string): CssResources {
  const out: CssResources = {fonts: [], urls: [], imports: [], text: '', fontUses: []};
  const text: string[] = [];
  postcss.parse(css).walk((node) => {
    if (node.type === 'atrule' && node.name.toLowerCase() === 'import') {
      const target = urlsIn(node.params)[0] ?? cssStrings(node.params)[0];
      if (target) out.imports.push(target);
    } else if (node.type === 'atrule' && node.name.toLowerCase() === 'font-face') {
      let family = '';
      let src = '';
      let range: string | undefined;
      node.walkDecls((decl) => {
        const prop = decl.prop.toLowerCase();
        if (prop === 'font-family') family = decl.value.trim().replace(/^["']|["']$/g, '');
        else if (prop === 'src') src = decl.value;
        else if (prop === 'unicode-range') range = decl.value;
      });
      const url = urlsIn(src)[0];
      if (url && fetched(url)) out.fonts.push({family, url, unicodeRange: range === undefined ? undefined : parseUnicodeRange(range)});
    } else if (node.type === 'decl' && !insideFontFace(node)) {
      out.urls.push(...urlsIn(node.value).filter(fetched));
      const prop = node.prop.toLowerCase();
      if (prop === 'content') text.push(...cssStrings(node.value));
      if (prop === 'font-family' || prop === 'font' || prop.startsWith('--')) {
        const rule = node.parent?.type === 'rule' ? (node.parent as Rule) : undefined;
        out.fontUses.push({value: node.value, classes: rule ? rule.selectors.map(selectorClasses) : [[]]});
      }
    }
  });
  out.text = text.join(' ');
  return out;
}

/**
 * Would a browser fetch this face for a page that draws (at most) the characters of `text`? A face with a
 * unicode-range is fetched only when the page draws a character of the range (CSS Fonts 4, §4.5); one without is
 * fetched for any text in its family, which this does not look at: it is counted.
 */
export function faceMayLoad(face: Pick<FontFaceSource, 'unicodeRange'>, text: string): boolean {
  if (!face.unicodeRange) return true;
  const ranges = face.unicodeRange;
  for (const char of new Set(text)) {
    const cp = char.codePointAt(0) as number;
    if (ranges.some(([lo, hi]) => cp >= lo && cp <= hi)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Weighing and budgets

/** The kinds a first load is counted in, by the model and in the browser alike. */
export type AssetKind = TransferKind;

/** The kind of a build file, from its name. */
export function assetKind(file: string): AssetKind {
  const clean = (file.split(/[?#]/)[0] ?? '').toLowerCase();
  if (/\.html?$/.test(clean)) return 'html';
  if (/\.m?js$/.test(clean)) return 'js';
  if (clean.endsWith('.css')) return 'css';
  if (/\.(woff2?|ttf|otf|eot)$/.test(clean)) return 'font';
  if (/\.(png|jpe?g|gif|webp|avif|svg|ico)$/.test(clean)) return 'image';
  return 'other';
}

export interface WeighedFile {
  /** Build-relative path. */
  file: string;
  kind: AssetKind;
  raw: number;
  /** Bytes on the wire: gzip (level 9) for the text formats the server compresses, the file itself for fonts and raster images. */
  bytes: number;
  /**
   * How many times a first load may fetch it: once, or as often as the HTML names it (the logo is preloaded and
   * drawn by two `<img>`s, one per colour mode; with the cache off, which is how the browser test loads, each is a request).
   */
  requests: number;
}

export interface PageWeight {
  route: string;
  /** Bytes on the wire by kind. */
  bytes: Record<AssetKind, number>;
  /** All of them: the first load's upper bound. */
  total: number;
  raw: Record<AssetKind, number>;
  /** Heaviest first. */
  files: WeighedFile[];
}

const byKind = (files: WeighedFile[], key: 'raw' | 'bytes') =>
  Object.fromEntries(
    TRANSFER_KINDS.map((kind) => [kind, files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f[key] * f.requests, 0)]),
  ) as Record<AssetKind, number>;

/** Sums the files of a page (its HTML among them), each listed once and counted as often as it may be fetched. */
export function weighPage(route: string, files: WeighedFile[]): PageWeight {
  const unique = [...new Map(files.map((f) => [f.file, f])).values()];
  const bytes = byKind(unique, 'bytes');
  return {
    route,
    bytes,
    total: Object.values(bytes).reduce((sum, b) => sum + b, 0),
    raw: byKind(unique, 'raw'),
    files: unique.sort((a, b) => b.bytes * b.requests - a.bytes * a.requests || a.file.localeCompare(b.file)),
  };
}

export const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

function largest(files: WeighedFile[], kind?: AssetKind, count = 3): string {
  return files
    .filter((f) => !kind || f.kind === kind)
    .slice(0, count)
    .map((f) => `${f.file} ${kib(f.bytes)}${f.requests > 1 ? ` x${f.requests}` : ''}`)
    .join(', ');
}

function kindList(bytes: Record<AssetKind, number>): string {
  return TRANSFER_KINDS.filter((k) => bytes[k] > 0)
    .map((k) => `${k} ${kib(bytes[k])}`)
    .join(', ');
}

export type BudgetKey = 'js' | 'css' | 'fonts' | 'total';

/** The budgeted figures of a page weight. */
export function budgeted(weight: PageWeight): Record<BudgetKey, number> {
  return {js: weight.bytes.js, css: weight.bytes.css, fonts: weight.bytes.font, total: weight.total};
}

/** One message per exceeded budget, naming the route and its largest files of that kind. */
export function budgetViolations(weight: PageWeight, budget: Pick<Budget, BudgetKey> = PAGE_WEIGHT_BUDGET): string[] {
  const {js, css, fonts, total} = budgeted(weight);
  const out: string[] = [];
  if (js > budget.js) out.push(`${weight.route}: JS ${kib(js)} gzip > ${kib(budget.js)} (largest: ${largest(weight.files, 'js')})`);
  if (css > budget.css) out.push(`${weight.route}: CSS ${kib(css)} gzip > ${kib(budget.css)} (largest: ${largest(weight.files, 'css')})`);
  if (fonts > budget.fonts) {
    const count = weight.files.filter((f) => f.kind === 'font').length;
    out.push(`${weight.route}: fonts ${kib(fonts)} > ${kib(budget.fonts)} (${count} files; largest: ${largest(weight.files, 'font')})`);
  }
  if (total > budget.total) {
    out.push(
      `${weight.route}: first load ${kib(total)} > ${kib(budget.total)} (${kindList(weight.bytes)}; largest: ${largest(weight.files)})`,
    );
  }
  return out;
}

/** For each budget (and the HTML and images), the heaviest route: the summary the test prints. */
export function summarize(weights: PageWeight[], budget: Pick<Budget, BudgetKey> = PAGE_WEIGHT_BUDGET): string {
  const lines = [`first-load bound of ${weights.length} routes (bytes on the wire, gzip for text):`];
  const rows: [string, (w: PageWeight) => number, number | undefined][] = [
    ['JS', (w) => w.bytes.js, budget.js],
    ['CSS', (w) => w.bytes.css, budget.css],
    ['fonts', (w) => w.bytes.font, budget.fonts],
    ['images', (w) => w.bytes.image, undefined],
    ['other', (w) => w.bytes.other, undefined],
    ['HTML', (w) => w.bytes.html, undefined],
    ['total', (w) => w.total, budget.total],
  ];
  for (const [label, value, limit] of rows) {
    const top = weights.reduce<PageWeight | undefined>((best, w) => (!best || value(w) > value(best) ? w : best), undefined);
    if (!top) continue;
    const over = limit === undefined ? 0 : weights.filter((w) => value(w) > limit).length;
    lines.push(
      `  ${label.padEnd(7)} max ${kib(value(top)).padStart(10)} on ${top.route}` +
        (limit === undefined ? '' : `  (budget ${kib(limit)}; ${over} route${over === 1 ? '' : 's'} over)`),
    );
  }
  return lines.join('\n');
}

/**
 * Where a browser's first load of a route is not within the model's bound: a kind with more bytes than the model
 * counts, or a file fetched that the model does not count. `fileOf` maps a transferred URL to its build file.
 */
export function boundViolations(weight: PageWeight, transfers: Transfer[], fileOf: (url: string) => string | undefined): string[] {
  const out: string[] = [];
  const measured = transferTotals(transfers);
  for (const kind of TRANSFER_KINDS) {
    if (measured[kind].bytes > weight.bytes[kind]) {
      out.push(`${weight.route}: ${kind} ${measured[kind].bytes} bytes in the browser > ${weight.bytes[kind]} in the model`);
    }
  }
  const counted = new Set(weight.files.map((f) => f.file));
  for (const t of transfers) {
    const file = fileOf(t.url);
    if (file === undefined || !counted.has(file))
      out.push(`${weight.route}: the browser fetched ${t.url} (${t.kind}), which the model does not count`);
  }
  return out;
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
