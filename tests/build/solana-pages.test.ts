/**
 * The Solana section in the build files: each page has one h1, its diagrams as static SVG and internal links and
 * anchors that answer; the client guides show their examples without region markers; the home page has a Solana card;
 * every published Solana route is our page or a redirect page to it; the program reference's pages sit in a sidebar,
 * give an instruction and an error their own section, and the deployments page lists its program IDs per cluster.
 * The menus, the 390 px layout and the error decoder need a browser: tests/e2e/solana.test.ts and
 * tests/e2e/solana-reference.test.ts. Needs a build.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {SOLANA_PAGES, SOLANA_ROUTES_2026, sitePath} from '../../config/solana-routes';
import {brokenLinks, builtPage, maybeBuiltPage, select, selectAll, textContent, textOf} from '../support/built-page';
import {sectionText} from '../support/heading-section';

const REFERENCE = ['lockup', 'airdrops'].flatMap((program) =>
  ['instructions', 'accounts', 'errors', 'events'].map((kind) => `/solana/reference/${program}/${kind}`),
);
const DEPLOYMENTS = '/solana/deployments';

describe('Solana section', () => {
  test('each page has one h1, its diagrams as static SVG, and no broken internal link', () => {
    assert.ok(SOLANA_PAGES.length > 5, `only ${SOLANA_PAGES.length} Solana pages`);
    const failures: string[] = [];
    for (const route of SOLANA_PAGES) {
      const page = maybeBuiltPage(route);
      if (!page) {
        failures.push(`${route}: no page in the build`);
        continue;
      }
      if (selectAll('h1', page.tree).length !== 1) failures.push(`${route}: not exactly one <h1>`);
      if (/```mermaid|class="?language-mermaid/.test(page.html)) failures.push(`${route}: an unrendered Mermaid block`);
      for (const link of brokenLinks(page, 'body')) failures.push(`${route}: link ${link}`);
    }
    assert.deepEqual(failures, []);
    for (const route of [
      '/solana/overview',
      '/solana/fees',
      '/solana/governance',
      '/solana/lockup/architecture',
      '/solana/airdrops/architecture',
    ]) {
      assert.ok(select('figure.sablier-diagram svg', builtPage(route).tree), `${route} has no diagram`);
    }
  });

  test('the client guides show the type-checked examples without region markers', () => {
    for (const route of ['/solana/lockup/client-integration', '/solana/airdrops/client-integration']) {
      const {html} = builtPage(route);
      assert.ok(!html.includes('#region') && !html.includes('#endregion'), `${route} shows a region marker`);
      assert.match(html, /sablier\/solana\/releases\/(lockup|airdrops)\/v0\.1\/idl/, route);
      assert.match(html, /@coral-xyz\/anchor@0\.32\.1/, `${route} names the versions it needs`);
    }
  });

  test('the home page has a Solana card', () => {
    const cards = selectAll('main a[href="/solana/overview"]', builtPage('/').tree).map(textOf);
    assert.ok(
      cards.some((text) => text.includes('Solana')),
      `no link to /solana/overview naming Solana in the home page's main content: ${JSON.stringify(cards)}`,
    );
  });

  test('each published Solana route answers with our page or a redirect to it', () => {
    const failures: string[] = [];
    for (const {route, to} of SOLANA_ROUTES_2026) {
      const page = maybeBuiltPage(sitePath(route));
      if (!page) {
        failures.push(`${route}: no page in the build`);
        continue;
      }
      const refresh = /http-equiv="?refresh"?[^>]*url=([^"'>]+)/i.exec(page.html)?.[1];
      const landing = refresh ? decodeURI(new URL(refresh, `http://site.invalid${route}`).pathname) : decodeURI(route);
      if (!to.includes(landing)) failures.push(`${route}: lands on ${landing}, expected one of ${to.join(', ')}`);
      const target = maybeBuiltPage(landing);
      if (!target || !select('h1', target.tree)) failures.push(`${route} -> ${landing}: no page`);
    }
    assert.deepEqual(failures, []);
  });
});

describe('Solana program reference', () => {
  test('every page answers with its heading in the static HTML and sits in the Solana sidebar', () => {
    const failures: string[] = [];
    for (const route of [...REFERENCE, DEPLOYMENTS]) {
      const page = maybeBuiltPage(route);
      if (!page) failures.push(`${route}: no page in the build`);
      else if (!select('h1', page.tree)) failures.push(`${route}: no <h1>`);
      else if (!select(`.theme-doc-sidebar-menu a.menu__link--active[aria-current="page"][href="${route}"]`, page.tree)) {
        failures.push(`${route}: not the current item of a sidebar`);
      }
    }
    assert.deepEqual(failures, []);
  });

  test('an instruction has its own anchor, discriminator, accounts with flags and seeds, and corrected fee notes', () => {
    const route = '/solana/reference/lockup/instructions';
    const page = builtPage(route);
    assert.ok(select('h3#withdraw', page.tree), `${route}: no h3#withdraw`);
    const text = sectionText(page, 'withdraw') ?? '';
    assert.match(text, /b712469c946da122/);
    assert.match(text, /program\.methods\.withdraw\(amount\)/);
    assert.match(text, /stream_data \(streamData\)writablePDA of this program, seeds "stream_data", stream_nft_mint/);
    assert.match(text, /that fee is zero/);
    assert.doesNotMatch(text, /\$1/);
    const href = '/solana/reference/lockup/events#withdraw-from-lockup-stream';
    assert.ok(select(`h3#withdraw ~ ul a[href="${href}"]`, page.tree), `${route}#withdraw: no link to ${href}`);
    const events = builtPage('/solana/reference/lockup/events');
    assert.ok(select('h3#withdraw-from-lockup-stream', events.tree), `${href}: no h3 with that id`);
  });

  test('errors show their codes in decimal and hex, each under its own anchor', () => {
    const page = builtPage('/solana/reference/airdrops/errors');
    const row = selectAll('tr', page.tree).find((tr) => textContent(tr).includes('InvalidMerkleProof'));
    assert.ok(row, 'no table row names InvalidMerkleProof');
    assert.deepEqual(selectAll('td', row).map(textOf).slice(0, 3), ['6001', '0x1771', 'InvalidMerkleProof']);
    assert.equal(selectAll('h3#invalid-merkle-proof', page.tree).length, 1);
  });
});

describe('Solana deployments', () => {
  test('lists the program IDs per cluster in the static HTML, linked to an explorer only on mainnet-beta', () => {
    const page = builtPage(DEPLOYMENTS);
    const mainnet = select('section[aria-label="Mainnet (mainnet-beta)"]', page.tree);
    const devnet = select('section[aria-label="Devnet (devnet)"]', page.tree);
    assert.ok(mainnet, 'no mainnet-beta section');
    assert.ok(devnet, 'no devnet section');
    for (const cluster of [mainnet, devnet]) {
      const text = textContent(cluster);
      assert.match(text, /4EauRKrNErKfsR4XetEZJNmvACGHbHnHV4R5dvJuqupC/);
      assert.match(text, /7XrxoQejBoGouW4V3aozTSwub7xSDjYqB4Go7YLjF9rV/);
    }
    assert.match(textContent(mainnet), /365,675,725/);
    assert.match(textContent(devnet), /408,019,095/);
    assert.equal(selectAll('a[href="https://orb.helius.dev/address/4EauRKrNErKfsR4XetEZJNmvACGHbHnHV4R5dvJuqupC"]', mainnet).length, 1);
    assert.equal(selectAll('a[href^="http"]', devnet).length, 0);
    assert.ok(page.html.includes('ssqmHj4HQuuzHzADfxMHFQRnUictPAYTjA8M4crToQZ'), 'Lockup treasury');
    assert.ok(page.html.includes('GcpLP426R8awe7siynMFpyZ5Br3gzMa11jh5Eak7cQUk'), 'Merkle Instant treasury');
  });
});
