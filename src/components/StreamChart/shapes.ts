/**
 * Chart models for the concept pages: each preset turns a few reader-facing parameters (days, percentages,
 * exponents, counts) into stream parameters, runs the contract math of `streamMath.ts` over time and returns
 * plain number series for the chart component. Pure and deterministic, so the same curve is rendered at build
 * time and after hydration.
 */
import type {Point} from '../../lib/chartGeometry';
import {formatNumber, valueAt} from '../../lib/chartGeometry';
import {
  coveredDebtOf,
  flowCreate,
  flowDeposit,
  type LinearStream,
  ratePerSecondFor,
  type Segment,
  streamedAmountLD,
  streamedAmountLL,
  streamedAmountLT,
  type Tranche,
  totalDebtOf,
} from '../../lib/streamMath';

const DAY = 86_400n;
const E18 = 10n ** 18n;
/** 2025-01-01T00:00:00Z, the start of every example stream (only its calendar matters, for monthly unlocks). */
export const EXAMPLE_START = 1_735_689_600n;
/** Every Lockup example deposits 10,000 tokens with 18 decimals. */
export const EXAMPLE_DEPOSIT = 10_000n * E18;
const SAMPLES = 240;

export type ShapeId =
  | 'linear'
  | 'linearUnlockLinear'
  | 'cliff'
  | 'linearUnlockCliff'
  | 'dynamicExponential'
  | 'dynamicCliffExponential'
  | 'linearStepper'
  | 'tranchedMonthly'
  | 'tranchedBackweighted'
  | 'tranchedTimelock'
  | 'segmentConstant'
  | 'segmentLinear'
  | 'segmentAccelerating'
  | 'segmentDecelerating'
  | 'tranches'
  | 'flow';

export interface Control {
  key: string;
  label: string;
  min: number;
  max: number;
  step: number;
  unit: string;
}

export interface Series {
  id: string;
  label: string;
  points: Point[];
  /** Visual role; the component maps it to a theme colour. */
  tone: 'primary' | 'secondary' | 'muted';
  dashed?: boolean;
}

/** The arguments of the create call that makes the stream a preset draws (see `createParams.ts`). */
export type CreateSpec =
  | {
      kind: 'LL';
      depositAmount: bigint;
      startTime: bigint;
      endTime: bigint;
      cliffTime: bigint;
      granularity: bigint;
      unlockAmounts: {start: bigint; cliff: bigint};
    }
  | {kind: 'LD'; depositAmount: bigint; startTime: bigint; segments: Segment[]}
  | {kind: 'LT'; depositAmount: bigint; startTime: bigint; tranches: Tranche[]}
  | {kind: 'flow'; ratePerSecond: bigint; startTime: bigint; tokenDecimals: number; depositAmount: bigint};

export interface ChartModel {
  /** Which preset drew it. */
  shape: ShapeId;
  title: string;
  xLabel: string;
  yLabel: string;
  xMax: number;
  yMax: number;
  series: Series[];
  /** Plain-language summary of the curve, for screen readers and the caption. */
  description: string;
  /** The create call behind the curve. */
  create: CreateSpec;
}

type Params = Record<string, number>;

interface Preset {
  title: string;
  controls: Control[];
  defaults: Params;
  build: (p: Params) => Omit<ChartModel, 'shape' | 'title' | 'description'> & {summary: string};
}

const tokens = (amount: bigint): number => Number(amount / 10n ** 12n) / 1e6;
const days = (seconds: bigint): bigint => seconds * DAY;
const pct = (deposit: bigint, percent: number): bigint => (deposit * BigInt(Math.round(percent * 100))) / 10_000n;

/**
 * Samples `fn` from `start` to `end`: evenly spaced points, plus the second before and at every breakpoint, so
 * vertical jumps are drawn as (almost) vertical lines.
 */
export function sample(
  fn: (now: bigint) => bigint,
  start: bigint,
  end: bigint,
  breakpoints: readonly bigint[] = [],
  samples = SAMPLES,
): Point[] {
  const times = new Set<bigint>();
  const span = end - start;
  for (let i = 0; i <= samples; i++) times.add(start + (span * BigInt(i)) / BigInt(samples));
  for (const b of breakpoints) {
    for (const t of [b - 1n, b, b + 1n]) if (t >= start && t <= end) times.add(t);
  }
  const points: Point[] = [...times]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((t) => [Number(t - start) / Number(DAY), tokens(fn(t))] as const);
  // Nothing is streamed before the start: an amount unlocked at the start shows as a jump from zero.
  const first = points[0];
  if (first !== undefined && first[1] > 0) points.unshift([first[0], 0]);
  return points;
}

function linearModel(stream: LinearStream, extraBreakpoints: bigint[] = []): {points: Point[]; end: bigint} {
  const breakpoints = [stream.startTime, stream.cliffTime, stream.endTime, ...extraBreakpoints].filter((b) => b > 0n);
  const points = sample((t) => streamedAmountLL(stream, t), stream.startTime, stream.endTime, breakpoints);
  return {points, end: stream.endTime};
}

/** The create arguments of a Lockup Linear stream (granularity 0 means one second). */
function linearCreate(s: LinearStream): CreateSpec {
  return {
    kind: 'LL',
    depositAmount: s.depositAmount,
    startTime: s.startTime,
    endTime: s.endTime,
    cliffTime: s.cliffTime,
    granularity: s.granularity ?? 0n,
    unlockAmounts: {...s.unlockAmounts},
  };
}

function lockupAxes(totalDays: number) {
  return {xLabel: 'Time (days)', yLabel: 'Streamed (tokens)', xMax: totalDays, yMax: 10_000};
}

function streamedSeries(points: Point[]): Series[] {
  return [{id: 'streamed', label: 'Streamed amount', points, tone: 'primary'}];
}

function dynamicPoints(segments: Segment[], start: bigint): Point[] {
  const end = segments[segments.length - 1]?.timestamp ?? start;
  const stream = {depositAmount: EXAMPLE_DEPOSIT, startTime: start, endTime: end, segments};
  const bps = segments.map((s) => s.timestamp);
  return sample((t) => streamedAmountLD(stream, t), start, end, bps);
}

function tranchedPoints(tranches: Tranche[], start: bigint): Point[] {
  const end = tranches[tranches.length - 1]?.timestamp ?? start;
  const stream = {depositAmount: EXAMPLE_DEPOSIT, startTime: start, endTime: end, tranches};
  return sample(
    (t) => streamedAmountLT(stream, t),
    start,
    end,
    tranches.map((x) => x.timestamp),
  );
}

/** Equal tranches over `count` periods of `periodDays`; the last tranche takes the rounding remainder. */
export function equalTranches(count: number, periodDays: bigint, start: bigint, deposit = EXAMPLE_DEPOSIT): Tranche[] {
  const n = BigInt(count);
  const each = deposit / n;
  return Array.from({length: count}, (_, i) => ({
    amount: i === count - 1 ? deposit - each * (n - 1n) : each,
    timestamp: start + days(periodDays) * BigInt(i + 1),
  }));
}

/** Tranches on the first day of each calendar month after `start`. */
export function monthlyTranches(months: number, start: bigint, deposit = EXAMPLE_DEPOSIT): Tranche[] {
  const d = new Date(Number(start) * 1000);
  const n = BigInt(months);
  const each = deposit / n;
  return Array.from({length: months}, (_, i) => ({
    amount: i === months - 1 ? deposit - each * (n - 1n) : each,
    timestamp: BigInt(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + i + 1, d.getUTCDate()) / 1000),
  }));
}

/** The exponent as a UD2x18 (18 decimals) from a slider value with up to two decimals. */
const exponent = (value: number): bigint => (BigInt(Math.round(value * 100)) * E18) / 100n;

const durationControl = (min: number, max: number, step: number): Control => ({
  key: 'duration',
  label: 'Total duration',
  min,
  max,
  step,
  unit: 'days',
});

const PRESETS: Record<ShapeId, Preset> = {
  linear: {
    title: 'Linear',
    controls: [durationControl(30, 1460, 5)],
    defaults: {duration: 365},
    build: ({duration = 365}) => {
      const start = EXAMPLE_START;
      const s = {
        depositAmount: EXAMPLE_DEPOSIT,
        startTime: start,
        cliffTime: 0n,
        endTime: start + days(BigInt(duration)),
        unlockAmounts: {start: 0n, cliff: 0n},
      };
      const {points} = linearModel(s);
      return {
        ...lockupAxes(duration),
        series: streamedSeries(points),
        create: linearCreate(s),
        summary: `Lockup Linear: 10,000 tokens stream at a constant rate from day 0 to day ${formatNumber(duration)}.`,
      };
    },
  },
  linearUnlockLinear: {
    title: 'Unlock Linear',
    controls: [{key: 'startUnlock', label: 'Start unlock', min: 0, max: 90, step: 5, unit: '%'}, durationControl(30, 1460, 5)],
    defaults: {startUnlock: 25, duration: 365},
    build: ({startUnlock = 25, duration = 365}) => {
      const start = EXAMPLE_START;
      const s = {
        depositAmount: EXAMPLE_DEPOSIT,
        startTime: start,
        cliffTime: 0n,
        endTime: start + days(BigInt(duration)),
        unlockAmounts: {start: pct(EXAMPLE_DEPOSIT, startUnlock), cliff: 0n},
      };
      const {points} = linearModel(s);
      return {
        ...lockupAxes(duration),
        series: streamedSeries(points),
        create: linearCreate(s),
        summary: `Lockup Linear with a start unlock: ${startUnlock}% unlocks at the start, the rest streams linearly until day ${formatNumber(duration)}.`,
      };
    },
  },
  cliff: {
    title: 'Cliff',
    controls: [{key: 'cliff', label: 'Cliff', min: 30, max: 1095, step: 5, unit: 'days'}, durationControl(365, 1825, 5)],
    defaults: {cliff: 365, duration: 1460},
    build: ({cliff = 365, duration = 1460}) => {
      const start = EXAMPLE_START;
      const c = Math.min(cliff, duration - 1);
      // A classic cliff: the amount that accrued during the cliff is the cliff unlock, the rest streams linearly.
      const cliffUnlock = (EXAMPLE_DEPOSIT * BigInt(c)) / BigInt(duration);
      const s = {
        depositAmount: EXAMPLE_DEPOSIT,
        startTime: start,
        cliffTime: start + days(BigInt(c)),
        endTime: start + days(BigInt(duration)),
        unlockAmounts: {start: 0n, cliff: cliffUnlock},
      };
      const {points} = linearModel(s);
      return {
        ...lockupAxes(duration),
        series: streamedSeries(points),
        create: linearCreate(s),
        summary: `Lockup Linear with a cliff: nothing until day ${c}, then ${formatNumber(tokens(cliffUnlock))} tokens unlock at once and the rest streams linearly until day ${formatNumber(duration)}.`,
      };
    },
  },
  linearUnlockCliff: {
    title: 'Unlock Cliff',
    controls: [
      {key: 'startUnlock', label: 'Start unlock', min: 0, max: 50, step: 5, unit: '%'},
      {key: 'cliffUnlock', label: 'Cliff unlock', min: 0, max: 50, step: 5, unit: '%'},
      {key: 'cliff', label: 'Cliff', min: 30, max: 700, step: 5, unit: 'days'},
      durationControl(365, 1460, 5),
    ],
    defaults: {startUnlock: 25, cliffUnlock: 25, cliff: 365, duration: 730},
    build: ({startUnlock = 25, cliffUnlock = 25, cliff = 365, duration = 730}) => {
      const start = EXAMPLE_START;
      const c = Math.min(cliff, duration - 1);
      const s = {
        depositAmount: EXAMPLE_DEPOSIT,
        startTime: start,
        cliffTime: start + days(BigInt(c)),
        endTime: start + days(BigInt(duration)),
        unlockAmounts: {start: pct(EXAMPLE_DEPOSIT, startUnlock), cliff: pct(EXAMPLE_DEPOSIT, cliffUnlock)},
      };
      const {points} = linearModel(s);
      return {
        ...lockupAxes(duration),
        series: streamedSeries(points),
        create: linearCreate(s),
        summary: `Lockup Linear with start and cliff unlocks: ${startUnlock}% at the start, another ${cliffUnlock}% at the cliff on day ${c}, then linear until day ${formatNumber(duration)}.`,
      };
    },
  },
  dynamicExponential: {
    title: 'Exponential',
    controls: [{key: 'exponent', label: 'Exponent', min: 0.5, max: 10, step: 0.5, unit: ''}, durationControl(30, 1460, 5)],
    defaults: {exponent: 3, duration: 365},
    build: ({exponent: e = 3, duration = 365}) => {
      const start = EXAMPLE_START;
      const segments = [{amount: EXAMPLE_DEPOSIT, exponent: exponent(e), timestamp: start + days(BigInt(duration))}];
      return {
        ...lockupAxes(duration),
        series: streamedSeries(dynamicPoints(segments, start)),
        create: {kind: 'LD', depositAmount: EXAMPLE_DEPOSIT, startTime: start, segments},
        summary: `Lockup Dynamic with one segment of exponent ${e}: the curve starts flat and steepens towards day ${formatNumber(duration)}.`,
      };
    },
  },
  dynamicCliffExponential: {
    title: 'Cliff Exponential',
    controls: [
      {key: 'cliff', label: 'Cliff', min: 30, max: 1000, step: 5, unit: 'days'},
      {key: 'cliffUnlock', label: 'Cliff unlock', min: 0, max: 50, step: 5, unit: '%'},
      {key: 'exponent', label: 'Exponent', min: 0.5, max: 10, step: 0.5, unit: ''},
      durationControl(365, 1460, 5),
    ],
    defaults: {cliff: 365, cliffUnlock: 20, exponent: 3, duration: 1095},
    build: ({cliff = 365, cliffUnlock = 20, exponent: e = 3, duration = 1095}) => {
      const start = EXAMPLE_START;
      const c = Math.min(cliff, duration - 2);
      const cliffTime = start + days(BigInt(c));
      const unlock = pct(EXAMPLE_DEPOSIT, cliffUnlock);
      // Segment 1: nothing until the cliff. Segment 2 (exponent 0, one second): the cliff unlock.
      // Segment 3: the rest with the chosen exponent.
      const segments: Segment[] = [
        {amount: 0n, exponent: E18, timestamp: cliffTime},
        {amount: unlock, exponent: 0n, timestamp: cliffTime + 1n},
        {amount: EXAMPLE_DEPOSIT - unlock, exponent: exponent(e), timestamp: start + days(BigInt(duration))},
      ];
      return {
        ...lockupAxes(duration),
        series: streamedSeries(dynamicPoints(segments, start)),
        create: {kind: 'LD', depositAmount: EXAMPLE_DEPOSIT, startTime: start, segments},
        summary: `Lockup Dynamic with a cliff: nothing until day ${c}, ${cliffUnlock}% unlocks at the cliff, the rest follows an exponent-${e} curve until day ${formatNumber(duration)}.`,
      };
    },
  },
  linearStepper: {
    title: 'Unlock in Steps',
    controls: [{key: 'steps', label: 'Number of unlocks', min: 1, max: 24, step: 1, unit: ''}, durationControl(30, 1460, 5)],
    defaults: {steps: 4, duration: 365},
    build: ({steps = 4, duration = 365}) => {
      const start = EXAMPLE_START;
      const total = days(BigInt(duration));
      const granularity = total / BigInt(steps);
      const s = {
        depositAmount: EXAMPLE_DEPOSIT,
        startTime: start,
        cliffTime: 0n,
        endTime: start + total,
        granularity,
        unlockAmounts: {start: 0n, cliff: 0n},
      };
      const bps = Array.from({length: steps}, (_, i) => start + granularity * BigInt(i + 1));
      const {points} = linearModel(s, bps);
      return {
        ...lockupAxes(duration),
        series: streamedSeries(points),
        create: linearCreate(s),
        summary: `${steps} equal unlocks over ${formatNumber(duration)} days: the amount rises in steps of about ${formatNumber(10_000 / steps)} tokens.`,
      };
    },
  },
  tranchedMonthly: {
    title: 'Unlock Monthly',
    controls: [{key: 'months', label: 'Number of months', min: 1, max: 48, step: 1, unit: ''}],
    defaults: {months: 12},
    build: ({months = 12}) => {
      const start = EXAMPLE_START;
      const tranches = monthlyTranches(months, start);
      const end = tranches[tranches.length - 1]?.timestamp ?? start;
      return {
        ...lockupAxes(Number(end - start) / 86_400),
        series: streamedSeries(tranchedPoints(tranches, start)),
        create: {kind: 'LT', depositAmount: EXAMPLE_DEPOSIT, startTime: start, tranches},
        summary: `${months} monthly tranches from 1 January 2025, each unlocking about ${formatNumber(10_000 / months)} tokens on the first day of a month.`,
      };
    },
  },
  tranchedBackweighted: {
    title: 'Backweighted',
    controls: [],
    defaults: {},
    build: () => {
      const start = EXAMPLE_START;
      const weights = [10n, 20n, 30n, 40n];
      const tranches = weights.map((w, i) => ({
        amount: (EXAMPLE_DEPOSIT * w) / 100n,
        timestamp: start + days(365n) * BigInt(i + 1),
      }));
      return {
        ...lockupAxes(1460),
        series: streamedSeries(tranchedPoints(tranches, start)),
        create: {kind: 'LT', depositAmount: EXAMPLE_DEPOSIT, startTime: start, tranches},
        summary:
          'Four yearly tranches of 10%, 20%, 30% and 40%: 1,000 tokens after year 1, 3,000 after year 2, 6,000 after year 3 and 10,000 after year 4.',
      };
    },
  },
  tranchedTimelock: {
    title: 'Timelock',
    controls: [durationControl(30, 1460, 5)],
    defaults: {duration: 365},
    build: ({duration = 365}) => {
      const start = EXAMPLE_START;
      const tranches = [{amount: EXAMPLE_DEPOSIT, timestamp: start + days(BigInt(duration))}];
      return {
        ...lockupAxes(duration),
        series: streamedSeries(tranchedPoints(tranches, start)),
        create: {kind: 'LT', depositAmount: EXAMPLE_DEPOSIT, startTime: start, tranches},
        summary: `A single tranche: nothing is streamed until day ${formatNumber(duration)}, then all 10,000 tokens unlock at once.`,
      };
    },
  },
  segmentConstant: {
    title: 'Constant segments (exponent 0)',
    controls: [{key: 'segments', label: 'Number of segments', min: 1, max: 12, step: 1, unit: ''}],
    defaults: {segments: 4},
    build: ({segments: n = 4}) => {
      const start = EXAMPLE_START;
      const count = BigInt(n);
      const segments = Array.from({length: n}, (_, i) => ({
        amount: i === n - 1 ? EXAMPLE_DEPOSIT - (EXAMPLE_DEPOSIT / count) * (count - 1n) : EXAMPLE_DEPOSIT / count,
        exponent: 0n,
        timestamp: start + (days(360n) * BigInt(i + 1)) / count,
      }));
      return {
        ...lockupAxes(360),
        series: streamedSeries(dynamicPoints(segments, start)),
        create: {kind: 'LD', depositAmount: EXAMPLE_DEPOSIT, startTime: start, segments},
        summary: `${n} segments with exponent 0 over 360 days: each segment's whole amount unlocks as soon as the segment begins, so the curve is a staircase that steps up at the start of every segment.`,
      };
    },
  },
  segmentLinear: {
    title: 'Linear segment (exponent 1)',
    controls: [],
    defaults: {},
    build: () => {
      const start = EXAMPLE_START;
      const segments = [{amount: EXAMPLE_DEPOSIT, exponent: E18, timestamp: start + days(360n)}];
      return {
        ...lockupAxes(360),
        series: streamedSeries(dynamicPoints(segments, start)),
        create: {kind: 'LD', depositAmount: EXAMPLE_DEPOSIT, startTime: start, segments},
        summary: 'One segment with exponent 1 over 360 days: a straight line from 0 to 10,000 tokens.',
      };
    },
  },
  segmentAccelerating: {
    title: 'Accelerating segment (exponent above 1)',
    controls: [{key: 'exponent', label: 'Exponent', min: 1, max: 10, step: 0.1, unit: ''}],
    defaults: {exponent: 2},
    build: ({exponent: e = 2}) => {
      const start = EXAMPLE_START;
      const segments = [{amount: EXAMPLE_DEPOSIT, exponent: exponent(e), timestamp: start + days(360n)}];
      const points = dynamicPoints(segments, start);
      return {
        ...lockupAxes(360),
        series: streamedSeries(points),
        create: {kind: 'LD', depositAmount: EXAMPLE_DEPOSIT, startTime: start, segments},
        summary: `One segment with exponent ${e} over 360 days: ${formatNumber(valueAt(points, 180))} tokens after half the time, the remaining ${formatNumber(10_000 - valueAt(points, 180))} in the second half.`,
      };
    },
  },
  segmentDecelerating: {
    title: 'Decelerating segment (exponent below 1)',
    controls: [{key: 'exponent', label: 'Exponent', min: 0.05, max: 1, step: 0.05, unit: ''}],
    defaults: {exponent: 0.3},
    build: ({exponent: e = 0.3}) => {
      const start = EXAMPLE_START;
      const segments = [{amount: EXAMPLE_DEPOSIT, exponent: exponent(e), timestamp: start + days(360n)}];
      const points = dynamicPoints(segments, start);
      return {
        ...lockupAxes(360),
        series: streamedSeries(points),
        create: {kind: 'LD', depositAmount: EXAMPLE_DEPOSIT, startTime: start, segments},
        summary: `One segment with exponent ${e} over 360 days: ${formatNumber(valueAt(points, 180))} tokens after half the time, only ${formatNumber(10_000 - valueAt(points, 180))} in the second half.`,
      };
    },
  },
  tranches: {
    title: 'Equal tranches',
    controls: [{key: 'tranches', label: 'Number of tranches', min: 1, max: 24, step: 1, unit: ''}, durationControl(30, 1460, 5)],
    defaults: {tranches: 4, duration: 360},
    build: ({tranches: n = 4, duration = 360}) => {
      const start = EXAMPLE_START;
      // Tranche timestamps are whole seconds: split the duration in seconds, the last tranche ends at the end.
      const total = days(BigInt(duration));
      const count = BigInt(n);
      const tranches = Array.from({length: n}, (_, i) => ({
        amount: i === n - 1 ? EXAMPLE_DEPOSIT - (EXAMPLE_DEPOSIT / count) * (count - 1n) : EXAMPLE_DEPOSIT / count,
        timestamp: start + (total * BigInt(i + 1)) / count,
      }));
      return {
        ...lockupAxes(duration),
        series: streamedSeries(tranchedPoints(tranches, start)),
        create: {kind: 'LT', depositAmount: EXAMPLE_DEPOSIT, startTime: start, tranches},
        summary: `${n} equal tranches over ${formatNumber(duration)} days: about ${formatNumber(10_000 / n)} tokens unlock every ${formatNumber(duration / n, 1)} days.`,
      };
    },
  },
  flow: {
    title: 'Flow stream',
    controls: [
      {key: 'monthly', label: 'Amount per 30 days', min: 100, max: 5000, step: 100, unit: 'USDC'},
      {key: 'deposit', label: 'Deposit', min: 0, max: 10000, step: 100, unit: 'USDC'},
      {key: 'duration', label: 'Time shown', min: 30, max: 365, step: 5, unit: 'days'},
    ],
    defaults: {monthly: 1000, deposit: 1500, duration: 90},
    build: ({monthly = 1000, deposit = 1500, duration = 90}) => {
      const start = EXAMPLE_START;
      const decimals = 6;
      const unit = 10n ** BigInt(decimals);
      const rps = ratePerSecondFor(BigInt(monthly) * unit, decimals, days(30n));
      let stream = flowCreate(rps, 0n, decimals, start);
      if (deposit > 0) stream = flowDeposit(stream, BigInt(deposit) * unit);
      const end = start + days(BigInt(duration));
      const usdc = (v: bigint): number => Number(v) / 1e6;
      const sampleFlow = (fn: (t: bigint) => bigint): Point[] =>
        // Scale USDC (6 decimals) to 18 decimals so `sample` reports whole tokens.
        sample((t) => fn(t) * 10n ** 12n, start, end);
      const debt = sampleFlow((t) => totalDebtOf(stream, t));
      const covered = sampleFlow((t) => coveredDebtOf(stream, t));
      const balance: Point[] = [
        [0, usdc(stream.balance)],
        [duration, usdc(stream.balance)],
      ];
      const maxY = Math.max(usdc(totalDebtOf(stream, end)), usdc(stream.balance));
      const insolventDay = deposit > 0 ? (deposit / monthly) * 30 : 0;
      return {
        xLabel: 'Time (days)',
        yLabel: 'Amount (USDC)',
        xMax: duration,
        yMax: maxY,
        create: {kind: 'flow', ratePerSecond: rps, startTime: start, tokenDecimals: decimals, depositAmount: BigInt(deposit) * unit},
        series: [
          // Drawn in this order: the withdrawable line goes on top where it meets the balance.
          {id: 'balance', label: 'Stream balance', points: balance, tone: 'muted'},
          {id: 'debt', label: 'Total debt', points: debt, tone: 'secondary', dashed: true},
          {id: 'covered', label: 'Withdrawable (covered debt)', points: covered, tone: 'primary'},
        ],
        summary:
          `A Flow stream paying ${formatNumber(monthly)} USDC every 30 days with a ${formatNumber(deposit)} USDC deposit: ` +
          `the total debt grows by ${formatNumber(monthly / 30)} USDC a day. ` +
          (insolventDay < duration
            ? `The balance covers it until about day ${formatNumber(insolventDay, 1)}; after that the withdrawable amount stays at ${formatNumber(deposit)} USDC and the rest is uncovered debt.`
            : `The balance covers the whole debt during the ${duration} days shown.`),
      };
    },
  },
};

export function shapeControls(id: ShapeId): readonly Control[] {
  return PRESETS[id].controls;
}

export function shapeDefaults(id: ShapeId): Params {
  return {...PRESETS[id].defaults};
}

/** Builds the chart model of a preset; unknown or missing parameters fall back to the defaults. */
export function buildShape(id: ShapeId, params: Params = {}): ChartModel {
  const preset = PRESETS[id];
  const merged: Params = {...preset.defaults};
  for (const c of preset.controls) {
    const v = params[c.key];
    if (typeof v === 'number' && Number.isFinite(v)) merged[c.key] = Math.min(c.max, Math.max(c.min, v));
  }
  const {summary, ...rest} = preset.build(merged);
  return {shape: id, title: preset.title, description: summary, ...rest};
}

export const SHAPE_IDS = Object.keys(PRESETS) as ShapeId[];
