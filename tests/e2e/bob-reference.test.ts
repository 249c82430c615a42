/**
 * The Bob and Escrow pages of the reference and the guides: each answers with one h1 and no broken internal link,
 * shows its package data in the static HTML, and the Bob errors reach the errors page and
 * the decoder.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

const PAGES: {route: string; h1: string}[] = [
  {route: '/guides/bob/deployments', h1: 'Bob Deployments'},
  {route: '/guides/escrow/deployments', h1: 'Escrow Deployments'},
  {route: '/reference/bob/diagrams', h1: 'Bob Diagrams'},
  {route: '/reference/bob/access-control', h1: 'Bob Access Control'},
  {route: '/reference/escrow/access-control', h1: 'Escrow Access Control'},
  {route: '/reference/bob/contracts/contract.SablierBob', h1: 'SablierBob'},
  {route: '/reference/bob/contracts/contract.SablierEscrow', h1: 'SablierEscrow'},
  {route: '/reference/bob/contracts/contract.SablierLidoAdapter', h1: 'SablierLidoAdapter'},
  {route: '/reference/bob/contracts/contract.BobVaultShare', h1: 'BobVaultShare'},
];

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(site.url(pathname));
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** Internal links of the article (path and anchor) that lead nowhere: no page, or no element with the anchor's id. */
async function brokenLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('article a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href).filter((h) => h.startsWith(location.origin)));
  const broken: string[] = [];
  const checked = new Map<string, string>();
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    const key = url.pathname;
    if (!checked.has(key)) {
      const response = await fetch(site.url(key));
      checked.set(key, response.status === 200 ? await response.text() : '');
    }
    const html = checked.get(key) ?? '';
    if (!html) broken.push(`${href}: no page`);
    else if (url.hash && !html.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`) && !html.includes(`id=${url.hash.slice(1)}`)) {
      broken.push(`${href}: no element with that id`);
    }
  }
  return broken;
}

describe('Bob and Escrow pages', () => {
  for (const {route, h1} of PAGES) {
    test(`${route}: one h1, no broken internal link`, async () => {
      const page = await site.newPage();
      await open(page, route);
      assert.deepEqual(await page.locator('h1').allInnerTexts(), [h1]);
      assert.deepEqual(await brokenLinks(page), []);
    });
  }

  // Axe audits these pages as they load, in both colour modes, in the accessibility walk (accessibility.test.ts).

  test('the deployment tables are in the static HTML; the Escrow page lists only SablierEscrow', async () => {
    const page = await site.newPage({javaScriptEnabled: false});
    await page.goto(site.url('/guides/bob/deployments'));
    const bob = await page.locator('section[data-chain-id]').evaluateAll((sections) =>
      sections.map(
        (s) =>
          `${s.getAttribute('data-chain-id')}:${Array.from(s.querySelectorAll('tbody th'))
            .map((th) => th.textContent?.replace(/\u200b/g, ''))
            .join(',')}`,
      ),
    );
    assert.deepEqual(bob, [
      '1:SablierBobUI alias BOB,SablierLidoAdapterUI alias LIDO_ADAPTER,SablierEscrowUI alias ESCROW',
      '11155111:SablierBobUI alias BOB,SablierLidoAdapterUI alias LIDO_ADAPTER,SablierEscrowUI alias ESCROW',
    ]);
    await page.goto(site.url('/guides/escrow/deployments'));
    const html = (await page.content()).toLowerCase();
    assert.ok(html.includes('0xe1662e09e68b700a0c17f17bd08445ec1de0d206'), 'Ethereum Escrow address');
    assert.ok(html.includes('0x98bb3ed39028f3882e2c4b054f3dd4e7b1fefd93'), 'Sepolia Escrow address');
    assert.ok(!html.includes('0xc8ab7e45e6df99596b86870c26c25c721eb5c9af'), 'SablierBob is not on the Escrow page');
    assert.equal(await page.locator('section[data-chain-id] tbody tr').count(), 2);
  });

  test('the errors page lists the Bob errors with links, and the decoder finds them', async () => {
    const page = await site.newPage();
    await open(page, '/reference/errors');
    const link = page.locator('#bob-sablierescrow + div a', {hasText: 'SablierEscrow_CallerNotAuthorized('});
    assert.equal(await link.getAttribute('href'), '/reference/bob/contracts/contract.SablierEscrow#sablierescrow_callernotauthorized');
    await page.getByLabel('Selector, revert data or error name').fill('SablierBob_VaultStillActive');
    const status = page.getByRole('status');
    await status.getByText('SablierBob_VaultStillActive(uint256)').first().waitFor();
    await status.getByRole('link', {name: 'documentation'}).first().click();
    await page.waitForURL(/contract\.SablierBob#sablierbob_vaultstillactive$/);
  });
});
