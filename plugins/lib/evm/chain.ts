/**
 * A local chain in memory: the EVM of `@ethereumjs/evm` with a clock, accounts, deployments, typed calls (ABI coding by
 * viem), decoded events and reverts decoded to the contract's named error. No network, no node: each call runs the
 * bytecode directly, which is what makes a few hundred contract calls take seconds.
 *
 * It models what the examples need from a chain, not a full node: no transaction pool, no gas price, no intrinsic gas.
 * State changes of a call are committed when it succeeds and discarded when it reverts, like a transaction.
 */
import {Common, Hardfork, Mainnet} from '@ethereumjs/common';
import {createEVM, type EVM} from '@ethereumjs/evm';
import {Account, bytesToHex, createAddressFromString, hexToBytes} from '@ethereumjs/util';
import {
  type Abi,
  type Address,
  type ContractEventName,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  type DecodeEventLogReturnType,
  decodeErrorResult,
  decodeEventLog,
  decodeFunctionResult,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  toHex,
} from 'viem';

/** A compiled contract: its ABI and creation bytecode (libraries already linked). */
export interface Artifact {
  abi: Abi;
  bytecode: Hex;
}

/** A contract call reverted. `errorName` is the Solidity custom error (or `Error`/`Panic`) when the ABI knows it. */
/** A state-changing call: the contract, the function and its arguments, the sender and the value sent. */
type WriteRequest<abi extends Abi, name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>> = {
  address: Address;
  abi: abi;
  functionName: name;
  args?: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>;
  from?: Address;
  value?: bigint;
};

export class RevertError extends Error {
  constructor(
    readonly data: Hex,
    readonly errorName: string | undefined,
    readonly errorArgs: readonly unknown[],
  ) {
    super(`reverted with ${errorName ?? `unknown data ${data}`}${errorArgs.length ? `(${errorArgs.join(', ')})` : ''}`);
  }
}

/** An event emitted by a call, decoded with the ABIs the chain knows. */
export interface DecodedLog {
  address: Address;
  eventName: string;
  args: Record<string, unknown>;
}

export interface CallResult<T> {
  result: T;
  logs: DecodedLog[];
  gasUsed: bigint;
}

/** Mainnet's block gas limit; also the gas each call may use. */
const GAS_LIMIT = 45_000_000n;

/** A deterministic account for a name, so tests read like stories ("alice", "sender"). */
export function account(name: string): Address {
  return getAddress(`0x${keccak256(toHex(`account:${name}`)).slice(-40)}`);
}

/**
 * What ran on a chain: the creation code hash of each contract deployed, by address, and each call into a contract as
 * `address:selector`, calls made by contracts included (a hook that Lockup calls shows up here). Read-only calls count.
 */
export interface ChainTrace {
  deployments: Map<Address, Hex>;
  calls: Set<string>;
}

export class LocalChain {
  /** Block timestamp of the next call, in seconds. Change it with {@link warp}. */
  timestamp: bigint;
  /** Every deployment and call so far; snapshots and reverts do not erase it. */
  readonly trace: ChainTrace = {deployments: new Map(), calls: new Set()};
  private blockNumber = 1n;
  private readonly abis: Abi[] = [];
  private readonly snapshots: bigint[] = [];
  private deployCount = 0n;

  private constructor(
    private readonly evm: EVM,
    startTime: bigint,
  ) {
    this.timestamp = startTime;
    evm.events.on('beforeMessage', (message) => {
      if (message.to && message.data.length >= 4) {
        this.trace.calls.add(`${getAddress(message.to.toString())}:${bytesToHex(message.data.subarray(0, 4))}`);
      }
    });
  }

  /** A fresh chain whose clock starts at `startTime` (default: 1 January 2026, 00:00 UTC). */
  static async create(startTime = 1_767_225_600n): Promise<LocalChain> {
    // Prague: the hard fork the examples are compiled for (solc `evmVersion: prague`).
    const common = new Common({chain: Mainnet, hardfork: Hardfork.Prague});
    const evm = await createEVM({common});
    return new LocalChain(evm, startTime);
  }

  /** Teach the chain an ABI so that events and errors from that contract are decoded. */
  learn(abi: Abi): void {
    if (!this.abis.includes(abi)) this.abis.push(abi);
  }

  /** Move the clock to an absolute time (seconds). */
  warp(timestamp: bigint): void {
    this.timestamp = timestamp;
  }

  /** Move the clock forward by `seconds`. */
  skip(seconds: bigint): void {
    this.timestamp += seconds;
  }

  async setBalance(address: Address, wei: bigint): Promise<void> {
    const addr = createAddressFromString(address);
    const acc = (await this.evm.stateManager.getAccount(addr)) ?? new Account();
    acc.balance = wei;
    await this.evm.stateManager.putAccount(addr, acc);
  }

  async balanceOf(address: Address): Promise<bigint> {
    const acc = await this.evm.stateManager.getAccount(createAddressFromString(address));
    return acc?.balance ?? 0n;
  }

  async codeAt(address: Address): Promise<Hex> {
    return bytesToHex(await this.evm.stateManager.getCode(createAddressFromString(address))) as Hex;
  }

  /** Remember the state (balances, storage, clock); {@link revert} returns to it. Snapshots nest. */
  async snapshot(): Promise<void> {
    await this.evm.stateManager.checkpoint();
    this.snapshots.push(this.timestamp);
  }

  /** Return to the state of the latest {@link snapshot} and drop it. */
  async revert(): Promise<void> {
    const timestamp = this.snapshots.pop();
    if (timestamp === undefined) throw new Error('revert() without snapshot()');
    await this.evm.stateManager.revert();
    this.timestamp = timestamp;
  }

  /**
   * Deploy a contract. With `at`, the constructor runs at that address (like Foundry's `deployCodeTo`), so that code
   * with hard-coded addresses, such as the mainnet addresses in the examples, finds the contract where it expects it.
   */
  async deploy(
    artifact: Artifact,
    options: {args?: readonly unknown[]; from?: Address; at?: Address; value?: bigint} = {},
  ): Promise<Address> {
    this.learn(artifact.abi);
    const data = encodeDeployData({abi: artifact.abi, bytecode: artifact.bytecode, args: options.args ?? []});
    const from = options.from ?? account('deployer');
    const to = options.at ?? account(`contract:${++this.deployCount}`);
    const target = createAddressFromString(to);
    if ((await this.evm.stateManager.getCode(target)).length > 0) throw new Error(`${to} already has code`);
    await this.evm.stateManager.putAccount(target, new Account(1n, options.value ?? 0n));
    const result = await this.evm.runCode({
      code: hexToBytes(data),
      to: target,
      caller: createAddressFromString(from),
      origin: createAddressFromString(from),
      value: options.value ?? 0n,
      gasLimit: GAS_LIMIT,
      block: this.block(),
    });
    if (result.exceptionError) throw this.decodeRevert(bytesToHex(result.returnValue) as Hex);
    // EIP-170: the deployed code must fit in 24,576 bytes, as on mainnet.
    if (result.returnValue.length > 24_576) throw new Error(`runtime code of ${result.returnValue.length} bytes`);
    await this.evm.stateManager.putCode(target, result.returnValue);
    this.trace.deployments.set(getAddress(to), keccak256(artifact.bytecode));
    return to;
  }

  /** A read-only call (`eth_call`): nothing is committed. */
  async read<const abi extends Abi, name extends ContractFunctionName<abi, 'pure' | 'view'>>(request: {
    address: Address;
    abi: abi;
    functionName: name;
    args?: ContractFunctionArgs<abi, 'pure' | 'view', name>;
    from?: Address;
  }): Promise<ContractFunctionReturnType<abi, 'pure' | 'view', name>> {
    await this.snapshot();
    try {
      const {result} = await this.call(request as never);
      return result as ContractFunctionReturnType<abi, 'pure' | 'view', name>;
    } finally {
      await this.revert();
    }
  }

  /** A transaction from `from` (default: the deployer account): committed if it succeeds, thrown if it reverts. */
  async write<const abi extends Abi, name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>>(
    request: WriteRequest<abi, name>,
  ): Promise<CallResult<ContractFunctionReturnType<abi, 'nonpayable' | 'payable', name>>> {
    return (await this.call(request as never)) as CallResult<ContractFunctionReturnType<abi, 'nonpayable' | 'payable', name>>;
  }

  /** Like {@link write}, but expects a revert and returns it; fails if the call succeeds. */
  async expectRevert<const abi extends Abi, name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>>(
    request: WriteRequest<abi, name>,
  ): Promise<RevertError> {
    try {
      await this.call(request as never);
    } catch (error) {
      if (error instanceof RevertError) return error;
      throw error;
    }
    throw new Error(`${String(request.functionName)} did not revert`);
  }

  private async call(request: {
    address: Address;
    abi: Abi;
    functionName: string;
    args?: readonly unknown[];
    from?: Address;
    value?: bigint;
  }): Promise<CallResult<unknown>> {
    this.learn(request.abi);
    const data = encodeFunctionData({abi: request.abi, functionName: request.functionName, args: request.args ?? []});
    const from = createAddressFromString(request.from ?? account('deployer'));
    const value = request.value ?? 0n;
    // Gas is free here, but a caller must still hold the value it sends.
    if (value > 0n && (await this.balanceOf(from.toString() as Address)) < value) {
      throw new Error(`${from.toString()} holds less than ${value} wei`);
    }
    const res = await this.evm.runCall({
      caller: from,
      origin: from,
      to: createAddressFromString(request.address),
      data: hexToBytes(data),
      value,
      gasLimit: GAS_LIMIT,
      block: this.block(),
    });
    this.blockNumber++;
    const returned = bytesToHex(res.execResult.returnValue) as Hex;
    if (res.execResult.exceptionError) throw this.decodeRevert(returned);
    const result = decodeFunctionResult({abi: request.abi, functionName: request.functionName, data: returned});
    const logs = (res.execResult.logs ?? []).map(([address, topics, logData]) =>
      this.decodeLog(
        bytesToHex(address) as Hex,
        topics.map((t) => bytesToHex(t) as Hex),
        bytesToHex(logData) as Hex,
      ),
    );
    return {result, logs, gasUsed: res.execResult.executionGasUsed};
  }

  private block() {
    return {
      header: {
        number: this.blockNumber,
        coinbase: createAddressFromString(account('coinbase')),
        timestamp: this.timestamp,
        difficulty: 0n,
        prevRandao: new Uint8Array(32),
        gasLimit: GAS_LIMIT,
        baseFeePerGas: 0n,
        getBlobGasPrice: () => undefined,
      },
    };
  }

  private decodeRevert(data: Hex): RevertError {
    if (data === '0x') return new RevertError(data, undefined, []);
    for (const abi of this.abis) {
      try {
        const decoded = decodeErrorResult({abi, data});
        return new RevertError(data, decoded.errorName, decoded.args ?? []);
      } catch {
        // Not an error of this ABI: try the next one.
      }
    }
    try {
      // `Error(string)` and `Panic(uint256)` decode without an ABI.
      const decoded = decodeErrorResult({abi: [], data});
      return new RevertError(data, decoded.errorName, decoded.args ?? []);
    } catch {
      return new RevertError(data, undefined, []);
    }
  }

  private decodeLog(address: Hex, topics: Hex[], data: Hex): DecodedLog {
    for (const abi of this.abis) {
      try {
        const decoded = decodeEventLog({abi, topics: topics as [Hex, ...Hex[]], data, strict: true}) as DecodeEventLogReturnType<
          Abi,
          ContractEventName<Abi>
        >;
        return {
          address: getAddress(address),
          eventName: decoded.eventName as string,
          args: (decoded.args ?? {}) as Record<string, unknown>,
        };
      } catch {
        // Not an event of this ABI: try the next one.
      }
    }
    return {address: getAddress(address), eventName: `unknown:${topics[0]}`, args: {}};
  }
}

/**
 * A contract bound to a chain, for tests that read like the guides: `lockup.read('statusOf', [id])`,
 * `lockup.write('cancel', [id], {from: sender})`, `lockup.expectRevert('renounce', [id], {from: alice})`.
 * Arguments and results are untyped (`unknown`); the ABI still checks them when encoding.
 */
export interface BoundContract {
  address: Address;
  abi: Abi;
  read(functionName: string, args?: readonly unknown[], options?: {from?: Address}): Promise<unknown>;
  write(functionName: string, args?: readonly unknown[], options?: {from?: Address; value?: bigint}): Promise<CallResult<unknown>>;
  expectRevert(functionName: string, args?: readonly unknown[], options?: {from?: Address; value?: bigint}): Promise<RevertError>;
}

export function bind(chain: LocalChain, address: Address, abi: Abi): BoundContract {
  chain.learn(abi);
  return {
    address,
    abi,
    read: (functionName, args = [], options = {}) =>
      chain.read({address, abi, functionName, args, ...options} as never) as Promise<unknown>,
    write: (functionName, args = [], options = {}) =>
      chain.write({address, abi, functionName, args, ...options} as never) as Promise<CallResult<unknown>>,
    expectRevert: (functionName, args = [], options = {}) => chain.expectRevert({address, abi, functionName, args, ...options} as never),
  };
}
