import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  coveredDebtOf,
  depletionTimeOf,
  descaleAmount,
  type FlowStream,
  flowAdjustRatePerSecond,
  flowCreate,
  flowDeposit,
  flowPause,
  flowRestart,
  flowStatusOf,
  flowVoid,
  flowWithdraw,
  MAX_UINT128,
  ongoingDebtScaledOf,
  RevertError,
  ratePerSecondFor,
  refundableAmountOf,
  scaleAmount,
  sdDiv,
  sdExp2,
  sdLog2,
  sdMul,
  sdPow,
  segmentsFromDurations,
  streamedAmountLD,
  streamedAmountLL,
  streamedAmountLT,
  totalDebtOf,
  tranchesFromDurations,
  UNIT,
  uncoveredDebtOf,
  validateDynamic,
  validateLinear,
  validateTranched,
} from '../../src/lib/streamMath';

const E18 = 10n ** 18n;
const reverts = (fn: () => unknown, name: string) => assert.throws(fn, (e: unknown) => e instanceof RevertError && e.message === name);

describe('PRBMath SD59x18', () => {
  it('mul and div round toward zero, also for negative operands', () => {
    assert.equal(sdMul(3n, 5n * 10n ** 17n), 1n); // 1.5 wei -> 1
    assert.equal(sdMul(-3n, 5n * 10n ** 17n), -1n); // -1.5 wei -> -1, not -2
    assert.equal(sdDiv(1n, 3n), 333333333333333333n);
    assert.equal(sdDiv(-2n, 3n), -666666666666666666n);
    reverts(() => sdDiv(1n, 0n), 'Panic(0x12): division by zero');
  });

  it('log2 is exact on powers of two and follows the iterative approximation elsewhere', () => {
    assert.equal(sdLog2(8n * E18), 3n * E18);
    assert.equal(sdLog2(E18 / 4n), -2n * E18); // 1/0.25 = 4 -> 2, negated
    assert.equal(sdLog2(E18), 0n);
    reverts(() => sdLog2(0n), 'PRBMath_SD59x18_Log_InputTooSmall');
    // log2(3) = 1.584962500721156181...; the 60-step approximation stops at ...166 (same in a Python transliteration).
    assert.equal(sdLog2(3n * E18), 1_584962500721156166n);
  });

  it('exp2 is exact on integers, inverts negative inputs and clamps tiny ones to zero', () => {
    assert.equal(sdExp2(0n), E18);
    assert.equal(sdExp2(10n * E18), 1024n * E18);
    assert.equal(sdExp2(-3n * E18), E18 / 8n); // 1e36 / 8e18
    assert.equal(sdExp2(-60n * E18), 0n); // below EXP2_MIN_THRESHOLD
    reverts(() => sdExp2(192n * E18), 'PRBMath_SD59x18_Exp2_InputTooBig');
    // 2^0.5 = 1.414213562373095048...; the 64-bit factors give 18 correct digits.
    assert.equal(sdExp2(E18 / 2n), 1_414213562373095048n);
  });

  it('pow handles its special cases like PRBMath', () => {
    assert.equal(sdPow(0n, 0n), UNIT); // 0^0 = 1: an exponent-0 segment unlocks at its very start
    assert.equal(sdPow(0n, 2n * E18), 0n);
    assert.equal(sdPow(UNIT, 7n * E18), UNIT);
    assert.equal(sdPow(E18 / 3n, 0n), UNIT);
    assert.equal(sdPow(E18 / 3n, UNIT), E18 / 3n);
  });

  it('pow matches values worked out by hand from the exp2(log2(x) * y) formula', () => {
    // 0.5^2: log2(0.5) = -1 exactly, times 2 = -2, exp2(-2) = 1e36 / 4e18.
    assert.equal(sdPow(E18 / 2n, 2n * E18), 250000000000000000n);
    assert.equal(sdPow(E18 / 2n, 3n * E18), 125000000000000000n);
    assert.equal(sdPow(E18 / 2n, 4n * E18), 62500000000000000n);
    // 0.25^0.5: log2 = -2, times 0.5 = -1, exp2(-1) = 0.5.
    assert.equal(sdPow(E18 / 4n, E18 / 2n), E18 / 2n);
  });

  it('pow rounds like the contract on non-dyadic inputs (values from an independent transliteration)', () => {
    // (1/3)^2: the exact square of 0.333333333333333333 is 0.111111111111111110888..., PRBMath returns ...113.
    assert.equal(sdPow(333333333333333333n, 2n * E18), 111111111111111113n);
    assert.equal(sdPow(5n * 10n ** 17n, 3n * 10n ** 17n), 812252396356235522n); // 0.5^0.3 = 0.81225239635623552...
    assert.equal(sdPow(5n * 10n ** 17n, 2n * 10n ** 17n), 870550563296124139n); // 0.5^0.2 = 0.87055056329612413...
    assert.equal(sdPow(7n * 10n ** 17n, 25n * 10n ** 17n), 409963413001697026n); // 0.7^2.5 = 0.40996341300169702...
    // Within 1e-15 of the real value in all cases.
    for (const [x, y] of [
      [0.5, 0.3],
      [0.9, 1.7],
      [0.01, 3.3],
      [0.999, 18],
    ] as const) {
      const got = Number(sdPow(BigInt(Math.round(x * 1e18)), BigInt(Math.round(y * 1e18)))) / 1e18;
      assert.ok(Math.abs(got - x ** y) < 1e-15, `${x}^${y}: ${got} vs ${x ** y}`);
    }
  });
});

describe('Lockup Linear', () => {
  const base = {
    depositAmount: 10_000n * E18,
    startTime: 1_000n,
    cliffTime: 0n,
    endTime: 1_000n + 400n,
    unlockAmounts: {start: 0n, cliff: 0n},
  };

  it('streams linearly between start and end, rounding down', () => {
    assert.equal(streamedAmountLL(base, 999n), 0n);
    assert.equal(streamedAmountLL(base, 1_000n), 0n);
    assert.equal(streamedAmountLL(base, 1_100n), 2_500n * E18);
    assert.equal(streamedAmountLL(base, 1_400n), 10_000n * E18);
    assert.equal(streamedAmountLL(base, 9_999n), 10_000n * E18);
    // 7 tokens over 3 seconds: floor(1 * 7 / 3) = 2 after one second.
    const odd = {...base, depositAmount: 7n, endTime: 1_003n};
    assert.equal(streamedAmountLL(odd, 1_001n), 2n);
    assert.equal(streamedAmountLL(odd, 1_002n), 4n);
  });

  it('unlocks the start amount at the start time, then streams the rest', () => {
    const s = {...base, unlockAmounts: {start: 2_500n * E18, cliff: 0n}};
    assert.equal(streamedAmountLL(s, 999n), 0n);
    assert.equal(streamedAmountLL(s, 1_000n), 2_500n * E18);
    // Half the time: 2,500 + 7,500 / 2 = 6,250.
    assert.equal(streamedAmountLL(s, 1_200n), 6_250n * E18);
  });

  it('holds the start unlock until the cliff, then adds the cliff unlock and streams from the cliff', () => {
    const s = {...base, cliffTime: 1_100n, unlockAmounts: {start: 1_000n * E18, cliff: 2_000n * E18}};
    assert.equal(streamedAmountLL(s, 1_050n), 1_000n * E18);
    assert.equal(streamedAmountLL(s, 1_099n), 1_000n * E18);
    assert.equal(streamedAmountLL(s, 1_100n), 3_000n * E18);
    // 150 of 300 seconds after the cliff: 3,000 + 7,000 / 2.
    assert.equal(streamedAmountLL(s, 1_250n), 6_500n * E18);
  });

  it('a plain cliff (no unlock amounts) releases what accrued since the cliff only', () => {
    // In v4.0 the streamable amount is spread from the cliff to the end, so nothing "jumps" at the cliff
    // unless a cliff unlock amount is set.
    const s = {...base, cliffTime: 1_100n};
    assert.equal(streamedAmountLL(s, 1_099n), 0n);
    assert.equal(streamedAmountLL(s, 1_100n), 0n);
    assert.equal(streamedAmountLL(s, 1_250n), 5_000n * E18);
  });

  it('cliff one second before the end: everything after the cliff unlocks in the last second', () => {
    const s = {...base, cliffTime: 1_399n, unlockAmounts: {start: 0n, cliff: 4_000n * E18}};
    validateLinear(s);
    assert.equal(streamedAmountLL(s, 1_398n), 0n);
    assert.equal(streamedAmountLL(s, 1_399n), 4_000n * E18);
    assert.equal(streamedAmountLL(s, 1_400n), 10_000n * E18);
    // A cliff exactly at the end is rejected at creation.
    reverts(() => validateLinear({...s, cliffTime: 1_400n}), 'SablierLockupHelpers_CliffTimeNotLessThanEndTime');
  });

  it('granularity turns the line into steps (linearStepper)', () => {
    const s = {...base, granularity: 100n};
    assert.equal(streamedAmountLL(s, 1_099n), 0n);
    assert.equal(streamedAmountLL(s, 1_100n), 2_500n * E18);
    assert.equal(streamedAmountLL(s, 1_199n), 2_500n * E18);
    assert.equal(streamedAmountLL(s, 1_399n), 7_500n * E18);
    assert.equal(streamedAmountLL({...s, granularity: 0n}, 1_001n), 25n * E18); // 0 behaves as 1 second
    reverts(() => validateLinear({...s, granularity: 401n}), 'SablierLockupHelpers_GranularityTooHigh');
  });

  it('returns the whole deposit when the unlock amounts cover it', () => {
    const s = {...base, cliffTime: 1_100n, unlockAmounts: {start: 4_000n * E18, cliff: 6_000n * E18}};
    assert.equal(streamedAmountLL(s, 1_100n), 10_000n * E18);
  });

  it('works with deposits near 2^128 without overflow', () => {
    const s = {...base, depositAmount: MAX_UINT128, startTime: 100n, endTime: 300n};
    assert.equal(streamedAmountLL(s, 200n), (1n << 127n) - 1n); // floor((2^128 - 1) / 2)
    assert.equal(streamedAmountLL(s, 299n), (199n * MAX_UINT128) / 200n);
    assert.equal(streamedAmountLL(s, 300n), MAX_UINT128);
  });

  it('enforces the creation checks', () => {
    reverts(() => validateLinear({...base, depositAmount: 0n}), 'SablierLockupHelpers_DepositAmountZero');
    reverts(() => validateLinear({...base, endTime: 1_000n}), 'SablierLockupHelpers_StartTimeNotLessThanEndTime');
    reverts(
      () => validateLinear({...base, unlockAmounts: {start: 0n, cliff: 1n}}),
      'SablierLockupHelpers_CliffTimeZeroUnlockAmountNotZero',
    );
    reverts(
      () => validateLinear({...base, unlockAmounts: {start: 10_001n * E18, cliff: 0n}}),
      'SablierLockupHelpers_UnlockAmountsSumTooHigh',
    );
  });
});

describe('Lockup Dynamic', () => {
  const start = 1_000n;

  it('a single exponent-2 segment streams 25% at half time', () => {
    const s = {
      depositAmount: 10_000n * E18,
      startTime: start,
      endTime: start + 100n,
      segments: [{amount: 10_000n * E18, exponent: 2n * E18, timestamp: start + 100n}],
    };
    validateDynamic(s);
    assert.equal(streamedAmountLD(s, start), 0n);
    assert.equal(streamedAmountLD(s, start + 50n), 2_500n * E18);
    assert.equal(streamedAmountLD(s, start + 100n), 10_000n * E18);
  });

  it('adds the amounts of elapsed segments to the current one', () => {
    const segments = segmentsFromDurations(start, [
      {amount: 2_500n * E18, exponent: E18, duration: 100n},
      {amount: 7_500n * E18, exponent: 3n * E18, duration: 100n},
    ]);
    assert.deepEqual(
      segments.map((x) => x.timestamp),
      [1_100n, 1_200n],
    );
    const s = {depositAmount: 10_000n * E18, startTime: start, endTime: 1_200n, segments};
    validateDynamic(s);
    // At the boundary the first segment is still "current" with x = 1.
    assert.equal(streamedAmountLD(s, 1_100n), 2_500n * E18);
    // Half-way through the second: 2,500 + 0.5^3 * 7,500 = 3,437.5.
    assert.equal(streamedAmountLD(s, 1_150n), 3_437_500n * 10n ** 15n);
  });

  it('rounds the fraction and the product down as PRBMath does', () => {
    // One third of a 300-second segment with exponent 2.5:
    // x = 333333333333333333, x^2.5 = 0.064150029909958419, times 10,000 tokens.
    const s = {
      depositAmount: 10_000n * E18,
      startTime: start,
      endTime: start + 300n,
      segments: [{amount: 10_000n * E18, exponent: 25n * 10n ** 17n, timestamp: start + 300n}],
    };
    assert.equal(streamedAmountLD(s, start + 100n), 641_500299099584190000n);
  });

  it('an exponent-0 segment unlocks its whole amount at its start (0^0 = 1)', () => {
    const s = {
      depositAmount: 100n,
      startTime: start,
      endTime: 1_200n,
      segments: [
        {amount: 40n, exponent: 0n, timestamp: 1_100n},
        {amount: 60n, exponent: 0n, timestamp: 1_200n},
      ],
    };
    assert.equal(streamedAmountLD(s, start - 1n), 0n);
    assert.equal(streamedAmountLD(s, start), 40n);
    assert.equal(streamedAmountLD(s, 1_100n), 40n);
    assert.equal(streamedAmountLD(s, 1_101n), 100n);
  });

  it('zero-duration segments are rejected at creation; the math steps over them without dividing by zero', () => {
    const segments = segmentsFromDurations(start, [
      {amount: 30n, exponent: E18, duration: 100n},
      {amount: 30n, exponent: E18, duration: 0n},
      {amount: 40n, exponent: E18, duration: 100n},
    ]);
    const s = {depositAmount: 100n, startTime: start, endTime: 1_200n, segments};
    reverts(() => validateDynamic(s), 'SablierLockupHelpers_SegmentTimestampsNotOrdered');
    assert.equal(streamedAmountLD(s, 1_100n), 30n);
    assert.equal(streamedAmountLD(s, 1_101n), 60n); // the zero-duration segment is a jump one second later
    assert.equal(streamedAmountLD(s, 1_150n), 80n);
    // A zero-duration first segment would divide by zero at the start time: the creation check prevents it.
    const first = {...s, segments: [{amount: 100n, exponent: E18, timestamp: start}], endTime: start};
    reverts(() => validateDynamic(first), 'SablierLockupHelpers_StartTimeNotLessThanFirstSegmentTimestamp');
  });

  it('works with a segment amount near 2^128', () => {
    const s = {
      depositAmount: MAX_UINT128,
      startTime: start,
      endTime: start + 100n,
      segments: [{amount: MAX_UINT128, exponent: E18, timestamp: start + 100n}],
    };
    validateDynamic(s);
    assert.equal(streamedAmountLD(s, start + 50n), (1n << 127n) - 1n);
    const cubic = {...s, segments: [{amount: MAX_UINT128, exponent: 3n * E18, timestamp: start + 100n}]};
    assert.equal(streamedAmountLD(cubic, start + 50n), (MAX_UINT128 * 125000000000000000n) / E18);
  });

  it('enforces the creation checks', () => {
    const seg = {amount: 100n, exponent: E18, timestamp: 1_100n};
    reverts(
      () => validateDynamic({depositAmount: 100n, startTime: start, endTime: 1_100n, segments: []}),
      'SablierLockupHelpers_SegmentCountZero',
    );
    reverts(
      () => validateDynamic({depositAmount: 101n, startTime: start, endTime: 1_100n, segments: [seg]}),
      'SablierLockupHelpers_DepositAmountNotEqualToSegmentAmountsSum',
    );
    reverts(
      () => validateDynamic({depositAmount: 100n, startTime: start, endTime: 1_200n, segments: [seg]}),
      'SablierLockupHelpers_EndTimeNotEqualToLastSegmentTimestamp',
    );
  });
});

describe('Lockup Tranched', () => {
  const start = 1_000n;
  const tranches = tranchesFromDurations(start, [
    {amount: 1_000n, duration: 100n},
    {amount: 2_000n, duration: 100n},
    {amount: 3_000n, duration: 100n},
    {amount: 4_000n, duration: 100n},
  ]);
  const s = {depositAmount: 10_000n, startTime: start, endTime: 1_400n, tranches};

  it('sums the tranches whose timestamp is not in the future', () => {
    validateTranched(s);
    assert.equal(streamedAmountLT(s, 1_099n), 0n);
    assert.equal(streamedAmountLT(s, 1_100n), 1_000n);
    assert.equal(streamedAmountLT(s, 1_299n), 3_000n);
    assert.equal(streamedAmountLT(s, 1_300n), 6_000n);
    assert.equal(streamedAmountLT(s, 1_399n), 6_000n);
    assert.equal(streamedAmountLT(s, 1_400n), 10_000n);
  });

  it('a single tranche is a timelock: nothing until the end, then everything', () => {
    const lock = {depositAmount: MAX_UINT128, startTime: start, endTime: 2_000n, tranches: [{amount: MAX_UINT128, timestamp: 2_000n}]};
    validateTranched(lock);
    assert.equal(streamedAmountLT(lock, 1_999n), 0n);
    assert.equal(streamedAmountLT(lock, 2_000n), MAX_UINT128);
  });

  it('rejects zero-duration tranches and bad sums', () => {
    const dup = tranchesFromDurations(start, [
      {amount: 50n, duration: 10n},
      {amount: 50n, duration: 0n},
    ]);
    reverts(
      () => validateTranched({depositAmount: 100n, startTime: start, endTime: 1_010n, tranches: dup}),
      'SablierLockupHelpers_TrancheTimestampsNotOrdered',
    );
    reverts(() => validateTranched({...s, depositAmount: 9_999n}), 'SablierLockupHelpers_DepositAmountNotEqualToTrancheAmountsSum');
  });
});

describe('Flow', () => {
  const DAY = 86_400n;
  // 1,000 USDC (6 decimals) per 30 days.
  const rps = ratePerSecondFor(1_000n * 10n ** 6n, 6, 30n * DAY);

  it('derives the rate per second in 18 decimals, rounding down', () => {
    assert.equal(rps, 385_802_469_135_802n); // 1e21 / 2,592,000 = 385,802,469,135,802.47
  });

  it('scales and descales between token decimals and 18 decimals', () => {
    assert.equal(scaleAmount(1n, 6), 10n ** 12n);
    assert.equal(descaleAmount(10n ** 12n - 1n, 6), 0n);
    assert.equal(descaleAmount(123n, 18), 123n);
    reverts(() => scaleAmount(1n, 19), 'SablierFlow_InvalidTokenDecimals');
  });

  it('accrues debt per second and descales once, at the end', () => {
    const t0 = 1_700_000_000n;
    const s = flowDeposit(flowCreate(rps, 0n, 6, t0), 500n * 10n ** 6n);
    assert.equal(flowStatusOf(s, t0), 'STREAMING_SOLVENT');
    // After 30 days: 2,592,000 * rps = 999,999,999,999,998,784,000 (18 decimals) -> 999.999999 USDC.
    assert.equal(ongoingDebtScaledOf(s, t0 + 30n * DAY), 999_999_999_999_998_784_000n);
    assert.equal(totalDebtOf(s, t0 + 30n * DAY), 999_999_999n);
    assert.equal(coveredDebtOf(s, t0 + 30n * DAY), 500n * 10n ** 6n);
    assert.equal(uncoveredDebtOf(s, t0 + 30n * DAY), 499_999_999n);
    assert.equal(flowStatusOf(s, t0 + 30n * DAY), 'STREAMING_INSOLVENT');
    // One second of debt is 0.000385 USDC: sub-unit debt stays in the scaled value.
    assert.equal(totalDebtOf(s, t0 + 1n), 385n);
  });

  it('computes the depletion time as the first second the debt exceeds the balance by one unit', () => {
    const t0 = 1_700_000_000n;
    const s = flowDeposit(flowCreate(rps, 0n, 6, t0), 500n * 10n ** 6n);
    // (500e18 + 1e12) / rps = 1,296,000 remainder 1,000,000,608,000 -> rounded up.
    const depletion = depletionTimeOf(s, t0);
    assert.equal(depletion, t0 + 1_296_001n);
    assert.ok(totalDebtOf(s, depletion) > s.balance);
    assert.ok(totalDebtOf(s, depletion - 1n) <= s.balance);
    assert.equal(depletionTimeOf(s, depletion), 0n);
  });

  it('a future start time makes the stream pending with no debt', () => {
    const t0 = 1_700_000_000n;
    const s = flowCreate(rps, t0 + DAY, 6, t0);
    assert.equal(flowStatusOf(s, t0), 'PENDING');
    assert.equal(totalDebtOf(s, t0 + DAY), 0n);
    assert.equal(flowStatusOf(s, t0 + DAY), 'STREAMING_SOLVENT');
    reverts(() => flowPause(s, t0), 'SablierFlow_StreamPending');
    reverts(() => flowCreate(0n, t0 + DAY, 6, t0), 'SablierFlow_CreateRatePerSecondZero');
  });

  it('pause snapshots the debt; restart keeps it and accrues at the new rate', () => {
    const t0 = 1_700_000_000n;
    let s = flowDeposit(flowCreate(10n ** 18n, 0n, 18, t0), 1_000n * E18); // 1 token per second
    s = flowPause(s, t0 + 100n);
    assert.equal(s.snapshotDebtScaled, 100n * E18);
    assert.equal(flowStatusOf(s, t0 + 500n), 'PAUSED_SOLVENT');
    assert.equal(totalDebtOf(s, t0 + 500n), 100n * E18);
    s = flowRestart(s, 2n * E18, t0 + 500n);
    assert.equal(totalDebtOf(s, t0 + 510n), 120n * E18);
    reverts(() => flowRestart(s, E18, t0 + 510n), 'SablierFlow_StreamNotPaused');
    reverts(() => flowAdjustRatePerSecond(s, 2n * E18, t0 + 510n), 'SablierFlow_RatePerSecondNotDifferent');
  });

  it('withdraw takes from the snapshot debt first, then re-snapshots at block time', () => {
    const t0 = 1_700_000_000n;
    let s = flowDeposit(flowCreate(E18, 0n, 18, t0), 1_000n * E18);
    s = flowAdjustRatePerSecond(s, 2n * E18, t0 + 100n); // snapshot debt 100, rate 2/s
    const small = flowWithdraw(s, 40n * E18, t0 + 110n);
    assert.equal(small.snapshotDebtScaled, 60n * E18);
    assert.equal(small.snapshotTime, t0 + 100n); // unchanged
    assert.equal(totalDebtOf(small, t0 + 110n), 80n * E18);
    const big = flowWithdraw(s, 110n * E18, t0 + 110n); // more than the 100 in the snapshot
    assert.equal(big.snapshotDebtScaled, 10n * E18);
    assert.equal(big.snapshotTime, t0 + 110n);
    reverts(() => flowWithdraw(s, 121n * E18, t0 + 110n), 'SablierFlow_Overdraw');
  });

  it('void writes off uncovered debt and leaves the covered debt withdrawable', () => {
    const t0 = 1_700_000_000n;
    const s: FlowStream = flowDeposit(flowCreate(E18, 0n, 18, t0), 50n * E18);
    assert.equal(uncoveredDebtOf(s, t0 + 80n), 30n * E18);
    const v = flowVoid(s, t0 + 80n);
    assert.equal(flowStatusOf(v, t0 + 1_000n), 'VOIDED');
    assert.equal(totalDebtOf(v, t0 + 1_000n), 50n * E18);
    assert.equal(uncoveredDebtOf(v, t0 + 1_000n), 0n);
    assert.equal(refundableAmountOf(v, t0 + 1_000n), 0n);
  });
});
