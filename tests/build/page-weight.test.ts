/**
 * Page-weight budgets of every route of the production build: the gzip size of the JS and CSS a page loads
 * before the reader can interact (its HTML's own scripts and stylesheets, plus the route chunks the Docusaurus
 * runtime loads before hydrating), and of the HTML. Also no font, and no image over 2 KiB, inlined in CSS.
 * Budgets: PAGE_WEIGHT_BUDGET in scripts/lib/page-weight.ts. Needs a build: run `npm run build` first.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import zlib from 'node:zlib';
import {
  assetKind,
  budgetViolations,
  buildFileOf,
  type ClientManifest,
  cssInlineViolations,
  htmlAssets,
  matchRoutes,
  PAGE_WEIGHT_BUDGET,
  type PageWeight,
  parseRoutesModule,
  type RouteNode,
  routeChunkFiles,
  summarize,
  type WeighedFile,
  weighPage,
} from '../../scripts/lib/page-weight';
import {listBuiltPages} from '../../scripts/lib/build-pages';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const GENERATED = path.join(ROOT, '.docusaurus');
/** Lines of violations shown in a failure message; the rest are counted. */
const SHOWN = 30;

function walk(dir: string, accept: (file: string) => boolean, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, accept, out);
    else if (accept(entry.name)) out.push(full);
  }
  return out;
}

const sizes = new Map<string, {raw: number; gzip: number}>();
function sizeOf(file: string): {raw: number; gzip: number} {
  let size = sizes.get(file);
  if (!size) {
    const bytes = fs.readFileSync(file);
    size = {raw: bytes.length, gzip: zlib.gzipSync(bytes, {level: 9}).length};
    sizes.set(file, size);
  }
  return size;
}

function shortList(lines: string[]): string {
  const more = lines.length > SHOWN ? `\n… and ${lines.length - SHOWN} more` : '';
  return `${lines.slice(0, SHOWN).join('\n')}${more}`;
}

describe('page weight of every route', () => {
  let routes: RouteNode[];
  let chunkNames: Record<string, unknown>;
  let manifest: ClientManifest;
  const pages: {route: string; file: string; html: string}[] = [];
  const weights: PageWeight[] = [];
  const problems: string[] = [];

  before(() => {
    for (const file of [path.join(BUILD, 'index.html'), path.join(GENERATED, 'client-manifest.json')]) {
      if (!fs.existsSync(file)) throw new Error(`${file} not found: run \`npm run build\` before this test.`);
    }
    routes = parseRoutesModule(fs.readFileSync(path.join(GENERATED, 'routes.js'), 'utf8'));
    chunkNames = JSON.parse(fs.readFileSync(path.join(GENERATED, 'routesChunkNames.json'), 'utf8'));
    manifest = JSON.parse(fs.readFileSync(path.join(GENERATED, 'client-manifest.json'), 'utf8'));

    for (const {route, file} of listBuiltPages(BUILD)) pages.push({route, file, html: fs.readFileSync(file, 'utf8')});

    for (const page of pages) {
      const {scripts, stylesheets} = htmlAssets(page.html);
      const files = new Set<string>();
      for (const url of [...scripts, ...stylesheets]) {
        const file = buildFileOf(url);
        if (file === undefined) problems.push(`${page.route}: loads ${url}, which is not in the build and cannot be weighed`);
        else files.add(file);
      }
      try {
        for (const file of routeChunkFiles(page.route, routes, chunkNames, manifest)) files.add(file);
      } catch (error) {
        problems.push((error as Error).message);
      }
      const weighed: WeighedFile[] = [];
      for (const file of files) {
        const full = path.join(BUILD, file);
        const kind = assetKind(file);
        if (!fs.existsSync(full)) problems.push(`${page.route}: ${file} is not in build/`);
        else if (kind) weighed.push({file, kind, ...sizeOf(full)});
      }
      weights.push(weighPage(page.route, sizeOf(page.file), weighed));
    }
    console.log(summarize(weights));
  });

  it('weighs every page route of routes.js, each against its own files', () => {
    assert.equal(problems.length, 0, shortList(problems));
    // Every exact route of the tree has its page in the build, and is weighed.
    const weighed = new Set(pages.map((p) => p.route));
    const leaves: string[] = [];
    const collect = (nodes: RouteNode[]) => {
      for (const node of nodes) {
        if (node.exact) leaves.push(node.path.length > 1 ? node.path.replace(/\/$/, '') : node.path);
        collect(node.routes);
      }
    };
    collect(routes);
    assert.ok(leaves.length > 10, `routes.js lists only ${leaves.length} pages`);
    const missing = leaves.filter((route) => !weighed.has(route));
    assert.deepEqual(missing, [], `routes without a weighed page: ${missing.join(', ')}`);
    // Each weighed page resolves to its own exact route, not only to a layout or the catch-all.
    const unmatched = pages.filter((p) => !matchRoutes(routes, p.route).some((r) => r.exact));
    assert.deepEqual(
      unmatched.map((p) => p.route),
      [],
    );
    // The entry scripts of the HTML are among the files the runtime resolution finds for `main`.
    for (const w of weights) {
      assert.ok(
        w.files.some((f) => /(^|\/)main\.[^/]*\.js$/.test(f.file)),
        `${w.route}: the main bundle was not weighed`,
      );
    }
  });

  it(`keeps every route within JS ${PAGE_WEIGHT_BUDGET.js / 1024} KiB, CSS ${PAGE_WEIGHT_BUDGET.css / 1024} KiB and ${PAGE_WEIGHT_BUDGET.total / 1024} KiB in all (gzip)`, () => {
    // Heaviest routes first, so the message starts with the worst offenders.
    const heaviestFirst = [...weights].sort((a, b) => b.total - a.total || a.route.localeCompare(b.route));
    const over = heaviestFirst.map((w) => budgetViolations(w)).filter((v) => v.length > 0);
    assert.equal(over.length, 0, `${over.length} of ${weights.length} routes over budget, heaviest first:\n${shortList(over.flat())}`);
  });

  it('inlines no font, and no image over 2 KiB, as a data URI in any built CSS', () => {
    const stylesheets = walk(BUILD, (name) => name.endsWith('.css'));
    assert.ok(stylesheets.length > 0, 'the build has no CSS');
    const violations = stylesheets.flatMap((file) => cssInlineViolations(path.relative(BUILD, file), fs.readFileSync(file, 'utf8')));
    assert.equal(violations.length, 0, shortList(violations));
  });
});
