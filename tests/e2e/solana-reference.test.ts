/**
 * The Solana program reference in Chromium: its pages fit a 390 px wide screen, and the error decoder finds a program
 * error by its code and links to it. What the static HTML answers (each page's heading and sidebar item, an
 * instruction's and an error's section, the deployments' program IDs per cluster) is read from the build files in
 * tests/build/solana-pages.test.ts.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(site.url(pathname));
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

describe('Solana program reference', () => {
  // Axe audits these pages as they load, in both colour modes, in the accessibility walk (accessibility.test.ts).
  test('the reference pages fit a 390 px wide screen: wide tables scroll inside the content', async () => {
    const page = await site.newPage({width: 390, height: 844});
    await open(page, '/solana/reference/lockup/instructions');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page is ${overflow}px wider than the viewport`);
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
