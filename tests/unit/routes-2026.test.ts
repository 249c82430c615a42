import assert from 'node:assert/strict';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {buildReference} from '../../plugins/contract-reference/generate';
import {routeOf} from '../../plugins/contract-reference/model';
import {REFERENCE_REDIRECTS} from '../../config/reference-redirects';
import {
  docPageExists,
  EXPLICIT_REDIRECTS,
  FALLBACK_REDIRECTS,
  legacyAliases,
  redirectsTo,
  resolveFallbackRedirects,
} from '../../config/redirects';
import {ALL_ROUTES} from '../../config/routes';
import {BOB_ROUTES_2026, MACHINE_ROUTES_2026, ROUTES_2026} from '../../config/routes-2026';
import {SOLANA_ROUTES_2026, sitePath} from '../../config/solana-routes';

let generated: Set<string>;
const isPage = (route: string) => route === '/' || ALL_ROUTES.includes(route) || docPageExists(route) || generated.has(route);

before(() => {
  generated = new Set(buildReference({siteDir: path.resolve(__dirname, '..', '..')}).pages.map(routeOf));
});

/** Where a route lands: itself if it is a page, else the page its redirect points to. */
function landing(route: string): string | undefined {
  if (isPage(route)) return route;
  const explicit = [...EXPLICIT_REDIRECTS, ...REFERENCE_REDIRECTS].find((r) => r.from === route);
  if (explicit) return explicit.to;
  const fallback = resolveFallbackRedirects(isPage).find((r) => r.from === route);
  if (fallback) return fallback.to;
  // A prefix alias: some page under the current prefix whose old alias is this route.
  for (const page of [...ALL_ROUTES, ...generated]) {
    if ((legacyAliases(page) ?? []).includes(route)) return page;
  }
  return undefined;
}

describe('published routes of 2026', () => {
  it('lists every hand-written route except Solana and Bob, plus the vendor overviews', () => {
    assert.equal(ROUTES_2026.length, 209);
    assert.equal(new Set(ROUTES_2026).size, ROUTES_2026.length);
    assert.ok(ROUTES_2026.every((r) => !r.startsWith('/solana/') && !/\/bob(\/|$)/.test(r)));
    assert.ok(ROUTES_2026.includes('/api/ids'));
    assert.ok(ROUTES_2026.includes('/guides/lockup/examples/create-stream/lockup-price-gated'));
  });

  it('each answers with a page or a redirect to a page', () => {
    const broken = ROUTES_2026.flatMap((route) => {
      const to = landing(route);
      return to !== undefined && isPage(to) ? [] : [`${route} -> ${to ?? 'nothing'}`];
    });
    assert.deepEqual(broken, []);
  });

  it('sends renamed routes to the page on the same topic', () => {
    assert.equal(landing('/api/ids'), '/api/identifiers');
    assert.equal(landing('/api/streams/indexers'), '/api/lockup/endpoints');
    assert.equal(landing('/concepts/airdrops'), '/concepts/merkle-airdrops');
    assert.equal(landing('/apps/legacy'), '/apps/v1');
    assert.equal(landing('/concepts/protocol/hooks'), '/concepts/lockup/hooks');
    assert.equal(
      landing('/guides/lockup/examples/create-stream/lockup-price-gated'),
      '/guides/lockup/examples/create-stream/lockup-price-gated',
    );
    assert.equal(landing('/api/getting-started'), '/api/getting-started');
    assert.equal(landing('/concepts/chains'), '/concepts/chains');
    assert.equal(
      landing('/reference/utils/contracts/contract.SablierComptroller'),
      '/reference/comptroller/contracts/contract.SablierComptroller',
    );
    assert.equal(
      landing('/reference/utils/contracts/interfaces/interface.ISablierComptroller'),
      '/reference/comptroller/contracts/interfaces/interface.ISablierComptroller',
    );
  });

  it('uses a fallback only while the route has no page of its own, and the best target that exists', () => {
    const pages = new Set(['/guides/ai-agents', '/guides/lockup/overview', '/concepts/governance']);
    const resolved = resolveFallbackRedirects((r) => pages.has(r));
    assert.ok(!resolved.some((r) => r.from === '/guides/ai-agents'), 'a page replaces its fallback');
    assert.deepEqual(
      resolved.find((r) => r.from === '/guides/claim-with-ai-skills'),
      {from: '/guides/claim-with-ai-skills', to: '/guides/ai-agents'},
    );
    const solana = SOLANA_ROUTES_2026.map(({route}) => sitePath(route));
    for (const {from} of FALLBACK_REDIRECTS) assert.ok(ROUTES_2026.includes(from) || solana.includes(from), `${from} is a 2026 route`);
  });

  it('gives the redirect plugin the fallbacks as aliases of their target page', () => {
    for (const {from, to} of resolveFallbackRedirects(isPage)) {
      assert.ok((redirectsTo(to) ?? []).includes(from), `${to} gets alias ${from}`);
    }
    assert.deepEqual(redirectsTo('/concepts/lockup/segments'), ['/concepts/protocol/segments']);
  });

  it('lists the 27 Bob routes apart, and each Bob reference route is a page', () => {
    assert.equal(BOB_ROUTES_2026.length, 27);
    assert.equal(new Set(BOB_ROUTES_2026).size, 27);
    assert.ok(BOB_ROUTES_2026.every((r) => /\/bob(\/|$)/.test(r)));
    const reference = BOB_ROUTES_2026.filter((r) => r.startsWith('/reference/'));
    assert.equal(reference.length, 20);
    const broken = reference.filter((route) => {
      const to = landing(route);
      return to === undefined || !isPage(to);
    });
    assert.deepEqual(broken, []);
    // The routes other Sablier repositories link to.
    assert.ok(isPage('/guides/bob/deployments'));
  });

  it('keeps the machine-readable routes apart from the pages', () => {
    assert.ok(MACHINE_ROUTES_2026.length > 0);
    assert.ok(MACHINE_ROUTES_2026.every((r) => r.endsWith('.md') || r.endsWith('.txt')));
  });
});
