/**
 * The Comptroller reference and the chains page in a browser: the Comptroller errors in the decoder, the chain filter,
 * a narrow screen. What the static HTML answers (one heading, links that answer, the release source, every chain of the
 * `sablier` package in the table) is in tests/build/comptroller-chains.test.ts; the old utils routes of the Comptroller
 * in tests/build/redirects.test.ts.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {sablier} from 'sablier';
import {useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

const CHAINS = '/concepts/chains';

async function open(pathname: string, options: Parameters<typeof site.newPage>[0] = {}): Promise<Page> {
  const page = await site.newPage(options);
  await page.goto(site.url(pathname));
  if (options.javaScriptEnabled !== false) await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

/** Names of the chains whose rows are visible. */
async function visibleChains(page: Page): Promise<string[]> {
  return (await page.locator('tr[data-chain-id]:visible th[scope="row"]').allInnerTexts()).map((n) => n.trim());
}

describe('Comptroller pages', () => {
  test('the error decoder knows the Comptroller errors and links to their documentation', async () => {
    const page = await open('/reference/errors');
    await page.getByLabel('Selector, revert data or error name').fill('0x330ce9f1');
    const status = page.getByRole('status');
    await status.getByText('SablierComptroller_MaxFeeUSDExceeded(uint256,uint256)').waitFor();
    await status.getByRole('link', {name: 'documentation'}).first().click();
    await page.waitForURL(/contract\.SablierComptroller#sabliercomptroller_maxfeeusdexceeded$/);
  });
});

describe('chains page', () => {
  const all = sablier.chains.getAll();

  test('filters by chain ID, name, network and deployed protocol', async () => {
    const page = await open(CHAINS);
    const total = (await visibleChains(page)).length;
    assert.equal(total, all.length);
    await page.getByLabel('Chain name or ID').fill('8453');
    assert.deepEqual(await visibleChains(page), ['Base']);
    await page.getByText(`1 of ${total} chains shown`).waitFor();

    await page.getByLabel('Chain name or ID').fill('');
    await page.getByLabel('Deployed protocol').selectOption('bob:latest');
    assert.deepEqual((await visibleChains(page)).sort(), ['Ethereum', 'Sepolia']);
    await page.getByLabel('Network').selectOption('testnet');
    assert.deepEqual(await visibleChains(page), ['Sepolia']);
    assert.equal(await page.locator('h2#mainnets').isVisible(), false);

    await page.getByLabel('Chain name or ID').fill('no such chain');
    assert.deepEqual(await visibleChains(page), []);
    await page.getByRole('status').filter({hasText: 'No chain matches'}).waitFor();
  });

  test('fits a 390 px wide screen, and filtered-out rows stay hidden there', async () => {
    const page = await open(CHAINS, {width: 390, height: 844});
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page is ${overflow}px wider than the viewport`);
    await page.getByLabel('Chain name or ID').fill('8453');
    assert.deepEqual(await visibleChains(page), ['Base']);
  });

  // Axe audits these pages as they load, in both colour modes, in the accessibility walk (accessibility.test.ts).
});
