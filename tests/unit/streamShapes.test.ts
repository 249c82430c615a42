import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {valueAt} from '../../src/lib/chartGeometry';
import {buildShape, monthlyTranches, SHAPE_IDS, sample, shapeControls} from '../../src/components/StreamChart/shapes';

describe('streamShapes', () => {
  it('every preset builds a non-empty, monotonic Lockup curve that ends at the deposit', () => {
    for (const id of SHAPE_IDS.filter((x) => x !== 'flow')) {
      const model = buildShape(id);
      const points = model.series[0]?.points ?? [];
      assert.ok(points.length > 10, id);
      for (let i = 1; i < points.length; i++) {
        const prev = points[i - 1] as readonly [number, number];
        const cur = points[i] as readonly [number, number];
        assert.ok(cur[0] >= prev[0] && cur[1] >= prev[1], `${id} not monotonic at ${i}`);
      }
      assert.equal(points[points.length - 1]?.[1], 10_000, id);
      assert.ok(model.description.length > 20, id);
    }
  });

  it('samples the second before and at each breakpoint', () => {
    const pts = sample((t) => (t >= 150n ? 10n ** 18n : 0n), 100n, 200n, [150n], 4);
    const xs = pts.map(([x]) => Math.round(x * 86_400));
    assert.deepEqual(xs, [0, 25, 49, 50, 51, 75, 100]);
  });

  it('an amount unlocked at the start is drawn as a jump from zero', () => {
    const points = buildShape('linearUnlockLinear', {startUnlock: 25, duration: 365}).series[0]?.points ?? [];
    assert.deepEqual(points.slice(0, 2), [
      [0, 0],
      [0, 2_500],
    ]);
    const steps = buildShape('segmentConstant', {segments: 4}).series[0]?.points ?? [];
    assert.deepEqual(steps[1], [0, 2_500]); // exponent 0: the first segment unlocks at the start time
  });

  it('a cliff shape is flat until the cliff and jumps there', () => {
    const points = buildShape('cliff', {cliff: 365, duration: 1460}).series[0]?.points ?? [];
    assert.equal(valueAt(points, 364.99), 0);
    assert.equal(valueAt(points, 365), 2_500);
    assert.equal(valueAt(points, 912.5), 6_250);
  });

  it('parameters move the curve and are clamped to the control range', () => {
    const a = buildShape('dynamicExponential', {exponent: 2, duration: 100}).series[0]?.points ?? [];
    const b = buildShape('dynamicExponential', {exponent: 4, duration: 100}).series[0]?.points ?? [];
    assert.equal(valueAt(a, 50), 2_500);
    assert.equal(valueAt(b, 50), 625);
    const control = shapeControls('dynamicExponential').find((c) => c.key === 'exponent');
    const clamped = buildShape('dynamicExponential', {exponent: 1_000}).description;
    assert.match(clamped, new RegExp(`exponent ${control?.max}`));
  });

  it('monthly tranches fall on the first day of each month', () => {
    const tranches = monthlyTranches(3, 1_735_689_600n);
    assert.deepEqual(
      tranches.map((t) => new Date(Number(t.timestamp) * 1000).toISOString().slice(0, 10)),
      ['2025-02-01', '2025-03-01', '2025-04-01'],
    );
    assert.equal(
      tranches.reduce((s, t) => s + t.amount, 0n),
      10_000n * 10n ** 18n,
    );
  });

  it('the Flow model shows debt, covered debt and balance', () => {
    const model = buildShape('flow', {monthly: 1000, deposit: 500, duration: 30});
    const [balance, debt, covered] = model.series;
    assert.equal(valueAt(debt?.points ?? [], 30), 999.999999);
    assert.equal(valueAt(covered?.points ?? [], 30), 500);
    assert.equal(balance?.points[0]?.[1], 500);
    assert.match(model.description, /until about day 15/);
  });
});
