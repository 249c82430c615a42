import assert from 'node:assert/strict';
import {test} from 'node:test';
import {lazyData} from '../../src/lib/lazyData';

test('lazyData loads once, on the first call, and shares the result', async () => {
  let calls = 0;
  const data = lazyData(async () => {
    calls += 1;
    return {errors: [1, 2]};
  });
  assert.equal(calls, 0, 'nothing loads before the first call');
  assert.equal(data.peek(), undefined);
  const [a, b] = await Promise.all([data.load(), data.load()]);
  assert.equal(calls, 1);
  assert.equal(a, b);
  assert.deepEqual(data.peek(), {errors: [1, 2]});
  await data.load();
  assert.equal(calls, 1);
});

test('lazyData tries again after a failed load', async () => {
  let calls = 0;
  const data = lazyData(async () => {
    calls += 1;
    if (calls === 1) throw new Error('offline');
    return 'ok';
  });
  await assert.rejects(data.load(), /offline/);
  assert.equal(data.peek(), undefined);
  assert.equal(await data.load(), 'ok');
  assert.equal(calls, 2);
});
