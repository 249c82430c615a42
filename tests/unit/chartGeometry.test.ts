import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  areaPath,
  formatCompact,
  formatNumber,
  jumpMoments,
  linearScale,
  linePath,
  simplifyPolyline,
  niceMax,
  niceStep,
  plotArea,
  px,
  ticks,
  timeAxis,
  valueAt,
} from '../../src/lib/chartGeometry';

describe('chartGeometry', () => {
  it('linearScale maps domain to range, including inverted ranges', () => {
    const x = linearScale([0, 100], [50, 550]);
    assert.equal(x(0), 50);
    assert.equal(x(50), 300);
    assert.equal(x(100), 550);
    const y = linearScale([0, 10], [300, 20]);
    assert.equal(y(0), 300);
    assert.equal(y(10), 20);
    assert.equal(y(5), 160);
    assert.equal(linearScale([3, 3], [0, 10])(3), 5);
  });

  it('niceStep picks 1, 2 or 5 times a power of ten', () => {
    assert.equal(niceStep(10_000, 5), 2_000);
    assert.equal(niceStep(365, 5), 100);
    assert.equal(niceStep(1, 4), 0.5);
    assert.equal(niceStep(730, 6), 200);
    assert.equal(niceStep(0, 5), 1);
  });

  it('niceMax rounds up to a step multiple', () => {
    assert.equal(niceMax(10_000), 10_000);
    assert.equal(niceMax(365), 400);
    assert.equal(niceMax(1_296), 1_500); // step 500
    assert.equal(niceMax(0), 1);
  });

  it('ticks are evenly spaced, inclusive and free of float noise', () => {
    assert.deepEqual(ticks(0, 10_000), [0, 2_000, 4_000, 6_000, 8_000, 10_000]);
    assert.deepEqual(ticks(0, 365), [0, 100, 200, 300]);
    assert.deepEqual(ticks(0, 0.3, 3), [0, 0.1, 0.2, 0.3]);
    assert.deepEqual(ticks(5, 5), [5]);
  });

  it('formatNumber groups thousands and trims decimals', () => {
    assert.equal(formatNumber(10_000), '10,000');
    assert.equal(formatNumber(1234567.891), '1,234,567.89');
    assert.equal(formatNumber(0.5), '0.5');
    assert.equal(formatNumber(-1500), '-1,500');
    assert.equal(formatNumber(-0.001), '0');
  });

  it('formatCompact shortens thousands and millions', () => {
    assert.equal(formatCompact(10_000), '10k');
    assert.equal(formatCompact(2_500), '2.5k');
    assert.equal(formatCompact(2_500_000), '2.5M');
    assert.equal(formatCompact(500), '500');
    assert.equal(formatCompact(0.25), '0.25');
  });

  it('px rounds to two decimals', () => {
    assert.equal(px(1.23456), '1.23');
    assert.equal(px(-0.001), '0');
  });

  it('linePath builds an SVG path and drops repeated points and points on a straight stretch', () => {
    const x = linearScale([0, 10], [0, 100]);
    const y = linearScale([0, 10], [100, 0]);
    const d = linePath(
      [
        [0, 0],
        [0, 0],
        [5, 8],
        [10, 10],
      ],
      x,
      y,
    );
    assert.equal(d, 'M0 100 L50 20 L100 0');
    assert.equal(
      linePath(
        [
          [0, 0],
          [5, 5],
          [10, 10],
        ],
        x,
        y,
      ),
      'M0 100 L100 0',
    );
    assert.equal(
      areaPath(
        [
          [0, 0],
          [10, 10],
        ],
        x,
        y,
      ),
      'M0 100 L100 0 L100 100 L0 100 Z',
    );
    assert.equal(areaPath([], x, y), '');
  });

  it('simplifyPolyline drops points on straight stretches and keeps jumps, corners and the ends', () => {
    // A straight line sampled at 101 points is one segment.
    const line = Array.from({length: 101}, (_, i): [number, number] => [i, i * 0.5]);
    assert.deepEqual(simplifyPolyline(line), [
      [0, 0],
      [100, 50],
    ]);
    // A cliff: flat, a jump, then a slope. The corners stay.
    const cliff: [number, number][] = [
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 40],
      [3, 45],
      [4, 50],
    ];
    assert.deepEqual(simplifyPolyline(cliff), [
      [0, 0],
      [2, 0],
      [2, 40],
      [4, 50],
    ]);
    // Every dropped point of a curve lies within the tolerance of the kept polyline.
    const curve = Array.from({length: 200}, (_, i): [number, number] => [i * 3, 300 - (i * i) / 140]);
    const kept = simplifyPolyline(curve, 0.1);
    assert.ok(kept.length < curve.length / 2, `${kept.length} of ${curve.length} points kept`);
    for (const [cx, cy] of curve) {
      const j = kept.findIndex(([kx]) => kx >= cx);
      const [bx, by] = kept[j] as [number, number];
      const [ax, ay] = kept[Math.max(0, j - 1)] as [number, number];
      const onChord = bx === ax ? by : ay + ((cx - ax) / (bx - ax)) * (by - ay);
      assert.ok(Math.abs(onChord - cy) <= 0.1 + 1e-9, `(${cx}, ${cy}) is ${Math.abs(onChord - cy)} px off`);
    }
  });

  it('valueAt reads a step-wise curve', () => {
    const pts = [
      [0, 0],
      [1, 10],
      [2, 20],
    ] as const;
    assert.equal(valueAt(pts, 1.5), 10);
    assert.equal(valueAt(pts, 5), 20);
    assert.equal(valueAt(pts, -1), 0);
  });

  it('plotArea subtracts the margins', () => {
    assert.deepEqual(plotArea({width: 600, height: 300, top: 10, right: 20, bottom: 40, left: 60}), {
      x0: 60,
      x1: 580,
      y0: 260,
      y1: 10,
    });
  });

  it('timeAxis picks the unit from the duration and always labels the end', () => {
    const years = timeAxis(1460);
    assert.equal(years.unit, 'years');
    assert.deepEqual(
      years.ticks.map((t) => t.label),
      ['0', '1', '2', '3', '4'],
    );
    assert.deepEqual(
      years.ticks.map((t) => t.at),
      [0, 365, 730, 1095, 1460],
    );

    const months = timeAxis(365);
    assert.equal(months.unit, 'months');
    assert.deepEqual(
      months.ticks.map((t) => t.label),
      ['0', '2', '4', '6', '8', '10', '12'],
    );
    assert.equal(months.ticks.at(-1)?.at, 365);

    // 182 days is not a whole number of months: the end gets its own label.
    const half = timeAxis(182);
    assert.equal(half.unit, 'months');
    assert.equal(half.ticks.at(-1)?.at, 182);
    assert.equal(half.ticks.at(-1)?.label, '6');

    const days = timeAxis(28);
    assert.equal(days.unit, 'days');
    assert.deepEqual(
      days.ticks.map((t) => t.label),
      ['0', '5', '10', '15', '20', '25', '28'],
    );

    // The last regular tick is dropped when it would crowd the end label.
    const crowded = timeAxis(3 * 365 + 20);
    assert.deepEqual(
      crowded.ticks.map((t) => t.label),
      ['0', '1', '2', '3.1'],
    );
  });

  it('jumpMoments finds the instants where the curve jumps', () => {
    const second = 1 / 86_400;
    const points = [
      [0, 0],
      [100 - second, 0],
      [100, 2500],
      [200, 5000],
      [300 - second, 5000],
      [300, 10_000],
    ] as const;
    assert.deepEqual(jumpMoments(points, 10), [100, 300]);
    assert.deepEqual(
      jumpMoments(
        [
          [0, 0],
          [365, 10_000],
        ],
        10,
      ),
      [],
    );
  });
});
