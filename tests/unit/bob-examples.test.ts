/**
 * The Bob and Escrow examples. The Bob package's Solidity sources are not published alongside its ABIs, so the
 * examples declare the functions they call in small interfaces (examples/bob/I*.sol): this test checks every
 * declaration, and every viem ABI fragment of the TypeScript examples, against the ABIs of the `sablier` package,
 * type-checks the TypeScript examples, and checks the hard-coded addresses against the package's deployments.
 * (examples.test.ts compiles the Solidity files.)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {sablier} from 'sablier';
import {abisOf} from '../../plugins/lib/evm/solc';
import ts from 'typescript';
import {type AbiFunction, type AbiParameter, getAddress, parseAbi} from 'viem';

const ROOT = path.resolve(__dirname, '..', '..');
const EXAMPLES = path.join(ROOT, 'examples', 'bob');
const NODE_MODULES = path.join(ROOT, 'node_modules');

type AbiItem = {type: string; name?: string; inputs?: readonly AbiParameter[]; outputs?: readonly AbiParameter[]};

function packageAbi(contract: string): AbiItem[] {
  const parsed = JSON.parse(
    fs.readFileSync(path.join(NODE_MODULES, 'sablier', 'abi', 'bob', 'v1.0', `${contract}.json`), 'utf8'),
  ) as unknown;
  return (Array.isArray(parsed) ? parsed : (parsed as {abi: AbiItem[]}).abi) as AbiItem[];
}

const types = (params: readonly AbiParameter[] | undefined) => (params ?? []).map((p) => p.type).join(',');

/** `name(inputs) returns (outputs)` with ABI types only: what callers depend on. */
function signature(item: AbiItem): string {
  return `${item.name}(${types(item.inputs)}) returns (${types(item.outputs)})`;
}

/** The functions of `fragments` that the package's ABI of `contract` lacks (or declares with other types). */
function mismatches(fragments: readonly AbiItem[], contract: string): string[] {
  const theirs = new Set(
    packageAbi(contract)
      .filter((i) => i.type === 'function')
      .map(signature),
  );
  return fragments.filter((i) => i.type === 'function' && !theirs.has(signature(i))).map(signature);
}

/** ABI of each contract and interface that `file` declares, as solc sees it (compiled once, cached). */
function solidityAbis(file: string): Record<string, AbiItem[]> {
  return abisOf(path.relative(ROOT, file)) as unknown as Record<string, AbiItem[]>;
}

/** The human-readable fragments inside `parseAbi([...])` of a TypeScript example. */
function viemFragments(source: string): string[] {
  const block = /parseAbi\(\[([\s\S]*?)\]\)/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
}

const INTERFACES = {'ISablierBob.sol': 'SablierBob', 'ISablierEscrow.sol': 'SablierEscrow'} as const;
const TS_EXAMPLES = {'read-vault.ts': 'SablierBob', 'fill-escrow-order.ts': 'SablierEscrow'} as const;

describe('Bob and Escrow examples', () => {
  it('the example interfaces declare functions exactly as the package ABIs do', () => {
    for (const [file, contract] of Object.entries(INTERFACES)) {
      const abis = solidityAbis(path.join(EXAMPLES, file));
      const declared = abis[file.replace(/\.sol$/, '')];
      assert.ok(declared && declared.length >= 5, `${file} declares no interface`);
      assert.deepEqual(mismatches(declared, contract), [], `${file} vs ${contract}.json`);
    }
  });

  it('the viem ABI fragments of the TypeScript examples match the package ABIs', () => {
    for (const [file, contract] of Object.entries(TS_EXAMPLES)) {
      const fragments = viemFragments(fs.readFileSync(path.join(EXAMPLES, file), 'utf8'));
      assert.ok(fragments.length >= 5, `${file}: no parseAbi fragments found`);
      assert.deepEqual(mismatches(parseAbi(fragments) as readonly AbiFunction[], contract), [], file);
    }
  });

  it('a fragment with a wrong type is reported (the comparison is not vacuous)', () => {
    const wrong = parseAbi(['function getExpiry(uint256 vaultId) view returns (uint64 expiry)']);
    assert.deepEqual(mismatches(wrong, 'SablierBob'), ['getExpiry(uint256) returns (uint64)']);
  });

  it('the TypeScript examples type-check against the installed viem and sablier packages', () => {
    const files = Object.keys(TS_EXAMPLES).map((f) => path.join(EXAMPLES, f));
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: ['node'],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : '';
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    assert.deepEqual(diagnostics, []);
  });

  it('the addresses hard-coded in the Solidity examples are the package deployments on Ethereum', () => {
    const release = sablier.releases.get({protocol: 'bob', version: 'v1.0'});
    const expected = {
      'BobVaultDepositor.sol': {BOB: 'SablierBob'},
      'EscrowOrderBook.sol': {ESCROW: 'SablierEscrow'},
    } as const;
    for (const [file, constants] of Object.entries(expected)) {
      const source = fs.readFileSync(path.join(EXAMPLES, file), 'utf8');
      for (const [constant, contractName] of Object.entries(constants)) {
        const hardCoded = new RegExp(`\\b${constant} = \\w+\\((0x[0-9a-fA-F]{40})\\)`).exec(source)?.[1];
        const deployed = sablier.contracts.get({chainId: 1, contractName, release})?.address;
        assert.ok(hardCoded && deployed, `${file}: ${constant}`);
        assert.equal(getAddress(hardCoded), getAddress(deployed), `${file}: ${constant}`);
      }
    }
  });
});
