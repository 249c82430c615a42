import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {docPageExists, redirectsTo, resolveFallbackRedirects} from '../../config/redirects';
import {HISTORIC_ROUTES} from '../../config/route-history';
import {SOLANA_PAGES, SOLANA_REDIRECTS, SOLANA_ROUTES_2026, sitePath} from '../../config/solana-routes';

describe('Solana routes', () => {
  it('lists the 17 published Solana routes once each, two of them with a space', () => {
    const routes = SOLANA_ROUTES_2026.map(({route}) => route);
    assert.equal(routes.length, 17);
    assert.equal(new Set(routes).size, 17);
    assert.ok(routes.every((r) => r.startsWith('/solana/')));
    assert.deepEqual(routes.filter((r) => r.includes('%20')).map(sitePath), [
      '/solana/program-reference/lockup/context accounts',
      '/solana/program-reference/merkle-instant/context accounts',
    ]);
  });

  it('has a Markdown page for every hand-written route', () => {
    for (const page of SOLANA_PAGES) assert.ok(docPageExists(page), page);
  });

  it('keeps /solana/fees and /solana/governance as pages and redirects the other 15', () => {
    assert.equal(SOLANA_REDIRECTS.length, 15);
    assert.ok(docPageExists('/solana/fees') && docPageExists('/solana/governance'));
    assert.ok(!SOLANA_REDIRECTS.some(({from}) => from === '/solana/fees' || from === '/solana/governance'));
  });

  it('sends each redirect to the best target that exists: the program reference once it is built, else the architecture page', () => {
    const handWritten = (route: string) => docPageExists(route);
    const byFrom = (isPage: (route: string) => boolean) =>
      new Map(resolveFallbackRedirects(isPage).map(({from, to}) => [from, to] as const));
    const now = byFrom(handWritten);
    for (const {from} of SOLANA_REDIRECTS) {
      const to = now.get(from);
      assert.ok(to !== undefined && docPageExists(to), `${from} -> ${to ?? 'nothing'}`);
    }
    const withReference = byFrom((route) => handWritten(route) || route.startsWith('/solana/reference/'));
    assert.equal(withReference.get('/solana/program-reference/lockup/context accounts'), '/solana/reference/lockup/instructions');
    assert.equal(withReference.get('/solana/program-reference/merkle-instant/events'), '/solana/reference/airdrops/events');
    assert.equal(now.get('/solana/sablier-on-solana'), '/solana/overview');
    assert.equal(now.get('/solana/client-integration/merkle-instant'), '/solana/airdrops/client-integration');
  });

  it('gives each landing page its old routes as aliases for the redirect plugin', () => {
    const overview = redirectsTo('/solana/overview') ?? [];
    for (const from of ['/solana/claim-with-ai', '/solana/sablier-on-solana']) assert.ok(overview.includes(from), from);
    assert.deepEqual(redirectsTo('/solana/lockup/client-integration'), ['/solana/client-integration/lockup']);
  });

  it('keeps every Solana route in the route history', () => {
    for (const route of [...SOLANA_PAGES, ...SOLANA_ROUTES_2026.map(({route}) => sitePath(route))]) {
      assert.ok(HISTORIC_ROUTES.includes(route), route);
    }
  });
});
