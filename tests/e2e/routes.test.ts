import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {EXPLICIT_REDIRECTS, legacyAliases} from '../../config/redirects';
import {ALL_ROUTES} from '../../config/routes';
import {ROUTES_2026} from '../../config/routes-2026';
import {useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

describe('route map', () => {
  test('every route answers 200 with a page heading in the static HTML', async () => {
    const failures: string[] = [];
    for (const route of ALL_ROUTES) {
      const response = await fetch(site.url(route));
      const html = await response.text();
      if (response.status !== 200) failures.push(`${route}: HTTP ${response.status}`);
      else if (!/<h1[\s>]/.test(html)) failures.push(`${route}: no <h1>`);
      else if (/http-equiv="?refresh/i.test(html)) failures.push(`${route}: is a redirect, not a page`);
    }
    assert.deepEqual(failures, []);
  });

  test('every published route of 2026 answers with a page or a redirect to one', async () => {
    const failures: string[] = [];
    for (const route of ROUTES_2026) {
      const response = await fetch(site.url(route));
      const html = await response.text();
      if (response.status !== 200) {
        failures.push(`${route}: HTTP ${response.status}`);
        continue;
      }
      const refresh = /http-equiv="?refresh"?[^>]*url=([^"'>]+)/i.exec(html)?.[1];
      if (!refresh) {
        if (!/<h1[\s>]/.test(html)) failures.push(`${route}: no <h1>`);
        continue;
      }
      const target = new URL(refresh, site.url(route)).pathname;
      const landing = await fetch(site.url(target));
      if (landing.status !== 200 || !/<h1[\s>]/.test(await landing.text())) failures.push(`${route} -> ${target}: no page`);
    }
    assert.deepEqual(failures, []);
  });

  test('the social card, favicon and robots.txt the pages point to are served', async () => {
    const html = await (await fetch(site.url('/concepts/fees'))).text();
    const ogImage = html.match(/<meta[^>]+property="?og:image"?[^>]+content="?([^"\s>]+)/)?.[1];
    const favicon = html.match(/<link[^>]+rel="?icon"?[^>]+href="?([^"\s>]+)/)?.[1];
    assert.ok(ogImage && favicon, 'og:image or favicon missing');
    for (const asset of [new URL(ogImage).pathname, favicon, '/robots.txt']) {
      assert.equal((await fetch(site.url(asset))).status, 200, asset);
    }
  });

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
