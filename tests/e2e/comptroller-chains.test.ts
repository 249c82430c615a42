/**
 * Page-level tests of the Comptroller reference and the chains page: a heading, links that answer, the data in the
 * static HTML, the chain filter, the Comptroller errors in the decoder.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {sablier} from 'sablier';
import {useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

const CHAINS = '/concepts/chains';
const CONTRACT = '/reference/comptroller/contracts/contract.SablierComptroller';
const INTERFACE = '/reference/comptroller/contracts/interfaces/interface.ISablierComptroller';
const ACCESS = '/reference/comptroller/access-control';
const PAGES = [CHAINS, CONTRACT, INTERFACE, ACCESS];

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

describe('Comptroller and chains pages', () => {
  for (const pathname of PAGES) {
    test(`${pathname} has one h1 and every internal link answers`, async () => {
      const page = await open(pathname, {javaScriptEnabled: false});
      assert.equal(await page.locator('h1').count(), 1);
      const hrefs = await page
        .locator('article a[href^="/"]')
        .evaluateAll((as) => [...new Set(as.map((a) => (a.getAttribute('href') ?? '').split('#')[0] ?? ''))]);
      assert.ok(hrefs.length > 0);
      for (const href of hrefs) assert.equal((await fetch(site.url(href))).status, 200, href);
    });
  }

  test('the Comptroller pages document the release v1.1 source with its access table', async () => {
    const contract = await (await fetch(site.url(CONTRACT))).text();
    assert.match(contract, /id="?calculateminfeeweifor[\s">]/);
    assert.ok(contract.includes('0x419d289d'));
    assert.ok(contract.includes('&quot;v1.1&quot;') || contract.includes('"v1.1"'));
    const access = await (await fetch(site.url(ACCESS))).text();
    for (const fn of ['execute', 'setMinFeeUSD', 'transferFees', 'upgradeToAndCall', 'setAttestorForCampaign']) {
      assert.ok(access.includes(`${CONTRACT}#${fn.toLowerCase()}`), `${fn} links to its reference`);
    }
  });

  test('the governance and fees pages link the Comptroller functions to the reference', async () => {
    for (const pathname of ['/concepts/governance', '/concepts/fees']) {
      const html = await (await fetch(site.url(pathname))).text();
      assert.ok(html.includes(`${CONTRACT}#calculateminfeeweifor`), `${pathname} links calculateMinFeeWeiFor`);
      assert.ok(html.includes(`${CONTRACT}#fee_management_role`), `${pathname} links FEE_MANAGEMENT_ROLE`);
    }
    const lockup = await (await fetch(site.url('/reference/lockup/contracts/contract.SablierLockup'))).text();
    assert.ok(lockup.includes(`${ACCESS}#protocol-functions-only-the-comptroller-may-call`));
  });

  test('the old utils routes of the Comptroller land on its pages', async () => {
    const moved: [string, string][] = [
      ['/reference/utils/contracts/contract.SablierComptroller', CONTRACT],
      ['/reference/utils/contracts/interfaces/interface.ISablierComptroller', INTERFACE],
    ];
    for (const [from, to] of moved) {
      const html = await (await fetch(site.url(from))).text();
      assert.match(html, new RegExp(`http-equiv="?refresh"?[^>]*url=${to.replace(/\./g, '\\.')}`, 'i'), from);
    }
  });

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

  test('lists every chain of the sablier package in the static HTML, mainnets before testnets', async () => {
    const page = await open(CHAINS, {javaScriptEnabled: false});
    const ids = await page.locator('tr[data-chain-id]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-chain-id'))));
    assert.deepEqual(
      [...ids].sort((a, b) => a - b),
      all.map((c) => c.id).sort((a, b) => a - b),
    );
    assert.equal(await page.locator('tr[data-chain-id][hidden]').count(), 0);
    const text = ((await page.locator('article').textContent()) ?? '').replace(/\s+/g, ' ');
    const mainnets = all.filter((c) => !c.isTestnet).length;
    assert.ok(text.includes(`deployed on ${mainnets} mainnets and ${all.length - mainnets} testnets`), 'computed counts');
    const ethereum = page.locator('tr[data-chain-id="1"]');
    assert.ok(((await ethereum.textContent()) ?? '').includes('etherscan.io'));
    assert.equal(await ethereum.locator('a[href="/guides/lockup/deployments"]').count(), 1);
  });

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
