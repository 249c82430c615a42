import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {EXPLICIT_REDIRECTS, legacyAliases, PREFIX_RULES} from '../../config/redirects';
import {ALL_ROUTES} from '../../config/routes';

const DOCS = path.resolve(__dirname, '..', '..', 'docs');
const docExists = (route: string) => ['.mdx', '.md'].some((ext) => fs.existsSync(path.join(DOCS, `${route}${ext}`)));
const isPage = (route: string) => ALL_ROUTES.includes(route) || docExists(route);

test('every explicit redirect lands on a page of the route map', () => {
  for (const {from, to} of EXPLICIT_REDIRECTS) assert.ok(isPage(to), `${from} -> ${to}: no such page`);
});

test('no redirect shadows a page', () => {
  for (const {from} of EXPLICIT_REDIRECTS) assert.ok(!isPage(from), `${from} is a page; a redirect would hide it`);
});

test('explicit redirects are unique and alphabetical', () => {
  const froms = EXPLICIT_REDIRECTS.map((r) => r.from);
  assert.equal(new Set(froms).size, froms.length);
  assert.deepEqual(froms, [...froms].sort());
});

test('the specification examples redirect as stated', () => {
  const to = (from: string) => EXPLICIT_REDIRECTS.find((r) => r.from === from)?.to;
  assert.equal(to('/api'), '/api/overview');
  assert.equal(to('/apps'), '/apps/features/overview');
  assert.equal(to('/csv'), '/apps/guides/csv-support');
  assert.equal(to('/concepts/protocol/fees'), '/concepts/fees');
  assert.equal(to('/protocol/introduction'), '/concepts/what-is-sablier');
});

test('prefix rules give each page under a prefix its old alias', () => {
  assert.deepEqual(legacyAliases('/concepts/lockup/segments'), ['/concepts/protocol/segments']);
  assert.deepEqual(legacyAliases('/guides/legacy/codebase'), ['/contracts/v1/guides/codebase']);
  assert.deepEqual(legacyAliases('/reference/lockup/access-control'), ['/contracts/v2/reference/access-control']);
  assert.deepEqual(legacyAliases('/reference/legacy/contracts/constant-functions'), ['/contracts/v1/contracts/constant-functions']);
  assert.deepEqual(legacyAliases('/guides/lockup/examples/hooks'), ['/contracts/v2/guides/hooks']);
  assert.equal(legacyAliases('/concepts/fees'), undefined);
});

test('no prefix alias collides with an explicit redirect or a page', () => {
  for (const route of ALL_ROUTES) {
    for (const alias of legacyAliases(route) ?? []) {
      assert.ok(!isPage(alias), `${route}: alias ${alias} is a page`);
      assert.ok(!EXPLICIT_REDIRECTS.some((r) => r.from === alias), `${route}: alias ${alias} is also explicit`);
    }
  }
  assert.equal(PREFIX_RULES.length, 5);
});
