import assert from 'node:assert/strict';
import {test} from 'node:test';
import {defaultSeed, planWalk, referenceTemplate, sitemapRoutes} from '../../scripts/lib/route-sample';

const ROUTES = [
  '/',
  '/concepts/fees',
  '/reference/legacy/contracts/constant-functions',
  ...['SablierLockup', 'SablierBatchLockup', 'LockupNFTDescriptor'].map((n) => `/reference/lockup/contracts/contract.${n}`),
  '/reference/flow/contracts/contract.SablierFlow',
  ...['ISablierLockup', 'ISablierFlow', 'IBatch'].map((n) => `/reference/lockup/contracts/interfaces/interface.${n}`),
  '/reference/lockup/contracts/libraries/library.Helpers',
  '/reference/lockup/contracts/types/library.Lockup',
  '/reference/flow/contracts/types/enum.Status',
  '/reference/airdrops/contracts/types/struct.Campaign',
  '/reference/lockup/contracts/abstracts/abstract.Batch',
];

test('generated reference pages are told apart by template; legacy reference pages are hand-written', () => {
  assert.equal(referenceTemplate('/reference/lockup/contracts/contract.SablierLockup'), 'contract');
  assert.equal(referenceTemplate('/reference/lockup/contracts/types/library.Lockup'), 'types-library');
  assert.equal(referenceTemplate('/reference/lockup/contracts/libraries/library.Helpers'), 'library');
  assert.equal(referenceTemplate('/reference/flow/contracts/types/enum.Status'), 'enum');
  assert.equal(referenceTemplate('/reference/bob/contracts/contract.SablierEscrow'), 'contract');
  assert.equal(referenceTemplate('/reference/bob/contracts/interfaces/external/interface.IWETH9'), 'interface');
  assert.equal(referenceTemplate('/reference/bob/access-control'), undefined);
  assert.equal(referenceTemplate('/reference/comptroller/contracts/contract.SablierComptroller'), 'contract');
  assert.equal(referenceTemplate('/reference/comptroller/access-control'), undefined);
  assert.equal(referenceTemplate('/reference/legacy/contracts/constant-functions'), undefined);
  assert.equal(referenceTemplate('/concepts/fees'), undefined);
});

test('every hand-written route is walked, and every template is sampled', () => {
  const plan = planWalk(ROUTES, 'seed', 2);
  assert.deepEqual(plan.handWritten, ['/', '/concepts/fees', '/reference/legacy/contracts/constant-functions']);
  assert.deepEqual(Object.keys(plan.sampled), ['abstract', 'contract', 'enum', 'interface', 'library', 'struct', 'types-library']);
  assert.equal(plan.sampled.contract?.length, 2);
  assert.equal(plan.sampled.enum?.length, 1);
});

test('the sample is the same for a seed and rotates with it', () => {
  assert.deepEqual(planWalk(ROUTES, 'a'), planWalk([...ROUTES].reverse(), 'a'));
  const picks = new Set(['1', '2', '3', '4', '5', '6', '7', '8'].map((seed) => planWalk(ROUTES, seed, 1).sampled.contract?.join()));
  assert.ok(picks.size > 1, 'different seeds never picked different pages');
});

test('the seed is the commit unless A11Y_SAMPLE_SEED is set', () => {
  assert.equal(defaultSeed({}, '0123abcd'), '0123abcd');
  assert.match(defaultSeed({}), /^([0-9a-f]{40}|unversioned)$/, 'the checked-out commit');
  assert.equal(defaultSeed({A11Y_SAMPLE_SEED: 'abc123'}), 'abc123');
});

test('sitemap locations become routes', () => {
  const xml =
    '<urlset><url><loc>https://docs.example.com/</loc></url><url><loc>https://docs.example.com/concepts/fees/</loc></url></urlset>';
  assert.deepEqual(sitemapRoutes(xml), ['/', '/concepts/fees']);
});
