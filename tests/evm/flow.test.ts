/**
 * The Flow guides (local environment, create a stream, rate per second, stream management, batchable) against the
 * deployed Flow v3.0 bytecode.
 */
import assert from 'node:assert/strict';
import {figure, pageText, statedOn} from '../support/page-figures';
import {afterEach, before, beforeEach, describe, test} from 'node:test';
import {encodeFunctionData} from 'viem';
import {type BoundContract, bind} from '../../plugins/lib/evm/chain';
import {artifactOf, compile} from '../../plugins/lib/evm/solc';
import {account, BEEF, CAFE, DAY, E18, FlowStatus, type Harness, setup} from './fixture';

let h: Harness;
const user = account('user');
const stranger = account('stranger');
const USDC = 10n ** 6n;
const RPS_PAGE = 'guides/flow/examples/flow-calculate-rps.mdx';

before(async () => {
  h = await setup();
  for (const who of [user, stranger]) await h.chain.setBalance(who, 10n * E18);
});
beforeEach(() => h.chain.snapshot());
afterEach(() => h.chain.revert());

const fee = async (id: bigint) => (await h.flowC.read('calculateMinFeeWei', [id])) as bigint;

describe('local environment: FlowFirstStream (100 DAI per day)', () => {
  const LOCAL_PAGE = 'guides/flow/examples/local-environment.mdx';
  /** The page's test user: "gives a test user ETH and 1,337 DAI", and its fence deals and deposits that much. */
  function dealt(): bigint {
    const [prose] = statedOn(LOCAL_PAGE, /gives a test user ETH and ([\d,]+) DAI/) as [string];
    const [fenceDeal] = statedOn(LOCAL_PAGE, /deal\(address\(creator\.DAI\(\)\), user, (\d+)e18\);/) as [string];
    const [fenceDeposit] = statedOn(LOCAL_PAGE, /uint128 depositAmount = (\d+)e18;/) as [string];
    assert.deepEqual([figure(fenceDeal), figure(fenceDeposit)], [figure(prose), figure(prose)]);
    return figure(prose, 18);
  }

  test('createFlowStream returns nextStreamId and the stream holds no tokens', async () => {
    const creator = await h.deployExample('flow/local-environment/FlowFirstStream.sol', 'FlowFirstStream');
    await h.deal(h.dai.address, user, dealt());
    const expected = await h.flowC.read('nextStreamId');
    const {result: id} = await creator.write('createFlowStream', [], {from: user});
    assert.equal(id, expected);
    assert.equal(await h.flowC.read('getBalance', [id]), 0n);
    assert.equal(await h.flowC.read('getRecipient', [id]), CAFE);
    // The page: "opens a stream from the caller to `0xCAFE` at 100 DAI per day"; "The rate `1_157_407_407_407_407` is
    // $\lfloor 100 \cdot 10^{18} / 86{,}400 \rfloor$".
    const [perDay] = statedOn(LOCAL_PAGE, /opens a stream from the caller to `0xCAFE` at ([\d,]+) DAI per day/) as [string];
    const [rate, numerator, seconds] = statedOn(
      LOCAL_PAGE,
      /The rate `([\d_]+)` is \$\\lfloor (\d+) \\cdot 10\^\{18\} \/ ([\d{},]+) \\rfloor\$/,
    ) as [string, string, string];
    assert.equal(figure(numerator), figure(perDay));
    assert.equal(figure(seconds.replace(/[{}]/g, '')), DAY);
    assert.equal(await h.flowC.read('getRatePerSecond', [id]), figure(rate));
    assert.equal(figure(rate), figure(perDay, 18) / DAY);
    // The rate page: "After one day the debt is 99,999,999,999,999,964,800 wei, i.e. 35,200 wei below 100 DAI."
    const [debt, short, full] = statedOn(RPS_PAGE, /After one day the debt is ([\d,]+) wei, i\.e\. ([\d,]+) wei below ([\d,]+) DAI/) as [
      string,
      string,
      string,
    ];
    assert.equal(figure(full), figure(perDay));
    h.chain.skip(DAY);
    assert.equal(await h.flowC.read('totalDebtOf', [id]), figure(debt));
    assert.equal(figure(perDay, 18) - figure(debt), figure(short));
  });

  test('createFlowStreamAndDeposit(1337e18) funds the stream with 1,337 DAI', async () => {
    const amount = dealt();
    const creator = await h.deployExample('flow/local-environment/FlowFirstStream.sol', 'FlowFirstStream');
    await h.fundAndApprove(h.dai.address, user, creator.address, amount);
    const {result: id} = await creator.write('createFlowStreamAndDeposit', [amount], {from: user});
    assert.equal(await h.flowC.read('getBalance', [id]), amount);
    assert.equal(await h.dai.read('balanceOf', [user]), 0n);
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
  const MANAGEMENT_PAGE = 'guides/flow/examples/stream-management.mdx';
  /** The amounts of the page's withdraw and refund fences, and the rate of its adjust fence with its daily amount. */
  const stated = () => {
    const [withdrawn] = statedOn(
      MANAGEMENT_PAGE,
      /FLOW\.withdraw\{ value: fee \}\(\{ streamId: streamId, to: address\(0xCAFE\), amount: ([\d.]+)e18 \}\);/,
    ) as [string];
    const [refunded] = statedOn(MANAGEMENT_PAGE, /FLOW\.refund\(\{ streamId: streamId, amount: ([\d.]+)e18 \}\);/) as [string];
    const [refundedAndPaused] = statedOn(MANAGEMENT_PAGE, /FLOW\.refundAndPause\(\{ streamId: streamId, amount: ([\d.]+)e18 \}\);/) as [
      string,
    ];
    const [fenceRate] = statedOn(MANAGEMENT_PAGE, /newRatePerSecond: ud21x18\(([\d.]+)e18\) \}\);/) as [string];
    const [rate, perSecond, perDay] = statedOn(
      MANAGEMENT_PAGE,
      /`ud21x18\(([\d.]+)e18\)` is ([\d.]+) tokens per second, or ([\d.]+) tokens per day/,
    ) as [string, string, string];
    assert.deepEqual([figure(fenceRate, 18), figure(perSecond, 18)], [figure(rate, 18), figure(rate, 18)]);
    return {
      withdrawn: figure(withdrawn, 18),
      refunded: figure(refunded, 18),
      refundedAndPaused: figure(refundedAndPaused, 18),
      rate: figure(rate, 18),
      perDay: figure(perDay, 18),
    };
  };
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
    // The page's withdraw fence: `amount: 2.71828e18`.
    assert.equal(await h.dai.read('balanceOf', [CAFE]), stated().withdrawn);
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
    // The page: "`ud21x18(0.0001e18)` is 0.0001 tokens per second, or 8.64 tokens per day".
    const {rate, perDay, refunded, refundedAndPaused} = stated();
    assert.equal(await h.flowC.read('getRatePerSecond', [id]), rate);
    assert.equal(rate * DAY, perDay);
    assert.equal((await manager.expectRevert('adjustRatePerSecond', [id])).errorName, 'SablierFlow_RatePerSecondNotDifferent');
    await manager.write('pause', [id]);
    assert.equal(await h.flowC.read('statusOf', [id]), FlowStatus.PAUSED_SOLVENT);
    assert.equal((await manager.expectRevert('pause', [id])).errorName, 'SablierFlowState_StreamPaused');
    await manager.write('restart', [id]);
    assert.equal(await h.flowC.read('getRatePerSecond', [id]), rate);
    assert.equal((await manager.expectRevert('restart', [id])).errorName, 'SablierFlow_StreamNotPaused');
    await manager.write('pause', [id]);
    await manager.write('restartAndDeposit', [id], {from: user});
    assert.equal(await h.flowC.read('getBalance', [id]), 314_159n * 10n ** 13n + 271_828n * 10n ** 13n);
    // Refunds go to the sender, the manager.
    await manager.write('refund', [id]);
    // The page's refund fences: `amount: 1.61803e18` each.
    assert.equal(await h.dai.read('balanceOf', [manager.address]), refunded);
    await manager.write('refundAndPause', [id]);
    assert.equal(await h.dai.read('balanceOf', [manager.address]), refunded + refundedAndPaused);
    assert.equal(await h.flowC.read('statusOf', [id]), FlowStatus.PAUSED_SOLVENT);
    const refundable = (await h.flowC.read('refundableAmountOf', [id])) as bigint;
    await manager.write('refundMax', [id]);
    assert.equal(await h.dai.read('balanceOf', [manager.address]), refunded + refundedAndPaused + refundable);
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

  /** A number as the page's TeX writes it ("385{,}802{,}469"), scaled by 10^decimals. */
  const tex = (text: string, decimals = 0) => figure(text.replace(/[{}]/g, ''), decimals);
  const N = String.raw`([\d{},]+)`;

  test('the worked examples: 1,000 USDC per 30 days, 1,000,000 USDC per 365 days, 100 DAI per day', async () => {
    // "### 1,000 USDC per 30 days": the amount, the duration, the rate, the 18-decimal debt after 30 days, and the
    // descaled debt, "999,999,999 base units, i.e. **999.999999 USDC**".
    const [monthAmount, monthDays, monthSeconds] = statedOn(
      RPS_PAGE,
      /The amount is `(\d+)e6` and the duration is (\d+) days = ([\d,]+) seconds\./,
    ) as [string, string, string];
    const [monthRate] = statedOn(
      RPS_PAGE,
      new RegExp(String.raw`\\frac\{1\{,\}000 \\cdot 10\^\{6\} \\cdot 10\^\{12\}\}\{2\{,\}592\{,\}000\} \\right\\rfloor = ${N}`),
    ) as [string];
    const [monthDebt] = statedOn(RPS_PAGE, new RegExp(String.raw`2\{,\}592\{,\}000 \\cdot 385\{,\}802\{,\}469\{,\}135\{,\}802 = ${N}`)) as [
      string,
    ];
    const [monthUnits, monthUsdc] = statedOn(RPS_PAGE, /rounding down gives ([\d,]+) base units, i\.e\. \*\*([\d.]+) USDC\*\*/) as [
      string,
      string,
    ];
    assert.equal(figure(monthSeconds), figure(monthDays) * DAY);
    const rate = await utils.read('ratePerSecondWithDuration', [h.usdc.address, figure(monthAmount, 6), figure(monthDays) * DAY]);
    assert.equal(rate, tex(monthRate));
    assert.equal(await utils.read('perMonth', [rate]), tex(monthDebt));
    assert.deepEqual([tex(monthDebt) / 10n ** 12n, figure(monthUnits)], [figure(monthUsdc, 6), figure(monthUsdc, 6)]);
    // "Additional utilities": `calculateAmountStreamedPerMonth` returns 999,999,999,999,998,784,000 for that rate.
    const [perMonth, perMonthUnits] = statedOn(
      RPS_PAGE,
      /`calculateAmountStreamedPerMonth` returns ([\d,]+), which is ([\d,]+) USDC base units/,
    ) as [string, string];
    assert.deepEqual([await utils.read('perMonth', [rate]), figure(perMonthUnits)], [figure(perMonth), figure(monthUnits)]);
    // On a real stream: the debt after 30 days, descaled by the contract.
    const {result: id} = await h.flowC.write('create', [user, CAFE, rate, h.chain.timestamp, h.usdc.address, true], {from: user});
    h.chain.skip(figure(monthSeconds));
    assert.equal(await h.flowC.read('totalDebtOf', [id]), figure(monthUsdc, 6));

    // "### 1,000,000 USDC per 365 days".
    // The first "The amount is" sentence is the monthly example's; the yearly one follows its heading.
    const yearText = /1,000,000 USDC per 365 days.*?The amount is `([\d_]+)e6` and the duration is (\d+) days = ([\d,]+) seconds\./;
    const [yAmount, yDays, ySeconds] = statedOn(RPS_PAGE, yearText).map((n) => figure(n)) as [bigint, bigint, bigint];
    assert.equal(ySeconds, yDays * DAY);
    const [yearRate] = statedOn(
      RPS_PAGE,
      new RegExp(String.raw`\\frac\{10\^\{12\} \\cdot 10\^\{12\}\}\{31\{,\}536\{,\}000\} \\right\\rfloor = ${N}`),
    ) as [string];
    const [yearDebt, yearUsdc] = statedOn(
      RPS_PAGE,
      new RegExp(
        String.raw`31\{,\}536\{,\}000 \\cdot 31\{,\}709\{,\}791\{,\}983\{,\}764\{,\}586 = ${N}\$ in 18-decimal units, which is \*\*([\d,.]+) USDC\*\*`,
      ),
    ) as [string, string];
    const yRate = await utils.read('ratePerSecondWithDuration', [h.usdc.address, yAmount * USDC, yDays * DAY]);
    assert.equal(yRate, tex(yearRate));
    assert.equal(await utils.read('perYear', [yRate]), tex(yearDebt));
    assert.equal(tex(yearDebt) / 10n ** 12n, figure(yearUsdc, 6));

    // "### 100 DAI per day": no scaling.
    const [daiAmount, daiSeconds, daiRate] = statedOn(
      RPS_PAGE,
      new RegExp(String.raw`\\frac\{(\d+) \\cdot 10\^\{18\}\}\{${N}\} \\right\\rfloor = ${N}`),
    ) as [string, string, string];
    assert.equal(tex(daiSeconds), DAY);
    assert.equal(await utils.read('ratePerSecondWithDuration', [h.dai.address, figure(daiAmount, 18), tex(daiSeconds)]), tex(daiRate));
  });

  test('on timestamps: January 1 to April 1, 2025 is 7,776,000 seconds, and gives the rate of that duration', async () => {
    const [start, end, seconds, days] = statedOn(
      RPS_PAGE,
      /For January 1, 2025 \((\d+)\) to April 1, 2025 \((\d+)\), the duration is ([\d,]+) seconds, i\.e\. (\d+) days\./,
    ).map((n) => figure(n)) as [bigint, bigint, bigint, bigint];
    assert.deepEqual([end - start, end - start], [seconds, days * DAY]);
    // The formula's example: "10,000 USDC between January 1, 2025 and April 1, 2025".
    const [amount] = statedOn(
      RPS_PAGE,
      /An amount between two \*\*timestamps\*\*, e\.g\. ([\d,]+) USDC between January 1, 2025 and April 1, 2025/,
    ) as [string];
    const byTimestamps = await utils.read('ratePerSecondForTimestamps', [h.usdc.address, figure(amount, 6), start, end]);
    assert.equal(byTimestamps, await utils.read('ratePerSecondWithDuration', [h.usdc.address, figure(amount, 6), seconds]));
    assert.equal(byTimestamps, (figure(amount, 6) * 10n ** 12n) / seconds);
  });

  test('the off-chain TypeScript gives the contract results stated in its comments', async () => {
    // `ratePerSecond("1000", 6, 2_592_000n); // 385802469135802n`: the library, fed the same arguments, agrees.
    const calls = [...pageText(RPS_PAGE).matchAll(/^ratePerSecond\("(\d+)", (\d+), ([\d_]+)n\); \/\/ (\d+)n$/gm)];
    assert.equal(calls.length, 2);
    for (const [, amount, decimals, duration, stated] of calls as unknown as [string, string, string, string, string][]) {
      const token = decimals === '6' ? h.usdc.address : decimals === '18' ? h.dai.address : undefined;
      assert.ok(token, `no test token with ${decimals} decimals`);
      const rate = await utils.read('ratePerSecondWithDuration', [token, figure(amount, Number(decimals)), figure(duration)]);
      assert.equal(rate, figure(stated));
    }
  });

  test('a rate of 0.0001e18: 8.64 a day, 60.48 a week, 259.2 a month, 3,153.6 a year, as the table says', async () => {
    // "A rate of `ud21x18(0.0001e18)` ... streams:" and the table's four rows.
    const [stated] = statedOn(RPS_PAGE, /A rate of `ud21x18\(([\d.]+)e18\)`, used in several examples of these guides, streams/) as [
      string,
    ];
    const rate = figure(stated, 18);
    const row = (period: string) => {
      const [seconds, amount] = statedOn(RPS_PAGE, new RegExp(String.raw`\| ${period} \| ([\d,]+) \| ([\d,.]+) tokens \|`)) as [
        string,
        string,
      ];
      return {seconds: figure(seconds), amount: figure(amount, 18)};
    };
    type Row = ReturnType<typeof row>;
    const periods = ['1 day', '1 week', String.raw`1 month \(30 days\)`, String.raw`1 year \(365 days\)`];
    const [day, week, month, year] = periods.map(row) as [Row, Row, Row, Row];
    assert.deepEqual([day.seconds, week.seconds, month.seconds, year.seconds], [DAY, 7n * DAY, 30n * DAY, 365n * DAY]);
    assert.equal(await utils.read('perWeek', [rate]), week.amount);
    assert.equal(await utils.read('perMonth', [rate]), month.amount);
    assert.equal(await utils.read('perYear', [rate]), year.amount);
    const {result: id} = await h.flowC.write('create', [user, CAFE, rate, h.chain.timestamp, h.dai.address, true], {from: user});
    h.chain.skip(day.seconds);
    assert.equal(await h.flowC.read('totalDebtOf', [id]), day.amount);
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
