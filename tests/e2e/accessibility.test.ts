/**
 * The accessibility walk: every hand-written route of the site (from the build's sitemap), the search results
 * page, the not-found page, and a rotating sample of the generated contract reference pages covering each of
 * their templates (scripts/lib/route-sample.ts; set A11Y_SAMPLE_SEED to replay a day's sample). Each page is
 * checked with axe (WCAG 2.1 A/AA plus best practices) in light and dark mode at 1280 px and 390 px: one load per
 * page, then the colour scheme and the viewport change in place, as a reader's would.
 *
 * Time: a full axe run costs seconds on a long page, and the walk has to fit CI. The colour-contrast rule is most of
 * an audit on long pages (with axe-core 4.14 on the SablierLockup reference, alone on the machine: 3.0 s of a 4.7 s
 * run), and most other rules read visibility, which the width changes, so each width gets every rule; the harness
 * (axeViolations in ./harness) runs axe-core 4.14 in the page, about a fifth of the time of a run before (SablierLockup
 * reference, 8,100 elements: 7-9 s against 30-65 s on a busy two-core machine). The walk keeps both cores busy (about
 * 5 s of Chromium CPU per page: the load and hydration, then the audits), so more pages at once do not help. The colour
 * mode changes only colours, the width changes the layout, so every page gets every rule in both colour modes and at
 * both widths: light at 1280 px and dark at 390 px. The two remaining combinations (dark at 1280 px, light at 390 px)
 * differ from those only in the shell around the content (navbar, sidebar, menu button, footer), so the colour rules
 * run there on one page of each layout (SHELL_PAGES) instead of on all of them. Nothing is disabled.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {defaultSeed, planWalk, sitemapRoutes} from '../../scripts/lib/route-sample';
import {BOB_ROUTES} from '../../config/routes';
import {axeRuleViolations, axeViolations, useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

const SITEMAP = path.resolve(__dirname, '..', '..', 'build', 'sitemap.xml');
const seed = defaultSeed();
const SITEMAP_ROUTES = sitemapRoutes(fs.existsSync(SITEMAP) ? fs.readFileSync(SITEMAP, 'utf8') : '');
const plan = planWalk(SITEMAP_ROUTES, seed);
// The search page in its three states, each checked once what it shows is there: with results, without a query, and
// with a query that finds nothing.
const SEARCH_STATES: Record<string, string> = {
  '/search?q=withdraw': 'main article h2 a',
  '/search': 'main h1',
  '/search?q=zzzqqqxxx': 'main p:text("No results were found")',
};
/** The largest generated page: its tables of linked code are where contrast failures of the reference show first. */
const LARGEST_REFERENCE = '/reference/lockup/contracts/contract.SablierLockup';
/**
 * Pages the feature files leave to the walk: they test behaviour there, and this walk is the one axe audit of each
 * page as it loads. Generated ones among them are walked whatever the day's sample.
 */
const AUDITED_HERE = [
  '/concepts/chains',
  '/reference/comptroller/access-control',
  '/reference/comptroller/contracts/contract.SablierComptroller',
  '/guides/lockup/deployments',
  '/guides/legacy/deployments',
  '/apps/guides/csv-support',
  '/reference/errors',
  '/solana/reference/lockup/instructions',
  '/solana/deployments',
];
const ROUTES = [
  ...new Set([
    ...plan.handWritten,
    ...Object.values(plan.sampled).flat(),
    LARGEST_REFERENCE,
    ...AUDITED_HERE,
    ...Object.keys(SEARCH_STATES),
    '/no-such-page',
  ]),
];

const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const COMBOS = [
  {colorScheme: 'light', width: 1280, rules: 'all'},
  {colorScheme: 'dark', width: 1280, rules: 'colour'},
  {colorScheme: 'dark', width: 390, rules: 'all'},
  {colorScheme: 'light', width: 390, rules: 'colour'},
] as const;
/**
 * One page of each layout: the home page, a doc page of every sidebar, one page of every generated template (their
 * linked code in table rows meets other backgrounds than prose does), search and the 404.
 */
const SHELL_PAGES = new Set<string>([
  '/',
  '/concepts/what-is-sablier',
  '/guides/lockup/overview',
  '/reference/overview',
  ...Object.values(plan.sampled).flatMap((pages) => pages.slice(0, 1)),
  LARGEST_REFERENCE,
  '/solana/reference/lockup/instructions',
  '/api/overview',
  '/apps/features/overview',
  '/support/faq',
  '/solana/overview',
  '/search?q=withdraw',
  '/no-such-page',
]);
const CONCURRENCY = Math.min(4, Math.max(2, os.availableParallelism()));

/** Waits until the page has hydrated and its fonts are in (diagrams are static SVG, in the HTML already). */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

let started = 0;
before(() => {
  assert.ok(plan.handWritten.length > 100, `the sitemap lists only ${plan.handWritten.length} hand-written routes`);
  const unwalked = [...SHELL_PAGES].filter((route) => !ROUTES.includes(route));
  assert.deepEqual(unwalked, [], 'shell pages that the walk does not visit');
  // Pages added after the walk was written must be in it too (they reach it through the sitemap).
  const missing = BOB_ROUTES.filter((route) => !ROUTES.includes(route));
  // A page the feature files leave to the walk must exist: a renamed page would otherwise drop out of every audit.
  const unknown = AUDITED_HERE.filter((route) => !SITEMAP_ROUTES.includes(route));
  assert.deepEqual(unknown, [], 'pages left to the walk that the sitemap does not list');
  assert.deepEqual(missing, [], 'hand-written routes missing from the accessibility walk');
  // The Solana program reference is generated, but with one page per program and kind it is walked in full.
  for (const program of ['lockup', 'airdrops']) {
    for (const kind of ['instructions', 'accounts', 'errors', 'events']) {
      assert.ok(plan.handWritten.includes(`/solana/reference/${program}/${kind}`), `/solana/reference/${program}/${kind} is not walked`);
    }
  }
  started = Date.now();
  const sample = Object.entries(plan.sampled).map(([template, pages]) => `  ${template}: ${pages.join(', ')}`);
  console.log(
    `accessibility walk: ${ROUTES.length} pages in 2 combinations, ${SHELL_PAGES.size} of them in ${COMBOS.length} (seed ${seed})\n  generated reference sample:\n${sample.join('\n')}`,
  );
});
after(() => console.log(`accessibility walk took ${((Date.now() - started) / 1000).toFixed(1)} s`));

describe('accessibility walk', {concurrency: CONCURRENCY}, () => {
  for (const route of ROUTES) {
    test(`${route}: no axe violations in light and dark mode, at 1280 and 390 px`, async () => {
      const context = await site.newContext({colorScheme: COMBOS[0].colorScheme, width: COMBOS[0].width});
      const page = await context.newPage();
      const failures: string[] = [];
      try {
        await page.goto(site.url(route));
        await settled(page);
        // The walk switches colour mode in place; axe must read the colours of the mode, not a frame of the theme's
        // colour transitions (on a busy machine they can still be running when axe starts, whatever it waits for).
        await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
        const shows = SEARCH_STATES[route];
        if (shows) await page.locator(shows).first().waitFor();
        // Diagrams (Mermaid SVG, marked with aria-roledescription) carry their text alternative.
        const unlabelled = await page.evaluate(() =>
          Array.from(document.querySelectorAll('article svg[aria-roledescription]'))
            .filter(
              (svg) =>
                !svg.querySelector(':scope > title')?.textContent?.trim() || !svg.querySelector(':scope > desc')?.textContent?.trim(),
            )
            .map((svg) => `diagram without <title>/<desc>: ${svg.id}`),
        );
        failures.push(...unlabelled);
        for (const {colorScheme, width, rules} of COMBOS.filter((combo) => combo.rules === 'all' || SHELL_PAGES.has(route))) {
          await page.emulateMedia({colorScheme});
          await page.setViewportSize({width, height: 800});
          await page.waitForSelector(`html[data-theme="${colorScheme}"]`);
          // Let the new layout settle (transitions are off, see above).
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          const found = rules === 'all' ? await axeViolations(page, [], ['best-practice']) : await axeRuleViolations(page, COLOUR_RULES);
          for (const line of found) failures.push(`${colorScheme} ${width}px: ${line}`);
        }
      } finally {
        await context.close();
      }
      assert.deepEqual(failures, []);
    });
  }
});
