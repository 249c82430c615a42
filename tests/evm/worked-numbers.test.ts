/**
 * Worked numbers of the concept pages, computed by the deployed bytecode rather than by the site's TypeScript port of
 * the math (src/lib/streamMath.ts, which has its own unit tests). Each test names the page and quotes its figures.
 */
import assert from 'node:assert/strict';
import {afterEach, before, beforeEach, describe, test} from 'node:test';
import {COMPTROLLER_ADMIN, ORACLE_MOCK} from '../../src/lib/evm/sablier';
import {artifactOf, compile} from '../../src/lib/evm/solc';
import {account, DAY, E18, type Harness, LockupStatus, setup} from './fixture';

let h: Harness;
const alice = account('alice');
const bob = account('bob');
const USDC = 10n ** 6n;
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

describe('concepts/fees', () => {
  test('$1 at ETH $4,000 is 0.00025 ETH; $0.99 is 247,500,000,000,000 wei', async () => {
    await h.chain.write({...comptroller(), functionName: 'setMinFeeUSD', args: [Protocol.Lockup, 1e8], from: COMPTROLLER_ADMIN} as never);
    assert.equal(
      await h.chain.read({...comptroller(), functionName: 'calculateMinFeeWei', args: [Protocol.Lockup]} as never),
      250_000_000_000_000n,
    );
    assert.equal(
      await h.chain.read({...comptroller(), functionName: 'convertUSDFeeToWei', args: [99_000_000n]} as never),
      247_500_000_000_000n,
    );
  });

  test('fees are capped at MAX_FEE_USD = 100e8', async () => {
    assert.equal(await h.chain.read({...comptroller(), functionName: 'MAX_FEE_USD'} as never), 100n * 10n ** 8n);
    const error = await h.chain.expectRevert({
      ...comptroller(),
      functionName: 'setMinFeeUSD',
      args: [Protocol.Lockup, 100n * 10n ** 8n + 1n],
      from: COMPTROLLER_ADMIN,
    } as never);
    assert.equal(error.errorName, 'SablierComptroller_MaxFeeUSDExceeded');
  });

  test('the fee is looked up for the stream sender, and a custom fee of 0 waives it', async () => {
    const id = await linear({amount: 100n * E18, start: h.chain.timestamp, end: h.chain.timestamp + DAY});
    assert.equal(await h.lockupC.read('calculateMinFeeWei', [id]), 250_000_000_000_000n);
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
    const april1 = 1_775_001_600n; // 1 April 2026, 00:00 UTC
    const id = await linear({amount: 3_000n * E18, start: april1, end: april1 + 30n * DAY});
    assert.equal(await streamedAt(id, april1 + 9n * DAY), 900n * E18);
    await h.chain.snapshot();
    await h.lockupC.write('cancel', [id], {from: alice});
    assert.equal(await h.lockupC.read('getRefundedAmount', [id]), 2_100n * E18);
    assert.equal(await h.lockupC.read('withdrawableAmountOf', [id]), 900n * E18);
    await h.chain.revert();
    h.chain.warp(april1 + 30n * DAY);
    assert.equal(await h.lockupC.read('statusOf', [id]), LockupStatus.SETTLED);
  });
});

describe('concepts/lockup/stream-shapes (10,000 tokens)', () => {
  const D = 10_000n * E18;

  test('Linear: 2,000 tokens after 73 of 365 days', async () => {
    const t = h.chain.timestamp;
    const id = await linear({amount: D, start: t, end: t + 365n * DAY});
    assert.equal(await streamedAt(id, t + 73n * DAY), 2_000n * E18);
  });

  test('Unlock Linear: 2,500 at the start, 6,250 half-way', async () => {
    const t = h.chain.timestamp + 10n;
    const id = await linear({amount: D, start: t, end: t + 365n * DAY, unlocks: {start: 2_500n * E18, cliff: 0n}});
    assert.equal(await streamedAt(id, t), 2_500n * E18);
    // Half-way through 365 days is day 182.5.
    assert.equal(await streamedAt(id, t + (365n * DAY) / 2n), 6_250n * E18);
  });

  test('Cliff (365 of 1,460 days, cliff unlock 2,500): 0 on day 364, 2,500 on day 365, 6,250 on day 912.5', async () => {
    const t = h.chain.timestamp;
    const id = await linear({amount: D, start: t, end: t + 1_460n * DAY, cliff: t + 365n * DAY, unlocks: {start: 0n, cliff: 2_500n * E18}});
    assert.equal(await streamedAt(id, t + 364n * DAY), 0n);
    assert.equal(await streamedAt(id, t + 365n * DAY), 2_500n * E18);
    assert.equal(await streamedAt(id, t + 912n * DAY + DAY / 2n), 6_250n * E18);
  });

  test('Cliff without a cliff unlock: nothing is released at the cliff, the deposit streams from there', async () => {
    const t = h.chain.timestamp;
    const id = await linear({amount: D, start: t, end: t + 1_460n * DAY, cliff: t + 365n * DAY});
    assert.equal(await streamedAt(id, t + 365n * DAY), 0n);
    // Half of the 1,095 days after the cliff: half the deposit.
    assert.equal(await streamedAt(id, t + 365n * DAY + (1_095n * DAY) / 2n), 5_000n * E18);
  });

  test('Unlock Cliff (25% at start, 25% at a 365-day cliff, 730 days): 2,500, 5,000, 7,500', async () => {
    const t = h.chain.timestamp + 10n;
    const id = await linear({
      amount: D,
      start: t,
      end: t + 730n * DAY,
      cliff: t + 365n * DAY,
      unlocks: {start: 2_500n * E18, cliff: 2_500n * E18},
    });
    assert.equal(await streamedAt(id, t + 364n * DAY), 2_500n * E18);
    assert.equal(await streamedAt(id, t + 365n * DAY), 5_000n * E18);
    assert.equal(await streamedAt(id, t + 547n * DAY + DAY / 2n), 7_500n * E18);
  });

  test('Unlock in Steps (Linear, granularity 91.25 days): 2,500 tokens per step', async () => {
    const t = h.chain.timestamp;
    const step = (365n * DAY) / 4n;
    const id = await linear({amount: D, start: t, end: t + 365n * DAY, granularity: step});
    assert.equal(await streamedAt(id, t + step - 1n), 0n);
    assert.equal(await streamedAt(id, t + step), 2_500n * E18);
    assert.equal(await streamedAt(id, t + 3n * step + step / 2n), 7_500n * E18);
  });
});

describe('concepts/lockup/tranches: four quarterly tranches from 1 January 2025', () => {
  test('0 one second before 1,743,465,600, then 2,500; 5,000 waiting in August', async () => {
    const start = 1_735_689_600n;
    h.chain.warp(start - 100n);
    const {result: id} = await h.lockupC.write(
      'createWithTimestampsLT',
      [
        {
          sender: alice,
          recipient: bob,
          depositAmount: 10_000n * E18,
          token: h.dai.address,
          cancelable: true,
          transferable: true,
          timestamps: {start, end: start + 31_104_000n},
          shape: '',
        },
        [7_776_000n, 15_552_000n, 23_328_000n, 31_104_000n].map((offset) => ({amount: 2_500n * E18, timestamp: start + offset})),
      ],
      {from: alice},
    );
    assert.equal(await streamedAt(id as bigint, 1_743_465_600n - 1n), 0n);
    assert.equal(await streamedAt(id as bigint, 1_743_465_600n), 2_500n * E18);
    assert.equal(await streamedAt(id as bigint, 1_754_006_400n), 5_000n * E18); // 1 August 2025
  });
});

describe('concepts/flow/overview: 1,000 USDC per 30 days', () => {
  test('999.999999 USDC owed after 30 days; with 500 USDC deposited, depletion at start + 1,296,001 s', async () => {
    await h.fundAndApprove(h.usdc.address, alice, h.flow.address, 500n * USDC);
    const start = h.chain.timestamp;
    const {result: id} = await h.flowC.write(
      'createAndDeposit',
      [alice, bob, 385_802_469_135_802n, start, h.usdc.address, true, 500n * USDC],
      {from: alice},
    );
    assert.equal(await h.flowC.read('depletionTimeOf', [id]), start + 1_296_001n);
    h.chain.warp(start + 1_296_000n);
    assert.equal(await h.flowC.read('uncoveredDebtOf', [id]), 0n);
    h.chain.warp(start + 1_296_001n);
    // One second of debt is 385,802,469,135,802 scaled units, 385 USDC units once descaled.
    assert.equal(await h.flowC.read('uncoveredDebtOf', [id]), 385n);
    h.chain.warp(start + 30n * DAY);
    assert.equal(await h.flowC.read('totalDebtOf', [id]), 999_999_999n);
  });
});
