/**
 * Shared setup of the example tests: the real Sablier deployment on a fresh local chain, the compiled examples, and
 * small helpers. Each test file calls {@link setup} once (about two seconds) and wraps each test in
 * `chain.snapshot()` / `chain.revert()` so that tests start from the same state without redeploying.
 */
import path from 'node:path';
import type {Address} from 'viem';
import {account, type BoundContract, bind, LocalChain} from '../../plugins/lib/evm/chain';
import {deploySablier, erc20Abi, MAINNET, type SablierDeployment} from '../../plugins/lib/evm/sablier';
import {artifactOf, type Compiled, compile} from '../../plugins/lib/evm/solc';
import {solidityFilesIn} from '../../scripts/lib/compile-solidity';
import {recordTrace} from '../support/evm-coverage';

const ROOT = path.resolve(__dirname, '..', '..');

/** Every example the harness runs, compiled in one solc call (cached on disk, so only the first run pays). */
function compileExamples(): Compiled {
  const files = ['lockup', 'flow'].flatMap((dir) => solidityFilesIn(path.join(ROOT, 'examples', dir)));
  return compile(files.map((f) => path.relative(ROOT, f)));
}

export const E18 = 10n ** 18n;
export const DAY = 86_400n;
export const WEEK = 7n * DAY;

/** The recipients the examples hard-code. */
export const CAFE = '0x000000000000000000000000000000000000cafE' as Address;
export const BEEF = '0x000000000000000000000000000000000000bEEF' as Address;
export const ABCD = '0x000000000000000000000000000000000000ABcD' as Address;

export interface Harness extends SablierDeployment {
  lockupC: BoundContract;
  flowC: BoundContract;
  dai: BoundContract;
  usdc: BoundContract;
  /** Deploy an example contract from `examples/<file>` (e.g. `lockup/StreamManagement.sol`), by `from` if given. */
  deployExample(file: string, name: string, args?: readonly unknown[], options?: {from?: Address}): Promise<BoundContract>;
  /** `deal` plus an approval: `owner` holds `amount` DAI and has approved `spender` for it. */
  fundAndApprove(token: Address, owner: Address, spender: Address, amount: bigint): Promise<void>;
}

export async function setup(): Promise<Harness> {
  const compiled = compileExamples();
  const chain = await LocalChain.create();
  // For tests/evm/function-coverage.check.ts: which example functions this test file calls.
  recordTrace(chain);
  const sablier = await deploySablier(chain);
  const dai = bind(chain, MAINNET.DAI, erc20Abi);
  return {
    ...sablier,
    lockupC: bind(chain, sablier.lockup.address, sablier.lockup.abi),
    flowC: bind(chain, sablier.flow.address, sablier.flow.abi),
    dai,
    usdc: bind(chain, MAINNET.USDC, erc20Abi),
    async deployExample(file, name, args = [], options = {}) {
      const rel = `examples/${file}`;
      const artifact = artifactOf(compiled, rel, name);
      const address = await chain.deploy(artifact, {args, from: options.from});
      return bind(chain, address, artifact.abi);
    },
    async fundAndApprove(token, owner, spender, amount) {
      await sablier.deal(token, owner, amount);
      await chain.write({address: token, abi: erc20Abi, functionName: 'approve', args: [spender, amount], from: owner});
    },
  };
}

export {account};

/** Lockup.Status as the contract numbers it. */
export const LockupStatus = {PENDING: 0, STREAMING: 1, SETTLED: 2, CANCELED: 3, DEPLETED: 4} as const;
/** Flow.Status as the contract numbers it. */
export const FlowStatus = {
  PENDING: 0,
  STREAMING_SOLVENT: 1,
  STREAMING_INSOLVENT: 2,
  PAUSED_SOLVENT: 3,
  PAUSED_INSOLVENT: 4,
  VOIDED: 5,
} as const;
