/**
 * Batch-create guides, VestingData, SegmentShapes and the Segments concept page's figures, against the deployed
 * Lockup v4.0 and SablierBatchLockup bytecode.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {afterEach, before, beforeEach, describe, test} from 'node:test';
import {getAddress} from 'viem';
import {figure, pageText, statedOn} from '../support/page-figures';
import {account, BEEF, CAFE, DAY, E18, type Harness, LockupStatus, setup, WEEK} from './fixture';

const DOCS = path.resolve(__dirname, '..', '..', 'docs');

let h: Harness;
const user = account('user');
const funder = account('funder');

before(async () => {
  h = await setup();
  await h.fundAndApprove(h.dai.address, funder, h.lockup.address, 1_000_000n * E18);
});
beforeEach(() => h.chain.snapshot());
afterEach(() => h.chain.revert());

type Segment = {amount: bigint; exponent: bigint; timestamp: number};

/** The rows of a batch page's table: `| 0 | `0xCAFE` | `true` | first segment or tranche | second |`. */
function tableRows(page: string): {recipient: string; cancelable: boolean; segments: string[]}[] {
  return [...pageText(page).matchAll(/^\|\s*\d\s*\|\s*`(0x[0-9A-Fa-f]+)`\s*\|\s*`(true|false)`\s*\|([^|]+)\|([^|]+)\|/gm)].map((m) => ({
    recipient: getAddress(
      BigInt(m[1] as string)
        .toString(16)
        .padStart(40, '0')
        .replace(/^/, '0x'),
    ),
    cancelable: m[2] === 'true',
    segments: [(m[3] as string).trim(), (m[4] as string).trim()],
  }));
}

/** "half the deposit ..." or "a quarter ..." of `total`. */
function shareOf(cell: string, total: bigint): bigint {
  if (/^half\b/.test(cell)) return total / 2n;
  if (/^a quarter\b/.test(cell)) return total / 4n;
  throw new Error(`no share in: ${cell}`);
}

describe('batch-create streams', () => {
  for (const [file, name] of [
    ['lockup/BatchLLStreamCreator.sol', 'BatchLLStreamCreator'],
    ['lockup/BatchLDStreamCreator.sol', 'BatchLDStreamCreator'],
    ['lockup/BatchLTStreamCreator.sol', 'BatchLTStreamCreator'],
  ] as const) {
    test(`${name}: with 2,000 DAI approved to the creator, batchCreateStreams(1000e18) creates two streams`, async () => {
      const creator = await h.deployExample(file, name);
      await h.deal(h.dai.address, user, 2_000n * E18);
      // "The caller approved less than perStreamAmount * batchSize": the token transfer fails.
      await h.dai.write('approve', [creator.address, 1_999n * E18], {from: user});
      const short = await creator.expectRevert('batchCreateStreams', [1000n * E18], {from: user});
      assert.equal(short.errorName, 'ERC20InsufficientAllowance');
      await h.dai.write('approve', [creator.address, 2_000n * E18], {from: user});
      const next = (await h.lockupC.read('nextStreamId')) as bigint;
      const {result} = await creator.write('batchCreateStreams', [1000n * E18], {from: user});
      // Two consecutive IDs; the first recipient is 0xCAFE, the second 0xBEEF.
      assert.deepEqual(result, [next, next + 1n]);
      assert.equal(await h.lockupC.read('getRecipient', [next]), CAFE);
      assert.equal(await h.lockupC.read('getRecipient', [next + 1n]), BEEF);
      assert.equal(await h.dai.read('balanceOf', [h.lockup.address]), 2_000n * E18);
    });
  }

  test("Batch Lockup Dynamic: segments of 500 + 500 DAI and 250 + 750 DAI, with the guide's exponents and ends", async () => {
    const creator = await h.deployExample('lockup/BatchLDStreamCreator.sol', 'BatchLDStreamCreator');
    await h.fundAndApprove(h.dai.address, user, creator.address, 2_000n * E18);
    const now = h.chain.timestamp;
    const {result} = await creator.write('batchCreateStreams', [1000n * E18], {from: user});
    const [a, b] = result as bigint[];
    const amounts = async (id: bigint) => ((await h.lockupC.read('getSegments', [id])) as Segment[]).map((s) => s.amount);
    assert.deepEqual(await amounts(a as bigint), [500n * E18, 500n * E18]);
    assert.deepEqual(await amounts(b as bigint), [250n * E18, 750n * E18]);
    // The table of the page: "half the deposit, exponent 0.25, ends week 1 | the rest, exponent 2.71, ends week 24".
    const rows = tableRows('guides/lockup/examples/batch-create-streams/batch-lockup-dynamic.mdx');
    for (const [id, row] of [
      [a, rows[0]],
      [b, rows[1]],
    ] as const) {
      assert.ok(row, 'the page has no row for this stream');
      const segments = (await h.lockupC.read('getSegments', [id])) as Segment[];
      const stated = row.segments.map((cell) => {
        const m = /exponent ([\d.]+), ends week (\d+)/.exec(cell);
        assert.ok(m, `unreadable segment cell: ${cell}`);
        return [figure(m[1] as string, 18), now + BigInt(m[2] as string) * WEEK];
      });
      assert.deepEqual(
        segments.map((seg) => [seg.exponent, BigInt(seg.timestamp)]),
        stated,
        `stream ${id}`,
      );
      assert.equal(segments[0]?.amount, shareOf(row.segments[0] as string, 1_000n * E18));
      assert.equal(await h.lockupC.read('getRecipient', [id]), row.recipient);
      assert.equal(await h.lockupC.read('isCancelable', [id]), row.cancelable);
    }
  });

  test('Batch Lockup Tranched: one week later, 500 DAI withdrawable from the first stream, 0 from the second', async () => {
    const creator = await h.deployExample('lockup/BatchLTStreamCreator.sol', 'BatchLTStreamCreator');
    await h.fundAndApprove(h.dai.address, user, creator.address, 2_000n * E18);
    const start = h.chain.timestamp;
    const {result} = await creator.write('batchCreateStreams', [1000n * E18], {from: user});
    const [a, b] = result as bigint[];
    h.chain.skip(WEEK);
    assert.equal(await h.lockupC.read('withdrawableAmountOf', [a]), 500n * E18);
    assert.equal(await h.lockupC.read('withdrawableAmountOf', [b]), 0n);
    h.chain.skip(3n * WEEK);
    assert.equal(await h.lockupC.read('withdrawableAmountOf', [b]), 250n * E18);
    // The table of the page: "half the deposit at week 1 | the rest at week 24", and so on.
    const rows = tableRows('guides/lockup/examples/batch-create-streams/batch-lockup-tranched.mdx');
    for (const [id, row] of [
      [a, rows[0]],
      [b, rows[1]],
    ] as const) {
      assert.ok(row, 'the page has no row for this stream');
      const tranches = (await h.lockupC.read('getTranches', [id])) as {amount: bigint; timestamp: number}[];
      const weeks = row.segments.map((cell) => BigInt(/at week (\d+)/.exec(cell)?.[1] ?? 'NaN'));
      assert.deepEqual(
        tranches.map((t) => BigInt(t.timestamp) - start),
        weeks.map((w) => w * WEEK),
        `stream ${id}`,
      );
      assert.equal(tranches[0]?.amount, shareOf(row.segments[0] as string, 1_000n * E18));
      assert.equal(await h.lockupC.read('getRecipient', [id]), row.recipient);
      assert.equal(await h.lockupC.read('isCancelable', [id]), row.cancelable);
    }
  });

  test("Batch Lockup Linear: each stream's cliff and total duration are the ones the guide's table states", async () => {
    const creator = await h.deployExample('lockup/BatchLLStreamCreator.sol', 'BatchLLStreamCreator');
    await h.fundAndApprove(h.dai.address, user, creator.address, 2_000n * E18);
    const {result} = await creator.write('batchCreateStreams', [1000n * E18], {from: user});
    const [a, b] = result as bigint[];
    // The `durations` row of the table on the page, e.g. "cliff 4 weeks, total 52 weeks", for each stream.
    const page = fs.readFileSync(path.join(DOCS, 'guides/lockup/examples/batch-create-streams/batch-lockup-linear.mdx'), 'utf8');
    const row = /^\| `durations`\s*\|([^|]+)\|([^|]+)\|/m.exec(page);
    assert.ok(row, 'the page has no durations row');
    for (const [id, cell] of [
      [a, row[1]],
      [b, row[2]],
    ] as const) {
      const stated = /cliff (\d+) weeks?, total (\d+) weeks?/.exec(cell ?? '');
      assert.ok(stated, `unreadable durations cell: ${cell}`);
      const start = (await h.lockupC.read('getStartTime', [id])) as bigint;
      const cliff = BigInt((await h.lockupC.read('getCliffTime', [id])) as bigint) - BigInt(start);
      const total = BigInt((await h.lockupC.read('getEndTime', [id])) as bigint) - BigInt(start);
      assert.deepEqual([cliff, total], [BigInt(stated[1] ?? '') * WEEK, BigInt(stated[2] ?? '') * WEEK], `stream ${id}: ${cell}`);
    }
    // Nothing streams before the cliff.
    h.chain.skip(WEEK - 1n);
    assert.equal(await h.lockupC.read('streamedAmountOf', [b]), 0n);
    assert.equal(await h.lockupC.read('isCancelable', [a]), true);
    assert.equal(await h.lockupC.read('isCancelable', [b]), false);
    assert.equal(await h.lockupC.read('isTransferable', [a]), false);
  });
});

describe('pull vesting data: VestingData', () => {
  test('the figures of a canceled Linear stream add up', async () => {
    const data = await h.deployExample('lockup/VestingData.sol', 'VestingData', [h.lockup.address]);
    const {result: id} = await h.lockupC.write(
      'createWithDurationsLL',
      [
        {
          sender: data.address,
          recipient: user,
          depositAmount: 1_000n * E18,
          token: h.dai.address,
          cancelable: true,
          transferable: true,
          shape: '',
        },
        {start: 0n, cliff: 0n},
        1n,
        {cliff: 0n, total: 100n * DAY},
      ],
      {from: funder},
    );
    h.chain.skip(30n * DAY);
    assert.equal(await data.read('lockedAmount', [id]), 700n * E18);
    assert.equal(await data.read('unlockedAmount', [id]), 300n * E18);
    // cancelIfWithdrawn does nothing until the recipient has withdrawn.
    await data.write('cancelIfWithdrawn', [id]);
    assert.equal(await h.lockupC.read('statusOf', [id]), LockupStatus.STREAMING);
    await h.chain.setBalance(user, E18);
    const fee = (await h.lockupC.read('calculateMinFeeWei', [id])) as bigint;
    await h.lockupC.write('withdraw', [id, user, 100n * E18], {from: user, value: fee});
    assert.equal(await data.read('vestedNotWithdrawn', [id]), 200n * E18);
    assert.equal(await data.read('amountInStream', [id]), 900n * E18);
    assert.equal(await h.lockupC.read('getRefundedAmount', [id]), 0n);
    await data.write('cancelIfWithdrawn', [id]);
    assert.equal(await h.lockupC.read('statusOf', [id]), LockupStatus.CANCELED);
    // The page: R is above zero exactly when the stream was canceled, and a canceled stream is not cancelable.
    assert.equal(await h.lockupC.read('getRefundedAmount', [id]), 700n * E18);
    assert.equal(await h.lockupC.read('wasCanceled', [id]), true);
    assert.equal(await h.lockupC.read('isCancelable', [id]), false);
    // After the cancel: 700 refunded, nothing locked, 300 unlocked (streamed) + 700 refunded.
    assert.equal(await data.read('lockedAmount', [id]), 0n);
    assert.equal(await data.read('unlockedAmount', [id]), 1_000n * E18);
    assert.equal(await data.read('amountInStream', [id]), 200n * E18);
  });

  test("the page's canceled stream: D = 1000, S = 400, W = 100, R = 600 give 300 in stream, 0 locked, 1,000 unlocked", async () => {
    const page = 'guides/lockup/examples/vesting-data.mdx';
    const [d, sAmount, w, r] = statedOn(page, /Then \$D = (\d+)\$, \$S = (\d+)\$, \$W = (\d+)\$, \$R = (\d+)\$/).map((n) =>
      figure(n, 18),
    ) as [bigint, bigint, bigint, bigint];
    const [inStream, locked, unlocked] = statedOn(
      page,
      /the amount in stream is ([\d,]+), the locked amount is ([\d,]+) and the unlocked amount is ([\d,]+)/,
    ).map((n) => figure(n, 18)) as [bigint, bigint, bigint];
    const data = await h.deployExample('lockup/VestingData.sol', 'VestingData', [h.lockup.address]);
    const {result: id} = await h.lockupC.write(
      'createWithDurationsLL',
      [
        {sender: data.address, recipient: user, depositAmount: d, token: h.dai.address, cancelable: true, transferable: true, shape: ''},
        {start: 0n, cliff: 0n},
        1n,
        {cliff: 0n, total: 100n * DAY},
      ],
      {from: funder},
    );
    h.chain.skip((100n * DAY * sAmount) / d);
    await h.chain.setBalance(user, E18);
    const fee = (await h.lockupC.read('calculateMinFeeWei', [id])) as bigint;
    await h.lockupC.write('withdraw', [id, user, w], {from: user, value: fee});
    await data.write('cancelIfWithdrawn', [id]);
    assert.equal(await h.lockupC.read('getRefundedAmount', [id]), r);
    assert.deepEqual(
      [await data.read('amountInStream', [id]), await data.read('lockedAmount', [id]), await data.read('unlockedAmount', [id])],
      [inStream, locked, unlocked],
    );
  });

  test('nextTranche and nextSegment return the next unlock, then zeros', async () => {
    const data = await h.deployExample('lockup/VestingData.sol', 'VestingData', [h.lockup.address]);
    const creator = await h.deployExample('lockup/LockupTranchedStreamCreator.sol', 'LockupTranchedStreamCreator');
    await h.fundAndApprove(h.dai.address, user, creator.address, 100n * E18);
    const now = h.chain.timestamp;
    const {result: id} = await creator.write('createStream', [40n * E18, 60n * E18], {from: user});
    assert.deepEqual(await data.read('nextTranche', [id]), [40n * E18, Number(now + 4n * WEEK)]);
    h.chain.warp(now + 4n * WEEK);
    assert.deepEqual(await data.read('nextTranche', [id]), [60n * E18, Number(now + 10n * WEEK)]);
    h.chain.warp(now + 10n * WEEK);
    assert.deepEqual(await data.read('nextTranche', [id]), [0n, 0]);
  });
});

describe('segments: SegmentShapes and the concept page figures', () => {
  async function dynamicStream(segments: Segment[], start: bigint, end: bigint, total: bigint): Promise<bigint> {
    const {result} = await h.lockupC.write(
      'createWithTimestampsLD',
      [
        {
          sender: funder,
          recipient: user,
          depositAmount: total,
          token: h.dai.address,
          cancelable: true,
          transferable: true,
          timestamps: {start, end},
          shape: '',
        },
        segments,
      ],
      {from: funder},
    );
    return result as bigint;
  }

  test('exponent 0.3: 8,122.523963562355220000 of 10,000 tokens at half time', async () => {
    const shapes = await h.deployExample('lockup/SegmentShapes.sol', 'SegmentShapes');
    const start = h.chain.timestamp;
    const end = start + 100n * DAY;
    const segments = (await shapes.read('decelerating', [10_000n * E18, end])) as Segment[];
    const id = await dynamicStream(segments, start, end, 10_000n * E18);
    h.chain.warp(start + 50n * DAY);
    assert.equal(await h.lockupC.read('streamedAmountOf', [id]), 8_122_523_963_562_355_220_000n);
  });

  test('exponent 2 streams 25% in the first half; exponent 4 about 6%', async () => {
    const shapes = await h.deployExample('lockup/SegmentShapes.sol', 'SegmentShapes');
    const start = h.chain.timestamp;
    const end = start + 100n * DAY;
    const squared = await dynamicStream((await shapes.read('accelerating', [10_000n * E18, end])) as Segment[], start, end, 10_000n * E18);
    const fourth = await dynamicStream([{amount: 10_000n * E18, exponent: 4n * E18, timestamp: Number(end)}], start, end, 10_000n * E18);
    h.chain.warp(start + 50n * DAY);
    assert.equal(await h.lockupC.read('streamedAmountOf', [squared]), 2_500n * E18);
    const quartic = (await h.lockupC.read('streamedAmountOf', [fourth])) as bigint;
    assert.equal(quartic, 625n * E18); // 0.5^4 = 6.25%
  });

  test('linear: one exponent-1 segment streams half of the total at half time', async () => {
    const shapes = await h.deployExample('lockup/SegmentShapes.sol', 'SegmentShapes');
    const start = h.chain.timestamp;
    const end = start + 100n * DAY;
    const segments = (await shapes.read('linear', [10_000n * E18, end])) as Segment[];
    assert.deepEqual(segments, [{amount: 10_000n * E18, exponent: E18, timestamp: Number(end)}]);
    const id = await dynamicStream(segments, start, end, 10_000n * E18);
    h.chain.warp(start + 50n * DAY);
    assert.equal(await h.lockupC.read('streamedAmountOf', [id]), 5_000n * E18);
  });

  test("VestingData.nextSegment gives each segment's amount and end in turn, then zeros", async () => {
    const shapes = await h.deployExample('lockup/SegmentShapes.sol', 'SegmentShapes');
    const data = await h.deployExample('lockup/VestingData.sol', 'VestingData', [h.lockup.address]);
    const start = h.chain.timestamp;
    const end = start + 100n * DAY;
    const id = await dynamicStream(
      (await shapes.read('constantSteps', [10_000n * E18, Number(start), Number(end)])) as Segment[],
      start,
      end,
      10_000n * E18,
    );
    assert.deepEqual(await data.read('nextSegment', [id]), [2_500n * E18, Number(start + 25n * DAY)]);
    h.chain.warp(start + 25n * DAY);
    assert.deepEqual(await data.read('nextSegment', [id]), [2_500n * E18, Number(start + 50n * DAY)]);
    h.chain.warp(end);
    assert.deepEqual(await data.read('nextSegment', [id]), [0n, 0]);
  });

  test('exponent 0: each quarter unlocks at once when its segment begins (0^0 = 1)', async () => {
    const shapes = await h.deployExample('lockup/SegmentShapes.sol', 'SegmentShapes');
    const start = h.chain.timestamp;
    const end = start + 100n * DAY;
    const segments = (await shapes.read('constantSteps', [10_000n * E18, Number(start), Number(end)])) as Segment[];
    const id = await dynamicStream(segments, start, end, 10_000n * E18);
    h.chain.warp(start + 1n);
    assert.equal(await h.lockupC.read('streamedAmountOf', [id]), 2_500n * E18);
    h.chain.warp(start + 25n * DAY + 1n);
    assert.equal(await h.lockupC.read('streamedAmountOf', [id]), 5_000n * E18);
  });
});
