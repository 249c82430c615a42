/**
 * The "Run it" stories of the Lockup create-stream guides and the local-environment fork test, executed against the
 * deployed Lockup v4.0 bytecode.
 */
import assert from 'node:assert/strict';
import {afterEach, before, beforeEach, describe, test} from 'node:test';
import {figure, statedOn} from '../support/page-figures';
import {account, CAFE, DAY, E18, type Harness, LockupStatus, setup, WEEK} from './fixture';

const LINEAR_PAGE = 'guides/lockup/examples/create-stream/lockup-linear.mdx';
const DYNAMIC_PAGE = 'guides/lockup/examples/create-stream/lockup-dynamic.mdx';
const TRANCHED_PAGE = 'guides/lockup/examples/create-stream/lockup-tranched.mdx';
const LOCAL_PAGE = 'guides/lockup/examples/local-environment.mdx';

let h: Harness;
const user = account('user');

before(async () => {
  h = await setup();
});
beforeEach(() => h.chain.snapshot());
afterEach(() => h.chain.revert());

describe('local environment: LockupStreamCreator', () => {
  test('createLinearStream returns nextStreamId and streams 100 DAI over 100 days to 0xCAFE', async () => {
    // The page: "a contract, `LockupStreamCreator`, that creates a 100-day Lockup Linear stream of 100 DAI", "It pulls
    // 100 DAI (`100e18`, ...)", and the fork test "gives a fresh user 1 ether and 1,337 DAI".
    const [days, amount] = statedOn(LOCAL_PAGE, /that creates a (\d+)-day Lockup Linear stream of ([\d,]+) DAI/) as [string, string];
    const [pulled] = statedOn(LOCAL_PAGE, /It pulls ([\d,]+) DAI \(`\d+e18`/) as [string];
    const [dealt] = statedOn(LOCAL_PAGE, /gives a fresh user 1 ether and ([\d,]+) DAI/) as [string];
    const [fenceDeal] = statedOn(LOCAL_PAGE, /deal\(address\(creator\.DAI\(\)\), user, (\d+)e18\);/) as [string];
    assert.equal(figure(fenceDeal), figure(dealt));
    const creator = await h.deployExample('lockup/LockupStreamCreator.sol', 'LockupStreamCreator');
    // The page's setUp: the user holds 1,337 DAI and approves the creator for all of it.
    await h.fundAndApprove(h.dai.address, user, creator.address, figure(dealt, 18));
    const expected = await h.lockupC.read('nextStreamId');
    const {result: id} = await creator.write('createLinearStream', [], {from: user});
    assert.equal(id, expected);
    assert.equal(await h.lockupC.read('getRecipient', [id]), CAFE);
    assert.equal(await h.lockupC.read('getSender', [id]), user);
    assert.deepEqual(
      [await h.lockupC.read('getDepositedAmount', [id]), await h.lockupC.read('getDepositedAmount', [id])],
      [figure(amount, 18), figure(pulled, 18)],
    );
    const start = BigInt((await h.lockupC.read('getStartTime', [id])) as number);
    assert.equal(start, h.chain.timestamp);
    assert.equal(BigInt((await h.lockupC.read('getEndTime', [id])) as number), start + figure(days) * DAY);
    assert.equal(await h.lockupC.read('getCliffTime', [id]), 0);
    assert.equal(await h.dai.read('balanceOf', [user]), figure(dealt, 18) - figure(amount, 18));
  });
});

describe('create a Lockup Linear stream', () => {
  test('createStream(100e18): returns the ID read before, streams linearly for 52 weeks', async () => {
    const creator = await h.deployExample('lockup/LockupLinearStreamCreator.sol', 'LockupLinearStreamCreator');
    await h.fundAndApprove(h.dai.address, user, creator.address, 100n * E18);
    const expected = await h.lockupC.read('nextStreamId');
    const {result: id} = await creator.write('createStream', [100n * E18], {from: user});
    assert.equal(id, expected);
    assert.equal(await h.lockupC.read('isCancelable', [id]), true);
    assert.equal(await h.lockupC.read('isTransferable', [id]), true);
    // The page: "The example has no cliff and lasts 52 weeks, about one year (31,449,600 seconds)."
    const [weeks, seconds] = statedOn(LINEAR_PAGE, /no cliff and lasts (\d+) weeks, about one year \(([\d,]+) seconds\)/) as [
      string,
      string,
    ];
    const start = BigInt((await h.lockupC.read('getStartTime', [id])) as number);
    const total = BigInt((await h.lockupC.read('getEndTime', [id])) as number) - start;
    assert.deepEqual([total, total], [figure(weeks) * WEEK, figure(seconds)]);
    assert.equal(await h.lockupC.read('getCliffTime', [id]), 0);
    h.chain.warp(start + total / 2n);
    // Half the time, half the deposit; a day later a day's worth more: it unlocks every second, not in steps.
    assert.equal(await h.lockupC.read('streamedAmountOf', [id]), 50n * E18);
    h.chain.skip(DAY + 1n);
    assert.equal(await h.lockupC.read('streamedAmountOf', [id]), (100n * E18 * (total / 2n + DAY + 1n)) / total);
    assert.equal(await h.lockupC.read('statusOf', [id]), LockupStatus.STREAMING);
  });

  test('a deposit of zero reverts with SablierLockupHelpers_DepositAmountZero', async () => {
    const creator = await h.deployExample('lockup/LockupLinearStreamCreator.sol', 'LockupLinearStreamCreator');
    const error = await creator.expectRevert('createStream', [0n], {from: user});
    assert.equal(error.errorName, 'SablierLockupHelpers_DepositAmountZero');
  });

  test('without the approval, the call reverts in the token transferFrom', async () => {
    const creator = await h.deployExample('lockup/LockupLinearStreamCreator.sol', 'LockupLinearStreamCreator');
    await h.deal(h.dai.address, user, 100n * E18);
    const error = await creator.expectRevert('createStream', [100n * E18], {from: user});
    assert.equal(error.errorName, 'ERC20InsufficientAllowance');
  });
});

describe('create a Lockup Dynamic stream', () => {
  test('createStream(25e18, 75e18): 100 DAI in two segments, starting after 100 seconds', async () => {
    const creator = await h.deployExample('lockup/LockupDynamicStreamCreator.sol', 'LockupDynamicStreamCreator');
    await h.fundAndApprove(h.dai.address, user, creator.address, 100n * E18);
    const now = h.chain.timestamp;
    const {result: id} = await creator.write('createStream', [25n * E18, 75n * E18], {from: user});
    // The page: "starts the stream 100 seconds after creation and ends it 52 weeks after creation", "linearly
    // (exponent 1) until week 4", "with exponent 3.14 until week 52".
    const [startSeconds, endWeeks] = statedOn(
      DYNAMIC_PAGE,
      /starts the stream (\d+) seconds after creation and ends it (\d+) weeks after creation/,
    ) as [string, string];
    const [firstExponent, firstWeek] = statedOn(DYNAMIC_PAGE, /streams `amount0` linearly \(exponent ([\d.]+)\) until week (\d+)/) as [
      string,
      string,
    ];
    const [secondExponent, secondWeek] = statedOn(DYNAMIC_PAGE, /`amount1` with exponent ([\d.]+) until week (\d+)/) as [string, string];
    assert.equal(BigInt((await h.lockupC.read('getStartTime', [id])) as number), now + figure(startSeconds));
    assert.equal(BigInt((await h.lockupC.read('getEndTime', [id])) as number), now + figure(endWeeks) * WEEK);
    const stated = [
      [25n * E18, figure(firstExponent, 18), now + figure(firstWeek) * WEEK],
      [75n * E18, figure(secondExponent, 18), now + figure(secondWeek) * WEEK],
    ];
    const segments = (await h.lockupC.read('getSegments', [id])) as {amount: bigint; exponent: bigint; timestamp: number}[];
    assert.deepEqual(
      segments.map((s) => [s.amount, s.exponent, BigInt(s.timestamp)]),
      stated,
    );
    assert.equal(await h.lockupC.read('getDepositedAmount', [id]), 100n * E18);
    assert.equal(await h.lockupC.read('statusOf', [id]), LockupStatus.PENDING);
    // At the end of the first segment, exactly its amount has streamed.
    h.chain.warp(now + 4n * WEEK);
    assert.equal(await h.lockupC.read('streamedAmountOf', [id]), 25n * E18);
    h.chain.warp(now + 52n * WEEK);
    assert.equal(await h.lockupC.read('streamedAmountOf', [id]), 100n * E18);
    assert.equal(await h.lockupC.read('statusOf', [id]), LockupStatus.SETTLED);
  });

  test('amounts of zero revert with SablierLockupHelpers_DepositAmountZero', async () => {
    // The example derives the deposit from the segment amounts, so they always add up.
    const creator = await h.deployExample('lockup/LockupDynamicStreamCreator.sol', 'LockupDynamicStreamCreator');
    const error = await creator.expectRevert('createStream', [0n, 0n], {from: user});
    assert.equal(error.errorName, 'SablierLockupHelpers_DepositAmountZero');
  });
});

describe('create a Lockup Tranched stream', () => {
  test('createStream(40e18, 60e18): tranches at creation + 4 weeks and + 10 weeks', async () => {
    const creator = await h.deployExample('lockup/LockupTranchedStreamCreator.sol', 'LockupTranchedStreamCreator');
    await h.fundAndApprove(h.dai.address, user, creator.address, 100n * E18);
    const now = h.chain.timestamp;
    const {result: id} = await creator.write('createStream', [40n * E18, 60n * E18], {from: user});
    // The page: "`amount0` unlocks 4 weeks after creation and `amount1` 6 weeks after that, so the stream is fully
    // unlocked 10 weeks (6,048,000 seconds) after creation".
    const [first, then, full, fullSeconds] = statedOn(
      TRANCHED_PAGE,
      /`amount0` unlocks (\d+) weeks after creation and `amount1` (\d+) weeks after that, so the stream is fully unlocked (\d+) weeks \(([\d,]+) seconds\)/,
    ) as [string, string, string, string];
    assert.deepEqual([figure(first) + figure(then), figure(full) * WEEK], [figure(full), figure(fullSeconds)]);
    assert.equal(BigInt((await h.lockupC.read('getEndTime', [id])) as number), now + figure(fullSeconds));
    const tranches = (await h.lockupC.read('getTranches', [id])) as {amount: bigint; timestamp: number}[];
    assert.deepEqual(
      tranches.map((t) => [t.amount, BigInt(t.timestamp)]),
      [
        [40n * E18, now + figure(first) * WEEK],
        [60n * E18, now + figure(full) * WEEK],
      ],
    );
    h.chain.warp(now + 4n * WEEK - 1n);
    assert.equal(await h.lockupC.read('streamedAmountOf', [id]), 0n);
    h.chain.warp(now + 4n * WEEK);
    assert.equal(await h.lockupC.read('streamedAmountOf', [id]), 40n * E18);
  });
});
