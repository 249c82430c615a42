/**
 * Deploys the real Sablier contracts on a {@link LocalChain}: the bytecode that `@sablier/lockup` 4.0, `@sablier/flow`
 * 3.0 and `@sablier/evm-utils` ship in their artifacts (the deployed releases), with the Lockup libraries linked, the
 * NFT descriptors, and the real `SablierComptroller` behind an ERC-1967 proxy with a Chainlink-style price feed. The
 * test tokens (DAI, 18 decimals; USDC, 6 decimals) are `ERC20Mock` from `@sablier/evm-utils`, compiled with solc.
 *
 * Everything sits at its Ethereum mainnet address, so the examples, which hard-code those addresses, run unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import {type Abi, type Address, encodeFunctionData, getAddress, type Hex, parseAbi} from 'viem';
import {type Artifact, account, type LocalChain} from './chain';
import {artifactOf, compile} from './solc';

const NODE_MODULES = path.resolve(__dirname, '..', '..', '..', 'node_modules');

/** Ethereum mainnet addresses the examples hard-code. */
export const MAINNET = {
  DAI: getAddress('0x6B175474E89094C44Da98b954EedeAC495271d0F'),
  USDC: getAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
  LOCKUP: getAddress('0x93b37Bd5B6b278373217333Ac30D7E74c85fBDCB'),
  BATCH_LOCKUP: getAddress('0x4f3be262D1358A82b468CF81bfc5A9cC32Cf9875'),
  FLOW: getAddress('0x844344Cd871B28221d725ecE9630E8bDE4E3a181'),
} as const;

/** The Comptroller's admin in the local deployment: the only account that can call `execute`, `setMinFeeUSD`, ... */
export const COMPTROLLER_ADMIN = account('comptroller-admin');

/** The minimum fees and oracle price the deployment starts with (8-decimal USD, like the Comptroller). */
export const DEFAULT_FEES = {lockupMinFeeUSD: 1e8, flowMinFeeUSD: 1e8, ethPriceUSD: 4000e8} as const;

interface FoundryArtifact {
  abi: Abi;
  bytecode: {object: Hex; linkReferences: Record<string, Record<string, {start: number; length: number}[]>>};
}

/** A contract artifact shipped by a Sablier package, e.g. `('lockup', 'SablierLockup')`. */
export function packageArtifact(pkg: 'lockup' | 'flow' | 'evm-utils', name: string): FoundryArtifact {
  const file = path.join(NODE_MODULES, '@sablier', pkg, 'artifacts', `${name}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as FoundryArtifact;
}

/** Replace each library placeholder in the bytecode with the library's address (what `forge create --libraries` does). */
export function link(artifact: FoundryArtifact, libraries: Record<string, Address>): Artifact {
  let code = artifact.bytecode.object.slice(2);
  for (const byName of Object.values(artifact.bytecode.linkReferences)) {
    for (const [name, refs] of Object.entries(byName)) {
      const address = libraries[name];
      if (!address) throw new Error(`no address for library ${name}`);
      for (const {start, length} of refs) {
        code = code.slice(0, start * 2) + address.slice(2).toLowerCase() + code.slice((start + length) * 2);
      }
    }
  }
  if (code.includes('__$')) throw new Error('unlinked library placeholder left in bytecode');
  return {abi: artifact.abi, bytecode: `0x${code}`};
}

/** The harness's own Solidity: `ERC20Mock` of `@sablier/evm-utils` with a `mint`. */
export const TEST_TOKEN = 'plugins/lib/evm/contracts/TestToken.sol';
export const ORACLE_MOCK = '@sablier/evm-utils/src/mocks/ChainlinkMocks.sol';

/** The ERC-20 functions, events and errors of the test tokens (OpenZeppelin v5). */
export const erc20Abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
  'function transfer(address, uint256) returns (bool)',
  'function transferFrom(address, address, uint256) returns (bool)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
]);

export interface SablierDeployment {
  chain: LocalChain;
  lockup: {address: Address; abi: Abi};
  batchLockup: {address: Address; abi: Abi};
  flow: {address: Address; abi: Abi};
  comptroller: {address: Address; abi: Abi};
  oracle: {address: Address; abi: Abi};
  lockupNFTDescriptor: Address;
  flowNFTDescriptor: Address;
  /** Give `to` `amount` of a test token (in its smallest unit), like Foundry's `deal` but by minting. */
  deal(token: Address, to: Address, amount: bigint): Promise<void>;
}

/** Deploy Lockup v4.0, Flow v3.0, the Comptroller and the test tokens. Takes about a second. */
export async function deploySablier(chain: LocalChain): Promise<SablierDeployment> {
  const compiled = compile([TEST_TOKEN, ORACLE_MOCK]);
  const token = artifactOf(compiled, TEST_TOKEN, 'TestToken');
  await chain.deploy(token, {at: MAINNET.DAI, args: ['Dai Stablecoin', 'DAI', 18]});
  await chain.deploy(token, {at: MAINNET.USDC, args: ['USD Coin', 'USDC', 6]});

  const oracleArtifact = artifactOf(compiled, ORACLE_MOCK, 'ChainlinkOracleMock');
  const oracle = await chain.deploy(oracleArtifact);
  await chain.write({
    address: oracle,
    abi: oracleArtifact.abi,
    functionName: 'setPrice',
    args: [BigInt(DEFAULT_FEES.ethPriceUSD)],
  } as never);

  const comptrollerArtifact = packageArtifact('evm-utils', 'SablierComptroller');
  const implementation = await chain.deploy(link(comptrollerArtifact, {}), {args: [COMPTROLLER_ADMIN]});
  const init = encodeFunctionData({
    abi: comptrollerArtifact.abi,
    functionName: 'initialize',
    args: [COMPTROLLER_ADMIN, 0n, 0n, BigInt(DEFAULT_FEES.flowMinFeeUSD), BigInt(DEFAULT_FEES.lockupMinFeeUSD), oracle],
  });
  const comptroller = await chain.deploy(link(packageArtifact('evm-utils', 'ERC1967Proxy'), {}), {
    args: [implementation, init],
  });

  const lockupMath = await chain.deploy(link(packageArtifact('lockup', 'libraries/LockupMath'), {}));
  const lockupHelpers = await chain.deploy(link(packageArtifact('lockup', 'libraries/LockupHelpers'), {}));
  const lockupNFTDescriptor = await chain.deploy(link(packageArtifact('lockup', 'LockupNFTDescriptor'), {}));
  const lockupArtifact = link(packageArtifact('lockup', 'SablierLockup'), {
    LockupMath: lockupMath,
    LockupHelpers: lockupHelpers,
  });
  await chain.deploy(lockupArtifact, {at: MAINNET.LOCKUP, args: [comptroller, lockupNFTDescriptor]});
  const batchArtifact = link(packageArtifact('lockup', 'SablierBatchLockup'), {});
  await chain.deploy(batchArtifact, {at: MAINNET.BATCH_LOCKUP});
  // The libraries' errors (SablierLockupHelpers_*) bubble up through SablierLockup: teach the chain their ABI.
  chain.learn(packageArtifact('lockup', 'libraries/Errors').abi);
  chain.learn(packageArtifact('flow', 'libraries/Errors').abi);
  chain.learn(packageArtifact('evm-utils', 'libraries/Errors').abi);

  const flowNFTDescriptor = await chain.deploy(link(packageArtifact('flow', 'FlowNFTDescriptor'), {}));
  const flowArtifact = link(packageArtifact('flow', 'SablierFlow'), {});
  await chain.deploy(flowArtifact, {at: MAINNET.FLOW, args: [comptroller, flowNFTDescriptor]});

  const tokenAbi = token.abi;
  return {
    chain,
    lockup: {address: MAINNET.LOCKUP, abi: lockupArtifact.abi},
    batchLockup: {address: MAINNET.BATCH_LOCKUP, abi: batchArtifact.abi},
    flow: {address: MAINNET.FLOW, abi: flowArtifact.abi},
    comptroller: {address: comptroller, abi: comptrollerArtifact.abi},
    oracle: {address: oracle, abi: oracleArtifact.abi},
    lockupNFTDescriptor,
    flowNFTDescriptor,
    async deal(tokenAddress, to, amount) {
      await chain.write({address: tokenAddress, abi: tokenAbi, functionName: 'mint', args: [to, amount]} as never);
    },
  };
}
