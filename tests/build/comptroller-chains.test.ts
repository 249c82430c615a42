/**
 * The Comptroller reference and the chains page, read from the production build: one heading, internal links that
 * answer, the release source and its access table, the links from the concept pages, and every chain of
 * the `sablier` package in the static table. What needs a browser (the chain filter, a narrow screen, the error
 * decoder) is in tests/e2e/comptroller-chains.test.ts. Needs a build: run `npm run build` first.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {sablier} from 'sablier';
import {builtFile, builtPage, hasId, select, selectAll, textOf} from '../support/built-page';

const CHAINS = '/concepts/chains';
const CONTRACT = '/reference/comptroller/contracts/contract.SablierComptroller';
const INTERFACE = '/reference/comptroller/contracts/interfaces/interface.ISablierComptroller';
const ACCESS = '/reference/comptroller/access-control';
const PAGES = [CHAINS, CONTRACT, INTERFACE, ACCESS];

/** Whether the page has a link to exactly `href`. */
const linksTo = (route: string, href: string): boolean => select(`a[href="${href}"]`, builtPage(route).tree) !== undefined;

describe('Comptroller and chains pages in the build', () => {
  for (const route of PAGES) {
    test(`${route} has one h1 and every internal link answers`, () => {
      const page = builtPage(route);
      assert.equal(selectAll('h1', page.tree).length, 1);
      const article = select('article', page.tree);
      assert.ok(article, 'no article');
      const paths = new Set(selectAll('a[href^="/"]', article).map((a) => String(a.properties.href).split('#')[0] ?? ''));
      assert.ok(paths.size > 0, 'no internal link in the article');
      assert.deepEqual(
        [...paths].filter((p) => !builtFile(p)),
        [],
        'internal links with no built file',
      );
    });
  }

  test('the Comptroller pages document the release v1.1 source with its access table', () => {
    const contract = builtPage(CONTRACT);
    assert.ok(hasId(contract, 'calculateminfeeweifor'), 'no anchor calculateminfeeweifor');
    const text = textOf(contract.tree);
    assert.ok(text.includes('0x419d289d'), 'selector 0x419d289d');
    assert.ok(text.includes('"v1.1"'), 'the version string "v1.1"');
    for (const fn of ['execute', 'setMinFeeUSD', 'transferFees', 'upgradeToAndCall', 'setAttestorForCampaign']) {
      assert.ok(linksTo(ACCESS, `${CONTRACT}#${fn.toLowerCase()}`), `${fn} links to its reference`);
    }
  });

  test('the governance and fees pages link the Comptroller functions to the reference', () => {
    for (const route of ['/concepts/governance', '/concepts/fees']) {
      assert.ok(linksTo(route, `${CONTRACT}#calculateminfeeweifor`), `${route} links calculateMinFeeWeiFor`);
      assert.ok(linksTo(route, `${CONTRACT}#fee_management_role`), `${route} links FEE_MANAGEMENT_ROLE`);
    }
    const lockup = '/reference/lockup/contracts/contract.SablierLockup';
    assert.ok(linksTo(lockup, `${ACCESS}#protocol-functions-only-the-comptroller-may-call`));
  });
});

describe('chains page in the build', () => {
  const all = sablier.chains.getAll();

  test('lists every chain of the sablier package in the static HTML, mainnets before testnets', () => {
    const page = builtPage(CHAINS);
    const rows = selectAll('tr[data-chain-id]', page.tree);
    const ids = rows.map((row) => Number(row.properties.dataChainId));
    assert.deepEqual(
      [...ids].sort((a, b) => a - b),
      all.map((c) => c.id).sort((a, b) => a - b),
    );
    assert.equal(selectAll('tr[data-chain-id][hidden]', page.tree).length, 0);
    const article = select('article', page.tree);
    assert.ok(article, 'no article');
    const mainnets = all.filter((c) => !c.isTestnet).length;
    const counts = `deployed on ${mainnets} mainnets and ${all.length - mainnets} testnets`;
    assert.ok(textOf(article).includes(counts), 'computed counts');
    const ethereum = select('tr[data-chain-id="1"]', page.tree);
    assert.ok(ethereum, 'no Ethereum row');
    assert.ok(textOf(ethereum).includes('etherscan.io'));
    assert.equal(selectAll('a[href="/guides/lockup/deployments"]', ethereum).length, 1);
  });
});
