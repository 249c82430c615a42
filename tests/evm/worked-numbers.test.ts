/**
 * Worked numbers of the concept pages, computed by the deployed bytecode rather than by the site's TypeScript port of
 * the math (src/lib/streamMath.ts, which has its own unit tests). Each test names the page and reads its figures from
 * it, so that a changed figure on the page fails the test.
 */
import assert from 'node:assert/strict';
import {afterEach, before, beforeEach, describe, test} from 'node:test';
import {COMPTROLLER_ADMIN, ORACLE_MOCK} from '../../plugins/lib/evm/sablier';
import {artifactOf, compile} from '../../plugins/lib/evm/solc';
import {figure, statedOn} from '../support/page-figures';
import {account, DAY, E18, type Harness, LockupStatus, setup} from './fixture';

let h: Harness;
const alice = account('alice');
const bob = account('bob');
const Protocol = {Airdrops: 0, Flow: 1, Lockup: 2, Staking: 3, Bob: 4} as const;

before(async () => {
  h = await setup();
  await h.fundAndApprove(h.dai.address, alice, h.lockup.address, 1_000_000n * E18);
});
beforeEach(() => h.chain.snapshot());
afterEach(() => h.chain.revert());

const comptroller = () => ({address: h.comptroller.address, abi: h.comptroller.abi});

/** A Linear stream from `start` to `end` with the given unlocks, cliff and granularity (timestamps version). */
async function linear(o: {
  amount: bigint;
  start: bigint;
  end: bigint;
  cliff?: bigint;
  unlocks?: {start: bigint; cliff: bigint};
  granularity?: bigint;
}): Promise<bigint> {
  const {result} = await h.lockupC.write(
    'createWithTimestampsLL',
    [
      {
        sender: alice,
        recipient: bob,
        depositAmount: o.amount,
        token: h.dai.address,
        cancelable: true,
        transferable: true,
        timestamps: {start: o.start, end: o.end},
        shape: '',
      },
      o.unlocks ?? {start: 0n, cliff: 0n},
      o.granularity ?? 1n,
      o.cliff ?? 0n,
    ],
    {from: alice},
  );
  return result as bigint;
}

async function streamedAt(id: bigint, time: bigint): Promise<bigint> {
  h.chain.warp(time);
  return (await h.lockupC.read('streamedAmountOf', [id])) as bigint;
}

/** A number as a page's TeX writes it ("385{,}802{,}469"), scaled by 10^decimals. */
const tex = (text: string, decimals = 0) => figure(text.replace(/[{}]/g, ''), decimals);
/** A day count as a page writes it ("912.5"), in seconds. */
const days = (text: string) => (figure(text, 1) * DAY) / 10n;

describe('concepts/fees', () => {
  const PAGE = 'concepts/fees.mdx';

  test('$1 at ETH $4,000 is 0.00025 ETH; $0.99 is 247,500,000,000,000 wei', async () => {
    // "with ETH at \$4,000, a \$1 fee is 0.00025 ETH", and "For a \$0.99 fee (`99000000`) and ETH at \$4,000
    // (`400000000000`), that is 247,500,000,000,000 wei, or 0.0002475 ETH".
    const [price, usd, eth] = statedOn(PAGE, /with ETH at \\\$([\d,]+), a \\\$([\d.]+) fee is ([\d.]+) ETH/) as [string, string, string];
    const [fee, feeRaw, price2, priceRaw, wei, weiEth] = statedOn(
      PAGE,
      /For a \\\$([\d.]+) fee \(`(\d+)`\) and ETH at \\\$([\d,]+) \(`(\d+)`\), that is ([\d,]+) wei, or ([\d.]+) ETH/,
    ) as [string, string, string, string, string, string];
    assert.deepEqual([figure(feeRaw), figure(priceRaw), figure(price2, 8)], [figure(fee, 8), figure(price, 8), figure(price, 8)]);
    await h.chain.write({...h.oracle, functionName: 'setPrice', args: [figure(price, 8)]} as never);
    await h.chain.write({
      ...comptroller(),
      functionName: 'setMinFeeUSD',
      args: [Protocol.Lockup, figure(usd, 8)],
      from: COMPTROLLER_ADMIN,
    } as never);
    assert.equal(
      await h.chain.read({...comptroller(), functionName: 'calculateMinFeeWei', args: [Protocol.Lockup]} as never),
      figure(eth, 18),
    );
    const converted = await h.chain.read({...comptroller(), functionName: 'convertUSDFeeToWei', args: [figure(feeRaw)]} as never);
    assert.deepEqual([converted, converted], [figure(wei), figure(weiEth, 18)]);
  });

  test('fees are capped at MAX_FEE_USD = 100e8', async () => {
    // "capped at [`MAX_FEE_USD`](...) = `100e8` (\$100)".
    const [cap, dollars] = statedOn(PAGE, /capped at \[`MAX_FEE_USD`\]\([^)]*\) = `(\d+)e8` \(\\\$([\d,]+)\)/) as [string, string];
    assert.equal(figure(cap), figure(dollars));
    const max = figure(cap, 8);
    assert.equal(await h.chain.read({...comptroller(), functionName: 'MAX_FEE_USD'} as never), max);
    const error = await h.chain.expectRevert({
      ...comptroller(),
      functionName: 'setMinFeeUSD',
      args: [Protocol.Lockup, max + 1n],
      from: COMPTROLLER_ADMIN,
    } as never);
    assert.equal(error.errorName, 'SablierComptroller_MaxFeeUSDExceeded');
  });

  test('the fee is looked up for the stream sender, and a custom fee of 0 waives it', async () => {
    const id = await linear({amount: 100n * E18, start: h.chain.timestamp, end: h.chain.timestamp + DAY});
    // The deployment starts with the page's example: a \$1 fee at ETH \$4,000, "0.00025 ETH".
    const [eth] = statedOn(PAGE, /a \\\$1 fee is ([\d.]+) ETH/) as [string];
    assert.equal(await h.lockupC.read('calculateMinFeeWei', [id]), figure(eth, 18));
    await h.chain.write({
      ...comptroller(),
      functionName: 'setCustomFeeUSDFor',
      args: [Protocol.Lockup, alice, 0n],
      from: COMPTROLLER_ADMIN,
    } as never);
    assert.equal(await h.lockupC.read('calculateMinFeeWei', [id]), 0n);
  });

  test('no fee is due when the oracle has not been updated for 24 hours', async () => {
    const compiled = compile([ORACLE_MOCK]);
    const outdated = await h.chain.deploy(artifactOf(compiled, ORACLE_MOCK, 'ChainlinkOracleOutdatedPrice'));
    await h.chain.write({...comptroller(), functionName: 'setOracle', args: [outdated], from: COMPTROLLER_ADMIN} as never);
    assert.equal(await h.chain.read({...comptroller(), functionName: 'calculateMinFeeWei', args: [Protocol.Lockup]} as never), 0n);
  });
});

describe('concepts/lockup/overview: 3,000 DAI over April', () => {
  test('900 DAI on April 10; a cancel then gives Bob 900 and Alice 2,100; settled from May 1', async () => {
    const PAGE = 'concepts/lockup/overview.mdx';
    const [deposit, span, seconds] = statedOn(
      PAGE,
      /she deposits ([\d,]+) DAI, sets the start time to April 1 at 00:00 UTC and the end time to May 1 at 00:00 UTC\. That is (\d+) days, or ([\d,]+) seconds\./,
    ) as [string, string, string];
    const [elapsedDays, elapsed, earned] = statedOn(
      PAGE,
      /On April 10 at 00:00 UTC, (\d+) days \(([\d,]+) seconds\) have passed: Bob has earned \$[^$]*= (\d+)\$ DAI/,
    ) as [string, string, string];
    const [bobShare, aliceShare] = statedOn(
      PAGE,
      /On April 10 at 00:00 UTC that would be ([\d,]+) DAI for Bob and ([\d,]+) DAI for Alice/,
    ) as [string, string];
    const [settled] = statedOn(PAGE, /From May 1 the stream is \[settled\]\([^)]*\): all ([\d,]+) DAI belong to Bob/) as [string];
    assert.deepEqual([figure(seconds), figure(elapsed), figure(settled)], [figure(span) * DAY, figure(elapsedDays) * DAY, figure(deposit)]);
    const april1 = 1_775_001_600n; // 1 April 2026, 00:00 UTC
    const id = await linear({amount: figure(deposit, 18), start: april1, end: april1 + figure(seconds)});
    assert.equal(await streamedAt(id, april1 + figure(elapsed)), figure(earned, 18));
    await h.chain.snapshot();
    await h.lockupC.write('cancel', [id], {from: alice});
    assert.equal(await h.lockupC.read('getRefundedAmount', [id]), figure(aliceShare, 18));
    assert.equal(await h.lockupC.read('withdrawableAmountOf', [id]), figure(bobShare, 18));
    await h.chain.revert();
    h.chain.warp(april1 + figure(seconds));
    assert.equal(await h.lockupC.read('statusOf', [id]), LockupStatus.SETTLED);
    assert.equal(await h.lockupC.read('streamedAmountOf', [id]), figure(settled, 18));
  });
});

describe('concepts/lockup/stream-shapes (10,000 tokens)', () => {
  const PAGE = 'concepts/lockup/stream-shapes.mdx';
  /** "an example deposit of **10,000 tokens with 18 decimals**". */
  const deposit = () => figure((statedOn(PAGE, /deposit of \*\*([\d,]+) tokens with 18 decimals\*\*/) as [string])[0], 18);
  const tokens = (text: string) => figure(text, 18);

  test('Linear: 2,000 tokens after 73 of 365 days', async () => {
    const [total, after, percent, amount] = statedOn(
      PAGE,
      /Over (\d+) days, [\d,]+ tokens stream at .*? so after (\d+) days \((\d+)% of the time\) the recipient can withdraw ([\d,]+) tokens/,
    ) as [string, string, string, string];
    assert.equal(figure(after) * 100n, figure(percent) * figure(total));
    const t = h.chain.timestamp;
    const id = await linear({amount: deposit(), start: t, end: t + days(total)});
    assert.equal(await streamedAt(id, t + days(after)), tokens(amount));
  });

  test('Unlock Linear: 2,500 at the start, 6,250 half-way', async () => {
    const [s, percent, atStart, halfWay] = statedOn(
      PAGE,
      /With \$s = ([\d{},]+)\$ tokens \((\d+)%\), the recipient can withdraw ([\d,]+) tokens at the start and ([\d,]+) tokens half-way through the year/,
    ) as [string, string, string, string];
    assert.equal(tex(s, 18) * 100n, figure(percent) * deposit());
    const t = h.chain.timestamp + 10n;
    const id = await linear({amount: deposit(), start: t, end: t + 365n * DAY, unlocks: {start: tex(s, 18), cliff: 0n}});
    assert.equal(await streamedAt(id, t), tokens(atStart));
    // Half-way through 365 days is day 182.5.
    assert.equal(await streamedAt(id, t + (365n * DAY) / 2n), tokens(halfWay));
  });

  test('Cliff (365 of 1,460 days, cliff unlock 2,500): 0 on day 364, 2,500 on day 365, 6,250 on day 912.5', async () => {
    const [cliffDays, totalDays, before, beforeDay, at, atDay, later, laterDay] = statedOn(
      PAGE,
      /With a (\d+)-day cliff on a ([\d,]+)-day \(4-year\) stream, the recipient gets ([\d,]+) tokens on day (\d+), ([\d,]+) tokens on day (\d+) and ([\d,]+) tokens on day ([\d.]+)\./,
    ) as [string, string, string, string, string, string, string, string];
    assert.equal(figure(atDay), figure(cliffDays));
    const t = h.chain.timestamp;
    const end = t + days(totalDays);
    const cliff = t + days(cliffDays);
    // The cliff unlock of the formula: c = D * (t_c - t_s) / (t_e - t_s).
    const c = (deposit() * (cliff - t)) / (end - t);
    const id = await linear({amount: deposit(), start: t, end, cliff, unlocks: {start: 0n, cliff: c}});
    assert.equal(await streamedAt(id, t + days(beforeDay)), tokens(before));
    assert.equal(await streamedAt(id, cliff), tokens(at));
    assert.equal(await streamedAt(id, t + days(laterDay)), tokens(later));
  });

  test('Cliff without a cliff unlock: nothing is released at the cliff, the deposit streams from there', async () => {
    const t = h.chain.timestamp;
    const id = await linear({amount: deposit(), start: t, end: t + 1_460n * DAY, cliff: t + 365n * DAY});
    assert.equal(await streamedAt(id, t + 365n * DAY), 0n);
    // Half of the 1,095 days after the cliff: half the deposit.
    assert.equal(await streamedAt(id, t + 365n * DAY + (1_095n * DAY) / 2n), deposit() / 2n);
  });

  test('Unlock Cliff (25% at start, 25% at a 365-day cliff, 730 days): 2,500, 5,000, 7,500', async () => {
    const [startPct, cliffPct, cliffDays, totalDays, until, untilDay, at, atDay, later, laterDay] = statedOn(
      PAGE,
      /With (\d+)% at the start, (\d+)% at a (\d+)-day cliff and a (\d+)-day stream, the recipient has ([\d,]+) tokens until day (\d+), ([\d,]+) tokens on day (\d+) and ([\d,]+) tokens on day ([\d.]+)\./,
    ) as [string, string, string, string, string, string, string, string, string, string];
    assert.equal(figure(atDay), figure(cliffDays));
    const t = h.chain.timestamp + 10n;
    const id = await linear({
      amount: deposit(),
      start: t,
      end: t + days(totalDays),
      cliff: t + days(cliffDays),
      unlocks: {start: (deposit() * figure(startPct)) / 100n, cliff: (deposit() * figure(cliffPct)) / 100n},
    });
    assert.equal(await streamedAt(id, t + days(untilDay)), tokens(until));
    assert.equal(await streamedAt(id, t + days(atDay)), tokens(at));
    assert.equal(await streamedAt(id, t + days(laterDay)), tokens(later));
  });

  test('Unlock in Steps (Linear, granularity 91.25 days): 2,500 tokens per step', async () => {
    const [steps, totalDays, perStep, every] = statedOn(
      PAGE,
      /With (\d+) steps over (\d+) days, ([\d,]+) tokens unlock every ([\d.]+) days\./,
    ) as [string, string, string, string];
    const step = days(totalDays) / figure(steps);
    assert.equal((figure(every, 2) * DAY) / 100n, step);
    const t = h.chain.timestamp;
    const id = await linear({amount: deposit(), start: t, end: t + days(totalDays), granularity: step});
    assert.equal(await streamedAt(id, t + step - 1n), 0n);
    assert.equal(await streamedAt(id, t + step), tokens(perStep));
    assert.equal(await streamedAt(id, t + 3n * step + step / 2n), 3n * tokens(perStep));
  });
});

describe('concepts/lockup/tranches: four quarterly tranches from 1 January 2025', () => {
  test('0 one second before 1,743,465,600, then 2,500; 5,000 waiting in August', async () => {
    const PAGE = 'concepts/lockup/tranches.mdx';
    const [deposit, start] = statedOn(
      PAGE,
      /A company vests ([\d,]+) tokens to an employee over one year, starting on 1 January 2025 at 00:00 UTC \(Unix time ([\d,]+)\)/,
    ).map((n) => figure(n)) as [bigint, bigint];
    const offsets = statedOn(PAGE, /the tranche timestamps are the start plus ([\d,]+), ([\d,]+), ([\d,]+) and ([\d,]+) seconds/).map((n) =>
      figure(n),
    );
    const rows = [1, 2, 3, 4].map((n) =>
      statedOn(PAGE, new RegExp(String.raw`\| ${n} \| ([\d,]+) \| ([\d,]+) \| [^|]+ \| ([\d,]+) \|`)).map((x) => figure(x)),
    ) as [bigint, bigint, bigint][];
    const [first, , waiting] = statedOn(
      PAGE,
      /at ([\d,]+) it is ([\d,]+)\. If the employee withdraws nothing until August, ([\d,]+) tokens are waiting/,
    ).map((n) => figure(n)) as [bigint, bigint, bigint];
    const [, afterFirst] = statedOn(PAGE, /at ([\d,]+) it is ([\d,]+)\./).map((n) => figure(n)) as [bigint, bigint];
    assert.deepEqual(
      rows.map(([, timestamp]) => timestamp),
      offsets.map((offset) => start + offset),
    );
    assert.equal(first, rows[0]?.[1]);
    h.chain.warp(start - 100n);
    const {result: id} = await h.lockupC.write(
      'createWithTimestampsLT',
      [
        {
          sender: alice,
          recipient: bob,
          depositAmount: deposit * E18,
          token: h.dai.address,
          cancelable: true,
          transferable: true,
          timestamps: {start, end: start + (offsets[3] as bigint)},
          shape: '',
        },
        rows.map(([amount, timestamp]) => ({amount: amount * E18, timestamp})),
      ],
      {from: alice},
    );
    // In time order: one second before the first tranche, each tranche, and 1 August 2025.
    const checks: [bigint, bigint][] = [
      [first - 1n, 0n],
      [first, afterFirst],
      ...rows.map(([, timestamp, streamed]): [bigint, bigint] => [timestamp, streamed]),
      [1_754_006_400n, waiting],
    ];
    checks.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [time, streamed] of checks) assert.equal(await streamedAt(id as bigint, time), streamed * E18, String(time));
  });
});

describe('concepts/flow/overview: 1,000 USDC per 30 days', () => {
  test('999.999999 USDC owed after 30 days; with 500 USDC deposited, depletion at start + 1,296,001 s', async () => {
    const PAGE = 'concepts/flow/overview.mdx';
    const [salary, span, seconds] = statedOn(
      PAGE,
      /Take a salary of ([\d,]+) USDC \(6 decimals\) every (\d+) days \(([\d,]+) seconds\)/,
    ) as [string, string, string];
    const [rate] = statedOn(PAGE, /\$rps = \\lfloor 10\^\{21\} \/ 2\{,\}592\{,\}000 \\rfloor = ([\d{},]+)\$/) as [string];
    const [scaled] = statedOn(PAGE, /After 30 days the scaled debt is \$2\{,\}592\{,\}000 \\cdot rps = ([\d{},]+)\$/) as [string];
    const [units, owed] = statedOn(PAGE, /the total debt is ([\d,]+) units: \*\*([\d.]+) USDC\*\*/) as [string, string];
    const [deposited, depletion, jump] = statedOn(
      PAGE,
      /If the sender deposited ([\d,]+) USDC, the stream becomes insolvent after 15 days: .*? returns the start plus ([\d,]+) seconds, .*? the uncovered debt jumps from 0 to (\d+) units/,
    ) as [string, string, string];
    assert.equal(figure(seconds), figure(span) * DAY);
    assert.equal(tex(rate), (figure(salary, 6) * 10n ** 12n) / figure(seconds));
    assert.equal(tex(scaled), figure(seconds) * tex(rate));
    assert.deepEqual([figure(units), tex(scaled) / 10n ** 12n], [figure(owed, 6), figure(owed, 6)]);
    await h.fundAndApprove(h.usdc.address, alice, h.flow.address, figure(deposited, 6));
    const start = h.chain.timestamp;
    const {result: id} = await h.flowC.write(
      'createAndDeposit',
      [alice, bob, tex(rate), start, h.usdc.address, true, figure(deposited, 6)],
      {from: alice},
    );
    assert.equal(await h.flowC.read('depletionTimeOf', [id]), start + figure(depletion));
    h.chain.warp(start + figure(depletion) - 1n);
    assert.equal(await h.flowC.read('uncoveredDebtOf', [id]), 0n);
    h.chain.warp(start + figure(depletion));
    assert.equal(await h.flowC.read('uncoveredDebtOf', [id]), figure(jump));
    h.chain.warp(start + figure(seconds));
    assert.equal(await h.flowC.read('totalDebtOf', [id]), figure(owed, 6));
  });
});
