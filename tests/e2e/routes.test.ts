/**
 * What the server and the browser decide about routes: an unknown path gets the not-found page with status 404, a
 * `.html` or `/index.html` suffix reaches the page (and hydrates as it), and a redirect is followed with its query and
 * hash. What the build files answer (every route a page with a heading, every route of 2026 a page or a redirect to
 * one, the assets the pages point to, every redirect page) is in tests/build/routes.test.ts and redirects.test.ts.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {EXPLICIT_REDIRECTS, legacyAliases} from '../../config/redirects';
import {ALL_ROUTES} from '../../config/routes';
import {useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

describe('route map', () => {
  test('an unknown path shows the not-found page with status 404', async () => {
    const page = await site.newPage();
    const response = await page.goto(site.url('/no/such/page'));
    assert.equal(response?.status(), 404);
    assert.equal(await page.locator('h1').first().textContent(), 'Page Not Found');
  });

  test('a .html or /index.html suffix reaches the page', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/concepts/fees'));
    const title = await page.locator('article h1').first().textContent();
    for (const suffixed of ['/concepts/fees.html', '/concepts/fees/index.html']) {
      await page.goto(site.url(suffixed));
      await page.waitForSelector('html[data-has-hydrated="true"]');
      assert.equal(await page.locator('article h1').first().textContent(), title, suffixed);
    }
  });
});

// Every redirect is checked in the build output (tests/build/redirects.test.ts); here a browser follows one of each
// kind, keeping the query and the hash, as a reader's bookmark or another site's link would.
describe('redirects in the browser', () => {
  const alias = ALL_ROUTES.map((to) => ({from: legacyAliases(to)?.[0], to})).find((r) => r.from !== undefined);
  const samples = [EXPLICIT_REDIRECTS[0], alias, EXPLICIT_REDIRECTS.find((r) => r.from.startsWith('/contracts/'))];

  for (const sample of samples) {
    test(`${sample?.from} lands on ${sample?.to} with the query and the hash`, async () => {
      assert.ok(sample?.from && sample.to, 'no redirect of this kind');
      const page = await site.newPage();
      await page.goto(site.url(`${sample.from}?ref=bookmark#top`));
      await page.waitForURL((url) => url.pathname === sample.to && url.search === '?ref=bookmark' && url.hash === '#top', {
        timeout: 10_000,
      });
      await page.locator('h1').first().waitFor();
      await page.context().close();
    });
  }
});
