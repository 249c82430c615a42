/**
 * First-load weight in the browser: every hand-written route, plus a fixed sample of the generated contract
 * reference pages (all of them would take over 90 s here; they share one template), loaded in Chromium at
 * 390x844 with the HTTP cache disabled from the gzip-serving static server. Sums the bytes transferred by type
 * until the page has hydrated and the network is quiet, prefetches of other routes left out, and fails when
 * fonts or the total exceed PAGE_WEIGHT_BUDGET (scripts/lib/page-weight.ts), naming the route and the files.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {listBuiltPages} from '../../scripts/lib/build-pages';
import {measureFirstLoad} from '../../scripts/lib/measure-page';
import {kib, PAGE_WEIGHT_BUDGET, TRANSFER_KINDS, transferTotals, transferViolations} from '../../scripts/lib/page-weight';
import {useSite} from './harness';

const BUILD = path.resolve(__dirname, '../../build');
/** Pages written by the contract-reference plugin at build time (git-ignored docs/reference/<protocol>/contracts/). */
const GENERATED = /^\/reference\/(?!legacy\/)[^/]+\/contracts\//;
/** Of the generated pages: the heaviest HTML, then every SAMPLE_STEP-th in route order. */
const HEAVIEST = 4;
const SAMPLE_STEP = 10;
const CONCURRENCY = 3;

function routesToLoad(): {routes: string[]; sampled: string[]; generated: number} {
  const pages = listBuiltPages(BUILD);
  const handWritten = pages.filter((p) => !GENERATED.test(p.route));
  const generated = pages.filter((p) => GENERATED.test(p.route));
  const bySize = [...generated].sort((a, b) => fs.statSync(b.file).size - fs.statSync(a.file).size || a.route.localeCompare(b.route));
  const sampled = new Set([
    ...bySize.slice(0, HEAVIEST).map((p) => p.route),
    ...generated.filter((_, i) => i % SAMPLE_STEP === 0).map((p) => p.route),
  ]);
  return {routes: [...handWritten.map((p) => p.route), ...[...sampled].sort()], sampled: [...sampled].sort(), generated: generated.length};
}

const site = useSite();
const plan = fs.existsSync(path.join(BUILD, 'index.html')) ? routesToLoad() : undefined;
const results: {route: string; font: number; total: number}[] = [];

describe('first-load bytes in the browser (390x844, no cache, gzip)', {concurrency: CONCURRENCY}, () => {
  it('has a build to load', () => {
    assert.ok(plan, `No build at ${BUILD}: run \`npm run build\` first.`);
    assert.ok(plan.routes.length > 10, `only ${plan.routes.length} routes found`);
    console.log(
      `loading ${plan.routes.length} routes: ${plan.routes.length - plan.sampled.length} hand-written and ${plan.sampled.length} of ` +
        `${plan.generated} generated reference pages:\n  ${plan.sampled.join('\n  ')}`,
    );
  });

  for (const route of plan?.routes ?? []) {
    it(route, async () => {
      const page = await site.newPage({width: 390, height: 844});
      try {
        const load = await measureFirstLoad(page, site.url(route));
        assert.deepEqual(load.failed, [], `${route}: failed requests`);
        assert.ok(
          load.transfers.some((t) => t.kind === 'html') && load.transfers.some((t) => t.kind === 'js'),
          `${route}: no HTML or no JS measured`,
        );
        const totals = transferTotals(load.transfers);
        results.push({route, font: totals.font.bytes, total: totals.total.bytes});
        const violations = transferViolations(route, load.transfers);
        assert.equal(violations.length, 0, violations.join('\n'));
      } finally {
        await page.context().close();
      }
    });
  }
});

after(() => {
  if (results.length === 0) return;
  const max = (key: 'font' | 'total') => results.reduce((a, b) => (b[key] > a[key] ? b : a));
  const font = max('font');
  const total = max('total');
  const over = results.filter((r) => r.font > PAGE_WEIGHT_BUDGET.fonts || r.total > PAGE_WEIGHT_BUDGET.total).length;
  console.log(
    `first load of ${results.length} routes (${TRANSFER_KINDS.join(', ')}): max fonts ${kib(font.font)} on ${font.route} ` +
      `(budget ${kib(PAGE_WEIGHT_BUDGET.fonts)}); max total ${kib(total.total)} on ${total.route} ` +
      `(budget ${kib(PAGE_WEIGHT_BUDGET.total)}); ${over} routes over`,
  );
});
