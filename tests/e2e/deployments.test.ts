import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

const PAGE = '/guides/lockup/deployments';

async function open(options: Parameters<typeof site.newPage>[0] = {}): Promise<Page> {
  const page = await site.newPage(options);
  await page.goto(site.url(PAGE));
  if (options.javaScriptEnabled !== false) await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

/**
 * Names of the chains the filter shows: sections without `hidden`. (Not Playwright's `:visible`: a section far off
 * screen has no box until it comes near, see `content-visibility` in the component's styles.)
 */
async function visibleChains(page: Page): Promise<string[]> {
  const names = await page.locator('section[data-chain-id]:not([hidden]) h3').allTextContents();
  return names.map((n) => n.replace(/\u200b/g, '').trim());
}

describe('deployment table filter', () => {
  test('shows every chain, mainnets before testnets, in the static HTML without JavaScript', async () => {
    const page = await open({javaScriptEnabled: false});
    const chains = await page.locator('section[data-chain-id]').count();
    assert.ok(chains >= 20, `only ${chains} chain sections`);
    assert.equal(await page.locator('section[data-chain-id][hidden]').count(), 0);
    const headings = (await page.locator('h2').allInnerTexts()).map((h) => h.replace(/\u200b/g, '').trim());
    assert.ok(headings.includes('Mainnets') && headings.indexOf('Mainnets') < headings.indexOf('Testnets'), headings.join());
    assert.ok((await page.locator('a[href*="/address/0x"]').count()) >= chains * 5);
  });

  test('filters by chain ID, by name and by network, and says when nothing matches', async () => {
    const page = await open();
    const all = (await visibleChains(page)).length;
    const query = page.getByLabel('Chain name or ID');
    const network = page.getByLabel('Network');

    await query.fill('8453');
    assert.deepEqual(await visibleChains(page), ['Base']);
    await assert.doesNotReject(page.getByText(`1 of ${all} chains shown`).waitFor());

    await query.fill('sepolia');
    const sepolias = await visibleChains(page);
    assert.ok(sepolias.length >= 2 && sepolias.every((n) => /sepolia/i.test(n)), sepolias.join());

    await query.fill('');
    await network.selectOption('testnet');
    const testnets = await visibleChains(page);
    assert.ok(testnets.length > 0 && testnets.length < all);
    assert.equal(await page.locator('h2#mainnets').isVisible(), false);

    await network.selectOption('mainnet');
    assert.ok(!(await visibleChains(page)).includes('Sepolia'));

    await query.fill('no such chain');
    assert.deepEqual(await visibleChains(page), []);
    await assert.doesNotReject(page.getByRole('status').filter({hasText: 'No chain matches'}).waitFor());

    await query.fill('');
    await network.selectOption('all');
    assert.equal((await visibleChains(page)).length, all);
  });

  test('copies an address with a labelled button', async () => {
    const page = await open();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.url('')});
    const button = page.getByRole('button', {name: 'Copy address of SablierLockup on Ethereum'});
    const address = (await page.locator('section[data-chain-id="1"] tbody tr').first().locator('code').last().textContent())?.trim() ?? '';
    await button.click();
    await page.getByRole('button', {name: 'Copied address of SablierLockup on Ethereum'}).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), address);
    assert.match(address, /^0x[0-9a-fA-F]{40}$/);
  });

  test('fits a 390 px wide screen without horizontal scrolling', async () => {
    const page = await open({width: 390, height: 844});
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page is ${overflow}px wider than the viewport`);
  });
});

describe('data pages', () => {
  // Axe audits these pages as they load, in both colour modes, in the accessibility walk (accessibility.test.ts).

  test('CSV templates download from the built site', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/apps/guides/csv-support'));
    const hrefs = await page.locator('a[download]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    assert.ok(hrefs.length >= 27, `${hrefs.length} download links`);
    for (const href of hrefs) {
      const response = await page.request.get(site.url(href));
      assert.equal(response.status(), 200, href);
      assert.match(await response.text(), /^address,/, href);
    }
  });
});
