/**
 * Hooks (RecipientHooks) and the staking guide (StakeSablierNFT) against the deployed Lockup v4.0 bytecode, with the
 * allowlist granted the only way v4.0 allows: the Comptroller's admin calls `allowToHook` through `execute`.
 */
import assert from 'node:assert/strict';
import {figure, statedOn} from '../support/page-figures';
import {afterEach, before, beforeEach, describe, test} from 'node:test';
import {type Address, encodeFunctionData, type Hex, toFunctionSelector} from 'viem';
import type {BoundContract} from '../../plugins/lib/evm/chain';
import {COMPTROLLER_ADMIN} from '../../plugins/lib/evm/sablier';
import {account, DAY, E18, type Harness, setup} from './fixture';

let h: Harness;
const funder = account('funder');
const stranger = account('stranger');
const admin = account('staking-admin');
const [userA, userB, userC] = [account('A'), account('B'), account('C')];
const HOUR = 3_600n;
const HOOKS_PAGE = 'guides/lockup/examples/hooks.mdx';

before(async () => {
  h = await setup();
  await h.fundAndApprove(h.dai.address, funder, h.lockup.address, 1_000_000n * E18);
  await h.chain.setBalance(stranger, E18);
});
beforeEach(() => h.chain.snapshot());
afterEach(() => h.chain.revert());

/** What a Sablier Comptroller admin does on request: `comptroller.execute(lockup, allowToHook(recipient))`. */
async function allowToHook(recipient: Address): Promise<void> {
  const data = encodeFunctionData({abi: h.lockup.abi, functionName: 'allowToHook', args: [recipient]});
  await h.chain.write({
    address: h.comptroller.address,
    abi: h.comptroller.abi,
    functionName: 'execute',
    args: [h.lockup.address, data],
    from: COMPTROLLER_ADMIN,
  } as never);
}

async function createStream(recipient: Address, amount: bigint, duration = 100n * DAY, sender = funder): Promise<bigint> {
  const {result} = await h.lockupC.write(
    'createWithDurationsLL',
    [
      {sender, recipient, depositAmount: amount, token: h.dai.address, cancelable: true, transferable: true, shape: ''},
      {start: 0n, cliff: 0n},
      1n,
      {cliff: 0n, total: duration},
    ],
    {from: funder},
  );
  return result as bigint;
}

const fee = async (id: bigint) => (await h.lockupC.read('calculateMinFeeWei', [id])) as bigint;

describe('hooks: RecipientHooks', () => {
  let hooks: BoundContract;
  before(async () => {
    hooks = await h.deployExample('lockup/RecipientHooks.sol', 'RecipientHooks', [h.lockup.address]);
  });

  test('only the Comptroller can allowlist: anyone else gets Comptrollerable_CallerNotComptroller', async () => {
    const error = await h.lockupC.expectRevert('allowToHook', [hooks.address], {from: funder});
    assert.equal(error.errorName, 'Comptrollerable_CallerNotComptroller');
  });

  test('the interface ID the page states is the XOR of the two hook selectors, and the example answers true for it', async () => {
    // The page: "Return `true` from `supportsInterface` for `0xf8ee98d3`, the interface ID of `ISablierLockupRecipient`
    // (the XOR of the two hook selectors)".
    const [stated] = statedOn(
      HOOKS_PAGE,
      /Return `true` from `supportsInterface` for `(0x[0-9a-f]{8})`, the interface ID of `ISablierLockupRecipient` \(the XOR of the two hook selectors\)/,
    ) as [Hex];
    const selectors = ['onSablierLockupCancel', 'onSablierLockupWithdraw'].map((name) => {
      const item = hooks.abi.find((i) => i.type === 'function' && i.name === name);
      assert.ok(item?.type === 'function', name);
      return BigInt(toFunctionSelector(item));
    }) as [bigint, bigint];
    assert.equal(BigInt(stated), selectors[0] ^ selectors[1]);
    assert.equal(await hooks.read('supportsInterface', [stated]), true);
    assert.equal(await hooks.read('supportsInterface', ['0xffffffff']), false);
  });

  test('allowToHook checks the interface (0xf8ee98d3) and records the recipient', async () => {
    assert.equal(await h.lockupC.read('isAllowedToHook', [hooks.address]), false);
    await allowToHook(hooks.address);
    assert.equal(await h.lockupC.read('isAllowedToHook', [hooks.address]), true);
    // A contract whose supportsInterface says no is refused; SablierFlow answers for ERC-721 only.
    const data = encodeFunctionData({abi: h.lockup.abi, functionName: 'allowToHook', args: [h.flow.address]});
    const error = await h.chain.expectRevert({
      address: h.comptroller.address,
      abi: h.comptroller.abi,
      functionName: 'execute',
      args: [h.lockup.address, data],
      from: COMPTROLLER_ADMIN,
    } as never);
    assert.equal(error.errorName, 'SablierLockup_AllowToHookUnsupportedInterface');
  });

  test('an allowlisted recipient accepts the cancel and third-party withdraw hooks', async () => {
    await allowToHook(hooks.address);
    const id = await createStream(hooks.address, 1_000n * E18);
    h.chain.skip(10n * DAY);
    await h.lockupC.write('withdraw', [id, hooks.address, 50n * E18], {from: stranger, value: await fee(id)});
    assert.equal(await h.dai.read('balanceOf', [hooks.address]), 50n * E18);
    await h.lockupC.write('cancel', [id], {from: funder});
    assert.equal(await h.lockupC.read('getRefundedAmount', [id]), 900n * E18);
  });

  test('the hooks reject callers other than Lockup with CallerNotSablierContract', async () => {
    const error = await hooks.expectRevert('onSablierLockupCancel' as never, [1n, funder, 1n, 1n], {from: stranger});
    assert.equal(error.errorName, 'CallerNotSablierContract');
  });
});

describe('staking: StakeSablierNFT', () => {
  let staking: BoundContract;
  before(async () => {
    staking = await h.deployExample('lockup/StakeSablierNFT.sol', 'StakeSablierNFT', [admin, h.dai.address, h.lockup.address]);
  });

  async function stakeNewStream(user: Address, amount: bigint, duration = 1_000n * DAY): Promise<bigint> {
    const id = await createStream(user, amount, duration);
    await h.lockupC.write('approve', [staking.address, id], {from: user});
    await staking.write('stake', [id], {from: user});
    return id;
  }

  test('without the hook allowlist, stake reverts with HooksNotAllowed (the guard)', async () => {
    const id = await createStream(userA, 100n * E18, 1_000n * DAY);
    await h.lockupC.write('approve', [staking.address, id], {from: userA});
    const error = await staking.expectRevert('stake', [id], {from: userA});
    assert.equal(error.errorName, 'HooksNotAllowed');
  });

  test('why the guard: without hooks, a third-party withdrawal strands the tokens in the staking contract', async () => {
    // The same contract without the guard, as the stake function read before: the NFT is staked directly, which is
    // what an unguarded contract lets happen. A third party then withdraws to the recipient (the staking contract).
    const id = await createStream(staking.address, 100n * E18, 10n * DAY);
    h.chain.skip(5n * DAY);
    await h.lockupC.write('withdrawMax', [id, staking.address], {from: stranger, value: await fee(id)});
    // The 50 DAI sit in a contract that has no function to send them on, and no hook told it anything.
    assert.equal(await h.dai.read('balanceOf', [staking.address]), 50n * E18);
    assert.equal(await staking.read('totalERC20StakedSupply'), 0n);
  });

  test("the rewards page's worked example: A earns 100 + 50 + 25 = 175 tokens", async () => {
    // Every figure of the page's example, read from the page: the rate, each stake, each accumulator and A's reward.
    const page = 'guides/lockup/examples/staking/rewards.mdx';
    const [perHour] = statedOn(page, /The reward rate is ([\d,]+) tokens per hour/).map((n) => figure(n, 18)) as [bigint];
    const [stakeA, totalA] = statedOn(page, /At hour 0, user A stakes a stream holding ([\d,]+) tokens\. Total staked: ([\d,]+)\./).map(
      (n) => figure(n, 18),
    ) as [bigint, bigint];
    const [stakeB, accB, totalB] = statedOn(
      page,
      /At hour 1, user B stakes ([\d,]+) tokens\..*?accumulator grows by \$[^=$]+= ([\d.]+)\$\. Total: ([\d,]+)\./,
    ).map((n) => figure(n, 18)) as [bigint, bigint, bigint];
    const [stakeC, accC, totalC] = statedOn(
      page,
      /At hour 2, user C stakes ([\d,]+) tokens\..*?accumulator grows by \$[^$]+\$ to ([\d.]+)\. Total: ([\d,]+)\./,
    ).map((n) => figure(n, 18)) as [bigint, bigint, bigint];
    const [accA, rewardA] = statedOn(page, /At hour 3, user A claims\..*?to ([\d.]+)\. A's rewards are .*?`rewards\[A\]` is ([\d,]+)/).map(
      (n) => figure(n, 18),
    ) as [bigint, bigint];
    // Near: rewardRate is the funded amount divided by the period, rounded down.
    const near = (actual: unknown, expected: bigint, what: string) =>
      assert.ok((actual as bigint) <= expected && expected - (actual as bigint) < 10n ** 6n, `${what}: ${actual} for ${expected}`);

    await allowToHook(staking.address);
    // The admin funds the contract and starts a 10-hour period at the page's rate.
    await h.deal(h.dai.address, staking.address, 10n * perHour);
    await staking.write('startStakingPeriod', [10n * perHour, 10n * HOUR], {from: admin});
    near(((await staking.read('rewardRate')) as bigint) * HOUR, perHour, 'rate per hour');
    const start = h.chain.timestamp;
    await stakeNewStream(userA, stakeA);
    assert.equal(await staking.read('totalERC20StakedSupply'), totalA);
    h.chain.warp(start + HOUR);
    near(await staking.read('rewardPaidPerERC20Token'), accB, 'accumulator at hour 1');
    await stakeNewStream(userB, stakeB);
    assert.equal(await staking.read('totalERC20StakedSupply'), totalB);
    h.chain.warp(start + 2n * HOUR);
    await stakeNewStream(userC, stakeC);
    near(await staking.read('rewardPaidPerERC20Token'), accC, 'accumulator at hour 2');
    assert.equal(await staking.read('totalERC20StakedSupply'), totalC);
    h.chain.warp(start + 3n * HOUR);
    near(await staking.read('calculateUserRewards', [userA]), rewardA, "A's rewards before the claim");
    assert.equal(await staking.read('lastTimeRewardsApplicable'), start + 3n * HOUR);
    const before = (await h.dai.read('balanceOf', [userA])) as bigint;
    await staking.write('claimRewards', [], {from: userA});
    near(((await h.dai.read('balanceOf', [userA])) as bigint) - before, rewardA, 'reward paid to A');
    near(await staking.read('userRewardPerERC20Token', [userA]), accA, "A's accumulator after the claim");
    // In hour 1 A earns all of the rate, in hour 2 half of it, in hour 3 a quarter.
    assert.equal(rewardA, perHour + perHour / 2n + perHour / 4n);
  });

  test('with hooks, a third-party withdrawal reaches the staker and shrinks the staked total', async () => {
    await allowToHook(staking.address);
    const id = await stakeNewStream(userA, 1_000n * E18);
    h.chain.skip(100n * DAY);
    await h.lockupC.write('withdraw', [id, staking.address, 100n * E18], {from: stranger, value: await fee(id)});
    assert.equal(await h.dai.read('balanceOf', [userA]), 100n * E18);
    assert.equal(await h.dai.read('balanceOf', [staking.address]), 0n);
    assert.equal(await staking.read('totalERC20StakedSupply'), 900n * E18);
  });

  test('a cancel removes the refund from the staked total; unstake returns the NFT', async () => {
    await allowToHook(staking.address);
    const id = await stakeNewStream(userA, 1_000n * E18);
    h.chain.skip(100n * DAY);
    await h.lockupC.write('cancel', [id], {from: funder});
    assert.equal(await staking.read('totalERC20StakedSupply'), 100n * E18);
    await staking.write('unstake', [id], {from: userA});
    assert.equal(await h.lockupC.read('ownerOf', [id]), userA);
    assert.equal(await staking.read('totalERC20StakedSupply'), 0n);
  });

  /** Rewards of 1,000 DAI over 10 hours (100 per hour), A and B staking 1,000 DAI each from the start. */
  async function twoStakers(): Promise<{start: bigint; idA: bigint}> {
    await allowToHook(staking.address);
    await h.deal(h.dai.address, staking.address, 1_000n * E18);
    await staking.write('startStakingPeriod', [1_000n * E18, 10n * HOUR], {from: admin});
    const start = h.chain.timestamp;
    // A's stream streams 100 DAI per hour; B's stream runs for 1,000 days.
    const idA = await stakeNewStream(userA, 1_000n * E18, 10n * HOUR);
    await stakeNewStream(userB, 1_000n * E18);
    return {start, idA};
  }

  async function claim(user: Address): Promise<bigint> {
    const before = (await h.dai.read('balanceOf', [user])) as bigint;
    await staking.write('claimRewards', [], {from: user});
    return ((await h.dai.read('balanceOf', [user])) as bigint) - before;
  }

  /** Equal to `expected` up to the rounding of `rewardRate` (1,000e18 / 36,000 s loses under 1 wei per second). */
  function assertAbout(actual: bigint, expected: bigint, what: string): void {
    const diff = actual > expected ? actual - expected : expected - actual;
    assert.ok(diff < 10n ** 6n, `${what}: ${actual}, expected ${expected}`);
  }

  test('a third-party withdrawal: the stake counts in full until the withdrawal, and at its new size after', async () => {
    const {start, idA} = await twoStakers();
    h.chain.warp(start + 5n * HOUR);
    await h.lockupC.write('withdraw', [idA, staking.address, 400n * E18], {from: stranger, value: await fee(idA)});
    assert.equal(await staking.read('stakedAmounts', [userA]), 600n * E18);
    assert.equal(await staking.read('totalERC20StakedSupply'), 1_600n * E18);
    h.chain.warp(start + 8n * HOUR);
    // Hours 0-5: half of 500 = 250. Hours 5-8: 600 / 1,600 of 300 = 112.5.
    assertAbout(await claim(userA), 3625n * 10n ** 17n, 'A at hour 8');
  });

  test('rewards accrue until the end of the period and are paid in full after it: nothing stays behind', async () => {
    const {start, idA} = await twoStakers();
    h.chain.warp(start + 5n * HOUR);
    await h.lockupC.write('withdraw', [idA, staking.address, 400n * E18], {from: stranger, value: await fee(idA)});
    h.chain.warp(start + 12n * HOUR);
    // A: 250 + 600 / 1,600 of 500 = 437.5. B: 250 + 1,000 / 1,600 of 500 = 562.5.
    assertAbout(await claim(userA), 4375n * 10n ** 17n, 'A after the end');
    assertAbout(await claim(userB), 5625n * 10n ** 17n, 'B after the end');
    assertAbout((await h.dai.read('balanceOf', [staking.address])) as bigint, 0n, 'left in the contract');
  });

  test('a cancel: the refunded part counts until the cancel, and the next period starts from settled rewards', async () => {
    const {start, idA} = await twoStakers();
    h.chain.warp(start + 5n * HOUR);
    await h.lockupC.write('cancel', [idA], {from: funder});
    assert.equal(await staking.read('stakedAmounts', [userA]), 500n * E18);
    // The period ends at hour 10; the admin starts a second one at hour 20 with the same budget.
    h.chain.warp(start + 20n * HOUR);
    await h.deal(h.dai.address, staking.address, 1_000n * E18);
    await staking.write('startStakingPeriod', [1_000n * E18, 10n * HOUR], {from: admin});
    h.chain.warp(start + 30n * HOUR);
    // Period 1: 250 + 500 / 1,500 of 500. Period 2: 500 / 1,500 of 1,000.
    assertAbout(await claim(userA), 250n * E18 + (500n * E18) / 3n + (1_000n * E18) / 3n, 'A');
    assertAbout(await claim(userB), 250n * E18 + (1_000n * E18) / 3n + (2_000n * E18) / 3n, 'B');
  });

  test('the errors of the pages: AlreadyStaking, DifferentStreamingToken, UnauthorizedCaller', async () => {
    await allowToHook(staking.address);
    await stakeNewStream(userA, 100n * E18);
    const second = await createStream(userA, 100n * E18, 1_000n * DAY);
    await h.lockupC.write('approve', [staking.address, second], {from: userA});
    assert.equal((await staking.expectRevert('stake', [second], {from: userA})).errorName, 'AlreadyStaking');
    assert.equal((await staking.expectRevert('unstake', [second], {from: userB})).errorName, 'UnauthorizedCaller');
    await h.fundAndApprove(h.usdc.address, funder, h.lockup.address, 100n * 10n ** 6n);
    const {result: usdcStream} = await h.lockupC.write(
      'createWithDurationsLL',
      [
        {
          sender: funder,
          recipient: userB,
          depositAmount: 100n * 10n ** 6n,
          token: h.usdc.address,
          cancelable: true,
          transferable: true,
          shape: '',
        },
        {start: 0n, cliff: 0n},
        1n,
        {cliff: 0n, total: 10n * DAY},
      ],
      {from: funder},
    );
    await h.lockupC.write('approve', [staking.address, usdcStream], {from: userB});
    const error = await staking.expectRevert('stake', [usdcStream], {from: userB});
    assert.equal(error.errorName, 'DifferentStreamingToken');
  });
});
