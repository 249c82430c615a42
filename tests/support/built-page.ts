/**
 * Pages of the production build read as files, for tests whose question the static HTML answers (a heading, a link's
 * target, an anchor, a table's rows, a code block's text): no browser, no server. `tests/build/` uses it; browser tests
 * keep what needs a browser (hydration, layout, input, colour).
 *
 * A page is parsed with rehype-parse into a hast tree, and read with hast-util-select (CSS selectors) and
 * hast-util-to-text (text as rendered: `<br>` and block boundaries become line breaks, `<wbr>` nothing).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Element, Root, RootContent} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';

export {select, selectAll};

export const BUILD = path.resolve(__dirname, '..', '..', 'build');

export interface BuiltPage {
  route: string;
  html: string;
  tree: Root;
}

const parser = unified().use(rehypeParse);
const cache = new Map<string, BuiltPage | null>();

/** The file a static host serves for `route` (`/a/b` -> `a/b/index.html`, else `a/b.html`), if the build has one. */
export function builtFile(route: string): string | undefined {
  const clean = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}/index.html`, `${clean}.html`, clean];
  return candidates.map((c) => path.join(BUILD, c)).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The built page of `route`, parsed; undefined when the build has no file for it. Parsed once per process. */
export function maybeBuiltPage(route: string): BuiltPage | undefined {
  if (!cache.has(route)) {
    const file = builtFile(route);
    if (!file?.endsWith('.html')) cache.set(route, null);
    else {
      const html = fs.readFileSync(file, 'utf8');
      cache.set(route, {route, html, tree: parser.parse(html)});
    }
  }
  return cache.get(route) ?? undefined;
}

/** The built page of `route`; fails the test when the build has none. */
export function builtPage(route: string): BuiltPage {
  assert.ok(fs.existsSync(path.join(BUILD, 'index.html')), `No build at ${BUILD}: run \`npm run build\` first.`);
  const page = maybeBuiltPage(route);
  assert.ok(page, `the build has no page for ${route}`);
  return page;
}

/** Text of an element as rendered, whitespace collapsed. */
export function textOf(node: Element | Root): string {
  return toText(node).replace(/\s+/g, ' ').trim();
}

/**
 * The DOM's `textContent`: the text nodes under `node`, concatenated, with nothing added between elements (table cells
 * run together). `textOf` is the text as rendered, for prose; this is for comparing code and cells exactly.
 */
export function textContent(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' || node.type === 'root') return node.children.map(textContent).join('');
  return '';
}

/** Texts of every element `selector` matches under `scope` (the whole page by default). */
export function textsOf(page: BuiltPage, selector: string, scope: Element | Root = page.tree): string[] {
  return selectAll(selector, scope).map(textOf);
}

/** Whether the page has an element with this id (an anchor a link can land on). */
export function hasId(page: BuiltPage, id: string): boolean {
  return select(`[id="${id.replace(/["\\]/g, '\\$&')}"]`, page.tree) !== undefined;
}

/**
 * Internal links under `selector` (the article by default) that lead nowhere: no built file for the path, or, with
 * a `#anchor`, no element with that id on the target page. Links are resolved against the page's route.
 */
export function brokenLinks(page: BuiltPage, selector = 'article'): string[] {
  const broken: string[] = [];
  const scope = select(selector, page.tree);
  assert.ok(scope, `${page.route}: no ${selector}`);
  const base = new URL(page.route, 'http://site.invalid');
  for (const link of selectAll('a[href]', scope)) {
    const href = String(link.properties.href);
    const url = new URL(href, base);
    if (url.origin !== base.origin) continue;
    const id = decodeURIComponent(url.hash.slice(1));
    // A target is parsed only when an anchor must be found in it; otherwise its file existing is the answer.
    if (url.pathname !== base.pathname && !builtFile(url.pathname)) broken.push(`${href}: no page`);
    else if (id) {
      const target = url.pathname === base.pathname ? page : maybeBuiltPage(url.pathname);
      if (target && !hasId(target, id)) broken.push(`${href}: no element with id "${id}" on ${url.pathname}`);
    }
  }
  return [...new Set(broken)];
}
