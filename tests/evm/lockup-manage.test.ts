/**
 * The stream-management guides (withdraw, cancel, renounce, transfer) with the StreamManagement example, and the
 * withdrawal step of the Etherscan guide, run against the deployed Lockup v4.0 bytecode. The example's owner, the
 * account that deploys it, makes every call; the guides' caution (only the owner may use the contract's roles) has
 * its own tests.
 */
import assert from 'node:assert/strict';
import {afterEach, before, beforeEach, describe, test} from 'node:test';
import type {Address} from 'viem';
import type {BoundContract} from '../../plugins/lib/evm/chain';
import {figure, statedOn} from '../support/page-figures';
import {account, CAFE, DAY, E18, type Harness, LockupStatus, setup} from './fixture';

let h: Harness;
let manager: BoundContract;
const funder = account('funder');
const alice = account('alice');
const stranger = account('stranger');
const owner = account('owner');

before(async () => {
  h = await setup();
  // "Deploy StreamManagement ... with the SablierLockup address"; the deployer becomes its owner.
  manager = await h.deployExample('lockup/StreamManagement.sol', 'StreamManagement', [h.lockup.address], {from: owner});
  await h.fundAndApprove(h.dai.address, funder, h.lockup.address, 1_000_000n * E18);
  for (const who of [funder, alice, stranger, owner]) await h.chain.setBalance(who, 10n * E18);
});
beforeEach(() => h.chain.snapshot());
afterEach(() => h.chain.revert());

/** A Linear stream without cliff, funded by `funder`: `amount` DAI over `days` days. */
async function createStream(options: {
  sender: Address;
  recipient: Address;
  amount: bigint;
  days: bigint;
  cancelable?: boolean;
  transferable?: boolean;
}): Promise<bigint> {
  const {result} = await h.lockupC.write(
    'createWithDurationsLL',
    [
      {
        sender: options.sender,
        recipient: options.recipient,
        depositAmount: options.amount,
        token: h.dai.address,
        cancelable: options.cancelable ?? true,
        transferable: options.transferable ?? true,
        shape: '',
      },
      {start: 0n, cliff: 0n},
      1n,
      {cliff: 0n, total: options.days * DAY},
    ],
    {from: funder},
  );
  return result as bigint;
}

const fee = async (id: bigint) => (await h.lockupC.read('calculateMinFeeWei', [id])) as bigint;

describe('only the owner', () => {
  test('the deployer is the owner', async () => {
    assert.equal(await manager.read('owner'), owner);
  });

  test('any other caller reverts with StreamManagement_CallerNotOwner, whatever the function', async () => {
    const asSender = await createStream({sender: manager.address, recipient: alice, amount: 1_000n * E18, days: 100n});
    const asRecipient = await createStream({sender: funder, recipient: manager.address, amount: 1_000n * E18, days: 10n});
    h.chain.skip(5n * DAY);
    const value = await fee(asRecipient);
    const calls: [string, unknown[], bigint][] = [
      ['withdraw', [asRecipient], value],
      ['withdrawMax', [asRecipient], value],
      ['withdrawMultiple', [[asRecipient], [1n]], value],
      ['cancel', [asSender], 0n],
      ['cancelMultiple', [[asSender]], 0n],
      ['renounce', [asSender], 0n],
      ['withdrawMaxAndTransfer', [asRecipient], value],
      ['transferFrom', [asRecipient], 0n],
      ['safeTransferFrom', [asRecipient], 0n],
    ];
    for (const [name, args, v] of calls) {
      const error = await manager.expectRevert(name, args, {from: stranger, value: v});
      assert.equal(error.errorName, 'StreamManagement_CallerNotOwner', name);
      assert.deepEqual(error.errorArgs, [stranger], name);
    }
    // Nothing changed: the stream still streams and is cancelable, the NFT and the tokens are where they were.
    assert.equal(await h.lockupC.read('statusOf', [asSender]), LockupStatus.STREAMING);
    assert.equal(await h.lockupC.read('isCancelable', [asSender]), true);
    assert.equal(await h.lockupC.read('ownerOf', [asRecipient]), manager.address);
    assert.equal(await h.lockupC.read('getWithdrawnAmount', [asRecipient]), 0n);
  });
});

describe('withdraw', () => {
  test('withdraw sends 1,337 DAI to 0xCAFE, forwards exactly the fee and returns the rest', async () => {
    const id = await createStream({sender: funder, recipient: manager.address, amount: 10_000n * E18, days: 10n});
    h.chain.skip(5n * DAY);
    const minFee = await fee(id);
    assert.ok(minFee > 0n);
    await manager.write('withdraw', [id], {from: owner, value: minFee + 1_000n});
    assert.equal(await h.dai.read('balanceOf', [CAFE]), 1337n * E18);
    // The page: "`1337e18` to `0xCAFE`: 1,337 tokens of an 18-decimal token such as DAI".
    const [stated] = statedOn('guides/lockup/examples/stream-management/withdraw.mdx', /`1337e18` to `0xCAFE`: ([\d,]+) tokens/) as [
      string,
    ];
    assert.equal(await h.dai.read('balanceOf', [CAFE]), figure(stated, 18));
    assert.equal(await h.lockupC.read('getWithdrawnAmount', [id]), 1337n * E18);
    // The fee stays in Lockup until the Comptroller collects it; the 1,000 wei above it went back to the owner.
    assert.equal(await h.chain.balanceOf(h.lockup.address), minFee);
    assert.equal(await h.chain.balanceOf(manager.address), 0n);
  });

  test('less than the fee reverts in the wrapper with StreamManagement_FeeTooLow', async () => {
    const id = await createStream({sender: funder, recipient: manager.address, amount: 10_000n * E18, days: 10n});
    h.chain.skip(5n * DAY);
    const minFee = await fee(id);
    const error = await manager.expectRevert('withdraw', [id], {from: owner, value: minFee - 1n});
    assert.equal(error.errorName, 'StreamManagement_FeeTooLow');
    assert.deepEqual(error.errorArgs, [minFee - 1n, minFee]);
  });

  test('withdrawMax withdraws what withdrawableAmountOf returned', async () => {
    const id = await createStream({sender: funder, recipient: manager.address, amount: 10_000n * E18, days: 10n});
    h.chain.skip(3n * DAY);
    const withdrawable = await h.lockupC.read('withdrawableAmountOf', [id]);
    assert.equal(withdrawable, 3_000n * E18);
    await manager.write('withdrawMax', [id], {from: owner, value: await fee(id)});
    assert.equal(await h.dai.read('balanceOf', [CAFE]), withdrawable);
  });

  test('withdrawMultiple pays each recipient, charges the largest fee once, and skips a failing stream', async () => {
    const a = await createStream({sender: funder, recipient: alice, amount: 1_000n * E18, days: 10n});
    const b = await createStream({sender: funder, recipient: stranger, amount: 1_000n * E18, days: 10n});
    h.chain.skip(5n * DAY);
    // The second amount is more than withdrawable: that withdrawal fails, the first goes through.
    const {logs} = await manager.write(
      'withdrawMultiple',
      [
        [a, b],
        [100n * E18, 600n * E18],
      ],
      {
        from: owner,
        value: await fee(a),
      },
    );
    assert.equal(await h.dai.read('balanceOf', [alice]), 100n * E18);
    assert.equal(await h.dai.read('balanceOf', [stranger]), 0n);
    const failed = logs.find((l) => l.eventName === 'InvalidWithdrawalInWithdrawMultiple');
    assert.equal(failed?.args.streamId, b);
  });

  test('a call below the fee reverts with SablierLockup_InsufficientFeePayment', async () => {
    const id = await createStream({sender: funder, recipient: alice, amount: 1_000n * E18, days: 10n});
    h.chain.skip(5n * DAY);
    const error = await h.lockupC.expectRevert('withdraw', [id, alice, 1n * E18], {from: alice, value: 0n});
    assert.equal(error.errorName, 'SablierLockup_InsufficientFeePayment');
  });

  test('the errors of the table: Overdraw, WithdrawAmountZero, WithdrawalAddressNotRecipient', async () => {
    const id = await createStream({sender: funder, recipient: alice, amount: 1_000n * E18, days: 10n});
    const value = await fee(id);
    h.chain.skip(1n * DAY);
    const overdraw = await h.lockupC.expectRevert('withdraw', [id, alice, 101n * E18], {from: alice, value});
    assert.equal(overdraw.errorName, 'SablierLockup_Overdraw');
    const zero = await h.lockupC.expectRevert('withdraw', [id, alice, 0n], {from: alice, value});
    assert.equal(zero.errorName, 'SablierLockup_WithdrawAmountZero');
    const notRecipient = await h.lockupC.expectRevert('withdraw', [id, stranger, 1n], {from: stranger, value});
    assert.equal(notRecipient.errorName, 'SablierLockup_WithdrawalAddressNotRecipient');
    // "Anyone may call withdraw as long as to is the recipient."
    await h.lockupC.write('withdraw', [id, alice, 1n * E18], {from: stranger, value});
    assert.equal(await h.dai.read('balanceOf', [alice]), 1n * E18);
  });
});

describe('Etherscan guide: withdraw with the sender wallet', () => {
  // The page's stream, field by field: sender 0xb1bE..., recipient 0xf269..., 100 DAI from 1 January 2026 10:00 to
  // 1 January 2027 10:00 UTC, then the page's withdrawal of 100 DAI after the end time.
  const SENDER = '0xb1bEF51ebCA01EB12001a639bDBbFF6eEcA12B9F' as Address;
  const RECIPIENT = '0xf26994E6Af0b95cCa8DFA22A0BC25E1f38a54C42' as Address;

  async function pageStream(): Promise<bigint> {
    await h.fundAndApprove(h.dai.address, SENDER, h.lockup.address, 100n * E18);
    await h.chain.setBalance(SENDER, E18);
    await h.chain.setBalance(RECIPIENT, E18);
    h.chain.warp(1_767_261_600n - 60n);
    const {result} = await h.lockupC.write(
      'createWithTimestampsLL',
      [
        {
          sender: SENDER,
          recipient: RECIPIENT,
          depositAmount: 100n * E18,
          token: h.dai.address,
          cancelable: true,
          transferable: true,
          timestamps: {start: 1_767_261_600n, end: 1_798_797_600n},
          shape: '',
        },
        // The page's remaining fields: 2 DAI unlock at the cliff on 24 January 2026, granularity 1 second.
        {start: 0n, cliff: 2n * E18},
        1n,
        1_769_261_600n,
      ],
      {from: SENDER},
    );
    h.chain.warp(1_798_797_600n);
    return result as bigint;
  }

  test('the sender wallet cannot send the tokens to itself: SablierLockup_WithdrawalAddressNotRecipient', async () => {
    const id = await pageStream();
    const value = await fee(id);
    const error = await h.lockupC.expectRevert('withdraw', [id, SENDER, 100n * E18], {from: SENDER, value});
    assert.equal(error.errorName, 'SablierLockup_WithdrawalAddressNotRecipient');
  });

  test('with `to` set to the recipient, as the page now says, the 100 DAI arrive after the end time', async () => {
    const id = await pageStream();
    const value = await fee(id);
    await h.lockupC.write('withdraw', [id, RECIPIENT, 100n * E18], {from: SENDER, value});
    assert.equal(await h.dai.read('balanceOf', [RECIPIENT]), 100n * E18);
    assert.equal(await h.lockupC.read('statusOf', [id]), LockupStatus.DEPLETED);
  });
});

describe('cancel', () => {
  test("the page's example: 1,000 DAI, 400 streamed, 100 withdrawn: 600 back to the sender, 300 left", async () => {
    // The figures of the page's sentence and table, read from the page.
    const page = 'guides/lockup/examples/stream-management/cancel.mdx';
    const [deposit, streamed, withdrawn] = statedOn(
      page,
      /a stream of ([\d,]+) DAI is canceled when ([\d,]+) DAI have streamed and the recipient has withdrawn ([\d,]+) DAI/,
    ).map((n) => figure(n, 18)) as [bigint, bigint, bigint];
    const [refunded] = statedOn(page, /\| Refunded to the sender\s*\| ([\d,]+) DAI/).map((n) => figure(n, 18)) as [bigint];
    const [left] = statedOn(page, /\| Left for the recipient\s*\| ([\d,]+) DAI/).map((n) => figure(n, 18)) as [bigint];
    const [already] = statedOn(page, /\| Already withdrawn\s*\| ([\d,]+) DAI/).map((n) => figure(n, 18)) as [bigint];
    assert.equal(already, withdrawn);
    const id = await createStream({sender: manager.address, recipient: alice, amount: deposit, days: 100n});
    // Linear over 100 days: `streamed` has streamed after streamed / deposit of them.
    h.chain.skip((100n * DAY * streamed) / deposit);
    assert.equal(await h.lockupC.read('streamedAmountOf', [id]), streamed);
    await h.lockupC.write('withdraw', [id, alice, withdrawn], {from: alice, value: await fee(id)});
    const {logs} = await manager.write('cancel', [id], {from: owner});
    assert.equal(await h.dai.read('balanceOf', [manager.address]), refunded);
    assert.equal(await h.lockupC.read('getRefundedAmount', [id]), refunded);
    assert.equal(await h.lockupC.read('withdrawableAmountOf', [id]), left);
    assert.equal(await h.lockupC.read('getWithdrawnAmount', [id]), already);
    assert.equal(await h.lockupC.read('statusOf', [id]), LockupStatus.CANCELED);
    const event = logs.find((l) => l.eventName === 'CancelLockupStream');
    assert.deepEqual(
      [event?.args.sender, event?.args.recipient, event?.args.senderAmount, event?.args.recipientAmount],
      [manager.address, alice, refunded, left],
    );
  });

  test('nothing left for the recipient: the stream is depleted right away', async () => {
    const id = await createStream({sender: manager.address, recipient: alice, amount: 1_000n * E18, days: 100n});
    await manager.write('cancel', [id], {from: owner});
    assert.equal(await h.lockupC.read('statusOf', [id]), LockupStatus.DEPLETED);
  });

  test('cancelMultiple skips a stream that cannot be canceled, returns 0 for it and emits InvalidStreamInCancelMultiple', async () => {
    const a = await createStream({sender: manager.address, recipient: alice, amount: 1_000n * E18, days: 100n});
    const b = await createStream({
      sender: manager.address,
      recipient: alice,
      amount: 1_000n * E18,
      days: 100n,
      cancelable: false,
    });
    h.chain.skip(50n * DAY);
    const {logs} = await manager.write('cancelMultiple', [[a, b]], {from: owner});
    assert.equal(await h.dai.read('balanceOf', [manager.address]), 500n * E18);
    assert.equal(await h.lockupC.read('statusOf', [a]), LockupStatus.CANCELED);
    assert.equal(await h.lockupC.read('statusOf', [b]), LockupStatus.STREAMING);
    assert.equal(logs.find((l) => l.eventName === 'InvalidStreamInCancelMultiple')?.args.streamId, b);
  });

  test('the errors of the table: Unauthorized, StreamNotCancelable, StreamSettled, StreamCanceled', async () => {
    const id = await createStream({sender: manager.address, recipient: alice, amount: 1_000n * E18, days: 100n});
    assert.equal((await h.lockupC.expectRevert('cancel', [id], {from: alice})).errorName, 'SablierLockup_Unauthorized');
    const fixed = await createStream({
      sender: manager.address,
      recipient: alice,
      amount: 1_000n * E18,
      days: 100n,
      cancelable: false,
    });
    const asOwner = {from: owner};
    assert.equal((await manager.expectRevert('cancel', [fixed], asOwner)).errorName, 'SablierLockup_StreamNotCancelable');
    h.chain.skip(10n * DAY);
    await manager.write('cancel', [id], asOwner);
    assert.equal((await manager.expectRevert('cancel', [id], asOwner)).errorName, 'SablierLockup_StreamCanceled');
    const ended = await createStream({sender: manager.address, recipient: alice, amount: 1_000n * E18, days: 1n});
    h.chain.skip(2n * DAY);
    assert.equal((await manager.expectRevert('cancel', [ended], asOwner)).errorName, 'SablierLockup_StreamSettled');
  });
});

describe('renounce', () => {
  test('renounce makes the stream non-cancelable for good and emits RenounceLockupStream', async () => {
    const id = await createStream({sender: manager.address, recipient: alice, amount: 1_000n * E18, days: 100n});
    const {logs} = await manager.write('renounce', [id], {from: owner});
    assert.equal(logs.find((l) => l.eventName === 'RenounceLockupStream')?.args.streamId, id);
    assert.equal(await h.lockupC.read('isCancelable', [id]), false);
    assert.equal((await manager.expectRevert('cancel', [id], {from: owner})).errorName, 'SablierLockup_StreamNotCancelable');
    assert.equal((await manager.expectRevert('renounce', [id], {from: owner})).errorName, 'SablierLockup_StreamNotCancelable');
  });

  test('only the sender may renounce: SablierLockup_Unauthorized', async () => {
    const id = await createStream({sender: funder, recipient: manager.address, amount: 1_000n * E18, days: 100n});
    assert.equal((await manager.expectRevert('renounce', [id], {from: owner})).errorName, 'SablierLockup_Unauthorized');
  });
});

describe('transfer', () => {
  test('withdrawMaxAndTransfer: the old recipient keeps what streamed, 0xCAFE owns the NFT', async () => {
    const id = await createStream({sender: funder, recipient: manager.address, amount: 1_000n * E18, days: 10n});
    h.chain.skip(4n * DAY);
    await manager.write('withdrawMaxAndTransfer', [id], {from: owner, value: await fee(id)});
    assert.equal(await h.dai.read('balanceOf', [manager.address]), 400n * E18);
    assert.equal(await h.lockupC.read('ownerOf', [id]), CAFE);
    assert.equal(await h.lockupC.read('withdrawableAmountOf', [id]), 0n);
  });

  test('withdrawMaxAndTransfer with nothing withdrawable pays no fee: the wrapper sends all of msg.value back', async () => {
    const id = await createStream({sender: funder, recipient: manager.address, amount: 1_000n * E18, days: 10n});
    // Created in this block, so nothing has streamed yet.
    assert.equal(await h.lockupC.read('withdrawableAmountOf', [id]), 0n);
    const lockupBalance = await h.chain.balanceOf(h.lockup.address);
    await manager.write('withdrawMaxAndTransfer', [id], {from: owner, value: await fee(id)});
    assert.equal(await h.lockupC.read('ownerOf', [id]), CAFE);
    assert.equal(await h.chain.balanceOf(h.lockup.address), lockupBalance);
    assert.equal(await h.chain.balanceOf(manager.address), 0n);
  });

  test('Lockup itself refunds nothing: a fee sent when nothing is withdrawable stays in Lockup', async () => {
    const id = await createStream({sender: funder, recipient: alice, amount: 1_000n * E18, days: 10n});
    const lockupBalance = await h.chain.balanceOf(h.lockup.address);
    const value = await fee(id);
    await h.lockupC.write('withdrawMaxAndTransfer', [id, CAFE], {from: alice, value});
    assert.equal(await h.lockupC.read('ownerOf', [id]), CAFE);
    assert.equal(await h.chain.balanceOf(h.lockup.address), lockupBalance + value);
  });

  test('transferFrom hands over the streamed, unwithdrawn tokens too', async () => {
    const id = await createStream({sender: funder, recipient: manager.address, amount: 1_000n * E18, days: 10n});
    h.chain.skip(4n * DAY);
    await manager.write('transferFrom', [id], {from: owner});
    assert.equal(await h.lockupC.read('getRecipient', [id]), CAFE);
    // The new owner can withdraw the 400 DAI that streamed before the transfer.
    await h.lockupC.write('withdrawMax', [id, CAFE], {from: stranger, value: await fee(id)});
    assert.equal(await h.dai.read('balanceOf', [CAFE]), 400n * E18);
  });

  test('safeTransferFrom to an address without code works like transferFrom', async () => {
    const id = await createStream({sender: funder, recipient: manager.address, amount: 1_000n * E18, days: 10n});
    await manager.write('safeTransferFrom', [id], {from: owner});
    assert.equal(await h.lockupC.read('ownerOf', [id]), CAFE);
  });

  test('as an approved operator: withdrawMaxAndTransfer works, transferFrom(address(this), ...) reverts with ERC721IncorrectOwner', async () => {
    const id = await createStream({sender: funder, recipient: alice, amount: 1_000n * E18, days: 10n});
    await h.lockupC.write('approve', [manager.address, id], {from: alice});
    const error = await manager.expectRevert('transferFrom', [id], {from: owner});
    assert.equal(error.errorName, 'ERC721IncorrectOwner');
    h.chain.skip(4n * DAY);
    await manager.write('withdrawMaxAndTransfer', [id], {from: owner, value: await fee(id)});
    assert.equal(await h.dai.read('balanceOf', [alice]), 400n * E18);
    assert.equal(await h.lockupC.read('ownerOf', [id]), CAFE);
  });

  test('a non-transferable stream: SablierLockup_NotTransferable', async () => {
    const id = await createStream({
      sender: funder,
      recipient: manager.address,
      amount: 1_000n * E18,
      days: 10n,
      transferable: false,
    });
    assert.equal((await manager.expectRevert('transferFrom', [id], {from: owner})).errorName, 'SablierLockup_NotTransferable');
  });

  test('without the fee, withdrawMaxAndTransfer reverts with StreamManagement_FeeTooLow when something is withdrawable', async () => {
    const id = await createStream({sender: funder, recipient: manager.address, amount: 1_000n * E18, days: 10n});
    h.chain.skip(4n * DAY);
    const error = await manager.expectRevert('withdrawMaxAndTransfer', [id], {from: owner});
    assert.equal(error.errorName, 'StreamManagement_FeeTooLow');
  });
});
