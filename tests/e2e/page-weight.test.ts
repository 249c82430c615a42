/**
 * The page-weight model against the browser. tests/build/page-weight.test.ts checks every route's budgets with an
 * upper bound of its first load computed from the build files (scripts/lib/build-weight.ts); this file checks, on a
 * fixed sample, that the bound holds: each page is loaded in Chromium at 390x844 with the HTTP cache disabled from
 * the gzip-serving static server until it has hydrated and the network is quiet (scripts/lib/measure-page.ts), and
 * the bytes it transferred of each kind must not exceed the model's, nor may it fetch a file the model does not
 * count (prefetches of other routes left out). The budgets are checked on the measured bytes too.
 *
 * The sample: the home page, the search page, the heaviest route of each kind the model counts (HTML, JS, CSS,
 * fonts, images, total), the heaviest page of each sidebar and the heaviest generated contract reference page.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {weighBuild} from '../../scripts/lib/build-weight';
import {measureFirstLoad} from '../../scripts/lib/measure-page';
import {boundViolations, kib, type PageWeight, TRANSFER_KINDS, transferTotals, transferViolations} from '../../scripts/lib/page-weight';
import {resolveRequestPath} from '../../scripts/lib/static-server';
import {useSite} from './harness';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const GENERATED_DIR = path.join(ROOT, '.docusaurus');
const SIDEBARS = ['concepts', 'guides', 'reference', 'api', 'apps', 'solana', 'support'];
/** Pages written by the contract-reference plugin at build time (git-ignored docs/reference/<protocol>/contracts/). */
const GENERATED = /^\/reference\/(?!legacy\/)[^/]+\/contracts\//;
const CONCURRENCY = 3;

/** The sample, each route with why it is in it. */
function sample(weights: PageWeight[]): Map<string, string> {
  const chosen = new Map<string, string>();
  const add = (weight: PageWeight | undefined, why: string) => {
    if (weight && !chosen.has(weight.route)) chosen.set(weight.route, why);
  };
  const heaviest = (pages: PageWeight[], value: (w: PageWeight) => number) =>
    pages.reduce<PageWeight | undefined>((best, w) => (!best || value(w) > value(best) ? w : best), undefined);
  for (const route of ['/', '/search'])
    add(
      weights.find((w) => w.route === route),
      route === '/' ? 'home' : 'search',
    );
  for (const kind of ['html', 'js', 'css', 'font', 'image'] as const)
    add(
      heaviest(weights, (w) => w.bytes[kind]),
      `heaviest ${kind}`,
    );
  add(
    heaviest(weights, (w) => w.total),
    'heaviest total',
  );
  for (const sidebar of SIDEBARS) {
    const pages = weights.filter((w) => w.route.startsWith(`/${sidebar}/`) && !GENERATED.test(w.route) && !chosen.has(w.route));
    add(
      heaviest(pages, (w) => w.total),
      `heaviest of the ${sidebar} sidebar`,
    );
  }
  add(
    heaviest(
      weights.filter((w) => GENERATED.test(w.route)),
      (w) => w.total,
    ),
    'heaviest generated reference page',
  );
  return chosen;
}

const site = useSite();
const model = fs.existsSync(path.join(BUILD, 'index.html')) ? weighBuild(BUILD, GENERATED_DIR) : undefined;
const plan = model ? sample(model.weights) : new Map<string, string>();
const results: string[] = [];

/** The build file a transferred URL (a site path) is answered with, as the server resolves it. */
function fileOf(url: string): string | undefined {
  const file = resolveRequestPath(BUILD, url);
  return file && path.relative(BUILD, file).split(path.sep).join('/');
}

describe('the page-weight model bounds what the browser fetches (390x844, no cache, gzip)', {concurrency: CONCURRENCY}, () => {
  it('has a build and a sample to load', () => {
    assert.ok(model, `No build at ${BUILD}: run \`npm run build\` first.`);
    assert.deepEqual(model.problems, []);
    assert.ok(plan.size >= 12, `only ${plan.size} routes sampled`);
    console.log(`loading ${plan.size} of ${model.weights.length} routes:\n${[...plan].map(([r, why]) => `  ${r} (${why})`).join('\n')}`);
  });

  for (const [route, why] of plan) {
    it(`${route} (${why})`, async () => {
      const weight = model?.weights.find((w) => w.route === route) as PageWeight;
      const page = await site.newPage({width: 390, height: 844});
      try {
        const load = await measureFirstLoad(page, site.url(route));
        assert.deepEqual(load.failed, [], `${route}: failed requests`);
        assert.ok(
          load.transfers.some((t) => t.kind === 'html') &&
            load.transfers.some((t) => t.kind === 'js') &&
            load.transfers.some((t) => t.kind === 'font'),
          `${route}: no HTML, JS or font measured`,
        );
        const measured = transferTotals(load.transfers);
        results.push(
          `  ${route}: ${TRANSFER_KINDS.filter((k) => weight.bytes[k] > 0 || measured[k].bytes > 0)
            .map((k) => `${k} ${kib(measured[k].bytes)}/${kib(weight.bytes[k])}`)
            .join(', ')}; total ${kib(measured.total.bytes)}/${kib(weight.total)}`,
        );
        const outside = boundViolations(weight, load.transfers, fileOf);
        assert.deepEqual(outside, [], `the model is not an upper bound of ${route}'s first load`);
        const violations = transferViolations(route, load.transfers);
        assert.equal(violations.length, 0, violations.join('\n'));
      } finally {
        await page.context().close();
      }
    });
  }
});

after(() => {
  if (results.length > 0) console.log(`browser / model, bytes on the wire:\n${results.sort().join('\n')}`);
});
