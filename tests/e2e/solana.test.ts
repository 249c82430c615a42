import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {SOLANA_PAGES, SOLANA_ROUTES_2026} from '../../config/solana-routes';
import {arrivedAt, useSite} from './harness';

// The Solana section: its pages, its place in the navbar and the search index, and its published routes.
const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

/** A page's internal links without their anchors, once each. */
function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a [^>]*href="?(\/[^"\s>#]*)/g)].map(([, href = '']) => href);
  return [...new Set(hrefs)].filter((href) => !href.startsWith('//'));
}

describe('Solana section', () => {
  test('each page has one h1, its diagrams as static SVG, and no broken internal link', async () => {
    const failures: string[] = [];
    const checked = new Map<string, number>();
    for (const route of SOLANA_PAGES) {
      const response = await fetch(site.url(route));
      const html = await response.text();
      if (response.status !== 200) failures.push(`${route}: HTTP ${response.status}`);
      if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) failures.push(`${route}: not exactly one <h1>`);
      if (/```mermaid|class="?language-mermaid/.test(html)) failures.push(`${route}: an unrendered Mermaid block`);
      for (const href of internalLinks(html)) {
        if (!checked.has(href)) checked.set(href, (await fetch(site.url(href))).status);
        if (checked.get(href) !== 200) failures.push(`${route}: link ${href} answers ${checked.get(href)}`);
      }
    }
    assert.deepEqual(failures, []);
    for (const route of [
      '/solana/overview',
      '/solana/fees',
      '/solana/governance',
      '/solana/lockup/architecture',
      '/solana/airdrops/architecture',
    ]) {
      const html = await (await fetch(site.url(route))).text();
      assert.match(html, /<figure class="?sablier-diagram[^>]*>[\s\S]*?<svg/, `${route} has no diagram`);
    }
  });

  test('the client guides show the type-checked examples without region markers', async () => {
    for (const route of ['/solana/lockup/client-integration', '/solana/airdrops/client-integration']) {
      const html = await (await fetch(site.url(route))).text();
      assert.ok(!html.includes('#region') && !html.includes('#endregion'), `${route} shows a region marker`);
      assert.match(html, /sablier\/solana\/releases\/(lockup|airdrops)\/v0\.1\/idl/, route);
      assert.match(html, /@coral-xyz\/anchor@0\.32\.1/, `${route} names the versions it needs`);
    }
  });

  test('the Solana menu is active on every Solana page and leads into the section', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/solana/airdrops/architecture'));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.deepEqual(await page.locator('.navbar__items a.navbar__link--active').allTextContents(), ['Solana']);
    await page.locator('.navbar__items .dropdown').filter({hasText: 'Solana'}).hover();
    const items = page.locator('.navbar__items .dropdown__menu a');
    assert.deepEqual(await items.allTextContents(), [
      'Sablier on Solana',
      'Deployments',
      'Fees',
      'Governance',
      'Lockup',
      'Merkle Instant',
      'Program reference',
    ]);
    assert.deepEqual(await page.locator('.dropdown__menu a.dropdown__link--active').allTextContents(), ['Merkle Instant']);
    await items.filter({hasText: 'Fees'}).click();
    await page.waitForURL(/\/solana\/fees$/);
    await arrivedAt(page, 'Fees on Solana');
    await page.close();
  });

  test('the 390 px menu reaches the Solana section', async () => {
    const page = await site.newPage({width: 390, height: 844});
    await page.goto(site.url('/'));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    // The label opens the overview; the caret beside it unfolds the section's entries.
    const solana = menu.locator('.menu__list-item', {has: page.locator('a', {hasText: /^Solana$/})});
    await solana.locator('button.menu__caret').click();
    await solana.locator('a', {hasText: 'Merkle Instant'}).click();
    await page.waitForURL(/\/solana\/airdrops\/architecture$/);
    await arrivedAt(page, 'Merkle Instant Architecture');
    await page.close();
  });

  test('the home page has a Solana card', async () => {
    const html = await (await fetch(site.url('/'))).text();
    assert.match(html, /<a[^>]+href="?\/solana\/overview"?[^>]*>[\s\S]{0,400}Solana/);
  });

  test('each published Solana route answers with our page or a redirect to it', async () => {
    const failures: string[] = [];
    for (const {route, to} of SOLANA_ROUTES_2026) {
      const response = await fetch(site.url(route));
      const html = await response.text();
      if (response.status !== 200) {
        failures.push(`${route}: HTTP ${response.status}`);
        continue;
      }
      const refresh = /http-equiv="?refresh"?[^>]*url=([^"'>]+)/i.exec(html)?.[1];
      const landing = refresh ? decodeURI(new URL(refresh, site.url(route)).pathname) : decodeURI(route);
      if (!to.includes(landing)) failures.push(`${route}: lands on ${landing}, expected one of ${to.join(', ')}`);
      const page = await fetch(site.url(landing));
      if (page.status !== 200 || !/<h1[\s>]/.test(await page.text())) failures.push(`${route} -> ${landing}: no page`);
    }
    assert.deepEqual(failures, []);
  });
});
