/**
 * The Bob and Escrow pages as built (concepts, guides, reference): each page has its one h1 and no broken internal
 * link or anchor; the concepts and guides show their diagrams as static SVG and the guides their package addresses;
 * the guides show the example files exactly as the unit tests compile and type-check them; the deployment tables list
 * their contracts per chain; the errors page links the Bob errors to their reference. The static HTML answers all of
 * these, so they read the build's files (tests/support/built-page.ts), and the same as a hydrated page does: the
 * pages' h1s, article links and code blocks were compared in Chromium after hydration and found identical. The error
 * decoder's behaviour needs a browser: tests/e2e/bob-reference.test.ts. Needs a build: run `npm run build` first.
 */
// cspell:ignore sablierescrow callernotauthorized
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {Element} from 'hast';
import {sablier} from 'sablier';
import {BOB_ROUTES} from '../../config/routes';
import {brokenLinks, builtPage, selectAll, textContent, textsOf} from '../support/built-page';

/** The hand-written concepts and guides, with the number of diagrams each shows. */
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

/** The reference pages of Bob and Escrow, hand-written and generated. */
const REFERENCE_PAGES: {route: string; h1: string}[] = [
  {route: '/reference/bob/diagrams', h1: 'Bob Diagrams'},
  {route: '/reference/bob/access-control', h1: 'Bob Access Control'},
  {route: '/reference/escrow/access-control', h1: 'Escrow Access Control'},
  {route: '/reference/bob/contracts/contract.SablierBob', h1: 'SablierBob'},
  {route: '/reference/bob/contracts/contract.SablierEscrow', h1: 'SablierEscrow'},
  {route: '/reference/bob/contracts/contract.SablierLidoAdapter', h1: 'SablierLidoAdapter'},
  {route: '/reference/bob/contracts/contract.BobVaultShare', h1: 'BobVaultShare'},
];

const EXAMPLES = path.resolve(__dirname, '..', '..', 'examples', 'bob');

/** The class attribute of an element as one string. */
function className(node: Element): string {
  const value = node.properties.className;
  return Array.isArray(value) ? value.join(' ') : String(value ?? '');
}

/**
 * The text of every code block of the article, without whitespace (the lines are separate elements), with the
 * language of its closest `language-*` container (containers come in document order, so an inner one is set last).
 */
function codeBlocks(route: string): {language: string; text: string}[] {
  const page = builtPage(route);
  const languages = new Map<Element, string>();
  for (const container of selectAll('article div[class*="language-"]', page.tree)) {
    const language = className(container).match(/language-(\w+)/)?.[1] ?? '';
    for (const code of selectAll('pre code', container)) languages.set(code, language);
  }
  return selectAll('article pre code', page.tree).map((code) => ({
    language: languages.get(code) ?? '',
    text: textContent(code).replace(/\s+/g, ''),
  }));
}

describe('Bob and Escrow pages in the build', () => {
  test('the page list matches the Bob and Escrow pages of the docs tree (config/routes.ts)', () => {
    assert.deepEqual(PAGES.map((p) => p.route).sort(), [...BOB_ROUTES].sort());
  });

  for (const {route, h1, diagrams} of PAGES) {
    test(`${route}: one h1, no broken internal link, diagrams in the static HTML`, () => {
      const page = builtPage(route);
      assert.deepEqual(textsOf(page, 'h1'), [h1]);
      assert.deepEqual(brokenLinks(page), []);
      assert.equal((page.html.match(/<figure class="sablier-diagram/g) ?? []).length, diagrams, 'diagrams');
      assert.equal((page.html.match(/<figure class="sablier-diagram[^>]*>\s*<div[^>]*><svg/g) ?? []).length, diagrams, 'static SVGs');
    });
  }

  for (const {route, h1} of REFERENCE_PAGES) {
    test(`${route}: one h1, no broken internal link`, () => {
      const page = builtPage(route);
      assert.deepEqual(textsOf(page, 'h1'), [h1]);
      assert.deepEqual(brokenLinks(page), []);
    });
  }

  test('the guides show the package addresses in the static HTML', () => {
    const release = sablier.releases.get({protocol: 'bob', version: 'v1.0'});
    const address = (chainId: number, contractName: string) =>
      sablier.contracts.get({chainId, contractName, release})?.address.toLowerCase() ?? 'missing';
    const expected = {
      '/guides/bob/overview': [address(1, 'SablierBob'), address(11155111, 'SablierBob')],
      '/guides/bob/etherscan': [address(1, 'SablierBob'), address(11155111, 'SablierBob')],
      '/guides/escrow/overview': [address(1, 'SablierEscrow'), address(11155111, 'SablierEscrow')],
    };
    for (const [route, addresses] of Object.entries(expected)) {
      const html = builtPage(route).html.toLowerCase();
      for (const a of addresses) assert.ok(html.includes(a), `${route}: ${a}`);
    }
  });

  test('the guides show the example files exactly, with the right highlighting', () => {
    const expected = {
      '/guides/bob/overview': ['read-vault.ts', 'BobVaultDepositor.sol', 'ISablierBob.sol'],
      '/guides/escrow/overview': ['EscrowOrderBook.sol', 'ISablierEscrow.sol', 'fill-escrow-order.ts'],
    };
    for (const [route, files] of Object.entries(expected)) {
      const blocks = codeBlocks(route);
      for (const file of files) {
        const source = fs.readFileSync(path.join(EXAMPLES, file), 'utf8').replace(/\s+/g, '');
        const block = blocks.find((b) => b.text === source);
        assert.ok(block, `${route}: ${file} is not shown verbatim`);
        assert.equal(block.language, file.endsWith('.ts') ? 'typescript' : 'solidity', `${route}: ${file}`);
      }
    }
  });

  test('the deployment tables are in the static HTML; the Escrow page lists only SablierEscrow', () => {
    const bob = selectAll('section[data-chain-id]', builtPage('/guides/bob/deployments').tree).map(
      (s) =>
        `${s.properties.dataChainId}:${selectAll('tbody th', s)
          .map((th) => textContent(th).replace(/\u200b/g, ''))
          .join(',')}`,
    );
    assert.deepEqual(bob, [
      '1:SablierBobUI alias BOB,SablierLidoAdapterUI alias LIDO_ADAPTER,SablierEscrowUI alias ESCROW',
      '11155111:SablierBobUI alias BOB,SablierLidoAdapterUI alias LIDO_ADAPTER,SablierEscrowUI alias ESCROW',
    ]);
    const escrow = builtPage('/guides/escrow/deployments');
    const html = escrow.html.toLowerCase();
    assert.ok(html.includes('0xe1662e09e68b700a0c17f17bd08445ec1de0d206'), 'Ethereum Escrow address');
    assert.ok(html.includes('0x98bb3ed39028f3882e2c4b054f3dd4e7b1fefd93'), 'Sepolia Escrow address');
    assert.ok(!html.includes('0xc8ab7e45e6df99596b86870c26c25c721eb5c9af'), 'SablierBob is not on the Escrow page');
    assert.equal(selectAll('section[data-chain-id] tbody tr', escrow.tree).length, 2);
  });

  test('the errors page lists the Bob errors with links to their reference', () => {
    const page = builtPage('/reference/errors');
    const links = selectAll('[id="bob-sablierescrow"] + div a', page.tree).filter((a) =>
      textContent(a).includes('SablierEscrow_CallerNotAuthorized('),
    );
    assert.equal(links.length, 1, 'one link to SablierEscrow_CallerNotAuthorized under #bob-sablierescrow');
    assert.equal(links[0]?.properties.href, '/reference/bob/contracts/contract.SablierEscrow#sablierescrow_callernotauthorized');
  });
});
