/**
 * The Flow rate-per-second calculator: an amount per period in, the UD21x18 rate out, with what that rate
 * really pays over the period. Integer math only, the same as SablierFlow v3.0: amounts are scaled to 18
 * decimals (`FlowHelpers.scaleAmount`), the rate is the scaled amount divided by the period, rounded down, and
 * the debt after `t` seconds is `rps * t` descaled to token units, rounded down (`_totalDebtOf`).
 */
import {descaleAmount, scaleAmount} from './streamMath';

// Two lines each instead of viem's parseUnits/formatUnits: those pull viem's error classes into the page's
// JavaScript, and the input here is validated before it is parsed anyway.
function parseUnits(value: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

function formatUnits(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0');
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const whole = digits.slice(0, digits.length - decimals);
  return fraction ? `${whole}.${fraction}` : whole;
}

/** `type(uint128).max`: the largest value a `UD21x18` rate can hold. */
export const UD21X18_MAX = 2n ** 128n - 1n;

export interface Period {
  id: string;
  label: string;
  seconds: bigint;
}

export const PERIODS: readonly Period[] = [
  {id: 'hour', label: 'hour', seconds: 3_600n},
  {id: 'day', label: 'day', seconds: 86_400n},
  {id: 'week', label: 'week (7 days)', seconds: 604_800n},
  {id: 'month', label: '30 days', seconds: 2_592_000n},
  {id: 'quarter', label: '90 days', seconds: 7_776_000n},
  {id: 'year', label: 'year (365 days)', seconds: 31_536_000n},
];

export interface RateInput {
  /** The amount per period as the reader types it, in whole tokens: "1000", "0.5". */
  amount: string;
  /** The token's decimals, 0 to 18. */
  decimals: number;
  /** The period in seconds. */
  periodSeconds: bigint;
}

export interface RateResult {
  /** The amount in the token's base units. */
  amountUnits: bigint;
  /** The value to pass as `ratePerSecond` (UD21x18: 1e18 is one token per second). */
  ratePerSecond: bigint;
  /** The same rate in tokens per second, as a decimal string with up to 18 decimals. */
  ratePerSecondTokens: string;
  /** What the stream owes after exactly one period at that rate, in base units (rounded down like the contract). */
  paidPerPeriodUnits: bigint;
  paidPerPeriod: string;
  /** Base units the rounding loses per period (amount minus what the rate pays). */
  shortfallUnits: bigint;
}

export type RateOutcome = {ok: true; result: RateResult} | {ok: false; error: string};

const AMOUNT = /^\d+(\.\d+)?$/;

/** Parses a token amount exactly: at most `decimals` fractional digits, no rounding. */
export function parseAmount(amount: string, decimals: number): bigint {
  const clean = amount.trim().replace(/[,_\s]/g, '');
  if (!AMOUNT.test(clean)) throw new Error('Enter an amount such as 1000 or 0.5.');
  const fraction = clean.split('.')[1] ?? '';
  if (fraction.length > decimals) {
    throw new Error(`A token with ${decimals} decimals cannot hold ${fraction.length} decimal places.`);
  }
  return parseUnits(clean, decimals);
}

/** The rate for an amount per period, and what it pays. Reverts (throws) the way the inputs would on-chain. */
export function rateFor(input: RateInput): RateResult {
  const {decimals, periodSeconds} = input;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 18) {
    throw new Error('Flow supports tokens with 0 to 18 decimals.');
  }
  if (periodSeconds <= 0n) throw new Error('The period must be at least one second.');
  const amountUnits = parseAmount(input.amount, decimals);
  if (amountUnits === 0n) throw new Error('Enter an amount above zero.');
  const ratePerSecond = scaleAmount(amountUnits, decimals) / periodSeconds;
  if (ratePerSecond === 0n) throw new Error('The amount is too small for this period: the rate rounds down to zero.');
  if (ratePerSecond > UD21X18_MAX) throw new Error('The rate does not fit in a UD21x18 (uint128).');
  const paidPerPeriodUnits = descaleAmount(ratePerSecond * periodSeconds, decimals);
  return {
    amountUnits,
    ratePerSecond,
    ratePerSecondTokens: formatUnits(ratePerSecond, 18),
    paidPerPeriodUnits,
    paidPerPeriod: formatUnits(paidPerPeriodUnits, decimals),
    shortfallUnits: amountUnits - paidPerPeriodUnits,
  };
}

/** `rateFor` for user input: an error message instead of an exception. */
export function tryRateFor(input: RateInput): RateOutcome {
  try {
    return {ok: true, result: rateFor(input)};
  } catch (error) {
    return {ok: false, error: error instanceof Error ? error.message : String(error)};
  }
}

export interface WorkedExample {
  amount: string;
  symbol: string;
  decimals: number;
  period: Period['id'];
}

/** The rows of the static table, shown with or without JavaScript. */
export const WORKED_EXAMPLES: readonly WorkedExample[] = [
  {amount: '1000', symbol: 'USDC', decimals: 6, period: 'month'},
  {amount: '1', symbol: 'USDC', decimals: 6, period: 'day'},
  {amount: '5000', symbol: 'USDC', decimals: 6, period: 'week'},
  {amount: '1000000', symbol: 'USDC', decimals: 6, period: 'year'},
  {amount: '100', symbol: 'DAI', decimals: 18, period: 'day'},
  {amount: '2500', symbol: 'DAI', decimals: 18, period: 'month'},
  {amount: '10', symbol: 'WBTC', decimals: 8, period: 'year'},
];

export function periodById(id: string): Period {
  const period = PERIODS.find((p) => p.id === id);
  if (!period) throw new Error(`Unknown period ${id}`);
  return period;
}

/** Groups digits in threes for display: 385802469135802 -> "385,802,469,135,802". */
export function groupDigits(value: bigint | string): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
