/**
 * The Flow guides (local environment, create a stream, rate per second, stream management, batchable) against the
 * deployed Flow v3.0 bytecode.
 */
import assert from 'node:assert/strict';
import {figure, statedOn} from '../support/page-figures';
import {afterEach, before, beforeEach, describe, test} from 'node:test';
import {encodeFunctionData} from 'viem';
import {type BoundContract, bind} from '../../src/lib/evm/chain';
import {artifactOf, compile} from '../../src/lib/evm/solc';
import {account, BEEF, CAFE, DAY, E18, FlowStatus, type Harness, setup} from './fixture';

let h: Harness;
const user = account('user');
const stranger = account('stranger');
const USDC = 10n ** 6n;

before(async () => {
  h = await setup();
  for (const who of [user, stranger]) await h.chain.setBalance(who, 10n * E18);
});
beforeEach(() => h.chain.snapshot());
afterEach(() => h.chain.revert());

const fee = async (id: bigint) => (await h.flowC.read('calculateMinFeeWei', [id])) as bigint;

describe('local environment: FlowFirstStream (100 DAI per day)', () => {
  test('createFlowStream returns nextStreamId and the stream holds no tokens', async () => {
    const creator = await h.deployExample('flow/local-environment/FlowFirstStream.sol', 'FlowFirstStream');
    await h.deal(h.dai.address, user, 1337n * E18);
    const expected = await h.flowC.read('nextStreamId');
    const {result: id} = await creator.write('createFlowStream', [], {from: user});
    assert.equal(id, expected);
    assert.equal(await h.flowC.read('getBalance', [id]), 0n);
    // The rate page: after one day the debt is 99,999,999,999,999,964,800 wei, 35,200 wei below 100 DAI.
    h.chain.skip(DAY);
    assert.equal(await h.flowC.read('totalDebtOf', [id]), 99_999_999_999_999_964_800n);
  });

  test('createFlowStreamAndDeposit(1337e18) funds the stream with 1,337 DAI', async () => {
    const creator = await h.deployExample('flow/local-environment/FlowFirstStream.sol', 'FlowFirstStream');
    await h.fundAndApprove(h.dai.address, user, creator.address, 1337n * E18);
    const {result: id} = await creator.write('createFlowStreamAndDeposit', [1337n * E18], {from: user});
    assert.equal(await h.flowC.read('getBalance', [id]), 1337n * E18);
    assert.equal(await h.flowC.read('statusOf', [id]), FlowStatus.STREAMING_SOLVENT);
  });
});

describe('create a stream: FlowStreamCreator and the rate-per-second page', () => {
  test('createStream_1K_PerMonth: rate 385,802,469,135,802; 999.999999 USDC owed after 30 days', async () => {
    const creator = await h.deployExample('flow/FlowStreamCreator.sol', 'FlowStreamCreator');
    const expected = await h.flowC.read('nextStreamId');
    const {result: id} = await creator.write('createStream_1K_PerMonth', [], {from: user});
    assert.equal(id, expected);
    assert.equal(await h.flowC.read('getRatePerSecond', [id]), 385_802_469_135_802n);
    // The create-stream guide: "For 1,000 USDC every 30 days it returns 385,802,469,135,802, i.e. about 0.000385802
    // USDC per second".
    const [usdc, days, rate, perSecond] = statedOn(
      'guides/flow/examples/create-stream.mdx',
      /For ([\d,]+) USDC every (\d+) days it returns ([\d,]+), i\.e\. about ([\d.]+) USDC per second/,
    ) as [string, string, string, string];
    assert.equal(await h.flowC.read('getRatePerSecond', [id]), figure(rate));
    assert.equal(figure(rate), (figure(usdc) * E18) / (figure(days) * DAY));
    assert.equal(figure(rate) / 10n ** 9n, figure(perSecond, 9));
    assert.equal(await h.flowC.read('getBalance', [id]), 0n);
    // "It starts out solvent, because it owes nothing yet, but as soon as debt accrues, all of it is uncovered and the
    // stream is insolvent until someone deposits."
    assert.equal(await h.flowC.read('statusOf', [id]), FlowStatus.STREAMING_SOLVENT);
    h.chain.skip(30n * DAY);
    assert.equal(await h.flowC.read('totalDebtOf', [id]), 999_999_999n);
    assert.equal(await h.flowC.read('statusOf', [id]), FlowStatus.STREAMING_INSOLVENT);
    assert.equal(await h.flowC.read('uncoveredDebtOf', [id]), 999_999_999n);
    // The rate page: the missing base unit accrues within the next second (2,592,001 s of debt: 1,000.000385 USDC).
    h.chain.skip(1n);
    assert.equal(await h.flowC.read('totalDebtOf', [id]), 1_000_000_385n);
  });

  test('createStream_1M_PerYear: rate 31,709,791,983,764,586; 999,999.999999 USDC owed after 365 days', async () => {
    const creator = await h.deployExample('flow/FlowStreamCreator.sol', 'FlowStreamCreator');
    const {result: id} = await creator.write('createStream_1M_PerYear', [], {from: user});
    assert.equal(await h.flowC.read('getRatePerSecond', [id]), 31_709_791_983_764_586n);
    h.chain.skip(365n * DAY);
    assert.equal(await h.flowC.read('totalDebtOf', [id]), 999_999_999_999n);
  });

  test('the errors table: zero sender, native token', async () => {
    const zero = await h.flowC.expectRevert(
      'create',
      ['0x0000000000000000000000000000000000000000', CAFE, 1n, h.chain.timestamp, h.dai.address, true],
      {from: user},
    );
    assert.equal(zero.errorName, 'SablierFlow_SenderZeroAddress');
    const future = await h.flowC.expectRevert('create', [user, CAFE, 0n, h.chain.timestamp + DAY, h.dai.address, true], {
      from: user,
    });
    assert.equal(future.errorName, 'SablierFlow_CreateRatePerSecondZero');
  });
});

describe('stream management: FlowStreamManager', () => {
  let manager: BoundContract;
  before(async () => {
    manager = await h.deployExample('flow/FlowStreamManager.sol', 'FlowStreamManager');
  });

  /** "A fork test creates a stream with the manager as its sender": 0.001 DAI per second to 0xCAFE. */
  async function managedStream(rate = 10n ** 15n): Promise<bigint> {
    const {result} = await h.flowC.write('create', [manager.address, CAFE, rate, h.chain.timestamp, h.dai.address, true], {
      from: user,
    });
    return result as bigint;
  }

  test('deposit: the caller approves the manager, which funds the stream with 3.14159 DAI', async () => {
    const id = await managedStream();
    await h.fundAndApprove(h.dai.address, user, manager.address, 10n * E18);
    await manager.write('deposit', [id], {from: user});
    assert.equal(await h.flowC.read('getBalance', [id]), 314_159n * 10n ** 13n);
    // The page: "`3.14159e18` means 3.14159 tokens".
    const [tokens] = statedOn('guides/flow/examples/stream-management.mdx', /`3\.14159e18` means ([\d.]+) tokens/) as [string];
    assert.equal(await h.flowC.read('getBalance', [id]), figure(tokens, 18));
    assert.equal(await h.dai.read('balanceOf', [user]), 10n * E18 - 314_159n * 10n ** 13n);
    // Nothing stays in the manager.
    assert.equal(await h.dai.read('balanceOf', [manager.address]), 0n);
  });

  test('without the approval, deposit fails in the token: ERC20InsufficientAllowance', async () => {
    const id = await managedStream();
    await h.deal(h.dai.address, user, 10n * E18);
    assert.equal((await manager.expectRevert('deposit', [id], {from: user})).errorName, 'ERC20InsufficientAllowance');
  });

  test('depositAndPause: sender only, and not on a paused stream', async () => {
    const id = await managedStream();
    await h.fundAndApprove(h.dai.address, user, manager.address, 10n * E18);
    await manager.write('depositAndPause', [id], {from: user});
    assert.equal(await h.flowC.read('statusOf', [id]), FlowStatus.PAUSED_SOLVENT);
    assert.equal((await manager.expectRevert('depositAndPause', [id], {from: user})).errorName, 'SablierFlowState_StreamPaused');
    // A stream whose sender is not the caller: SablierFlowState_Unauthorized.
    const {result: other} = await h.flowC.write('create', [stranger, CAFE, 1n, h.chain.timestamp, h.dai.address, true], {
      from: stranger,
    });
    assert.equal((await manager.expectRevert('depositAndPause', [other], {from: user})).errorName, 'SablierFlowState_Unauthorized');
  });

  test('withdraw and withdrawMax pay 0xCAFE and forward the fee', async () => {
    const id = await managedStream();
    await h.fundAndApprove(h.dai.address, user, manager.address, 10n * E18);
    await manager.write('deposit', [id], {from: user});
    // One hour at 0.001 DAI/s is 3.6 DAI of debt, more than the 3.14159 DAI balance: insolvent.
    h.chain.skip(3_600n);
    assert.equal(await h.flowC.read('statusOf', [id]), FlowStatus.STREAMING_INSOLVENT);
    assert.equal(await h.flowC.read('withdrawableAmountOf', [id]), 314_159n * 10n ** 13n);
    const value = await fee(id);
    assert.ok(value > 0n);
    await manager.write('withdraw', [id], {from: stranger, value});
    assert.equal(await h.dai.read('balanceOf', [CAFE]), 271_828n * 10n ** 13n);
    await manager.write('withdrawMax', [id], {from: stranger, value});
    assert.equal(await h.dai.read('balanceOf', [CAFE]), 314_159n * 10n ** 13n);
    assert.equal(await h.chain.balanceOf(h.flow.address), 2n * value);
    // A withdrawal below the fee, called directly: SablierFlow_InsufficientFeePayment.
    const error = await h.flowC.expectRevert('withdraw', [id, CAFE, 1n], {from: stranger, value: 0n});
    assert.equal(error.errorName, 'SablierFlow_InsufficientFeePayment');
  });

  test('adjust, pause, restart, restartAndDeposit, refund, refundAndPause, refundMax, void', async () => {
    const id = await managedStream();
    await h.fundAndApprove(h.dai.address, user, manager.address, 100n * E18);
    await manager.write('deposit', [id], {from: user});
    await manager.write('adjustRatePerSecond', [id]);
    assert.equal(await h.flowC.read('getRatePerSecond', [id]), 10n ** 14n);
    assert.equal((await manager.expectRevert('adjustRatePerSecond', [id])).errorName, 'SablierFlow_RatePerSecondNotDifferent');
    await manager.write('pause', [id]);
    assert.equal(await h.flowC.read('statusOf', [id]), FlowStatus.PAUSED_SOLVENT);
    assert.equal((await manager.expectRevert('pause', [id])).errorName, 'SablierFlowState_StreamPaused');
    await manager.write('restart', [id]);
    assert.equal(await h.flowC.read('getRatePerSecond', [id]), 10n ** 14n);
    assert.equal((await manager.expectRevert('restart', [id])).errorName, 'SablierFlow_StreamNotPaused');
    await manager.write('pause', [id]);
    await manager.write('restartAndDeposit', [id], {from: user});
    assert.equal(await h.flowC.read('getBalance', [id]), 314_159n * 10n ** 13n + 271_828n * 10n ** 13n);
    // Refunds go to the sender, the manager.
    await manager.write('refund', [id]);
    assert.equal(await h.dai.read('balanceOf', [manager.address]), 161_803n * 10n ** 13n);
    await manager.write('refundAndPause', [id]);
    assert.equal(await h.flowC.read('statusOf', [id]), FlowStatus.PAUSED_SOLVENT);
    const refundable = (await h.flowC.read('refundableAmountOf', [id])) as bigint;
    await manager.write('refundMax', [id]);
    assert.equal(await h.dai.read('balanceOf', [manager.address]), 2n * 161_803n * 10n ** 13n + refundable);
    assert.equal(await h.flowC.read('refundableAmountOf', [id]), 0n);
    await manager.write('void', [id]);
    assert.equal(await h.flowC.read('statusOf', [id]), FlowStatus.VOIDED);
    assert.equal((await manager.expectRevert('void', [id])).errorName, 'SablierFlowState_StreamVoided');
    // The errors table: a voided stream refuses deposit and restart (StreamVoided), adjust and pause (StreamPaused).
    assert.equal((await manager.expectRevert('deposit', [id], {from: user})).errorName, 'SablierFlowState_StreamVoided');
    assert.equal((await manager.expectRevert('restart', [id])).errorName, 'SablierFlowState_StreamVoided');
    assert.equal((await manager.expectRevert('adjustRatePerSecond', [id])).errorName, 'SablierFlowState_StreamPaused');
    assert.equal((await manager.expectRevert('pause', [id])).errorName, 'SablierFlowState_StreamPaused');
  });

  test('void writes off uncovered debt: the snapshot debt becomes the balance', async () => {
    const id = await managedStream();
    await h.fundAndApprove(h.dai.address, user, manager.address, 100n * E18);
    await manager.write('deposit', [id], {from: user});
    h.chain.skip(DAY);
    assert.ok(((await h.flowC.read('uncoveredDebtOf', [id])) as bigint) > 0n);
    await manager.write('void', [id]);
    assert.equal(await h.flowC.read('uncoveredDebtOf', [id]), 0n);
    assert.equal(await h.flowC.read('totalDebtOf', [id]), 314_159n * 10n ** 13n);
  });

  test('the errors table: Null, StreamPending, NotStreamSender, Unauthorized, RefundOverflow', async () => {
    assert.equal((await manager.expectRevert('pause', [999n])).errorName, 'SablierFlowState_Null');
    const {result: pending} = await h.flowC.write('create', [manager.address, CAFE, 1n, h.chain.timestamp + DAY, h.dai.address, true], {
      from: user,
    });
    assert.equal((await manager.expectRevert('pause', [pending])).errorName, 'SablierFlow_StreamPending');
    const {result: foreign} = await h.flowC.write('create', [stranger, CAFE, 1n, h.chain.timestamp, h.dai.address, true], {
      from: stranger,
    });
    await h.fundAndApprove(h.dai.address, user, manager.address, 10n * E18);
    assert.equal((await manager.expectRevert('deposit', [foreign], {from: user})).errorName, 'SablierFlow_NotStreamSender');
    assert.equal((await manager.expectRevert('void', [foreign])).errorName, 'SablierFlow_Unauthorized');
    const id = await managedStream();
    assert.equal((await manager.expectRevert('refund', [id])).errorName, 'SablierFlow_RefundOverflow');
  });
});

describe('batchable: FlowBatchable', () => {
  let batchable: BoundContract;
  before(async () => {
    batchable = await h.deployExample('flow/FlowBatchable.sol', 'FlowBatchable');
  });

  const rateOf = (id: unknown) => h.flowC.read('getRatePerSecond', [id]);

  test('createMultiple: two streams that exist, with rates 0.0001 and 0.0002 per second', async () => {
    const {result} = await batchable.write('createMultiple', [], {from: user});
    const [a, b] = result as bigint[];
    assert.equal(await h.flowC.read('isStream', [a]), true);
    assert.equal(await h.flowC.read('isStream', [b]), true);
    assert.deepEqual([await rateOf(a), await rateOf(b)], [10n ** 14n, 2n * 10n ** 14n]);
    // The page: "The two rates are 0.0001 and 0.0002 USDC per second, i.e. 8.64 and 17.28 USDC per day."
    const [rateA, rateB, dayA, dayB] = statedOn(
      'guides/flow/examples/batchable.mdx',
      /The two rates are ([\d.]+) and ([\d.]+) USDC per second, i\.e\. ([\d.]+) and ([\d.]+) USDC per day/,
    ) as [string, string, string, string];
    assert.deepEqual([await rateOf(a), await rateOf(b)], [figure(rateA, 18), figure(rateB, 18)]);
    h.chain.skip(DAY);
    assert.deepEqual([await h.flowC.read('totalDebtOf', [a]), await h.flowC.read('totalDebtOf', [b])], [figure(dayA, 6), figure(dayB, 6)]);
    assert.deepEqual([await h.flowC.read('getRecipient', [a]), await h.flowC.read('getRecipient', [b])], [CAFE, BEEF]);
    assert.equal(await h.flowC.read('getSender', [a]), user);
  });

  test('createAndDeposit and createMultipleAndDeposit fund each stream with 1,000 USDC', async () => {
    await h.fundAndApprove(h.usdc.address, user, batchable.address, 3_000n * USDC);
    const {result: id} = await batchable.write('createAndDeposit', [], {from: user});
    assert.equal(await h.flowC.read('getBalance', [id]), 1_000n * USDC);
    const {result: ids} = await batchable.write('createMultipleAndDeposit', [], {from: user});
    for (const streamId of ids as bigint[]) assert.equal(await h.flowC.read('getBalance', [streamId]), 1_000n * USDC);
  });

  test('adjustRatePerSecondAndDeposit, pauseAndWithdrawMax, voidAndWithdrawMax, withdrawMaxMultiple', async () => {
    await h.fundAndApprove(h.usdc.address, user, batchable.address, 4_000n * USDC);
    const {result: ids} = await batchable.write('createMultipleAndDeposit', [], {from: user});
    const [a, b] = ids as [bigint, bigint];
    await batchable.write('adjustRatePerSecondAndDeposit', [a], {from: user});
    assert.equal(await rateOf(a), 2n * 10n ** 14n);
    assert.equal(await h.flowC.read('getBalance', [a]), 2_000n * USDC);
    h.chain.skip(DAY);
    // 0.0002 USDC per second for a day: 17.28 USDC owed on each stream.
    await batchable.write('withdrawMaxMultiple', [[a, b]], {from: user, value: await fee(a)});
    assert.equal(await h.usdc.read('balanceOf', [CAFE]), 17_280_000n);
    assert.equal(await h.usdc.read('balanceOf', [BEEF]), 17_280_000n);
    h.chain.skip(DAY);
    await batchable.write('pauseAndWithdrawMax', [a], {from: user, value: await fee(a)});
    assert.equal(await h.flowC.read('statusOf', [a]), FlowStatus.PAUSED_SOLVENT);
    assert.equal(await h.usdc.read('balanceOf', [CAFE]), 2n * 17_280_000n);
    await batchable.write('voidAndWithdrawMax', [b], {from: user, value: await fee(b)});
    assert.equal(await h.flowC.read('statusOf', [b]), FlowStatus.VOIDED);
  });

  test('one call fails, everything fails: pausing a stream the contract does not send', async () => {
    const {result} = await h.flowC.write('create', [user, CAFE, 1n, h.chain.timestamp, h.usdc.address, true], {from: user});
    const error = await batchable.expectRevert('pauseAndWithdrawMax', [result], {from: user, value: await fee(result as bigint)});
    assert.equal(error.errorName, 'SablierFlowState_Unauthorized');
  });

  test('missing fee: SablierFlow_InsufficientFeePayment when the batch carries no value', async () => {
    await h.fundAndApprove(h.usdc.address, user, batchable.address, 1_000n * USDC);
    const {result: id} = await batchable.write('createAndDeposit', [], {from: user});
    h.chain.skip(DAY);
    const calls = [encodeFunctionData({abi: h.flow.abi, functionName: 'withdrawMax', args: [id, CAFE]})];
    const error = await h.flowC.expectRevert('batch', [calls], {from: user, value: 0n});
    assert.equal(error.errorName, 'SablierFlow_InsufficientFeePayment');
  });
});

describe('calculate the rate per second: FlowUtilities', () => {
  const HARNESS = 'tests/evm/contracts/FlowUtilitiesHarness.sol';
  let utils: BoundContract;
  before(async () => {
    const artifact = artifactOf(compile([HARNESS]), HARNESS, 'FlowUtilitiesHarness');
    utils = bind(h.chain, await h.chain.deploy(artifact), artifact.abi);
  });

  test('1,000 USDC per 30 days, per duration and per timestamps, and back to 999,999,999 base units a month', async () => {
    const rate = await utils.read('ratePerSecondWithDuration', [h.usdc.address, 1_000n * USDC, 30n * DAY]);
    assert.equal(rate, 385_802_469_135_802n);
    assert.equal(await utils.read('perMonth', [rate]), 999_999_999_999_998_784_000n);
    // 1 January 2025 to 1 April 2025 is 90 days.
    const quarter = await utils.read('ratePerSecondForTimestamps', [h.usdc.address, 3_000n * USDC, 1_735_689_600n, 1_743_465_600n]);
    assert.equal(quarter, 385_802_469_135_802n);
    assert.equal(await utils.read('ratePerSecondWithDuration', [h.dai.address, 100n * E18, DAY]), 1_157_407_407_407_407n);
  });

  test('a rate of 0.0001e18: 60.48 a week, 259.2 a month, 3,153.6 a year; 8.64 a day on a real stream', async () => {
    const rate = 10n ** 14n;
    assert.equal(await utils.read('perWeek', [rate]), 6_048n * 10n ** 16n);
    assert.equal(await utils.read('perMonth', [rate]), 2_592n * 10n ** 17n);
    assert.equal(await utils.read('perYear', [rate]), 31_536n * 10n ** 17n);
    const {result: id} = await h.flowC.write('create', [user, CAFE, rate, h.chain.timestamp, h.dai.address, true], {from: user});
    h.chain.skip(DAY);
    assert.equal(await h.flowC.read('totalDebtOf', [id]), 864n * 10n ** 16n);
  });
});

describe('concepts/flow/statuses: the transitions of the diagram', () => {
  const create = async (rate: bigint, start: bigint) =>
    (await h.flowC.write('create', [user, CAFE, rate, start, h.dai.address, true], {from: user})).result as bigint;
  const status = (id: bigint) => h.flowC.read('statusOf', [id]);

  test('create: PENDING with a future start, PAUSED_SOLVENT with rps = 0, then time, pause, deposit, void', async () => {
    const pending = await create(10n ** 15n, h.chain.timestamp + DAY);
    assert.equal(await status(pending), FlowStatus.PENDING);
    assert.equal((await h.flowC.expectRevert('pause', [pending], {from: user})).errorName, 'SablierFlow_StreamPending');
    assert.equal(await create(0n, h.chain.timestamp).then(status), FlowStatus.PAUSED_SOLVENT);
    const voided = await create(10n ** 15n, h.chain.timestamp + DAY);
    await h.flowC.write('void', [voided], {from: user});
    assert.equal(await status(voided), FlowStatus.VOIDED);
    h.chain.skip(DAY + 100n);
    // PENDING -- time --> STREAMING; unfunded, 100 seconds of debt make it insolvent.
    assert.equal(await status(pending), FlowStatus.STREAMING_INSOLVENT);
    await h.flowC.write('pause', [pending], {from: user});
    assert.equal(await status(pending), FlowStatus.PAUSED_INSOLVENT);
    await h.fundAndApprove(h.dai.address, user, h.flow.address, E18);
    await h.flowC.write('deposit', [pending, E18, user, CAFE], {from: user});
    assert.equal(await status(pending), FlowStatus.PAUSED_SOLVENT);
  });
});
