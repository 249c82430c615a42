/**
 * The Airdrops example. `@sablier/airdrops` is not installed, so examples/airdrops/AirdropsV3Types.sol declares the
 * v3.0 structs and factory functions itself, and the page says that its structs keep the contracts' field order and
 * that the selectors match the deployed factories. This test compiles the declarations and compares every factory
 * function, with its struct fields expanded in order and by name, against the ABIs of the `sablier` package, and
 * checks the addresses that MerkleCreator.sol hard-codes against the package's Ethereum deployments.
 * (examples.test.ts compiles the Solidity files.)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {sablier} from 'sablier';
import {abisOf} from '../../plugins/lib/evm/solc';
import {type AbiParameter, getAddress, toFunctionSelector} from 'viem';

const ROOT = path.resolve(__dirname, '..', '..');
const EXAMPLES = path.join(ROOT, 'examples', 'airdrops');
const NODE_MODULES = path.join(ROOT, 'node_modules');

type AbiItem = {type: string; name?: string; inputs?: readonly AbiParameter[]; outputs?: readonly AbiParameter[]};

function packageAbi(contract: string): AbiItem[] {
  const file = path.join(NODE_MODULES, 'sablier', 'abi', 'airdrops', 'v3.0', `${contract}.json`);
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  return (Array.isArray(parsed) ? parsed : (parsed as {abi: AbiItem[]}).abi) as AbiItem[];
}

/** A parameter with its tuple components spelled out, names included: `(string campaignName,...)[] name`. */
function expand(p: AbiParameter): string {
  const components = (p as {components?: readonly AbiParameter[]}).components;
  const type = components ? `(${components.map(expand).join(',')})${p.type.slice('tuple'.length)}` : p.type;
  return `${type} ${p.name ?? ''}`.trim();
}

/** `name(inputs)` with every struct field in declaration order: what the encoding depends on. */
function shape(item: AbiItem): string {
  return `${item.name}(${(item.inputs ?? []).map(expand).join(', ')})`;
}

function selector(item: AbiItem): string {
  return toFunctionSelector(item as Parameters<typeof toFunctionSelector>[0]);
}

/** ABI of each contract and interface that `file` declares, as solc sees it (compiled once, cached). */
function solidityAbis(file: string): Record<string, AbiItem[]> {
  return abisOf(path.relative(ROOT, file)) as unknown as Record<string, AbiItem[]>;
}

const FACTORIES = ['Instant', 'LL', 'LT', 'VCA', 'Execute'] as const;

describe('Airdrops example: AirdropsV3Types.sol and MerkleCreator.sol', () => {
  const declared = solidityAbis(path.join(EXAMPLES, 'AirdropsV3Types.sol'));

  for (const kind of FACTORIES) {
    it(`ISablierFactoryMerkle${kind}.createMerkle${kind} has the package's struct fields, order and selector`, () => {
      const name = `createMerkle${kind}`;
      const ours = declared[`ISablierFactoryMerkle${kind}`]?.find((i) => i.type === 'function' && i.name === name);
      const theirs = packageAbi(`SablierFactoryMerkle${kind}`).find((i) => i.type === 'function' && i.name === name);
      assert.ok(ours && theirs, name);
      assert.equal(shape(ours), shape(theirs));
      assert.equal(selector(ours), selector(theirs));
    });
  }

  it('the LL struct has the 18 fields the page counts', () => {
    const ll = packageAbi('SablierFactoryMerkleLL').find((i) => i.name === 'createMerkleLL');
    const params = ll?.inputs?.[0] as {components?: unknown[]} | undefined;
    assert.equal(params?.components?.length, 18);
  });

  it('a field out of order is reported (the comparison is not vacuous)', () => {
    const ll = packageAbi('SablierFactoryMerkleLL').find((i) => i.name === 'createMerkleLL') as AbiItem;
    const params = ll.inputs?.[0] as AbiParameter & {components: AbiParameter[]};
    const [first, second, ...rest] = params.components;
    const swapped = {...ll, inputs: [{...params, components: [second, first, ...rest]}, ...(ll.inputs ?? []).slice(1)]};
    assert.notEqual(shape(swapped as AbiItem), shape(ll));
  });

  it('the campaign getters the example reads exist on every v3.0 campaign', () => {
    const getters = (declared.ISablierMerkleCampaign ?? []).map((i) => `${i.name}() ${(i.outputs ?? []).map((o) => o.type)}`);
    assert.deepEqual(getters.sort(), ['MERKLE_ROOT() bytes32', 'admin() address']);
    for (const kind of FACTORIES) {
      const abi = packageAbi(`SablierMerkle${kind}`);
      for (const name of ['admin', 'MERKLE_ROOT'])
        assert.ok(
          abi.some((i) => i.type === 'function' && i.name === name),
          `${kind}: ${name}`,
        );
    }
  });

  it('the addresses MerkleCreator.sol hard-codes are the package deployments on Ethereum', () => {
    const source = fs.readFileSync(path.join(EXAMPLES, 'MerkleCreator.sol'), 'utf8');
    const airdrops = sablier.releases.get({protocol: 'airdrops', version: 'v3.0'});
    const lockup = sablier.releases.get({protocol: 'lockup', version: 'v4.0'});
    const expected = [
      ['EXECUTE_FACTORY', 'SablierFactoryMerkleExecute', airdrops],
      ['INSTANT_FACTORY', 'SablierFactoryMerkleInstant', airdrops],
      ['LL_FACTORY', 'SablierFactoryMerkleLL', airdrops],
      ['LT_FACTORY', 'SablierFactoryMerkleLT', airdrops],
      ['VCA_FACTORY', 'SablierFactoryMerkleVCA', airdrops],
      ['LOCKUP', 'SablierLockup', lockup],
    ] as const;
    for (const [constant, contractName, release] of expected) {
      const hardCoded = new RegExp(`\\b${constant} =\\s*\\w+\\((0x[0-9a-fA-F]{40})\\)`).exec(source)?.[1];
      const deployed = sablier.contracts.get({chainId: 1, contractName, release})?.address;
      assert.ok(hardCoded && deployed, constant);
      assert.equal(getAddress(hardCoded), getAddress(deployed), constant);
    }
  });
});
