/**
 * Pure chart geometry for the stream charts: linear scales, "nice" ticks, SVG path strings and number labels.
 * No DOM, no React: the chart component calls these at build time (server rendering) and in the browser.
 */

export type Point = readonly [number, number];

export interface Box {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A linear map from a data domain to a pixel range (the range may be inverted, as for a y axis). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (v: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  if (span === 0) return () => (r0 + r1) / 2;
  return (v) => r0 + ((v - d0) / span) * (r1 - r0);
}

/** A step of 1, 2 or 5 times a power of ten that splits `span` into about `count` intervals. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !(count > 0)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The upper end of an axis starting at 0: `max` rounded up to a multiple of its nice step. */
export function niceMax(max: number, count = 5): number {
  if (!(max > 0)) return 1;
  const step = niceStep(max, count);
  return Math.ceil(max / step - 1e-9) * step;
}

/** Tick values from `min` to `max` (inclusive) at a nice step; never more than `count * 2 + 1` ticks. */
export function ticks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const step = niceStep(max - min, count);
  const first = Math.ceil(min / step - 1e-9) * step;
  const out: number[] = [];
  for (let v = first; v <= max + step * 1e-9; v += step) {
    // Round away binary noise such as 0.30000000000000004.
    out.push(Number(v.toPrecision(12)));
    if (out.length > count * 2 + 1) break;
  }
  return out;
}

/** A number with thousands separators and at most `maxDecimals` decimals (no locale dependence). */
export function formatNumber(value: number, maxDecimals = 2): string {
  const fixed = value.toFixed(maxDecimals);
  const [whole = '0', decimals = ''] = fixed.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = decimals.replace(/0+$/, '');
  const result = `${negative ? '-' : ''}${grouped}${trimmed ? `.${trimmed}` : ''}`;
  return result === '-0' ? '0' : result;
}

/** Short axis labels: thousands as "k" and millions as "M" (10,000 -> "10k", 2,500,000 -> "2.5M"). */
export function formatCompact(value: number): string {
  const a = Math.abs(value);
  if (a >= 1e6) return `${formatNumber(value / 1e6, 2)}M`;
  if (a >= 1e3) return `${formatNumber(value / 1e3, 2)}k`;
  return formatNumber(value, 2);
}

/** Rounds a pixel coordinate to two decimals, enough for sharp SVG at any zoom, and keeps the path short. */
export function px(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/**
 * How far (in pixels) a drawn path may stray from the exact curve: a tenth of a pixel of the chart's viewBox, which no
 * screen shows, and which lets a straight stretch sampled at hundreds of points be drawn as one segment.
 */
export const PATH_TOLERANCE = 0.1;

/**
 * The points to keep so that the polyline through them stays within `tolerance` of the polyline through all of them
 * (Douglas-Peucker): first and last always, and between them each point farthest from the chord, while it is
 * farther than the tolerance. Jumps and corners stay; points on a straight stretch go.
 */
export function simplifyPolyline(points: readonly Point[], tolerance = PATH_TOLERANCE): Point[] {
  if (points.length <= 2) return [...points];
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = true;
  keep[points.length - 1] = true;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    const [ax, ay] = points[first] as Point;
    const [bx, by] = points[last] as Point;
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px0, py0] = points[i] as Point;
      // Distance to the segment's line, or to its start when the segment is a point.
      const d = length === 0 ? Math.hypot(px0 - ax, py0 - ay) : Math.abs(dy * (px0 - ax) - dx * (py0 - ay)) / length;
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = true;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/**
 * An SVG path "M x y L x y ..." through the points, in pixel space, within PATH_TOLERANCE of the exact polyline
 * (see simplifyPolyline); consecutive duplicates are dropped.
 */
export function linePath(points: readonly Point[], x: (v: number) => number, y: (v: number) => number): string {
  const projected = simplifyPolyline(points.map(([vx, vy]): Point => [x(vx), y(vy)]));
  const parts: string[] = [];
  let last = '';
  for (const [px0, py0] of projected) {
    const coord = `${px(px0)} ${px(py0)}`;
    if (coord === last) continue;
    parts.push(`${parts.length === 0 ? 'M' : 'L'}${coord}`);
    last = coord;
  }
  return parts.join(' ');
}

/** The same path closed down to the baseline, for a filled area under the curve. */
export function areaPath(points: readonly Point[], x: (v: number) => number, y: (v: number) => number, baseline = 0): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return '';
  return `${linePath(points, x, y)} L${px(x(last[0]))} ${px(y(baseline))} L${px(x(first[0]))} ${px(y(baseline))} Z`;
}

/** The value of a step-wise sampled curve at `at` (last sample at or before it), for text descriptions. */
export function valueAt(points: readonly Point[], at: number): number {
  let value = points[0]?.[1] ?? 0;
  for (const [vx, vy] of points) {
    if (vx > at) break;
    value = vy;
  }
  return value;
}

/** The drawing area of a chart box. */
export function plotArea(box: Box): {x0: number; x1: number; y0: number; y1: number} {
  return {x0: box.left, x1: box.width - box.right, y0: box.height - box.bottom, y1: box.top};
}

/** One labelled tick of a time axis; `at` is in days, like the chart's x values. */
export interface TimeTick {
  at: number;
  label: string;
}
export interface TimeAxis {
  unit: 'days' | 'months' | 'years';
  ticks: TimeTick[];
}

const DAYS_PER_YEAR = 365;
const DAYS_PER_MONTH = 365 / 12;

/**
 * Ticks for a time axis that starts at 0 and ends at `maxDays`, in the unit that suits the duration: days below
 * about three months, months below two years, years beyond. Steps are whole units (1, 2, 3 or 6 months; 1, 2 or 5
 * years), so monthly and yearly schedules line up with the grid, and the end of the axis is always labelled.
 */
export function timeAxis(maxDays: number, maxTicks = 8): TimeAxis {
  if (!(maxDays > 0)) return {unit: 'days', ticks: [{at: 0, label: '0'}]};
  let unit: TimeAxis['unit'];
  let unitDays: number;
  let step: number;
  if (maxDays >= 2 * DAYS_PER_YEAR) {
    unit = 'years';
    unitDays = DAYS_PER_YEAR;
    const span = maxDays / unitDays;
    step = [1, 2, 5, 10, 20, 50].find((s) => span / s <= maxTicks) ?? Math.ceil(span / maxTicks);
  } else if (maxDays >= 90) {
    unit = 'months';
    unitDays = DAYS_PER_MONTH;
    const span = maxDays / unitDays;
    step = [1, 2, 3, 6, 12].find((s) => span / s <= maxTicks) ?? 12;
  } else {
    unit = 'days';
    unitDays = 1;
    step = niceStep(maxDays, Math.min(6, maxTicks));
  }
  const span = maxDays / unitDays;
  const out: TimeTick[] = [];
  for (let k = 0; k * step <= span + 1e-9; k++) out.push({at: k * step * unitDays, label: formatNumber(k * step, 1)});
  const last = out[out.length - 1];
  const endLabel = formatNumber(span, 1);
  if (last && Math.abs(last.at - maxDays) > 1e-6) {
    // Too close to the end, the last regular tick's label would collide with the end label: drop it.
    if (maxDays - last.at < 0.4 * step * unitDays && out.length > 1) out.pop();
    out.push({at: maxDays, label: endLabel});
  }
  return {unit, ticks: out};
}

/**
 * The moments where a curve jumps: consecutive points less than `maxGap` apart on the x axis whose y values differ by
 * more than `minRise`. The stream samplers put points one second either side of every unlock, so each cliff, start
 * unlock or tranche shows up here.
 */
export function jumpMoments(points: readonly Point[], minRise: number, maxGap = 3 / 86_400): number[] {
  const out: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] as Point;
    const [x1, y1] = points[i] as Point;
    if (x1 - x0 <= maxGap && y1 - y0 > minRise) {
      const at = x1;
      if (!out.some((m) => Math.abs(m - at) <= maxGap)) out.push(at);
    }
  }
  return out;
}
