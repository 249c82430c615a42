/**
 * The Solana section's place in the navigation, in Chromium: the navbar's Solana menu on a hydrated page (its active
 * items, hovering it open, following an item) and the 390 px menu reaching the section. What the static HTML answers
 * (one h1 per page, diagrams as static SVG, links and anchors, the client guides' examples, the home page's card, the
 * published routes) is read from the build files in tests/build/solana-pages.test.ts.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {arrivedAt, useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

describe('Solana section', () => {
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
});
