/**
 * Page-weight budgets of every route of the production build, from the build files: an upper bound of what a first
 * load fetches (scripts/lib/page-weight.ts): the HTML, the JS and CSS it loads before the reader can interact (its
 * own scripts and stylesheets, plus the route chunks the Docusaurus runtime loads before hydrating), the font files
 * its stylesheets and preloads can fetch for the characters it draws, and its images. Bytes on the wire: gzip for
 * text, as served. Also no font, and no image over 2 KiB, inlined in CSS. Budgets: PAGE_WEIGHT_BUDGET. The browser
 * test (tests/e2e/page-weight.test.ts) checks on a sample that Chromium fetches no more than this model counts.
 * Needs a build: run `npm run build` first.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {type BuildWeights, weighBuild} from '../../scripts/lib/build-weight';
import {
  budgeted,
  budgetViolations,
  cssInlineViolations,
  matchRoutes,
  PAGE_WEIGHT_BUDGET,
  type RouteNode,
  summarize,
} from '../../scripts/lib/page-weight';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const GENERATED = path.join(ROOT, '.docusaurus');
/** Lines of violations shown in a failure message; the rest are counted. */
const SHOWN = 30;
const KiB = 1024;

function walk(dir: string, accept: (file: string) => boolean, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, accept, out);
    else if (accept(entry.name)) out.push(full);
  }
  return out;
}

function shortList(lines: string[]): string {
  const more = lines.length > SHOWN ? `\n… and ${lines.length - SHOWN} more` : '';
  return `${lines.slice(0, SHOWN).join('\n')}${more}`;
}

describe('page weight of every route', () => {
  let build: BuildWeights;

  before(() => {
    build = weighBuild(BUILD, GENERATED);
    console.log(summarize(build.weights));
  });

  it('weighs every page route of routes.js, each against its own files', () => {
    const {routes, weights, problems} = build;
    assert.equal(problems.length, 0, shortList(problems));
    // Every exact route of the tree has its page in the build, and is weighed.
    const weighed = new Set(weights.map((w) => w.route));
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
    const unmatched = weights.filter((w) => !matchRoutes(routes, w.route).some((r) => r.exact));
    assert.deepEqual(
      unmatched.map((w) => w.route),
      [],
    );
    for (const w of weights) {
      // The entry scripts of the HTML are among the files the runtime resolution finds for `main`, and every page
      // draws its text with the site font.
      assert.ok(
        w.files.some((f) => /(^|\/)main\.[^/]*\.js$/.test(f.file)),
        `${w.route}: the main bundle was not weighed`,
      );
      assert.ok(
        w.files.some((f) => /(^|\/)urbanist-latin\.[^/]*\.woff2$/.test(f.file)),
        `${w.route}: the site font was not weighed`,
      );
    }
  });

  it(
    `keeps every route within JS ${PAGE_WEIGHT_BUDGET.js / KiB} KiB, CSS ${PAGE_WEIGHT_BUDGET.css / KiB} KiB, fonts ` +
      `${PAGE_WEIGHT_BUDGET.fonts / KiB} KiB and ${PAGE_WEIGHT_BUDGET.total / KiB} KiB in all (on the wire)`,
    () => {
      // Heaviest routes first, so the message starts with the worst offenders.
      const heaviestFirst = [...build.weights].sort((a, b) => b.total - a.total || a.route.localeCompare(b.route));
      const over = heaviestFirst.map((w) => budgetViolations(w)).filter((v) => v.length > 0);
      assert.equal(
        over.length,
        0,
        `${over.length} of ${build.weights.length} routes over budget, heaviest first:\n${shortList(over.flat())}`,
      );
      // Each budget is checked on every route: the figures are there to be checked.
      for (const w of build.weights)
        for (const value of Object.values(budgeted(w))) assert.ok(value > 0, `${w.route}: a budgeted kind weighs 0`);
    },
  );

  it('inlines no font, and no image over 2 KiB, as a data URI in any built CSS', () => {
    const stylesheets = walk(BUILD, (name) => name.endsWith('.css'));
    assert.ok(stylesheets.length > 0, 'the build has no CSS');
    const violations = stylesheets.flatMap((file) => cssInlineViolations(path.relative(BUILD, file), fs.readFileSync(file, 'utf8')));
    assert.equal(violations.length, 0, shortList(violations));
  });
});
