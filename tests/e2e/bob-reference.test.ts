/**
 * The Bob errors in the error decoder of the errors page: a Bob error's name finds its signature, and its
 * documentation link leads to the error on the contract's reference page. Everything of the Bob and Escrow pages that
 * the static HTML answers (h1s, links and anchors, diagrams, addresses, code blocks, deployment tables, the errors
 * page's links) is checked on the build's files: tests/build/bob-pages.test.ts.
 */
// cspell:ignore sablierbob vaultstillactive
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

describe('Bob errors in the decoder', () => {
  // Axe audits the errors page as it loads, in both colour modes, in the accessibility walk (accessibility.test.ts).

  test('the decoder finds a Bob error and links to its documentation', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/reference/errors'));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByLabel('Selector, revert data or error name').fill('SablierBob_VaultStillActive');
    const status = page.getByRole('status');
    await status.getByText('SablierBob_VaultStillActive(uint256)').first().waitFor();
    await status.getByRole('link', {name: 'documentation'}).first().click();
    await page.waitForURL(/contract\.SablierBob#sablierbob_vaultstillactive$/);
  });
});
