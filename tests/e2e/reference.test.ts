/**
 * The error decoder on the errors page, in Chromium: typing a selector, revert data or a name, the live region's
 * answer, its link to the documentation, and axe on the page with an answer. What the static HTML answers (the error
 * tables, a contract page's function sections, a previous route's redirect page) is read from the build files in
 * tests/build/reference-pages.test.ts.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {axeViolations, useSite} from './harness';

const site = useSite();
const ERRORS = '/reference/errors';

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(site.url(pathname));
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

describe('error decoder', () => {
  test('decodes a selector typed into the labelled input, in a live region', async () => {
    const page = await site.newPage();
    await open(page, ERRORS);
    const input = page.getByLabel('Selector, revert data or error name');
    const status = page.getByRole('status');
    assert.equal(await status.getAttribute('aria-live'), 'polite');
    await input.fill('0xf747ab7c');
    await status.getByText('SablierLockupBase_WithdrawAmountZero(uint256)').waitFor();
  });

  test('decodes the arguments of full revert data and links to the documentation', async () => {
    const page = await site.newPage();
    await open(page, ERRORS);
    const data = `0xb2ae7633${(42).toString(16).padStart(64, '0')}`;
    await page.getByLabel('Selector, revert data or error name').fill(data);
    const status = page.getByRole('status');
    await status.getByText('SablierLockup_WithdrawAmountZero(uint256)').waitFor();
    const table = status.getByRole('table', {name: 'Decoded arguments'});
    assert.deepEqual(await table.locator('td').allTextContents(), ['streamId', 'uint256', '42']);
    await status.getByRole('link', {name: 'documentation'}).first().click();
    await page.waitForURL(/contract\.SablierLockup#sablierlockup_withdrawamountzero$/);
    await page.locator('#sablierlockup_withdrawamountzero').waitFor();
  });

  test('says when a selector is unknown or the input is not hex, and finds errors by name', async () => {
    const page = await site.newPage();
    await open(page, ERRORS);
    const input = page.getByLabel('Selector, revert data or error name');
    const status = page.getByRole('status');
    await input.fill('0x12345678');
    await status.getByText(/is not the selector of any Sablier custom error/).waitFor();
    await input.fill('0xnothex1');
    await status.getByText(/This is not hex/).waitFor();
    await input.fill('DelegateCall');
    await status.getByText('DelegateCall()').first().waitFor();
  });

  // The pages as they load are audited by the accessibility walk (accessibility.test.ts); this is the state it never
  // sees, the error decoder with an answer.
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`no axe violations on the errors page with a decoded error (${colorScheme})`, async () => {
      const page = await site.newPage({colorScheme});
      await open(page, ERRORS);
      await page.getByLabel('Selector, revert data or error name').fill('0xb2ae7633');
      await page.getByRole('status').getByText('SablierLockup_WithdrawAmountZero(uint256)').waitFor();
      assert.deepEqual(await axeViolations(page), []);
    });
  }
});
