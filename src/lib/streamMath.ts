/**
 * Streamed-amount math of Sablier Lockup v4.0 and Flow v3.0, in BigInt integer arithmetic.
 *
 * Every function mirrors the Solidity code it is named after, including its rounding:
 * - Lockup: `LockupMath.calculateStreamedAmountLL/LD/LT` in `@sablier/lockup/src/libraries/LockupMath.sol`,
 *   with the creation checks of `LockupHelpers` available as `validate*` functions.
 * - PRBMath v4 `SD59x18` fixed-point arithmetic (`mul`, `div`, `log2`, `exp2`, `pow`) used by the dynamic model.
 * - Flow: the debt functions of `SablierFlow.sol` (rate per second is a `UD21x18`, i.e. 18 decimals, and debts are
 *   kept "scaled" to 18 decimals until they are compared with the token balance).
 *
 * Times are Unix timestamps in seconds, amounts are in the token's smallest unit (wei-like), all as bigint.
 * Nothing here touches the DOM or the network, so the module runs unchanged at build time and in the browser.
 */

/* -------------------------------------------------------------------------------------------------------------- */
/*                                           PRBMath SD59x18 (18 decimals)                                          */
/* -------------------------------------------------------------------------------------------------------------- */

/** 1.0 in 18-decimal fixed point. */
export const UNIT = 10n ** 18n;
const UNIT_SQUARED = 10n ** 36n;
const HALF_UNIT = 5n * 10n ** 17n;
/** Inputs to `exp2` above this revert in PRBMath (192e18 - 1). */
export const EXP2_MAX_INPUT = 192n * UNIT - 1n;
/** Inputs to `exp2` below this return zero in PRBMath. */
export const EXP2_MIN_THRESHOLD = -59_794705707972522261n;
/** Largest value of a uint128 (`type(uint128).max`). */
export const MAX_UINT128 = (1n << 128n) - 1n;
/** Largest value of a uint40 (`type(uint40).max`). */
export const MAX_UINT40 = (1n << 40n) - 1n;

/** Error thrown where the Solidity code would revert; `name` is the custom error (or panic) it would revert with. */
export class RevertError extends Error {
  constructor(name: string) {
    super(name);
    this.name = 'RevertError';
  }
}

/** The smaller of two bigints (`Math.min` does not accept bigint). */
export function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function abs(x: bigint): bigint {
  return x < 0n ? -x : x;
}

/** Index of the most significant bit (`Common.msb`); 0 for 0. */
export function msb(x: bigint): bigint {
  if (x <= 0n) return 0n;
  return BigInt(x.toString(2).length - 1);
}

/** `SD59x18.mul`: |x·y| ÷ 1e18 rounded toward zero, then the sign is applied. */
export function sdMul(x: bigint, y: bigint): bigint {
  const r = (abs(x) * abs(y)) / UNIT;
  return x < 0n !== y < 0n ? -r : r;
}

/** `SD59x18.div`: |x|·1e18 ÷ |y| rounded toward zero, then the sign is applied. Reverts on division by zero. */
export function sdDiv(x: bigint, y: bigint): bigint {
  if (y === 0n) throw new RevertError('Panic(0x12): division by zero');
  const r = (abs(x) * UNIT) / abs(y);
  return x < 0n !== y < 0n ? -r : r;
}

/** `SD59x18.log2` (iterative approximation with 18 decimals of precision). */
export function sdLog2(x: bigint): bigint {
  if (x <= 0n) throw new RevertError('PRBMath_SD59x18_Log_InputTooSmall');
  let xInt = x;
  let sign = 1n;
  if (xInt < UNIT) {
    sign = -1n;
    xInt = UNIT_SQUARED / xInt;
  }
  const n = msb(xInt / UNIT);
  let result = n * UNIT;
  let y = xInt >> n;
  if (y === UNIT) return result * sign;
  for (let delta = HALF_UNIT; delta > 0n; delta >>= 1n) {
    y = (y * y) / UNIT;
    if (y >= 2n * UNIT) {
      result += delta;
      y >>= 1n;
    }
  }
  return result * sign;
}

/** Magic factors √(2^(-i)) of `Common.exp2`, in 64.64 fixed point, for fraction bits 63 down to 0. */
const EXP2_FACTORS: readonly bigint[] = [
  0x16a09e667f3bcc909n,
  0x1306fe0a31b7152dfn,
  0x1172b83c7d517adcen,
  0x10b5586cf9890f62an,
  0x1059b0d31585743aen,
  0x102c9a3e778060ee7n,
  0x10163da9fb33356d8n,
  0x100b1afa5abcbed61n,
  0x10058c86da1c09ea2n,
  0x1002c605e2e8cec50n,
  0x100162f3904051fa1n,
  0x1000b175effdc76ban,
  0x100058ba01fb9f96dn,
  0x10002c5cc37da9492n,
  0x1000162e525ee0547n,
  0x10000b17255775c04n,
  0x1000058b91b5bc9aen,
  0x100002c5c89d5ec6dn,
  0x10000162e43f4f831n,
  0x100000b1721bcfc9an,
  0x10000058b90cf1e6en,
  0x1000002c5c863b73fn,
  0x100000162e430e5a2n,
  0x1000000b172183551n,
  0x100000058b90c0b49n,
  0x10000002c5c8601ccn,
  0x1000000162e42fff0n,
  0x10000000b17217fbbn,
  0x1000000058b90bfcen,
  0x100000002c5c85fe3n,
  0x10000000162e42ff1n,
  0x100000000b17217f8n,
  0x10000000058b90bfcn,
  0x1000000002c5c85fen,
  0x100000000162e42ffn,
  0x1000000000b17217fn,
  0x100000000058b90c0n,
  0x10000000002c5c860n,
  0x1000000000162e430n,
  0x10000000000b17218n,
  0x1000000000058b90cn,
  0x100000000002c5c86n,
  0x10000000000162e43n,
  0x100000000000b1721n,
  0x10000000000058b91n,
  0x1000000000002c5c8n,
  0x100000000000162e4n,
  0x1000000000000b172n,
  0x100000000000058b9n,
  0x10000000000002c5dn,
  0x1000000000000162en,
  0x10000000000000b17n,
  0x1000000000000058cn,
  0x100000000000002c6n,
  0x10000000000000163n,
  0x100000000000000b1n,
  0x10000000000000059n,
  0x1000000000000002cn,
  0x10000000000000016n,
  0x1000000000000000bn,
  0x10000000000000006n,
  0x10000000000000003n,
  0x10000000000000001n,
  0x10000000000000001n,
];

/** `Common.exp2` on a 192.64-bit fixed-point input; returns an 18-decimal number. */
function commonExp2(x: bigint): bigint {
  let result = 1n << 191n;
  for (let i = 0; i < 64; i++) {
    if ((x >> BigInt(63 - i)) & 1n) result = (result * (EXP2_FACTORS[i] as bigint)) >> 64n;
  }
  result *= UNIT;
  return result >> (191n - (x >> 64n));
}

/** `SD59x18.exp2`: binary exponent. */
export function sdExp2(x: bigint): bigint {
  if (x < 0n) {
    if (x < EXP2_MIN_THRESHOLD) return 0n;
    return UNIT_SQUARED / sdExp2(-x);
  }
  if (x > EXP2_MAX_INPUT) throw new RevertError('PRBMath_SD59x18_Exp2_InputTooBig');
  return commonExp2((x << 64n) / UNIT);
}

/** `SD59x18.pow`: x^y = 2^(log2(x)·y), with the special cases 0^0 = 1, 0^y = 0, 1^y = 1, x^0 = 1, x^1 = x. */
export function sdPow(x: bigint, y: bigint): bigint {
  if (x === 0n) return y === 0n ? UNIT : 0n;
  if (x === UNIT) return UNIT;
  if (y === 0n) return UNIT;
  if (y === UNIT) return x;
  return sdExp2(sdMul(sdLog2(x), y));
}

/* -------------------------------------------------------------------------------------------------------------- */
/*                                                 Lockup v4.0                                                     */
/* -------------------------------------------------------------------------------------------------------------- */

/** Amounts unlocked at the start time and at the cliff time of a Lockup Linear stream (`LockupLinear.UnlockAmounts`). */
export interface UnlockAmounts {
  start: bigint;
  cliff: bigint;
}

/** The stored data `calculateStreamedAmountLL` reads. `cliffTime` 0 means "no cliff"; `granularity` 0 means 1 second. */
export interface LinearStream {
  depositAmount: bigint;
  startTime: bigint;
  cliffTime: bigint;
  endTime: bigint;
  granularity?: bigint;
  unlockAmounts: UnlockAmounts;
  withdrawnAmount?: bigint;
}

/** `LockupDynamic.Segment`: amount (uint128), exponent (UD2x18, 18 decimals) and end timestamp (uint40). */
export interface Segment {
  amount: bigint;
  exponent: bigint;
  timestamp: bigint;
}

/** `LockupDynamic.SegmentWithDuration`: like a segment, but with a duration instead of an end timestamp. */
export interface SegmentWithDuration {
  amount: bigint;
  exponent: bigint;
  duration: bigint;
}

export interface DynamicStream {
  depositAmount: bigint;
  startTime: bigint;
  endTime: bigint;
  segments: readonly Segment[];
  withdrawnAmount?: bigint;
}

/** `LockupTranched.Tranche`: amount (uint128) unlocked at the timestamp (uint40). */
export interface Tranche {
  amount: bigint;
  timestamp: bigint;
}

export interface TrancheWithDuration {
  amount: bigint;
  duration: bigint;
}

export interface TranchedStream {
  depositAmount: bigint;
  startTime: bigint;
  endTime: bigint;
  tranches: readonly Tranche[];
}

/** `LockupMath.calculateStreamedAmountLL` at time `now`. */
export function streamedAmountLL(stream: LinearStream, now: bigint): bigint {
  const {depositAmount, startTime, cliffTime, endTime, unlockAmounts} = stream;
  // The contract stores a granularity of 0 as 1 second (`SablierLockupLinear`).
  const granularity = stream.granularity === undefined || stream.granularity === 0n ? 1n : stream.granularity;
  if (startTime > now) return 0n;
  if (cliffTime > now) return unlockAmounts.start;
  if (endTime <= now) return depositAmount;

  const unlockAmountsSum = unlockAmounts.start + unlockAmounts.cliff;
  if (unlockAmountsSum >= depositAmount) return depositAmount;

  const from = cliffTime === 0n ? startTime : cliffTime;
  const elapsedTimeInGranularityUnits = (now - from) / granularity;
  const streamableTotalDuration = endTime - from;
  const streamableAmount = depositAmount - unlockAmountsSum;
  const streamedPortion = (elapsedTimeInGranularityUnits * streamableAmount * granularity) / streamableTotalDuration;
  const streamedAmount = unlockAmountsSum + streamedPortion;
  if (streamedAmount > depositAmount) return stream.withdrawnAmount ?? 0n;
  return streamedAmount;
}

/** `LockupMath.calculateStreamedAmountLD` at time `now`. */
export function streamedAmountLD(stream: DynamicStream, now: bigint): bigint {
  const {depositAmount, startTime, endTime, segments} = stream;
  const withdrawnAmount = stream.withdrawnAmount ?? 0n;
  if (startTime > now) return 0n;
  if (endTime <= now) return depositAmount;

  // Sum the amounts of the segments whose timestamp is strictly before `now`.
  let previousSegmentAmounts = 0n;
  let index = 0;
  const segmentAt = (i: number): Segment => {
    const s = segments[i];
    if (s === undefined) throw new RevertError('Panic(0x32): array index out of bounds');
    return s;
  };
  while (segmentAt(index).timestamp < now) {
    previousSegmentAmounts += segmentAt(index).amount;
    index += 1;
  }
  const current = segmentAt(index);
  const previousTimestamp = index === 0 ? startTime : segmentAt(index - 1).timestamp;

  const elapsedTime = now - previousTimestamp;
  const segmentDuration = current.timestamp - previousTimestamp;
  const elapsedTimePercentage = sdDiv(elapsedTime, segmentDuration);
  const multiplier = sdPow(elapsedTimePercentage, current.exponent);
  const segmentStreamedAmount = sdMul(multiplier, current.amount);

  if (segmentStreamedAmount > current.amount) {
    return previousSegmentAmounts > withdrawnAmount ? previousSegmentAmounts : withdrawnAmount;
  }
  return previousSegmentAmounts + segmentStreamedAmount;
}

/** `LockupMath.calculateStreamedAmountLT` at time `now`. */
export function streamedAmountLT(stream: TranchedStream, now: bigint): bigint {
  const {depositAmount, startTime, endTime, tranches} = stream;
  const first = tranches[0];
  if (first === undefined) throw new RevertError('Panic(0x32): array index out of bounds');
  if (startTime > now) return 0n;
  if (first.timestamp > now) return 0n;
  if (endTime <= now) return depositAmount;
  let streamedAmount = first.amount;
  for (let i = 1; i < tranches.length; i++) {
    const tranche = tranches[i] as Tranche;
    if (tranche.timestamp > now) break;
    streamedAmount += tranche.amount;
  }
  return streamedAmount;
}

/** `LockupHelpers.calculateSegmentTimestamps`: turns durations into end timestamps, starting at `startTime`. */
export function segmentsFromDurations(startTime: bigint, segments: readonly SegmentWithDuration[]): Segment[] {
  let previous = startTime;
  return segments.map(({amount, exponent, duration}) => {
    previous += duration;
    return {amount, exponent, timestamp: previous};
  });
}

/** `LockupHelpers.calculateTrancheTimestamps`: turns durations into unlock timestamps, starting at `startTime`. */
export function tranchesFromDurations(startTime: bigint, tranches: readonly TrancheWithDuration[]): Tranche[] {
  let previous = startTime;
  return tranches.map(({amount, duration}) => {
    previous += duration;
    return {amount, timestamp: previous};
  });
}

function checkCommon(depositAmount: bigint, startTime: bigint): void {
  if (depositAmount === 0n) throw new RevertError('SablierLockupHelpers_DepositAmountZero');
  if (startTime === 0n) throw new RevertError('SablierLockupHelpers_StartTimeZero');
  if (depositAmount > MAX_UINT128) throw new RevertError('uint128 overflow');
}

/** The creation checks of a Lockup Linear stream; throws a `RevertError` named after the contract's custom error. */
export function validateLinear(stream: LinearStream): void {
  const {depositAmount, startTime, cliffTime, endTime, unlockAmounts} = stream;
  const granularity = stream.granularity === undefined || stream.granularity === 0n ? 1n : stream.granularity;
  checkCommon(depositAmount, startTime);
  let streamableRange: bigint;
  if (cliffTime > 0n) {
    if (startTime >= cliffTime) throw new RevertError('SablierLockupHelpers_StartTimeNotLessThanCliffTime');
    if (cliffTime >= endTime) throw new RevertError('SablierLockupHelpers_CliffTimeNotLessThanEndTime');
    streamableRange = endTime - cliffTime;
  } else {
    if (unlockAmounts.cliff > 0n) throw new RevertError('SablierLockupHelpers_CliffTimeZeroUnlockAmountNotZero');
    if (startTime >= endTime) throw new RevertError('SablierLockupHelpers_StartTimeNotLessThanEndTime');
    streamableRange = endTime - startTime;
  }
  if (granularity > streamableRange) throw new RevertError('SablierLockupHelpers_GranularityTooHigh');
  if (unlockAmounts.start + unlockAmounts.cliff > depositAmount) {
    throw new RevertError('SablierLockupHelpers_UnlockAmountsSumTooHigh');
  }
}

function checkOrdered(
  items: readonly {amount: bigint; timestamp: bigint}[],
  depositAmount: bigint,
  startTime: bigint,
  endTime: bigint,
  kind: 'Segment' | 'Tranche',
): void {
  checkCommon(depositAmount, startTime);
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) throw new RevertError(`SablierLockupHelpers_${kind}CountZero`);
  if (startTime >= first.timestamp) {
    throw new RevertError(`SablierLockupHelpers_StartTimeNotLessThanFirst${kind}Timestamp`);
  }
  if (endTime !== last.timestamp) throw new RevertError(`SablierLockupHelpers_EndTimeNotEqualToLast${kind}Timestamp`);
  let sum = 0n;
  let previous = 0n;
  for (const item of items) {
    sum += item.amount;
    if (item.timestamp <= previous) throw new RevertError(`SablierLockupHelpers_${kind}TimestampsNotOrdered`);
    previous = item.timestamp;
  }
  if (sum > MAX_UINT128) throw new RevertError('Panic(0x11): arithmetic overflow');
  if (sum !== depositAmount) {
    throw new RevertError(`SablierLockupHelpers_DepositAmountNotEqualTo${kind}AmountsSum`);
  }
}

/** The creation checks of a Lockup Dynamic stream (`LockupHelpers._checkSegments`). */
export function validateDynamic(stream: DynamicStream): void {
  checkOrdered(stream.segments, stream.depositAmount, stream.startTime, stream.endTime, 'Segment');
}

/** The creation checks of a Lockup Tranched stream (`LockupHelpers._checkTranches`). */
export function validateTranched(stream: TranchedStream): void {
  checkOrdered(stream.tranches, stream.depositAmount, stream.startTime, stream.endTime, 'Tranche');
}

/* -------------------------------------------------------------------------------------------------------------- */
/*                                                   Flow v3.0                                                     */
/* -------------------------------------------------------------------------------------------------------------- */

/** The fields of `Flow.Stream` that the debt functions read. `ratePerSecond` is a UD21x18 (18 decimals). */
export interface FlowStream {
  balance: bigint;
  ratePerSecond: bigint;
  snapshotTime: bigint;
  snapshotDebtScaled: bigint;
  tokenDecimals: number;
  isVoided: boolean;
}

/** `Flow.Status`, in the enum's order. */
export const FLOW_STATUSES = [
  'PENDING',
  'STREAMING_SOLVENT',
  'STREAMING_INSOLVENT',
  'PAUSED_SOLVENT',
  'PAUSED_INSOLVENT',
  'VOIDED',
] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

function scaleFactor(decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 18) {
    throw new RevertError('SablierFlow_InvalidTokenDecimals');
  }
  return 10n ** BigInt(18 - decimals);
}

/** `FlowHelpers.scaleAmount`: token units -> 18 decimals. */
export function scaleAmount(amount: bigint, decimals: number): bigint {
  return amount * scaleFactor(decimals);
}

/** `FlowHelpers.descaleAmount`: 18 decimals -> token units, rounding down. */
export function descaleAmount(amount: bigint, decimals: number): bigint {
  return amount / scaleFactor(decimals);
}

/** `_ongoingDebtScaledOf`: rate per second × seconds since the snapshot, in 18 decimals; 0 while pending or paused. */
export function ongoingDebtScaledOf(stream: FlowStream, now: bigint): bigint {
  if (stream.snapshotTime >= now) return 0n;
  if (stream.ratePerSecond === 0n) return 0n;
  return (now - stream.snapshotTime) * stream.ratePerSecond;
}

/** `totalDebtOf`: snapshot debt + ongoing debt, descaled to token units (rounded down once, at the end). */
export function totalDebtOf(stream: FlowStream, now: bigint): bigint {
  return descaleAmount(ongoingDebtScaledOf(stream, now) + stream.snapshotDebtScaled, stream.tokenDecimals);
}

/** `withdrawableAmountOf` / `_coveredDebtOf`: the part of the total debt the balance can pay. */
export function coveredDebtOf(stream: FlowStream, now: bigint): bigint {
  if (stream.balance === 0n) return 0n;
  const totalDebt = totalDebtOf(stream, now);
  return minBig(stream.balance, totalDebt);
}

/** `uncoveredDebtOf`: the part of the total debt the balance cannot pay. */
export function uncoveredDebtOf(stream: FlowStream, now: bigint): bigint {
  const totalDebt = totalDebtOf(stream, now);
  return stream.balance < totalDebt ? totalDebt - stream.balance : 0n;
}

/** `refundableAmountOf`: balance minus covered debt. */
export function refundableAmountOf(stream: FlowStream, now: bigint): bigint {
  return stream.balance - coveredDebtOf(stream, now);
}

/** `statusOf`, with the contract's order of checks (pending first, then voided, then paused/streaming × solvency). */
export function flowStatusOf(stream: FlowStream, now: bigint): FlowStatus {
  if (stream.snapshotTime > now) return 'PENDING';
  if (stream.isVoided) return 'VOIDED';
  const hasDebt = uncoveredDebtOf(stream, now) > 0n;
  if (stream.ratePerSecond === 0n) return hasDebt ? 'PAUSED_INSOLVENT' : 'PAUSED_SOLVENT';
  return hasDebt ? 'STREAMING_INSOLVENT' : 'STREAMING_SOLVENT';
}

/**
 * `depletionTimeOf`: the first second at which the total debt exceeds the balance by one token unit;
 * 0 if it already does. Reverts for a zero balance (and, in the contract, for a paused stream).
 */
export function depletionTimeOf(stream: FlowStream, now: bigint): bigint {
  if (stream.ratePerSecond === 0n) throw new RevertError('SablierFlowState_StreamPaused');
  if (stream.balance === 0n) throw new RevertError('SablierFlow_StreamBalanceZero');
  const balanceScaled = scaleAmount(stream.balance, stream.tokenDecimals);
  const oneUnitScaled = scaleAmount(1n, stream.tokenDecimals);
  if (stream.snapshotDebtScaled + ongoingDebtScaledOf(stream, now) >= balanceScaled + oneUnitScaled) return 0n;
  const solvencyAmount = balanceScaled - stream.snapshotDebtScaled + oneUnitScaled;
  const solvencyPeriod = solvencyAmount / stream.ratePerSecond;
  const exact = solvencyAmount % stream.ratePerSecond === 0n;
  return stream.snapshotTime + solvencyPeriod + (exact ? 0n : 1n);
}

/** `create`: a new stream with no balance; a start time of 0 means "now". */
export function flowCreate(ratePerSecond: bigint, startTime: bigint, tokenDecimals: number, now: bigint): FlowStream {
  scaleFactor(tokenDecimals);
  if (startTime > now && ratePerSecond === 0n) throw new RevertError('SablierFlow_CreateRatePerSecondZero');
  return {
    balance: 0n,
    ratePerSecond,
    snapshotTime: startTime === 0n ? now : startTime,
    snapshotDebtScaled: 0n,
    tokenDecimals,
    isVoided: false,
  };
}

/** `deposit`: adds to the balance. */
export function flowDeposit(stream: FlowStream, amount: bigint): FlowStream {
  if (amount === 0n) throw new RevertError('SablierFlow_DepositAmountZero');
  return {...stream, balance: stream.balance + amount};
}

/** `_adjustRatePerSecond`: snapshots the ongoing debt (unless pending), then sets the new rate. */
export function flowAdjustRatePerSecond(stream: FlowStream, newRatePerSecond: bigint, now: bigint): FlowStream {
  if (newRatePerSecond === stream.ratePerSecond) throw new RevertError('SablierFlow_RatePerSecondNotDifferent');
  const next = {...stream};
  if (stream.snapshotTime < now) {
    next.snapshotDebtScaled += ongoingDebtScaledOf(stream, now);
    next.snapshotTime = now;
  }
  next.ratePerSecond = newRatePerSecond;
  return next;
}

/** `pause`: sets the rate to zero after a snapshot; reverts while pending. */
export function flowPause(stream: FlowStream, now: bigint): FlowStream {
  if (stream.snapshotTime > now) throw new RevertError('SablierFlow_StreamPending');
  return flowAdjustRatePerSecond(stream, 0n, now);
}

/** `restart`: only from a paused stream (rate 0). */
export function flowRestart(stream: FlowStream, ratePerSecond: bigint, now: bigint): FlowStream {
  if (stream.ratePerSecond !== 0n) throw new RevertError('SablierFlow_StreamNotPaused');
  return flowAdjustRatePerSecond(stream, ratePerSecond, now);
}

/** `withdraw`: takes first from the snapshot debt; beyond it, re-snapshots at `now` with the remaining debt. */
export function flowWithdraw(stream: FlowStream, amount: bigint, now: bigint): FlowStream {
  if (amount === 0n) throw new RevertError('SablierFlow_WithdrawAmountZero');
  const totalDebtScaled = ongoingDebtScaledOf(stream, now) + stream.snapshotDebtScaled;
  const totalDebt = descaleAmount(totalDebtScaled, stream.tokenDecimals);
  const withdrawable = minBig(stream.balance, totalDebt);
  if (amount > withdrawable) throw new RevertError('SablierFlow_Overdraw');
  const amountScaled = scaleAmount(amount, stream.tokenDecimals);
  const next = {...stream, balance: stream.balance - amount};
  if (amountScaled <= stream.snapshotDebtScaled) {
    next.snapshotDebtScaled = stream.snapshotDebtScaled - amountScaled;
  } else {
    next.snapshotDebtScaled = totalDebtScaled - amountScaled;
    next.snapshotTime = now;
  }
  return next;
}

/** `refund`: the sender takes back up to the refundable amount. */
export function flowRefund(stream: FlowStream, amount: bigint, now: bigint): FlowStream {
  if (amount === 0n) throw new RevertError('SablierFlow_RefundAmountZero');
  if (amount > refundableAmountOf(stream, now)) throw new RevertError('SablierFlow_RefundOverflow');
  return {...stream, balance: stream.balance - amount};
}

/** `void`: writes off uncovered debt (snapshot debt := balance) or snapshots the ongoing debt, then stops for good. */
export function flowVoid(stream: FlowStream, now: bigint): FlowStream {
  const next = {...stream};
  if (uncoveredDebtOf(stream, now) === 0n) {
    next.snapshotDebtScaled += ongoingDebtScaledOf(stream, now);
  } else {
    next.snapshotDebtScaled = scaleAmount(stream.balance, stream.tokenDecimals);
  }
  next.snapshotTime = now;
  next.ratePerSecond = 0n;
  next.isVoided = true;
  return next;
}

/**
 * Rate per second (UD21x18) that streams `amount` token units over `seconds`, rounded down:
 * amount scaled to 18 decimals, divided by the duration.
 */
export function ratePerSecondFor(amount: bigint, tokenDecimals: number, seconds: bigint): bigint {
  if (seconds <= 0n) throw new RevertError('duration must be positive');
  return scaleAmount(amount, tokenDecimals) / seconds;
}
