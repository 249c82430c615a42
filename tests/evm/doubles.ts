/**
 * Support for the example tests that run against test doubles (Bob, Escrow, Airdrops): no package here ships the
 * bytecode of those protocols, only their ABIs (the `sablier` package). The doubles in `tests/evm/contracts/` implement
 * the functions the examples call; this module checks each double against the published ABI, reads the calls a double
 * recorded (decoded with the published ABI), and serves a viem `http()` transport from the local chain so that the
 * TypeScript examples run unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  type Abi,
  type AbiFunction,
  type AbiParameter,
  type Address,
  decodeFunctionData,
  encodeFunctionResult,
  getAddress,
  type Hex,
  keccak256,
  parseTransaction,
  toFunctionSelector,
  recoverTransactionAddress,
  type TransactionSerialized,
  toHex,
} from 'viem';
import type {Artifact, BoundContract, LocalChain} from '../../plugins/lib/evm/chain';

const NODE_MODULES = path.resolve(__dirname, '..', '..', 'node_modules');

/** The ABI of `contract` that the `sablier` package publishes, e.g. `packageAbi('bob', 'v1.0', 'SablierBob')`. */
export function packageAbi(protocol: string, version: string, contract: string): Abi {
  const file = path.join(NODE_MODULES, 'sablier', 'abi', protocol, version, `${contract}.json`);
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  return (Array.isArray(parsed) ? parsed : (parsed as {abi: Abi}).abi) as Abi;
}

/** A parameter's ABI type with tuple components spelled out: the part of a signature the encoding depends on. */
function abiType(p: AbiParameter): string {
  const components = (p as {components?: readonly AbiParameter[]}).components;
  return components ? `(${components.map(abiType).join(',')})${p.type.slice('tuple'.length)}` : p.type;
}

/** `name(inputs) returns (outputs)` for functions, `error name(inputs)` for errors: what callers depend on. */
export function signatureOf(item: Abi[number]): string | undefined {
  if (item.type === 'function') {
    return `${item.name}(${item.inputs.map(abiType).join(',')}) returns (${item.outputs.map(abiType).join(',')})`;
  }
  if (item.type === 'error') return `error ${item.name}(${item.inputs.map(abiType).join(',')})`;
  return undefined;
}

/** The recorder's two getters: the only functions of a double the protocol does not have. */
const RECORDER_FUNCTIONS = new Set(['recordedCount', 'recordedCall']);

/**
 * The functions and errors of `double` that `published` lacks or declares with other types (empty when the double
 * keeps to the published ABI). The recorder's getters are left out.
 */
export function driftFrom(double: Abi, published: Abi): string[] {
  const theirs = new Set(published.map(signatureOf).filter(Boolean));
  return double
    .filter((i) => (i.type === 'function' && !RECORDER_FUNCTIONS.has(i.name)) || i.type === 'error')
    .map(signatureOf)
    .filter((s): s is string => s !== undefined && !theirs.has(s));
}

/** The functions of `required` (an example's interface or viem fragments) that `double` does not implement. */
export function missingIn(double: Abi, required: Abi): string[] {
  const ours = new Set(double.map(signatureOf));
  return required
    .filter((i): i is AbiFunction => i.type === 'function')
    .map(signatureOf)
    .filter((s): s is string => s !== undefined && !ours.has(s));
}

export interface RecordedCall {
  caller: Address;
  value: bigint;
  functionName: string;
  args: readonly unknown[];
}

/** Every state-changing call `double` received, decoded with the published ABI (not the double's own). */
export async function recordedCalls(double: BoundContract, published: Abi): Promise<RecordedCall[]> {
  const count = (await double.read('recordedCount')) as bigint;
  const calls: RecordedCall[] = [];
  for (let i = 0n; i < count; i++) {
    const [caller, value, data] = (await double.read('recordedCall', [i])) as [Address, bigint, Hex];
    const {functionName, args} = decodeFunctionData({abi: published, data});
    calls.push({caller, value, functionName, args: args ?? []});
  }
  return calls;
}

interface RpcRequest {
  id: number;
  jsonrpc: '2.0';
  method: string;
  params?: unknown[];
}

/** What a JSON-RPC endpoint on the local chain needs to know: the contracts it may call, by address. */
export interface LocalRpcOptions {
  chain: LocalChain;
  chainId: number;
  /** ABIs by address; `eth_call` and `eth_sendRawTransaction` decode their calldata with the ABI of `to`. */
  contracts: Record<Address, Abi>;
}

/**
 * A stand-in for `globalThis.fetch` that answers viem's JSON-RPC requests from the local chain, so an example built
 * on `http()` runs against it without a network: `fetch` is the transport's only way out. Every URL is answered here
 * and recorded in `urls`; nothing leaves the process.
 */
export function localRpcFetch(options: LocalRpcOptions): {fetch: typeof fetch; urls: string[]; methods: string[]} {
  const urls: string[] = [];
  const methods: string[] = [];
  const receipts = new Map<Hex, Record<string, unknown>>();
  let block = 1n;
  const abiOf = (to: string): Abi => {
    const abi = options.contracts[getAddress(to)];
    if (!abi) throw new Error(`no contract known at ${to}`);
    return abi;
  };

  async function answer(request: RpcRequest): Promise<unknown> {
    methods.push(request.method);
    const params = request.params ?? [];
    switch (request.method) {
      case 'eth_chainId':
        return toHex(options.chainId);
      case 'eth_blockNumber':
        return toHex(block);
      case 'eth_getBlockByNumber':
        return {
          number: toHex(block),
          hash: keccak256(toHex(block)),
          parentHash: keccak256(toHex(block - 1n)),
          timestamp: toHex(options.chain.timestamp),
          baseFeePerGas: '0x1',
          gasLimit: toHex(45_000_000n),
          gasUsed: '0x0',
          transactions: [],
          uncles: [],
        };
      case 'eth_maxPriorityFeePerGas':
      case 'eth_gasPrice':
        return '0x1';
      case 'eth_getTransactionCount':
        return toHex(receipts.size);
      case 'eth_estimateGas':
        return toHex(1_000_000n);
      case 'eth_call': {
        const {to, data, from} = params[0] as {to: Address; data: Hex; from?: Address};
        const abi = abiOf(to);
        const {functionName, args} = decodeFunctionData({abi, data});
        const result = await options.chain.read({address: to, abi, functionName, args, from} as never);
        return encodeFunctionResult({abi, functionName, result} as never);
      }
      case 'eth_sendRawTransaction': {
        const raw = params[0] as TransactionSerialized;
        const tx = parseTransaction(raw);
        const from = await recoverTransactionAddress({serializedTransaction: raw as never});
        if (!tx.to || !tx.data) throw new Error('only contract calls are served');
        const abi = abiOf(tx.to);
        const {functionName, args} = decodeFunctionData({abi, data: tx.data});
        await options.chain.write({address: tx.to, abi, functionName, args, from, value: tx.value} as never);
        block++;
        const hash = keccak256(raw);
        receipts.set(hash, {
          transactionHash: hash,
          transactionIndex: '0x0',
          blockHash: keccak256(toHex(block)),
          blockNumber: toHex(block),
          from,
          to: tx.to,
          cumulativeGasUsed: '0x0',
          gasUsed: '0x0',
          effectiveGasPrice: '0x1',
          contractAddress: null,
          logs: [],
          logsBloom: `0x${'0'.repeat(512)}`,
          status: '0x1',
          type: '0x2',
        });
        return hash;
      }
      case 'eth_getTransactionReceipt':
        return receipts.get(params[0] as Hex) ?? null;
      default:
        throw new Error(`${request.method} is not served by the local RPC`);
    }
  }

  const localFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const body = JSON.parse(String(init?.body)) as RpcRequest | RpcRequest[];
    const one = async (request: RpcRequest) => {
      try {
        return {jsonrpc: '2.0', id: request.id, result: await answer(request)};
      } catch (error) {
        return {jsonrpc: '2.0', id: request.id, error: {code: -32000, message: String(error)}};
      }
    };
    const reply = Array.isArray(body) ? await Promise.all(body.map(one)) : await one(body);
    return new Response(
      JSON.stringify(reply, (_k, v: unknown) => (typeof v === 'bigint' ? toHex(v) : v)),
      {
        headers: {'content-type': 'application/json'},
      },
    );
  }) as typeof fetch;
  return {fetch: localFetch, urls, methods};
}

/**
 * Runs a TypeScript example that does its work when imported (as a reader's `npx tsx file.ts` would) with
 * `globalThis.fetch` served by `rpc` and `console` captured, and resolves with the lines it printed once `done`
 * matches one of them (or it reports an error).
 */
export async function runScript(
  file: string,
  rpc: typeof fetch,
  done: RegExp,
  timeoutMs = 30_000,
): Promise<{out: string[]; err: string[]}> {
  const out: string[] = [];
  const err: string[] = [];
  const saved = {fetch: globalThis.fetch, log: console.log, error: console.error, exitCode: process.exitCode};
  globalThis.fetch = rpc;
  console.log = (...args: unknown[]) => out.push(args.join(' '));
  console.error = (...args: unknown[]) => err.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  try {
    await import(file);
    const start = Date.now();
    // The scripts report a failure with console.error (process.exitCode is the test runner's too, so not read).
    while (!out.some((l) => done.test(l)) && err.length === 0) {
      if (Date.now() - start > timeoutMs) throw new Error(`${path.basename(file)} did not finish: ${out.join(' | ')}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return {out, err};
  } finally {
    globalThis.fetch = saved.fetch;
    console.log = saved.log;
    console.error = saved.error;
    process.exitCode = saved.exitCode;
  }
}

/**
 * The functions of `abi` that the chain never ran at a contract deployed from `artifact` (or at `address`, for an
 * interface implemented by a double), from the chain's trace: calls by tests and calls made by contracts both count.
 */
export function uncalled(chain: LocalChain, abi: Abi, where: {artifact: Artifact} | {address: Address}): string[] {
  const addresses =
    'address' in where
      ? [getAddress(where.address)]
      : [...chain.trace.deployments].filter(([, hash]) => hash === keccak256(where.artifact.bytecode)).map(([a]) => a);
  return abi
    .filter((i): i is AbiFunction => i.type === 'function' && !RECORDER_FUNCTIONS.has(i.name))
    .filter((f) => !addresses.some((a) => chain.trace.calls.has(`${a}:${toFunctionSelector(f)}`)))
    .map((f) => f.name);
}
