import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

const REFERENCE = ['lockup', 'airdrops'].flatMap((program) =>
  ['instructions', 'accounts', 'errors', 'events'].map((kind) => `/solana/reference/${program}/${kind}`),
);
const DEPLOYMENTS = '/solana/deployments';

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(site.url(pathname));
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** The text between a heading and the next heading of the same or a higher level. */
async function section(page: Page, id: string): Promise<string> {
  return page.evaluate((anchor) => {
    const h = document.getElementById(anchor);
    const parts: string[] = [];
    for (let n = h?.nextElementSibling; n && n.tagName !== 'H3' && n.tagName !== 'H2'; n = n.nextElementSibling) {
      parts.push(n.textContent ?? '');
    }
    return parts.join('\n');
  }, id);
}

describe('Solana program reference', () => {
  test('every page answers with its heading in the static HTML and sits in the Solana sidebar', async () => {
    const failures: string[] = [];
    for (const route of [...REFERENCE, DEPLOYMENTS]) {
      const response = await fetch(site.url(route));
      const html = await response.text();
      if (response.status !== 200) failures.push(`${route}: HTTP ${response.status}`);
      else if (!/<h1[\s>]/.test(html)) failures.push(`${route}: no <h1>`);
      else if (!new RegExp(`menu__link--active"? aria-current="?page"?[^>]* href="?${route}[">]`).test(html)) {
        failures.push(`${route}: not the current item of a sidebar`);
      }
    }
    assert.deepEqual(failures, []);
  });

  test('an instruction has its own anchor, discriminator, accounts with flags and seeds, and corrected fee notes', async () => {
    const page = await site.newPage();
    await open(page, '/solana/reference/lockup/instructions#withdraw');
    await page.locator('h3#withdraw').waitFor();
    const text = await section(page, 'withdraw');
    assert.match(text, /b712469c946da122/);
    assert.match(text, /program\.methods\.withdraw\(amount\)/);
    assert.match(text, /stream_data \(streamData\)writablePDA of this program, seeds "stream_data", stream_nft_mint/);
    assert.match(text, /that fee is zero/);
    assert.doesNotMatch(text, /\$1/);
    const link = page.locator('h3#withdraw ~ ul a[href="/solana/reference/lockup/events#withdraw-from-lockup-stream"]').first();
    await link.click();
    await page.waitForURL(/\/solana\/reference\/lockup\/events#withdraw-from-lockup-stream$/);
    await page.locator('h3#withdraw-from-lockup-stream').waitFor();
  });

  test('errors show their codes in decimal and hex, each under its own anchor', async () => {
    const page = await site.newPage({javaScriptEnabled: false});
    await page.goto(site.url('/solana/reference/airdrops/errors'));
    const row = page.locator('tr', {hasText: 'InvalidMerkleProof'}).first();
    assert.deepEqual((await row.locator('td').allInnerTexts()).slice(0, 3), ['6001', '0x1771', 'InvalidMerkleProof']);
    assert.equal(await page.locator('h3#invalid-merkle-proof').count(), 1);
  });

  // Axe audits these pages as they load, in both colour modes, in the accessibility walk (accessibility.test.ts).

  test('the reference pages fit a 390 px wide screen: wide tables scroll inside the content', async () => {
    const page = await site.newPage({width: 390, height: 844});
    await open(page, '/solana/reference/lockup/instructions');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page is ${overflow}px wider than the viewport`);
  });
});

describe('Solana deployments', () => {
  test('lists the program IDs per cluster in the static HTML, linked to an explorer only on mainnet-beta', async () => {
    const page = await site.newPage({javaScriptEnabled: false});
    await page.goto(site.url(DEPLOYMENTS));
    const mainnet = page.locator('section[aria-label="Mainnet (mainnet-beta)"]');
    const devnet = page.locator('section[aria-label="Devnet (devnet)"]');
    // textContent, the HTML's text: innerText is empty for a section the browser has not drawn yet (content-visibility).
    for (const cluster of [mainnet, devnet]) {
      const text = (await cluster.textContent()) ?? '';
      assert.match(text, /4EauRKrNErKfsR4XetEZJNmvACGHbHnHV4R5dvJuqupC/);
      assert.match(text, /7XrxoQejBoGouW4V3aozTSwub7xSDjYqB4Go7YLjF9rV/);
    }
    assert.match((await mainnet.textContent()) ?? '', /365,675,725/);
    assert.match((await devnet.textContent()) ?? '', /408,019,095/);
    assert.equal(await mainnet.locator('a[href="https://orb.helius.dev/address/4EauRKrNErKfsR4XetEZJNmvACGHbHnHV4R5dvJuqupC"]').count(), 1);
    assert.equal(await devnet.locator('a[href^="http"]').count(), 0);
    const html = await page.content();
    assert.ok(html.includes('ssqmHj4HQuuzHzADfxMHFQRnUictPAYTjA8M4crToQZ'), 'Lockup treasury');
    assert.ok(html.includes('GcpLP426R8awe7siynMFpyZ5Br3gzMa11jh5Eak7cQUk'), 'Merkle Instant treasury');
  });
});

describe('error decoder: Solana codes', () => {
  test('finds a program error by its decimal or hex code and links to its documentation', async () => {
    const page = await site.newPage();
    await open(page, '/reference/errors');
    const input = page.getByLabel('Selector, revert data or error name');
    const status = page.getByRole('status');
    await input.fill('0x1770');
    await status.getByText('StreamDepleted').waitFor();
    await status.getByText('CampaignExpired').waitFor();
    await input.fill('6013');
    await status.getByText('Overdraw', {exact: true}).waitFor();
    await status.getByRole('link', {name: 'documentation'}).click();
    await page.waitForURL(/\/solana\/reference\/lockup\/errors#overdraw$/);
    await page.locator('h3#overdraw').waitFor();
  });
});
