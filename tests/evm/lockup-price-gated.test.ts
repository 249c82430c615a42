/**
 * The Lockup Price Gated guide (`/guides/lockup/examples/create-stream/lockup-price-gated`) against the deployed
 * Lockup v4.0 bytecode: LockupPriceGatedStreamCreator with WETH and a Chainlink-style ETH / USD feed at the Ethereum
 * mainnet addresses the example hard-codes, single and batch creation, withdrawals before and after the unlock, and
 * the end time.
 */
import assert from 'node:assert/strict';
import {afterEach, before, beforeEach, describe, test} from 'node:test';
import {type Address, getAddress} from 'viem';
import {type BoundContract, bind} from '../../plugins/lib/evm/chain';
import {ORACLE_MOCK, TEST_TOKEN} from '../../plugins/lib/evm/sablier';
import {artifactOf, compile} from '../../plugins/lib/evm/solc';
import {figure, statedOn} from '../support/page-figures';
import {account, BEEF, CAFE, E18, type Harness, LockupStatus, setup, WEEK} from './fixture';

const PAGE = 'guides/lockup/examples/create-stream/lockup-price-gated.mdx';

/** Step 2 of the page: "The stream starts at `block.timestamp` and ends 52 weeks later". */
function singleWeeks(): bigint {
  const [weeks] = statedOn(PAGE, /The stream starts at `block\.timestamp` and ends (\d+) weeks later/) as [string];
  return figure(weeks) * WEEK;
}

const WETH = getAddress('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
const ETH_USD_FEED = getAddress('0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419');
/** Chainlink's ETH / USD feed reports 8 decimals: $4,000. */
const PRICE = 4_000n * 10n ** 8n;
const TARGET = 5_000n * 10n ** 8n;
const LPG = 3; // Lockup.Model.LOCKUP_PRICE_GATED, the fourth model

let h: Harness;
let weth: BoundContract;
let feed: BoundContract;
let creator: BoundContract;
const user = account('user');
const stranger = account('stranger');

before(async () => {
  h = await setup();
  const compiled = compile([TEST_TOKEN, ORACLE_MOCK]);
  const token = artifactOf(compiled, TEST_TOKEN, 'TestToken');
  await h.chain.deploy(token, {at: WETH, args: ['Wrapped Ether', 'WETH', 18]});
  weth = bind(h.chain, WETH, token.abi);
  const oracle = artifactOf(compiled, ORACLE_MOCK, 'ChainlinkOracleMock');
  await h.chain.deploy(oracle, {at: ETH_USD_FEED});
  feed = bind(h.chain, ETH_USD_FEED, oracle.abi);
  await feed.write('setPrice', [PRICE]);
  creator = await h.deployExample('lockup/LockupPriceGatedStreamCreator.sol', 'LockupPriceGatedStreamCreator');
  await h.fundAndApprove(WETH, user, creator.address, 10n * E18);
  await h.chain.setBalance(stranger, E18);
});
beforeEach(() => h.chain.snapshot());
afterEach(() => h.chain.revert());

/** Step 2 of the page: `createStream(1e18, $5,000)` while ETH trades at $4,000. */
async function createOne(): Promise<bigint> {
  const {result} = await creator.write('createStream', [E18, TARGET], {from: user});
  return result as bigint;
}

const read = (fn: string, id: bigint) => h.lockupC.read(fn, [id]);
const fee = async (id: bigint) => (await read('calculateMinFeeWei', id)) as bigint;

async function withdrawAll(id: bigint, from: Address = stranger) {
  return creator.write('withdrawAll', [id], {from, value: await fee(id)});
}

describe('Lockup Price Gated: create one stream', () => {
  test('createStream stores the oracle and the target, with a 52-week end time, for 0xCAFE', async () => {
    const start = h.chain.timestamp;
    const id = await createOne();
    const params = (await read('getPriceGatedUnlockParams', id)) as {oracle: Address; targetPrice: bigint};
    assert.equal(getAddress(params.oracle), ETH_USD_FEED);
    assert.equal(params.targetPrice, TARGET);
    assert.equal(await read('getLockupModel', id), LPG);
    assert.equal(await read('getRecipient', id), CAFE);
    assert.equal(await read('getSender', id), user);
    assert.equal(await read('getDepositedAmount', id), E18);
    assert.equal(BigInt((await read('getEndTime', id)) as number), start + singleWeeks());
    assert.equal(await read('isCancelable', id), true);
    assert.equal(await weth.read('balanceOf', [user]), 9n * E18);
  });

  test('there is no durations variant: the ABI has createWithTimestampsLPG only', () => {
    const names = h.lockup.abi.flatMap((item) => (item.type === 'function' ? [item.name] : []));
    assert.ok(names.includes('createWithTimestampsLPG'));
    assert.deepEqual(
      names.filter((n) => n.endsWith('LPG')),
      ['createWithTimestampsLPG'],
    );
  });

  test('a target at or below the current price reverts with SablierLockup_TargetPriceTooLow', async () => {
    for (const target of [PRICE, PRICE - 1n]) {
      const error = await creator.expectRevert('createStream', [E18, target], {from: user});
      assert.equal(error.errorName, 'SablierLockup_TargetPriceTooLow');
    }
  });

  test('a feed that answers a price of zero is refused: SafeOracle_NotPositivePrice', async () => {
    await feed.write('setPrice', [0n]);
    const error = await creator.expectRevert('createStream', [E18, TARGET], {from: user});
    assert.equal(error.errorName, 'SafeOracle_NotPositivePrice');
  });
});

describe('Lockup Price Gated: before the target and the end time', () => {
  test('streamed and withdrawable are 0; withdrawAll reverts with SablierLockup_WithdrawAmountZero', async () => {
    const id = await createOne();
    h.chain.skip(26n * WEEK);
    await feed.write('setPrice', [TARGET - 1n]);
    assert.equal(await read('streamedAmountOf', id), 0n);
    assert.equal(await read('withdrawableAmountOf', id), 0n);
    assert.equal(await read('statusOf', id), LockupStatus.STREAMING);
    const error = await creator.expectRevert('withdrawAll', [id], {from: stranger, value: await fee(id)});
    assert.equal(error.errorName, 'SablierLockup_WithdrawAmountZero');
    const partial = await h.lockupC.expectRevert('withdraw', [id, CAFE, 1n], {from: stranger, value: await fee(id)});
    assert.equal(partial.errorName, 'SablierLockup_WithdrawAmountNotEqualWithdrawableAmount');
  });

  test('the sender may cancel: the whole deposit goes back to the sender', async () => {
    const id = await createOne();
    h.chain.skip(WEEK);
    await h.lockupC.write('cancel', [id], {from: user});
    assert.equal(await weth.read('balanceOf', [user]), 10n * E18);
    assert.equal(await read('getRefundedAmount', id), E18);
    // Nothing is left for the recipient, so the stream is depleted at once.
    assert.equal(await read('statusOf', id), LockupStatus.DEPLETED);
  });
});

describe('Lockup Price Gated: the oracle reports the target', () => {
  test('the whole deposit unlocks; only the exact amount may be withdrawn, and cancel reverts', async () => {
    const id = await createOne();
    await feed.write('setPrice', [TARGET]);
    assert.equal(await read('streamedAmountOf', id), E18);
    assert.equal(await read('withdrawableAmountOf', id), E18);
    assert.equal(await read('statusOf', id), LockupStatus.SETTLED);
    const partial = await h.lockupC.expectRevert('withdraw', [id, CAFE, E18 / 2n], {from: stranger, value: await fee(id)});
    assert.equal(partial.errorName, 'SablierLockup_WithdrawAmountNotEqualWithdrawableAmount');
    const cancel = await h.lockupC.expectRevert('cancel', [id], {from: user});
    assert.equal(cancel.errorName, 'SablierLockup_StreamSettled');
  });

  test('withdrawAll, called by anyone with the minimum fee, sends the whole deposit to 0xCAFE', async () => {
    const id = await createOne();
    await feed.write('setPrice', [TARGET + 1n]);
    const minFee = await fee(id);
    assert.ok(minFee > 0n);
    const lockupEther = await h.chain.balanceOf(h.lockup.address);
    const {result} = await withdrawAll(id);
    assert.equal(result, E18);
    assert.equal(await weth.read('balanceOf', [CAFE]), E18);
    assert.equal((await h.chain.balanceOf(h.lockup.address)) - lockupEther, minFee);
    assert.equal(await read('statusOf', id), LockupStatus.DEPLETED);
  });

  test('if the price drops back before anyone withdraws, the stream is locked and cancelable again', async () => {
    const id = await createOne();
    await feed.write('setPrice', [TARGET]);
    assert.equal(await read('withdrawableAmountOf', id), E18);
    await feed.write('setPrice', [PRICE]);
    assert.equal(await read('withdrawableAmountOf', id), 0n);
    await h.lockupC.write('cancel', [id], {from: user});
    assert.equal(await read('getRefundedAmount', id), E18);
  });
});

describe('Lockup Price Gated: the end time', () => {
  test('one second before the end nothing is unlocked; at the end the whole deposit is, whatever the feed says', async () => {
    const start = h.chain.timestamp;
    const id = await createOne();
    // The feed stops giving a usable answer: a price of zero.
    await feed.write('setPrice', [0n]);
    h.chain.warp(start + singleWeeks() - 1n);
    assert.equal(await read('streamedAmountOf', id), 0n);
    h.chain.warp(start + singleWeeks());
    assert.equal(await read('streamedAmountOf', id), E18);
    assert.equal(await read('statusOf', id), LockupStatus.SETTLED);
    const cancel = await h.lockupC.expectRevert('cancel', [id], {from: user});
    assert.equal(cancel.errorName, 'SablierLockup_StreamSettled');
    await withdrawAll(id);
    assert.equal(await weth.read('balanceOf', [CAFE]), E18);
  });
});

describe('Lockup Price Gated: batch', () => {
  test('batchCreateStreams: targets at 1.5 and 2 times the price, 26 and 104 weeks, one pull of both deposits', async () => {
    const start = h.chain.timestamp;
    const {result, logs} = await creator.write('batchCreateStreams', [E18], {from: user});
    const [first, second] = result as [bigint, bigint];
    assert.equal(second, first + 1n);
    const unlock = async (id: bigint) => (await read('getPriceGatedUnlockParams', id)) as {targetPrice: bigint};
    // The page: "sets the targets at 1.5 and 2 times it", "The first stream is cancelable and ends after 26 weeks; the
    // second is not cancelable and ends after 104 weeks".
    const [firstTimes, secondTimes] = statedOn(PAGE, /sets the targets at ([\d.]+) and ([\d.]+) times it/).map((n) => figure(n, 1)) as [
      bigint,
      bigint,
    ];
    const [firstWeeks, secondWeeks] = statedOn(
      PAGE,
      /The first stream is cancelable and ends after (\d+) weeks; the second is not cancelable and ends after (\d+) weeks/,
    ).map((n) => figure(n)) as [bigint, bigint];
    assert.equal((await unlock(first)).targetPrice, (PRICE * firstTimes) / 10n);
    assert.equal((await unlock(second)).targetPrice, (PRICE * secondTimes) / 10n);
    assert.equal(BigInt((await read('getEndTime', first)) as number), start + firstWeeks * WEEK);
    assert.equal(BigInt((await read('getEndTime', second)) as number), start + secondWeeks * WEEK);
    assert.equal(await read('getRecipient', first), CAFE);
    assert.equal(await read('getRecipient', second), BEEF);
    assert.equal(await read('isCancelable', first), true);
    assert.equal(await read('isCancelable', second), false);
    assert.equal(await read('isTransferable', first), false);
    assert.equal(await read('isTransferable', second), false);
    assert.equal(await weth.read('balanceOf', [user]), 8n * E18);
    // The batch contract pulls the sum of both deposits from the creator in one transfer.
    const pulls = logs.filter((log) => log.address === WETH && log.eventName === 'Transfer' && log.args.to === h.batchLockup.address);
    assert.equal(pulls.length, 1);
    assert.equal(pulls[0]?.args.value, 2n * E18);
  });

  test('if one stream of the batch fails a check, the whole batch reverts', async () => {
    const next = await h.lockupC.read('nextStreamId');
    const error = await creator.expectRevert('batchCreateStreams', [0n], {from: user});
    assert.equal(error.errorName, 'SablierLockupHelpers_DepositAmountZero');
    assert.equal(await h.lockupC.read('nextStreamId'), next);
    assert.equal(await weth.read('balanceOf', [user]), 10n * E18);
  });
});
