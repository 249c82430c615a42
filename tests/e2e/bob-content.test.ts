/**
 * The hand-written Bob and Escrow concepts and guides: each page answers with its one h1 and no broken internal link
 * or anchor, shows its diagrams and its package addresses in the static
 * HTML, and shows the example files exactly as the unit tests compile and type-check them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {sablier} from 'sablier';
import {BOB_ROUTES} from '../../config/routes';
import {useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

const PAGES: {route: string; h1: string; diagrams: number}[] = [
  {route: '/concepts/bob/overview', h1: 'Sablier Bob', diagrams: 1},
  {route: '/concepts/bob/statuses', h1: 'Vault Statuses', diagrams: 1},
  {route: '/concepts/bob/shares', h1: 'Vault Shares', diagrams: 0},
  {route: '/concepts/bob/lido-adapter', h1: 'Lido Adapter', diagrams: 2},
  {route: '/concepts/escrow', h1: 'Sablier Escrow', diagrams: 2},
  {route: '/guides/bob/overview', h1: 'Sablier Bob', diagrams: 0},
  {route: '/guides/bob/etherscan', h1: 'Etherscan: Manual Operations', diagrams: 0},
  {route: '/guides/escrow/overview', h1: 'Sablier Escrow', diagrams: 0},
  {route: '/guides/bob/deployments', h1: 'Bob Deployments', diagrams: 0},
  {route: '/guides/escrow/deployments', h1: 'Escrow Deployments', diagrams: 0},
];

const EXAMPLES = path.resolve(__dirname, '..', '..', 'examples', 'bob');

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(site.url(pathname));
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** Internal links of the article (path and anchor) that lead nowhere: no page, or no element with the anchor's id. */
async function brokenLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('article a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href).filter((h) => h.startsWith(location.origin)));
  const pages = new Map<string, string>();
  const broken: string[] = [];
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    if (!pages.has(url.pathname)) {
      const response = await fetch(site.url(url.pathname));
      pages.set(url.pathname, response.status === 200 ? await response.text() : '');
    }
    const html = pages.get(url.pathname) ?? '';
    const id = decodeURIComponent(url.hash.slice(1));
    if (!html) broken.push(`${href}: no page`);
    else if (id && !html.includes(`id="${id}"`) && !html.includes(`id=${id}`)) broken.push(`${href}: no element with that id`);
  }
  return broken;
}

/** The text of every code block of the page, without whitespace (the lines are separate elements). */
async function codeBlocks(page: Page): Promise<{language: string; text: string}[]> {
  return page.locator('article pre code').evaluateAll((blocks) =>
    blocks.map((code) => ({
      language: (code.closest('div[class*="language-"]')?.className.match(/language-(\w+)/) ?? [])[1] ?? '',
      text: (code.textContent ?? '').replace(/\s+/g, ''),
    })),
  );
}

describe('Bob and Escrow concepts and guides', () => {
  test('the page list matches the Bob and Escrow pages of the docs tree (config/routes.ts)', () => {
    assert.deepEqual(PAGES.map((p) => p.route).sort(), [...BOB_ROUTES].sort());
  });

  for (const {route, h1, diagrams} of PAGES) {
    test(`${route}: one h1, no broken internal link, diagrams in the static HTML`, async () => {
      const page = await site.newPage();
      await open(page, route);
      assert.deepEqual(await page.locator('h1').allInnerTexts(), [h1]);
      assert.deepEqual(await brokenLinks(page), []);
      const html = await (await fetch(site.url(route))).text();
      assert.equal((html.match(/<figure class="sablier-diagram/g) ?? []).length, diagrams, 'diagrams');
      assert.equal((html.match(/<figure class="sablier-diagram[^>]*>\s*<div[^>]*><svg/g) ?? []).length, diagrams, 'static SVGs');
    });
  }

  // Axe audits these pages as they load, in both colour modes, in the accessibility walk (accessibility.test.ts).

  test('the guides show the package addresses in the static HTML', async () => {
    const release = sablier.releases.get({protocol: 'bob', version: 'v1.0'});
    const address = (chainId: number, contractName: string) =>
      sablier.contracts.get({chainId, contractName, release})?.address.toLowerCase() ?? 'missing';
    const expected = {
      '/guides/bob/overview': [address(1, 'SablierBob'), address(11155111, 'SablierBob')],
      '/guides/bob/etherscan': [address(1, 'SablierBob'), address(11155111, 'SablierBob')],
      '/guides/escrow/overview': [address(1, 'SablierEscrow'), address(11155111, 'SablierEscrow')],
    };
    for (const [route, addresses] of Object.entries(expected)) {
      const html = (await (await fetch(site.url(route))).text()).toLowerCase();
      for (const a of addresses) assert.ok(html.includes(a), `${route}: ${a}`);
    }
  });

  test('the guides show the example files exactly, with the right highlighting', async () => {
    const expected = {
      '/guides/bob/overview': ['read-vault.ts', 'BobVaultDepositor.sol', 'ISablierBob.sol'],
      '/guides/escrow/overview': ['EscrowOrderBook.sol', 'ISablierEscrow.sol', 'fill-escrow-order.ts'],
    };
    for (const [route, files] of Object.entries(expected)) {
      const page = await site.newPage();
      await open(page, route);
      const blocks = await codeBlocks(page);
      for (const file of files) {
        const source = fs.readFileSync(path.join(EXAMPLES, file), 'utf8').replace(/\s+/g, '');
        const block = blocks.find((b) => b.text === source);
        assert.ok(block, `${route}: ${file} is not shown verbatim`);
        assert.equal(block.language, file.endsWith('.ts') ? 'typescript' : 'solidity', `${route}: ${file}`);
      }
    }
  });
});
