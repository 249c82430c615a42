import assert from 'node:assert/strict';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {buildReference} from '../../plugins/contract-reference/generate';
import {routeOf} from '../../plugins/contract-reference/model';
import {PREVIOUS_REFERENCE_ROUTES, REFERENCE_REDIRECTS} from '../../config/reference-redirects';
import {EXPLICIT_REDIRECTS, legacyAliases} from '../../config/redirects';

let generated: Set<string>;

before(() => {
  generated = new Set(buildReference({siteDir: path.resolve(__dirname, '..', '..')}).pages.map(routeOf));
});

describe('previous contract-reference routes', () => {
  it('lists the 55 contract reference routes of the first route map', () => {
    assert.equal(PREVIOUS_REFERENCE_ROUTES.length, 55);
    assert.equal(new Set(PREVIOUS_REFERENCE_ROUTES).size, 55);
  });

  it('each resolves to a generated page or redirects to one', () => {
    for (const route of PREVIOUS_REFERENCE_ROUTES) {
      if (generated.has(route)) continue;
      const redirect = REFERENCE_REDIRECTS.find((r) => r.from === route);
      assert.ok(redirect, `${route} is a page or has a redirect`);
      assert.ok(generated.has(redirect.to), `${route} -> ${redirect.to} is a generated page`);
    }
  });

  it('keeps the previous /contracts/v2/reference/ aliases of renamed Lockup pages', () => {
    const renamed = PREVIOUS_REFERENCE_ROUTES.filter((r) => r.startsWith('/reference/lockup/') && !generated.has(r));
    for (const route of renamed) {
      const alias = route.replace('/reference/lockup/', '/contracts/v2/reference/');
      const redirect = REFERENCE_REDIRECTS.find((r) => r.from === alias);
      assert.ok(redirect && generated.has(redirect.to), alias);
    }
  });

  it('never shadows a page, an alias or another redirect', () => {
    const aliases = new Set([...generated].flatMap((route) => legacyAliases(route) ?? []));
    const froms = [...EXPLICIT_REDIRECTS, ...REFERENCE_REDIRECTS].map((r) => r.from);
    assert.equal(new Set(froms).size, froms.length, 'no duplicate redirect sources');
    for (const {from, to} of REFERENCE_REDIRECTS) {
      assert.ok(!generated.has(from), `${from} is not a page`);
      assert.ok(!aliases.has(from), `${from} is not an alias of a page`);
      assert.ok(generated.has(to), `${to} exists`);
    }
  });
});
