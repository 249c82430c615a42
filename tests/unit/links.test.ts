import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {isExternalHref} from '../../src/lib/links';

describe('isExternalHref', () => {
  const site = 'https://docs.sablier.com';
  it('is true for other origins only', () => {
    assert.ok(isExternalHref('https://github.com/sablier-labs', site));
    assert.ok(isExternalHref('//example.com/x', site));
    assert.ok(!isExternalHref('https://docs.sablier.com/concepts/streaming', site));
    assert.ok(!isExternalHref('/concepts/streaming', site));
    assert.ok(!isExternalHref('#anchor', site));
    assert.ok(!isExternalHref('mailto:a@b.c', site));
    assert.ok(!isExternalHref('pathname:///llms.txt', site));
    assert.ok(!isExternalHref(undefined, site));
  });
});
