/**
 * The Airdrops guide docs/guides/airdrops/examples/create-campaign.mdx runs its example, MerkleCreator.sol (with the
 * declarations of AirdropsV3Types.sol): every function is called, and every figure the page states about the
 * campaigns it creates is compared with the arguments that reached the factories.
 *
 * No package ships the bytecode of Airdrops v3.0 (the `sablier` package holds its ABIs only), so the five factories are
 * TEST DOUBLES, not the protocol's bytecode: contracts in tests/evm/contracts/AirdropsFactoryDoubles.sol at the mainnet
 * addresses the example hard-codes, with the create functions (and `computeMerkleLL`) of the published ABIs (checked
 * below, so a double cannot drift from the real ABI), recording each call, deploying a stand-in campaign (its admin and
 * Merkle root) with CREATE2 from the creator, the comptroller and every parameter, and applying the factories' checks
 * that the page describes. The linear schedule's worked example (1,000 DAI) runs on the real Lockup v4.0 bytecode.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {afterEach, before, beforeEach, describe, test} from 'node:test';
import {sablier} from 'sablier';
import {type Abi, type AbiParameter, type Address, getAddress, zeroAddress} from 'viem';
import {type BoundContract, bind} from '../../plugins/lib/evm/chain';
import {MAINNET} from '../../plugins/lib/evm/sablier';
import {abisOf, artifactOf, type Compiled, compile} from '../../plugins/lib/evm/solc';
import {driftFrom, missingIn, packageAbi, type RecordedCall, recordedCalls, uncalled} from './doubles';
import {account, DAY, E18, type Harness, setup, WEEK} from './fixture';

const ROOT = path.resolve(__dirname, '..', '..');
const PAGE = fs.readFileSync(path.join(ROOT, 'docs/guides/airdrops/examples/create-campaign.mdx'), 'utf8').replace(/\s+/g, ' ');
const DOUBLES = 'tests/evm/contracts/AirdropsFactoryDoubles.sol';
const CREATOR = 'examples/airdrops/MerkleCreator.sol';
const TYPES = 'examples/airdrops/AirdropsV3Types.sol';
const KINDS = ['Instant', 'LL', 'LT', 'VCA', 'Execute'] as const;
type Kind = (typeof KINDS)[number];

const release = sablier.releases.get({protocol: 'airdrops', version: 'v3.0'});
const factoryAbi = (kind: Kind) => packageAbi('airdrops', 'v3.0', `SablierFactoryMerkle${kind}`);

/** A figure of the page, as the page writes it: fails when the page no longer says it. */
function pageSays(text: string): void {
  assert.ok(PAGE.includes(text), `the page no longer says "${text}"`);
}

let h: Harness;
let compiled: Compiled;
const factories = {} as Record<Kind, BoundContract>;
const comptroller = account('airdrops-comptroller');
const user = account('user');
const ADMIN = getAddress('0x000000000000000000000000000000000000bEEF');
const PERCENT = 10n ** 16n; // 1% as a UD60x18 (or UD2x18) value
const AGGREGATE = 100_000_000n * E18;

before(async () => {
  h = await setup();
  compiled = compile([DOUBLES, CREATOR]);
  for (const kind of KINDS) {
    const at = sablier.contracts.get({chainId: 1, contractName: `SablierFactoryMerkle${kind}`, release})?.address;
    assert.ok(at, kind);
    const artifact = artifactOf(compiled, DOUBLES, `FactoryMerkle${kind}Double`);
    factories[kind] = bind(h.chain, await h.chain.deploy(artifact, {at: getAddress(at), args: [comptroller]}), artifact.abi);
  }
  h.chain.learn(artifactOf(compiled, DOUBLES, 'FactoryMerkleLTDouble').abi);
});
beforeEach(() => h.chain.snapshot());
afterEach(() => h.chain.revert());

async function deployCreator(): Promise<BoundContract> {
  const artifact = artifactOf(compiled, CREATOR, 'MerkleCreator');
  return bind(h.chain, await h.chain.deploy(artifact, {from: user}), artifact.abi);
}

/** The one call `kind`'s factory recorded, decoded with the published factory ABI. */
async function onlyCall(kind: Kind): Promise<RecordedCall> {
  const calls = await recordedCalls(factories[kind], factoryAbi(kind));
  assert.equal(calls.length, 1, `${kind}: ${calls.length} calls`);
  return calls[0] as RecordedCall;
}

type Params = Record<string, unknown>;

/** The fields every campaign of the example shares, at creation time `now`. */
function shared(now: bigint): Params {
  return {
    token: MAINNET.DAI,
    campaignStartTime: Number(now),
    expiration: Number(now + 12n * WEEK),
    initialAdmin: ADMIN,
    ipfsCID: 'QmT5NvUtoM5nWFfrQdVrFtvGfKFmG7AHE8P34isapyhCxX',
    merkleRoot: '0x4e07408562bedb8b60ce05c1decfe3ad16b722309875f562c03d02d7aaacb123',
    campaignName: 'My First Campaign',
  };
}

/** The campaign a create function returned: the stand-in answers `admin()` and `MERKLE_ROOT()`. */
const campaignsRead = new Set<Address>();
function campaignAt(address: Address): BoundContract {
  campaignsRead.add(address);
  return bind(h.chain, address, abisOf(TYPES).ISablierMerkleCampaign as Abi);
}

describe('the factory doubles keep to the published Airdrops v3.0 ABIs', () => {
  test('every function and error of each factory double is in its SablierFactoryMerkle*.json', () => {
    for (const kind of KINDS) {
      assert.deepEqual(driftFrom(factories[kind].abi, factoryAbi(kind)), [], kind);
    }
    const campaign = artifactOf(compiled, DOUBLES, 'CampaignDouble').abi;
    for (const kind of KINDS) {
      assert.deepEqual(driftFrom(campaign, packageAbi('airdrops', 'v3.0', `SablierMerkle${kind}`)), [], kind);
    }
  });

  test("the doubles implement every function of the example's factory interfaces, struct fields in order", () => {
    const declared = abisOf(TYPES);
    for (const kind of KINDS) {
      const iface = declared[`ISablierFactoryMerkle${kind}`] as Abi;
      assert.deepEqual(missingIn(factories[kind].abi, iface), [], kind);
    }
  });

  test('the check reports a struct whose fields are reordered', () => {
    const ll = factoryAbi('LL').find((i) => i.type === 'function' && i.name === 'createMerkleLL');
    assert.ok(ll && ll.type === 'function');
    const params = ll.inputs[0] as AbiParameter & {components: AbiParameter[]};
    const swapped = {...params, components: [params.components[1], params.components[0], ...params.components.slice(2)]};
    const mutated = [{...ll, inputs: [swapped, ...ll.inputs.slice(1)]}] as Abi;
    assert.equal(driftFrom(mutated, factoryAbi('LL')).length, 1);
  });
});

describe('Create Campaigns guide: MerkleCreator', () => {
  test('its constants: the factories and Lockup at their Ethereum addresses, DAI, 100 million DAI for 10,000 recipients', async () => {
    const creator = await deployCreator();
    const constants = {
      INSTANT_FACTORY: factories.Instant.address,
      LL_FACTORY: factories.LL.address,
      LT_FACTORY: factories.LT.address,
      VCA_FACTORY: factories.VCA.address,
      EXECUTE_FACTORY: factories.Execute.address,
      LOCKUP: MAINNET.LOCKUP,
      DAI: MAINNET.DAI,
      INITIAL_ADMIN: ADMIN,
      AGGREGATE_AMOUNT: AGGREGATE,
      RECIPIENT_COUNT: 10_000n,
      CAMPAIGN_NAME: 'My First Campaign',
      IPFS_CID: 'QmT5NvUtoM5nWFfrQdVrFtvGfKFmG7AHE8P34isapyhCxX',
      MERKLE_ROOT: '0x4e07408562bedb8b60ce05c1decfe3ad16b722309875f562c03d02d7aaacb123',
    };
    for (const [name, value] of Object.entries(constants)) assert.equal(await creator.read(name), value, name);
  });

  test('createMerkleLL sends the LL factory every field of Step 3, the aggregate amount and the recipient count', async () => {
    const creator = await deployCreator();
    const now = h.chain.timestamp;
    const {result: campaign} = await creator.write('createMerkleLL', [], {from: user});
    const call = await onlyCall('LL');
    assert.equal(call.caller, creator.address, 'the creator is the contract, not the wallet');
    assert.equal(call.functionName, 'createMerkleLL');
    const [params, aggregateAmount, recipientCount] = call.args as [Params, bigint, bigint];
    assert.deepEqual(params, {
      ...shared(now),
      claimType: 0, // ClaimType.DEFAULT
      shape: 'A custom stream shape',
      lockup: MAINNET.LOCKUP,
      vestingStartTime: Number(now),
      cliffDuration: Number(30n * DAY),
      cliffUnlockPercentage: PERCENT,
      granularity: 1,
      startUnlockPercentage: PERCENT,
      totalDuration: Number(90n * DAY),
      cancelable: false,
      transferable: true,
    });
    assert.equal(Object.keys(params).length, 18);
    pageSays('the struct has 18 fields');
    for (const row of [
      '| `startUnlockPercentage` | 1% |',
      '| `cliffDuration` | 30 days |',
      '| `cliffUnlockPercentage` | 1% |',
      '| `totalDuration` | 90 days |',
      '| `granularity` | 1 second |',
      'Twelve weeks gives recipients about three months.',
      'For 100 million DAI, with 18 decimals',
      'uint256 public constant RECIPIENT_COUNT = 10_000;',
    ]) {
      pageSays(row);
    }
    assert.equal(aggregateAmount, AGGREGATE);
    assert.equal(recipientCount, 10_000n);
    // Run it: the new campaign's admin is 0xBeeF and its root the example's MERKLE_ROOT.
    const deployed = campaignAt(campaign as Address);
    assert.equal(await deployed.read('admin'), ADMIN);
    assert.equal(await deployed.read('MERKLE_ROOT'), await creator.read('MERKLE_ROOT'));
    assert.equal(await creator.read('INITIAL_ADMIN'), ADMIN);
  });

  test('the worked example on the real Lockup: of 1,000 DAI, 10 unlock at the start, 10 more at the 30-day cliff, the other 980 stream linearly to day 90', async () => {
    pageSays(
      'For a recipient with 1,000 DAI, 10 DAI unlock at the start, another 10 DAI at the cliff after 30 days, and the remaining 980 DAI stream linearly until day 90.',
    );
    const creator = await deployCreator();
    await creator.write('createMerkleLL', [], {from: user});
    const [p] = (await onlyCall('LL')).args as [Params];
    const amount = 1_000n * E18;
    // The claim's stream: unlock amounts from the campaign's percentages, durations from its schedule.
    const start = (amount * (p.startUnlockPercentage as bigint)) / E18;
    const cliff = (amount * (p.cliffUnlockPercentage as bigint)) / E18;
    assert.deepEqual([start, cliff, amount - start - cliff], [10n * E18, 10n * E18, 980n * E18]);
    await h.fundAndApprove(h.dai.address, user, h.lockupC.address, amount);
    const t0 = h.chain.timestamp;
    const {result: id} = await h.lockupC.write(
      'createWithDurationsLL',
      [
        {
          sender: ADMIN,
          recipient: account('recipient'),
          depositAmount: amount,
          token: p.token,
          cancelable: p.cancelable,
          transferable: p.transferable,
          shape: p.shape,
        },
        {start, cliff},
        BigInt(p.granularity as number),
        {cliff: BigInt(p.cliffDuration as number), total: BigInt(p.totalDuration as number)},
      ],
      {from: user},
    );
    const streamed = async (at: bigint) => {
      h.chain.warp(t0 + at);
      return (await h.lockupC.read('streamedAmountOf', [id])) as bigint;
    };
    assert.equal(await streamed(0n), 10n * E18);
    assert.equal(await streamed(30n * DAY - 1n), 10n * E18, 'nothing more before the cliff');
    assert.equal(await streamed(30n * DAY), 20n * E18);
    assert.equal(await streamed(60n * DAY), 20n * E18 + 490n * E18, 'half of the 980 halfway from cliff to end');
    assert.equal(await streamed(90n * DAY), amount);
  });

  test('createAndFundMerkleLL: the tokens reach the computed address before the campaign exists there, granularity 0 stored as 1 second', async () => {
    pageSays('`createMerkleLL` stores a granularity of 0 as 1 second before it derives the address, and `computeMerkleLL` does not');
    const creator = await deployCreator();
    const now = h.chain.timestamp;
    const params = {
      ...shared(now),
      cancelable: false,
      claimType: 0,
      cliffDuration: Number(30n * DAY),
      cliffUnlockPercentage: PERCENT,
      granularity: 0,
      lockup: MAINNET.LOCKUP,
      shape: 'A custom stream shape',
      startUnlockPercentage: PERCENT,
      totalDuration: Number(90n * DAY),
      transferable: true,
      vestingStartTime: Number(now),
    };
    // Without the approval the transfer fails and nothing is created.
    await h.deal(h.dai.address, user, AGGREGATE);
    const unapproved = await creator.expectRevert('createAndFundMerkleLL', [params], {from: user});
    assert.equal(unapproved.errorName, 'ERC20InsufficientAllowance');
    assert.equal(await factories.LL.read('recordedCount'), 0n);

    await h.fundAndApprove(h.dai.address, user, creator.address, AGGREGATE);
    const {result: campaign} = await creator.write('createAndFundMerkleLL', [params], {from: user});
    const [sent] = (await onlyCall('LL')).args as [Params];
    assert.equal(sent.granularity, 1);
    assert.equal((await onlyCall('LL')).caller, creator.address);
    assert.equal(await h.dai.read('balanceOf', [campaign]), AGGREGATE);
    assert.equal(await h.dai.read('balanceOf', [user]), AGGREGATE, 'the user held twice the aggregate amount');
    // With granularity 0, computeMerkleLL names another address, which is why the example passes the stored value.
    const unnormalized = await factories.LL.read('computeMerkleLL', [creator.address, params]);
    assert.notEqual(unnormalized, campaign);
    assert.equal(await factories.LL.read('computeMerkleLL', [creator.address, {...params, granularity: 1}]), campaign);
    // The creator counts: from the wallet, the same parameters name another address.
    assert.notEqual(await factories.LL.read('computeMerkleLL', [user, {...params, granularity: 1}]), campaign);
  });

  test('createMerkleInstant sends only the shared fields', async () => {
    const creator = await deployCreator();
    const now = h.chain.timestamp;
    await creator.write('createMerkleInstant', [], {from: user});
    const call = await onlyCall('Instant');
    assert.deepEqual(call.args, [{...shared(now), claimType: 0}, AGGREGATE, 10_000n]);
    assert.equal(call.caller, creator.address);
  });

  test('createMerkleLT: two tranches of 50%, after 30 days and after 60 more days; a total other than 100% reverts', async () => {
    pageSays('two tranches of `ud2x18(0.5e18)` (50%) after 30 days and after 60 more days');
    const creator = await deployCreator();
    const now = h.chain.timestamp;
    const {result: campaign} = await creator.write('createMerkleLT', [], {from: user});
    const [params, aggregateAmount, recipientCount] = (await onlyCall('LT')).args as [Params, bigint, bigint];
    assert.deepEqual(params, {
      ...shared(now),
      claimType: 0,
      shape: 'A custom stream shape',
      lockup: MAINNET.LOCKUP,
      vestingStartTime: Number(now),
      cancelable: false,
      transferable: true,
      tranchesWithPercentages: [
        {unlockPercentage: 50n * PERCENT, duration: Number(30n * DAY)},
        {unlockPercentage: 50n * PERCENT, duration: Number(60n * DAY)},
      ],
    });
    assert.deepEqual([aggregateAmount, recipientCount], [AGGREGATE, 10_000n]);
    assert.equal(await campaignAt(campaign as Address).read('admin'), ADMIN);
    // The factory's rule the page states, through the example's interface: 60% + 50% reverts.
    const lt = bind(h.chain, factories.LT.address, abisOf(TYPES).ISablierFactoryMerkleLT as Abi);
    const wrong = {
      ...params,
      tranchesWithPercentages: [
        {unlockPercentage: 60n * PERCENT, duration: 1},
        {unlockPercentage: 50n * PERCENT, duration: 1},
      ],
    };
    const error = await lt.expectRevert('createMerkleLT', [wrong, AGGREGATE, 10_000n]);
    assert.equal(error.errorName, 'SablierFactoryMerkleLT_TotalPercentageNotOneHundred');
    assert.deepEqual(error.errorArgs, [110n * PERCENT]);
  });

  test('createMerkleVCA: 25% at once, vesting over 90 days, expiry after 14 weeks (98 days), one day past the earliest allowed', async () => {
    pageSays('it expires after 14 weeks (98 days), and vesting ends after 90 days, so the earliest allowed expiration is day 97');
    pageSays('`expiration >= vestingEndTime + 1 weeks`');
    const creator = await deployCreator();
    const now = h.chain.timestamp;
    await creator.write('createMerkleVCA', [], {from: user});
    const call = await onlyCall('VCA');
    const [params, recipientCount] = call.args as [Params, bigint];
    assert.deepEqual(params, {
      ...shared(now),
      expiration: Number(now + 14n * WEEK),
      aggregateAmount: AGGREGATE,
      claimType: 0,
      enableRedistribution: false,
      unlockPercentage: 25n * PERCENT,
      vestingStartTime: Number(now),
      vestingEndTime: Number(now + 90n * DAY),
    });
    assert.equal(recipientCount, 10_000n);
    const expirationDay = (BigInt(params.expiration as number) - now) / DAY;
    const earliest = (BigInt(params.vestingEndTime as number) + WEEK - now) / DAY;
    assert.deepEqual([expirationDay, earliest, expirationDay - earliest], [98n, 97n, 1n]);
    // One day earlier than the earliest allowed, the factory refuses it.
    const vca = bind(h.chain, factories.VCA.address, abisOf(TYPES).ISablierFactoryMerkleVCA as Abi);
    const early = {...params, expiration: Number(now + 96n * DAY)};
    const error = await vca.expectRevert('createMerkleVCA', [early, 10_000n]);
    assert.equal(error.errorName, 'SablierFactoryMerkleVCA_ExpirationTooEarly');
  });

  test('createMerkleExecute: DAI as the target and the placeholder selector 0x12345678; a target without code reverts', async () => {
    pageSays('The placeholder selector `0x12345678` only shows the shape');
    const creator = await deployCreator();
    const now = h.chain.timestamp;
    await creator.write('createMerkleExecute', [], {from: user});
    const [params, aggregateAmount, recipientCount] = (await onlyCall('Execute')).args as [Params, bigint, bigint];
    assert.deepEqual(params, {...shared(now), selector: '0x12345678', target: MAINNET.DAI});
    assert.deepEqual([aggregateAmount, recipientCount], [AGGREGATE, 10_000n]);
    const execute = bind(h.chain, factories.Execute.address, abisOf(TYPES).ISablierFactoryMerkleExecute as Abi);
    const error = await execute.expectRevert('createMerkleExecute', [{...params, target: zeroAddress}, AGGREGATE, 10_000n]);
    assert.equal(error.errorName, 'SablierFactoryMerkleExecute_TargetNotContract');
  });
});

// Last, after every test above has run: the trace of the chain shows each function the page shows was called.
test('every function of MerkleCreator and of the factory and campaign interfaces it declares was called', () => {
  const artifact = artifactOf(compiled, CREATOR, 'MerkleCreator');
  assert.deepEqual(uncalled(h.chain, artifact.abi, {artifact}), []);
  const declared = abisOf(TYPES);
  for (const kind of KINDS) {
    const iface = declared[`ISablierFactoryMerkle${kind}`] as Abi;
    assert.deepEqual(uncalled(h.chain, iface, {address: factories[kind].address}), [], kind);
  }
  // Campaigns are deployed by the factories (CREATE2), so they are the addresses the tests read them at.
  const campaignAbi = declared.ISablierMerkleCampaign as Abi;
  const neverCalled = campaignAbi.filter((f) => [...campaignsRead].every((a) => uncalled(h.chain, [f], {address: a}).length > 0));
  assert.ok(campaignsRead.size > 0);
  assert.deepEqual(neverCalled, [], 'ISablierMerkleCampaign');
});
