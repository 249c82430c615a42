/**
 * The Bob and Escrow guides (docs/guides/bob/overview.mdx, docs/guides/escrow/overview.mdx) run their examples:
 * BobVaultDepositor.sol, EscrowOrderBook.sol, the interfaces they import, and the scripts read-vault.ts and
 * fill-escrow-order.ts.
 *
 * No package ships the bytecode of Bob v1.0 (the `sablier` package holds its ABIs only), so these run against TEST
 * DOUBLES, not the protocol's bytecode: BobDouble and EscrowDouble (tests/evm/contracts/) sit at the mainnet addresses
 * the examples hard-code, implement every function the examples call with the selectors, argument and return types of
 * the published ABIs (checked below, so a double cannot drift from the real ABI), record each state-changing call, and
 * behave as the protocol does on the paths the examples take. What the tests prove is that the examples send the
 * calls the pages describe, with the arguments they describe, and that tokens and ETH move as the pages say given a
 * protocol that behaves so; the figures the pages state are read from the pages and compared with what ran.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {afterEach, before, beforeEach, describe, test} from 'node:test';
import {sablier} from 'sablier';
import {type Abi, type Address, getAddress, keccak256, parseAbi, toHex, zeroAddress} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {mainnet} from 'viem/chains';
import {type BoundContract, bind} from '../../plugins/lib/evm/chain';
import {erc20Abi, MAINNET} from '../../plugins/lib/evm/sablier';
import {abisOf, artifactOf, type Compiled, compile} from '../../plugins/lib/evm/solc';
import {driftFrom, localRpcFetch, missingIn, packageAbi, recordedCalls, runScript, uncalled} from './doubles';
import {account, DAY, E18, type Harness, setup} from './fixture';

const ROOT = path.resolve(__dirname, '..', '..');
const BOB_PAGE = fs.readFileSync(path.join(ROOT, 'docs/guides/bob/overview.mdx'), 'utf8');
const ESCROW_PAGE = fs.readFileSync(path.join(ROOT, 'docs/guides/escrow/overview.mdx'), 'utf8');
const ESCROW_CONCEPTS = fs.readFileSync(path.join(ROOT, 'docs/concepts/escrow.mdx'), 'utf8');

const DOUBLES = {
  bob: 'tests/evm/contracts/BobDouble.sol',
  escrow: 'tests/evm/contracts/EscrowDouble.sol',
  weth: 'tests/evm/contracts/WethDouble.sol',
};
const EXAMPLES = {
  depositor: 'examples/bob/BobVaultDepositor.sol',
  orderBook: 'examples/bob/EscrowOrderBook.sol',
  iBob: 'examples/bob/ISablierBob.sol',
  iEscrow: 'examples/bob/ISablierEscrow.sol',
};
const WETH = getAddress('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
const USDC_UNIT = 10n ** 6n;

const BOB_ABI = packageAbi('bob', 'v1.0', 'SablierBob');
const ESCROW_ABI = packageAbi('bob', 'v1.0', 'SablierEscrow');
const release = sablier.releases.get({protocol: 'bob', version: 'v1.0'});
const deployed = (contractName: string) =>
  getAddress(sablier.contracts.get({chainId: mainnet.id, contractName, release})?.address ?? zeroAddress);

/** A figure of a page, as the page writes it: fails when the page no longer says it. */
function pageSays(page: string, text: string): void {
  assert.ok(page.replace(/\s+/g, ' ').includes(text), `the page no longer says "${text}"`);
}

/** The viem fragments inside `parseAbi([...])` of a TypeScript example. */
function viemAbi(file: string): Abi {
  const block = /parseAbi\(\[([\s\S]*?)\]\)/.exec(fs.readFileSync(path.join(ROOT, file), 'utf8'))?.[1] ?? '';
  return parseAbi([...block.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1] as string));
}

let h: Harness;
let compiled: Compiled;
let bob: BoundContract; // the double, through its own ABI (recorder included)
let bobI: BoundContract; // the same address, through the example's ISablierBob
let escrow: BoundContract;
let escrowI: BoundContract;
let weth: BoundContract;
let oracle: BoundContract;
const owner = account('owner');
const stranger = account('stranger');
const comptroller = account('bob-comptroller');
/** The double's flat redemption fee: $1 at $4,000 per ETH, the harness's Lockup and Flow fee. */
const MIN_FEE_WEI = 250_000_000_000_000n;

before(async () => {
  h = await setup();
  compiled = compile([...Object.values(DOUBLES), EXAMPLES.depositor, EXAMPLES.orderBook]);
  const chain = h.chain;
  const wethArtifact = artifactOf(compiled, DOUBLES.weth, 'WethDouble');
  await chain.deploy(wethArtifact, {at: WETH});
  weth = bind(chain, WETH, wethArtifact.abi);
  const bobArtifact = artifactOf(compiled, DOUBLES.bob, 'BobDouble');
  const bobAt = await chain.deploy(bobArtifact, {at: deployed('SablierBob'), args: [comptroller, MIN_FEE_WEI]});
  bob = bind(chain, bobAt, bobArtifact.abi);
  bobI = bind(chain, bobAt, abisOf(EXAMPLES.iBob).ISablierBob as Abi);
  const escrowArtifact = artifactOf(compiled, DOUBLES.escrow, 'EscrowDouble');
  // A trade fee of 1% (0.01e18), the fee of the pages' worked example.
  const escrowAt = await chain.deploy(escrowArtifact, {at: deployed('SablierEscrow'), args: [comptroller, 10n ** 16n]});
  escrow = bind(chain, escrowAt, escrowArtifact.abi);
  escrowI = bind(chain, escrowAt, abisOf(EXAMPLES.iEscrow).ISablierEscrow as Abi);
  const oracleArtifact = artifactOf(compiled, DOUBLES.bob, 'OracleDouble');
  oracle = bind(chain, await chain.deploy(oracleArtifact, {args: [4_000n * 10n ** 8n]}), oracleArtifact.abi);
  for (const who of [owner, stranger]) await chain.setBalance(who, 100n * E18);
});
beforeEach(() => h.chain.snapshot());
afterEach(() => h.chain.revert());

/** Deploy an example of `compiled` (the Bob examples are not part of the fixture's compilation). */
async function deployExample(file: string, name: string, from = owner): Promise<BoundContract> {
  const artifact = artifactOf(compiled, file, name);
  return bind(h.chain, await h.chain.deploy(artifact, {from}), artifact.abi);
}

const balance = async (token: BoundContract, who: Address) => (await token.read('balanceOf', [who])) as bigint;

describe('the doubles keep to the published Bob v1.0 ABIs', () => {
  test('every function and error of BobDouble and EscrowDouble is in SablierBob.json or SablierEscrow.json', () => {
    assert.deepEqual(driftFrom(artifactOf(compiled, DOUBLES.bob, 'BobDouble').abi, BOB_ABI), []);
    assert.deepEqual(driftFrom(artifactOf(compiled, DOUBLES.escrow, 'EscrowDouble').abi, ESCROW_ABI), []);
  });

  test('the doubles implement every function the examples declare or call', () => {
    assert.deepEqual(missingIn(bob.abi, abisOf(EXAMPLES.iBob).ISablierBob as Abi), []);
    assert.deepEqual(missingIn(escrow.abi, abisOf(EXAMPLES.iEscrow).ISablierEscrow as Abi), []);
    assert.deepEqual(missingIn(bob.abi, viemAbi('examples/bob/read-vault.ts')), []);
    assert.deepEqual(missingIn(escrow.abi, viemAbi('examples/bob/fill-escrow-order.ts')), []);
  });

  test('the check reports a function the protocol lacks and a changed return type', () => {
    const extra = artifactOf(compiled, DOUBLES.bob, 'OracleDouble').abi;
    assert.ok(driftFrom(extra, BOB_ABI).includes('setAnswer(int256) returns ()'));
    const changed = parseAbi(['function getExpiry(uint256 vaultId) view returns (uint64)']);
    assert.deepEqual(driftFrom(changed, BOB_ABI), ['getExpiry(uint256) returns (uint64)']);
    assert.deepEqual(missingIn(bob.abi, changed), ['getExpiry(uint256) returns (uint64)']);
  });

  test('the doubles sit at the addresses the examples hard-code', async () => {
    const depositor = await deployExample(EXAMPLES.depositor, 'BobVaultDepositor');
    const book = await deployExample(EXAMPLES.orderBook, 'EscrowOrderBook');
    assert.equal(await depositor.read('BOB'), bob.address);
    assert.equal(await book.read('ESCROW'), escrow.address);
    assert.equal(await book.read('WETH'), WETH);
    assert.equal(await book.read('USDC'), MAINNET.USDC);
    assert.equal(await depositor.read('OWNER'), owner, 'the deployer owns it');
    assert.equal(await book.read('OWNER'), owner);
  });
});

const PRICE = (usd: bigint) => usd * 10n ** 8n; // oracle prices have 8 decimals
const Status = {ACTIVE: 0, EXPIRED: 1, SETTLED: 2} as const;

/** A vault of WETH that settles at $6,000 (the page's `600000000000`), with ETH at $4,000 now, for 30 days. */
async function createVault(): Promise<bigint> {
  const {result} = await bobI.write('createVault', [WETH, oracle.address, h.chain.timestamp + 30n * DAY, PRICE(6_000n)], {
    from: stranger,
  });
  return result as bigint;
}

describe('Bob guide: BobVaultDepositor', () => {
  test('deposit pulls the amount from the owner and calls enter(vaultId, amount); the shares stay in the contract', async () => {
    const depositor = await deployExample(EXAMPLES.depositor, 'BobVaultDepositor');
    const vaultId = await createVault();
    assert.equal(vaultId, 1n);
    await h.fundAndApprove(WETH, owner, depositor.address, 10n * E18);
    await depositor.write('deposit', [vaultId, 10n * E18], {from: owner});

    const calls = await recordedCalls(bob, BOB_ABI);
    assert.deepEqual(
      calls.slice(1).map((c) => [c.caller, c.functionName, c.args, c.value]),
      [[depositor.address, 'enter', [vaultId, 10n * E18], 0n]],
    );
    assert.equal(await balance(weth, owner), 0n);
    assert.equal(await balance(weth, bob.address), 10n * E18);
    const share = bind(h.chain, (await bobI.read('getShareToken', [vaultId])) as Address, erc20Abi);
    assert.equal(await balance(share, depositor.address), 10n * E18, 'enter mints `amount` shares to this contract');
    assert.equal(await bobI.read('getUnderlyingToken', [vaultId]), WETH);
  });

  test('only the owner can deposit or redeem (CallerNotOwner)', async () => {
    const depositor = await deployExample(EXAMPLES.depositor, 'BobVaultDepositor');
    const vaultId = await createVault();
    for (const [fn, args] of [
      ['deposit', [vaultId, 1n]],
      ['redeem', [vaultId]],
    ] as const) {
      const error = await depositor.expectRevert(fn, [...args], {from: stranger});
      assert.equal(error.errorName, 'CallerNotOwner');
      assert.deepEqual(error.errorArgs, [stranger]);
    }
  });

  test('enter reverts for a zero amount and once the vault is no longer ACTIVE, as the page says', async () => {
    pageSays(
      BOB_PAGE,
      '`enter` reverts once the vault is no longer `ACTIVE` (`SablierBob_VaultNotActive`) and for a zero amount (`SablierBob_DepositAmountZero`)',
    );
    const depositor = await deployExample(EXAMPLES.depositor, 'BobVaultDepositor');
    const vaultId = await createVault();
    await h.fundAndApprove(WETH, owner, depositor.address, 2n * E18);
    assert.equal((await depositor.expectRevert('deposit', [vaultId, 0n], {from: owner})).errorName, 'SablierBob_DepositAmountZero');
    // The price reaches the target and a sync records it: the vault is SETTLED.
    await oracle.write('setAnswer', [PRICE(6_000n)]);
    assert.equal((await bobI.write('syncPriceFromOracle', [vaultId])).result, PRICE(6_000n));
    assert.equal(await bobI.read('statusOf', [vaultId]), Status.SETTLED);
    assert.equal((await depositor.expectRevert('deposit', [vaultId, E18], {from: owner})).errorName, 'SablierBob_VaultNotActive');
  });

  test('redeem: FeeTooLow below calculateMinFeeWei; with the fee and a margin, all of msg.value goes to the comptroller and the tokens to the owner', async () => {
    pageSays(BOB_PAGE, 'The whole `msg.value` goes to the Comptroller, so anything above the fee is not refunded.');
    const depositor = await deployExample(EXAMPLES.depositor, 'BobVaultDepositor');
    const vaultId = await createVault();
    await h.fundAndApprove(WETH, owner, depositor.address, 10n * E18);
    await depositor.write('deposit', [vaultId, 10n * E18], {from: owner});
    // Still ACTIVE: SablierBob refuses to redeem.
    const early = await depositor.expectRevert('redeem', [vaultId], {from: owner, value: MIN_FEE_WEI});
    assert.equal(early.errorName, 'SablierBob_VaultStillActive');

    await oracle.write('setAnswer', [PRICE(6_500n)]);
    const fee = (await bobI.read('calculateMinFeeWei', [vaultId])) as bigint;
    assert.equal(fee, MIN_FEE_WEI);
    const low = await depositor.expectRevert('redeem', [vaultId], {from: owner, value: fee - 1n});
    assert.equal(low.errorName, 'FeeTooLow');
    assert.deepEqual(low.errorArgs, [fee - 1n, fee]);

    const margin = fee / 10n;
    const before = await h.chain.balanceOf(comptroller);
    const {result} = await depositor.write('redeem', [vaultId], {from: owner, value: fee + margin});
    assert.equal(result, 10n * E18);
    assert.equal((await h.chain.balanceOf(comptroller)) - before, fee + margin, 'no refund of the margin');
    assert.equal(await h.chain.balanceOf(depositor.address), 0n);
    assert.equal(await balance(weth, owner), 10n * E18);
    assert.equal(await bobI.read('statusOf', [vaultId]), Status.SETTLED);
    const redeem = (await recordedCalls(bob, BOB_ABI)).find((c) => c.functionName === 'redeem');
    assert.deepEqual(redeem && [redeem.caller, redeem.args, redeem.value], [depositor.address, [vaultId], fee + margin]);
    const share = bind(h.chain, (await bobI.read('getShareToken', [vaultId])) as Address, erc20Abi);
    assert.equal(await balance(share, depositor.address), 0n, 'redeem burns every share of this contract');
  });

  test('an EXPIRED vault redeems too, and enterWithNativeToken wraps the ETH sent', async () => {
    const depositor = await deployExample(EXAMPLES.depositor, 'BobVaultDepositor');
    const vaultId = await createVault();
    await bobI.write('enterWithNativeToken', [vaultId], {from: stranger, value: 3n * E18});
    const share = bind(h.chain, (await bobI.read('getShareToken', [vaultId])) as Address, erc20Abi);
    assert.equal(await balance(share, stranger), 3n * E18);
    await h.fundAndApprove(WETH, owner, depositor.address, E18);
    await depositor.write('deposit', [vaultId, E18], {from: owner});
    h.chain.skip(30n * DAY);
    assert.equal(await bobI.read('statusOf', [vaultId]), Status.EXPIRED);
    await depositor.write('redeem', [vaultId], {from: owner, value: MIN_FEE_WEI});
    assert.equal(await balance(weth, owner), E18);
  });

  test('a vault with an adapter: the fee is 0, and any ETH reverts with SablierBob_MsgValueNotZero', async () => {
    pageSays(BOB_PAGE, 'For a vault with the Lido adapter, send nothing: any ETH reverts with `SablierBob_MsgValueNotZero`.');
    const depositor = await deployExample(EXAMPLES.depositor, 'BobVaultDepositor');
    const adapter = account('lido-adapter');
    await bob.write('setDefaultAdapter', [WETH, adapter]);
    const vaultId = await createVault();
    assert.equal(await bob.read('getAdapter', [vaultId]), adapter);
    assert.equal(await bobI.read('calculateMinFeeWei', [vaultId]), 0n);
    await h.fundAndApprove(WETH, owner, depositor.address, E18);
    await depositor.write('deposit', [vaultId, E18], {from: owner});
    await oracle.write('setAnswer', [PRICE(7_000n)]);
    const paid = await depositor.expectRevert('redeem', [vaultId], {from: owner, value: 1n});
    assert.equal(paid.errorName, 'SablierBob_MsgValueNotZero');
    await depositor.write('redeem', [vaultId], {from: owner});
    assert.equal(await balance(weth, owner), E18);
  });
});

describe('Bob guide: read-vault.ts', () => {
  test('prints the status, token, prices in dollars, expiry and adapter of vault 1, read through viem from the double', async () => {
    pageSays(BOB_PAGE, '0 is `ACTIVE`, 1 `EXPIRED` and 2 `SETTLED`');
    pageSays(BOB_PAGE, 'Prices have 8 decimals, so `600000000000` is \\$6,000.');
    const vaultId = await createVault();
    const expiry = (await bob.read('getExpiry', [vaultId])) as bigint;
    await oracle.write('setAnswer', [PRICE(6_000n)]);
    await bobI.write('syncPriceFromOracle', [vaultId]);
    const rpc = localRpcFetch({chain: h.chain, chainId: mainnet.id, contracts: {[bob.address]: BOB_ABI}});
    const {out, err} = await runScript(path.join(ROOT, 'examples/bob/read-vault.ts'), rpc.fetch, /Lido adapter:/);
    assert.deepEqual(err, []);
    assert.deepEqual(out, [
      `Vault 1 on ${mainnet.name}`,
      '  status:       SETTLED',
      `  token:        ${WETH}`,
      '  target price: $6,000.00',
      '  last synced:  $6,000.00',
      `  expiry:       ${new Date(Number(expiry) * 1000).toISOString()}`,
      '  Lido adapter: none',
    ]);
    // Served by the local chain: the script's only way out is fetch, and every request went to the stand-in.
    assert.ok(rpc.methods.filter((m) => m === 'eth_call').length >= 6, rpc.methods.join(','));
  });
});

const OrderStatus = {CANCELLED: 0, EXPIRED: 1, FILLED: 2, OPEN: 3} as const;
const SELL = 50_000n * USDC_UNIT; // 50,000 USDC
const MIN_BUY = 20n * E18; // 20 WETH
const PAID = 20_500_000_000_000_000_000n; // 20.5 WETH, the scripts' and the concepts example's fill

/** EscrowOrderBook with 50,000 USDC of its own, and the order its sellUsdcForWeth creates. */
async function bookWithOrder(): Promise<{book: BoundContract; orderId: bigint; createdAt: bigint}> {
  const book = await deployExample(EXAMPLES.orderBook, 'EscrowOrderBook');
  await h.deal(MAINNET.USDC, book.address, SELL);
  const createdAt = h.chain.timestamp;
  const {result} = await book.write('sellUsdcForWeth', [], {from: owner});
  return {book, orderId: result as bigint, createdAt};
}

describe('Escrow guide: EscrowOrderBook', () => {
  test('sellUsdcForWeth offers 50,000 USDC for at least 20 WETH, to anyone, for 7 days', async () => {
    pageSays(ESCROW_PAGE, 'This contract offers 50,000 USDC from its balance for at least 20 WETH, to anyone, for 7 days.');
    pageSays(ESCROW_PAGE, '50,000 USDC (6 decimals) is `50000000000`, 20 WETH (18 decimals) is `20000000000000000000`');
    const {book, orderId, createdAt} = await bookWithOrder();
    assert.equal(orderId, 1n, 'IDs start at 1');
    const calls = await recordedCalls(escrow, ESCROW_ABI);
    assert.deepEqual(
      calls.map((c) => [c.caller, c.functionName, c.args]),
      [
        [
          book.address,
          'createOrder',
          [MAINNET.USDC, 50_000_000_000n, WETH, 20_000_000_000_000_000_000n, zeroAddress, Number(createdAt + 7n * DAY)],
        ],
      ],
    );
    assert.equal(await balance(h.usdc, book.address), 0n);
    assert.equal(await balance(h.usdc, escrow.address), SELL);
    assert.equal(await escrowI.read('statusOf', [orderId]), OrderStatus.OPEN);
  });

  test('a fill with 20.5 WETH at a 1% fee: 49,500 USDC to the buyer, 20.295 WETH to the contract, the fees to the comptroller; withdraw hands the WETH to the owner', async () => {
    pageSays(ESCROW_CONCEPTS, 'Assume a trade fee of 1% (`0.01e18`).');
    pageSays(ESCROW_CONCEPTS, 'Carol receives 49,500 USDC: the fee is 500 USDC.');
    pageSays(ESCROW_CONCEPTS, 'Alice receives 20.295 WETH: the fee is 0.205 WETH.');
    pageSays(ESCROW_CONCEPTS, 'The Comptroller receives 500 USDC and 0.205 WETH. The order is `FILLED`.');
    assert.equal(await escrowI.read('tradeFee'), 10n ** 16n);
    const {book, orderId} = await bookWithOrder();
    const buyer = account('carol');
    // An allowance of exactly buyAmount covers the seller's part and the fee.
    await h.fundAndApprove(WETH, buyer, escrow.address, PAID);
    const {result} = await escrowI.write('fillOrder', [orderId, PAID], {from: buyer});
    const netWeth = 20_295n * 10n ** 15n;
    assert.deepEqual(result, [netWeth, 49_500n * USDC_UNIT, 500n * USDC_UNIT, 205n * 10n ** 15n]);
    assert.equal(await balance(h.usdc, buyer), 49_500n * USDC_UNIT);
    assert.equal(await balance(weth, book.address), netWeth, 'the WETH (minus the trade fee) arrives in this contract');
    assert.equal(await balance(h.usdc, comptroller), 500n * USDC_UNIT);
    assert.equal(await balance(weth, comptroller), 205n * 10n ** 15n);
    assert.equal(await balance(weth, buyer), 0n);
    assert.equal(await escrowI.read('statusOf', [orderId]), OrderStatus.FILLED);

    await book.write('withdraw', [WETH], {from: owner});
    assert.equal(await balance(weth, owner), netWeth);
    assert.equal(await balance(weth, book.address), 0n);
    const cancel = await book.expectRevert('cancel', [orderId], {from: owner});
    assert.equal(cancel.errorName, 'SablierEscrow_OrderFilled');
  });

  test('cancel takes the USDC of an OPEN order back into the contract; withdraw hands it to the owner; a second cancel reverts', async () => {
    const {book, orderId} = await bookWithOrder();
    await book.write('cancel', [orderId], {from: owner});
    const cancelCall = (await recordedCalls(escrow, ESCROW_ABI)).at(-1);
    assert.deepEqual(cancelCall && [cancelCall.caller, cancelCall.functionName, cancelCall.args], [book.address, 'cancelOrder', [orderId]]);
    assert.equal(await balance(h.usdc, book.address), SELL);
    assert.equal(await escrowI.read('statusOf', [orderId]), OrderStatus.CANCELLED);
    await book.write('withdraw', [MAINNET.USDC], {from: owner});
    assert.equal(await balance(h.usdc, owner), SELL);
    assert.equal((await book.expectRevert('cancel', [orderId], {from: owner})).errorName, 'SablierEscrow_OrderCancelled');
  });

  test('after 7 days the order is EXPIRED: fills revert with SablierEscrow_OrderNotOpen, and cancel reclaims the USDC', async () => {
    const {book, orderId, createdAt} = await bookWithOrder();
    const buyer = account('carol');
    await h.fundAndApprove(WETH, buyer, escrow.address, PAID);
    h.chain.warp(createdAt + 7n * DAY - 1n);
    assert.equal(await escrowI.read('statusOf', [orderId]), OrderStatus.OPEN);
    h.chain.warp(createdAt + 7n * DAY);
    assert.equal(await escrowI.read('statusOf', [orderId]), OrderStatus.EXPIRED);
    const late = await escrowI.expectRevert('fillOrder', [orderId, PAID], {from: buyer});
    assert.equal(late.errorName, 'SablierEscrow_OrderNotOpen');
    assert.deepEqual(late.errorArgs, [orderId, OrderStatus.EXPIRED]);
    await book.write('cancel', [orderId], {from: owner});
    assert.equal(await balance(h.usdc, book.address), SELL);
  });

  test('the reverts the page lists: below minBuyAmount, an unknown ID, another caller of the owner-only functions', async () => {
    const {book, orderId} = await bookWithOrder();
    const buyer = account('carol');
    await h.fundAndApprove(WETH, buyer, escrow.address, PAID);
    const low = await escrowI.expectRevert('fillOrder', [orderId, MIN_BUY - 1n], {from: buyer});
    assert.equal(low.errorName, 'SablierEscrow_InsufficientBuyAmount');
    assert.deepEqual(low.errorArgs, [MIN_BUY - 1n, MIN_BUY]);
    assert.equal((await escrowI.expectRevert('fillOrder', [99n, PAID], {from: buyer})).errorName, 'SablierEscrowState_Null');
    for (const [fn, args] of [
      ['sellUsdcForWeth', []],
      ['cancel', [orderId]],
      ['withdraw', [WETH]],
    ] as const) {
      const error = await book.expectRevert(fn, [...args], {from: stranger});
      assert.equal(error.errorName, 'CallerNotOwner', fn);
    }
  });
});

describe('Escrow guide: fill-escrow-order.ts', () => {
  test('fills order 1 with 20.5 WETH through viem: prints the net amounts at 1% and sends approve then fillOrder', async () => {
    pageSays(ESCROW_PAGE, 'This viem script fills order 1 with 20.5 WETH.');
    pageSays(ESCROW_PAGE, 'the script prints 49,500 USDC for you (`49500000000` units) and 20.295 WETH for the seller.');
    const {book, orderId} = await bookWithOrder();
    assert.equal(orderId, 1n);
    const key = keccak256(toHex('escrow buyer key'));
    const buyer = privateKeyToAccount(key).address;
    await h.deal(WETH, buyer, PAID);
    const rpc = localRpcFetch({
      chain: h.chain,
      chainId: mainnet.id,
      contracts: {[escrow.address]: ESCROW_ABI, [WETH]: weth.abi},
    });
    process.env.PRIVATE_KEY = key;
    try {
      const {out, err} = await runScript(path.join(ROOT, 'examples/bob/fill-escrow-order.ts'), rpc.fetch, /^filled in block/);
      assert.deepEqual(err, []);
      assert.equal(out[0], 'you receive 49500000000 sell-token units');
      assert.equal(out[1], 'the seller receives 20295000000000000000 buy-token units');
      assert.match(out[2] ?? '', /^filled in block \d+: 0x[0-9a-f]{64}$/);
    } finally {
      delete process.env.PRIVATE_KEY;
    }
    const fill = (await recordedCalls(escrow, ESCROW_ABI)).at(-1);
    assert.deepEqual(fill && [fill.caller, fill.functionName, fill.args], [buyer, 'fillOrder', [1n, PAID]]);
    assert.equal(await balance(h.usdc, buyer), 49_500n * USDC_UNIT);
    assert.equal(await balance(weth, book.address), 20_295n * 10n ** 15n);
    assert.equal(await balance(weth, buyer), 0n, 'an allowance of exactly buyAmount was enough');
    assert.ok(rpc.methods.includes('eth_sendRawTransaction'));
  });
});

// Last, after every test above has run: the trace of the chain shows each function the pages show was called.
test("every function of the examples, their interfaces and the scripts' ABI fragments was called", () => {
  for (const [file, name] of [
    [EXAMPLES.depositor, 'BobVaultDepositor'],
    [EXAMPLES.orderBook, 'EscrowOrderBook'],
  ] as const) {
    const artifact = artifactOf(compiled, file, name);
    assert.deepEqual(uncalled(h.chain, artifact.abi, {artifact}), [], name);
  }
  assert.deepEqual(uncalled(h.chain, bobI.abi, {address: bob.address}), [], 'ISablierBob');
  assert.deepEqual(uncalled(h.chain, escrowI.abi, {address: escrow.address}), [], 'ISablierEscrow');
  assert.deepEqual(uncalled(h.chain, viemAbi('examples/bob/read-vault.ts'), {address: bob.address}), [], 'read-vault.ts');
  assert.deepEqual(uncalled(h.chain, viemAbi('examples/bob/fill-escrow-order.ts'), {address: escrow.address}), [], 'fill-escrow-order.ts');
  // The check can fail: a function of the double that no example calls is reported.
  assert.deepEqual(uncalled(h.chain, parseAbi(['function getSeller(uint256) view returns (address)']), {address: escrow.address}), [
    'getSeller',
  ]);
});
