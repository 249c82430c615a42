/**
 * The create call behind each stream chart: which function to call and with which arguments, as a table, a
 * Solidity snippet and a viem snippet. Pure string building from a chart's `CreateSpec`; the tests compile
 * the Solidity with solc and type-check the viem code with tsc against the installed packages.
 */
import type {CreateSpec} from './shapes';

/** Release whose interface the snippets target. */
export const LOCKUP_RELEASE = 'v4.0';
export const FLOW_RELEASE = 'v3.0';

export interface CreateCall {
  contract: 'SablierLockup' | 'SablierFlow';
  release: string;
  functionName: 'createWithTimestampsLL' | 'createWithTimestampsLD' | 'createWithTimestampsLT' | 'createAndDeposit';
  /** Argument rows for the on-screen table: name, Solidity type, value. */
  rows: {name: string; type: string; value: string}[];
  solidity: string;
  viem: string;
}

/** Human-readable ABI fragments (viem's `parseAbi` syntax) of the functions the snippets call. */
export const ABI_FRAGMENTS: Record<CreateCall['functionName'], string[]> = {
  createWithTimestampsLL: [
    'struct Timestamps { uint40 start; uint40 end; }',
    'struct CreateWithTimestamps { address sender; address recipient; uint128 depositAmount; address token; bool cancelable; bool transferable; Timestamps timestamps; string shape; }',
    'struct UnlockAmounts { uint128 start; uint128 cliff; }',
    'function createWithTimestampsLL(CreateWithTimestamps params, UnlockAmounts unlockAmounts, uint40 granularity, uint40 cliffTime) payable returns (uint256 streamId)',
  ],
  createWithTimestampsLD: [
    'struct Timestamps { uint40 start; uint40 end; }',
    'struct CreateWithTimestamps { address sender; address recipient; uint128 depositAmount; address token; bool cancelable; bool transferable; Timestamps timestamps; string shape; }',
    'struct Segment { uint128 amount; uint64 exponent; uint40 timestamp; }',
    'function createWithTimestampsLD(CreateWithTimestamps params, Segment[] segments) payable returns (uint256 streamId)',
  ],
  createWithTimestampsLT: [
    'struct Timestamps { uint40 start; uint40 end; }',
    'struct CreateWithTimestamps { address sender; address recipient; uint128 depositAmount; address token; bool cancelable; bool transferable; Timestamps timestamps; string shape; }',
    'struct Tranche { uint128 amount; uint40 timestamp; }',
    'function createWithTimestampsLT(CreateWithTimestamps params, Tranche[] tranches) payable returns (uint256 streamId)',
  ],
  createAndDeposit: [
    'function createAndDeposit(address sender, address recipient, uint128 ratePerSecond, uint40 startTime, address token, bool transferable, uint128 amount) payable returns (uint256 streamId)',
  ],
};

/** `1767225600` -> `"1767225600 (2026-01-01T00:00:00Z)"` for the table. */
function when(timestamp: bigint): string {
  return `${timestamp} (${new Date(Number(timestamp) * 1000).toISOString().replace('.000Z', 'Z')})`;
}

/** A UD2x18 exponent as a Solidity literal: 3e18 -> `3e18`, 0.3e18 -> `0.3e18`. */
function exponentLiteral(exponent: bigint): string {
  const E18 = 10n ** 18n;
  const whole = exponent / E18;
  const fraction = (exponent % E18).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction === '' ? `${whole}e18` : `${whole}.${fraction}e18`;
}

function endOf(spec: CreateSpec): bigint {
  switch (spec.kind) {
    case 'LL':
      return spec.endTime;
    case 'LD':
      return spec.segments[spec.segments.length - 1]?.timestamp ?? spec.startTime;
    case 'LT':
      return spec.tranches[spec.tranches.length - 1]?.timestamp ?? spec.startTime;
    case 'flow':
      return spec.startTime;
  }
}

const indent = (lines: string[], by = '    '): string => lines.map((l) => (l ? by + l : l)).join('\n');

function solidityParams(spec: Exclude<CreateSpec, {kind: 'flow'}>, shape: string): string[] {
  return [
    'Lockup.CreateWithTimestamps memory params = Lockup.CreateWithTimestamps({',
    '    sender: msg.sender,',
    '    recipient: recipient,',
    `    depositAmount: ${spec.depositAmount},`,
    '    token: token,',
    '    cancelable: true,',
    '    transferable: true,',
    `    timestamps: Lockup.Timestamps({ start: ${spec.startTime}, end: ${endOf(spec)} }),`,
    `    shape: "${shape}"`,
    '});',
  ];
}

function viemParams(spec: Exclude<CreateSpec, {kind: 'flow'}>, shape: string): string[] {
  return [
    '{',
    '  sender: client.account.address,',
    '  recipient,',
    `  depositAmount: ${spec.depositAmount}n,`,
    '  token,',
    '  cancelable: true,',
    '  transferable: true,',
    `  timestamps: { start: ${spec.startTime}, end: ${endOf(spec)} },`,
    `  shape: "${shape}",`,
    '},',
  ];
}

/** The first lines of every viem snippet: imports, the ABI fragment and the deployment lookup. */
function viemHeader(call: Pick<CreateCall, 'contract' | 'release' | 'functionName'>, protocol: 'lockup' | 'flow'): string[] {
  return [
    'import { type Account, type Address, type Chain, parseAbi, type Transport, type WalletClient } from "viem";',
    'import { sablier } from "sablier";',
    '',
    'const abi = parseAbi([',
    ...ABI_FRAGMENTS[call.functionName].map((f) => `  "${f}",`),
    ']);',
    '',
    '// The sender must first approve the contract to spend the deposit amount of `token`.',
    'export async function createStream(',
    '  client: WalletClient<Transport, Chain, Account>,',
    '  token: Address,',
    '  recipient: Address,',
    ') {',
    `  const release = sablier.releases.get({ protocol: "${protocol}", version: "${call.release}" });`,
    `  const contract = sablier.contracts.get({ chainId: client.chain.id, contractName: "${call.contract}", release });`,
    `  if (!contract) throw new Error(\`${call.contract} ${call.release} is not deployed on chain \${client.chain.id}\`);`,
    '  return client.writeContract({',
    '    address: contract.address as Address,',
    '    abi,',
    `    functionName: "${call.functionName}",`,
    '    args: [',
  ];
}

const VIEM_FOOTER = ['    ],', '  });', '}'];

/** The create call for a chart's stream. `shape` is the on-chain shape label (at most 32 bytes). */
export function createCall(spec: CreateSpec, shape: string): CreateCall {
  if (spec.kind === 'flow') {
    const base = {contract: 'SablierFlow', release: FLOW_RELEASE, functionName: 'createAndDeposit'} as const;
    return {
      ...base,
      rows: [
        {name: 'sender', type: 'address', value: 'the sender'},
        {name: 'recipient', type: 'address', value: 'the recipient'},
        {name: 'ratePerSecond', type: 'UD21x18', value: spec.ratePerSecond.toString()},
        {name: 'startTime', type: 'uint40', value: when(spec.startTime)},
        {name: 'token', type: 'IERC20', value: `the token (${spec.tokenDecimals} decimals)`},
        {name: 'transferable', type: 'bool', value: 'true'},
        {name: 'amount', type: 'uint128', value: spec.depositAmount.toString()},
      ],
      solidity: [
        `// ${base.contract} ${base.release}: ${base.functionName}. In scope: ISablierFlow flow, IERC20 token, address recipient.`,
        'uint256 streamId = flow.createAndDeposit({',
        '    sender: msg.sender,',
        '    recipient: recipient,',
        `    ratePerSecond: ud21x18(${spec.ratePerSecond}),`,
        `    startTime: ${spec.startTime},`,
        '    token: token,',
        '    transferable: true,',
        `    amount: ${spec.depositAmount}`,
        '});',
      ].join('\n'),
      viem: [
        ...viemHeader(base, 'flow'),
        '      client.account.address, // sender',
        '      recipient,',
        `      ${spec.ratePerSecond}n, // ratePerSecond`,
        `      ${spec.startTime}, // startTime`,
        '      token,',
        '      true, // transferable',
        `      ${spec.depositAmount}n, // amount`,
        ...VIEM_FOOTER,
      ].join('\n'),
    };
  }

  const common = [
    {name: 'params.depositAmount', type: 'uint128', value: spec.depositAmount.toString()},
    {name: 'params.timestamps.start', type: 'uint40', value: when(spec.startTime)},
    {name: 'params.timestamps.end', type: 'uint40', value: when(endOf(spec))},
    {name: 'params.shape', type: 'string', value: `"${shape}"`},
  ];
  const header = (fn: CreateCall['functionName']) =>
    `// SablierLockup ${LOCKUP_RELEASE}: ${fn}. In scope: ISablierLockup lockup, IERC20 token, address recipient.`;

  if (spec.kind === 'LL') {
    const base = {contract: 'SablierLockup', release: LOCKUP_RELEASE, functionName: 'createWithTimestampsLL'} as const;
    return {
      ...base,
      rows: [
        ...common,
        {name: 'unlockAmounts.start', type: 'uint128', value: spec.unlockAmounts.start.toString()},
        {name: 'unlockAmounts.cliff', type: 'uint128', value: spec.unlockAmounts.cliff.toString()},
        {name: 'granularity', type: 'uint40', value: spec.granularity === 0n ? '0 (one second)' : `${spec.granularity} seconds`},
        {name: 'cliffTime', type: 'uint40', value: spec.cliffTime === 0n ? '0 (no cliff)' : when(spec.cliffTime)},
      ],
      solidity: [
        header(base.functionName),
        ...solidityParams(spec, shape),
        'LockupLinear.UnlockAmounts memory unlockAmounts =',
        `    LockupLinear.UnlockAmounts({ start: ${spec.unlockAmounts.start}, cliff: ${spec.unlockAmounts.cliff} });`,
        `uint40 granularity = ${spec.granularity};`,
        `uint40 cliffTime = ${spec.cliffTime};`,
        'uint256 streamId = lockup.createWithTimestampsLL(params, unlockAmounts, granularity, cliffTime);',
      ].join('\n'),
      viem: [
        ...viemHeader(base, 'lockup'),
        indent(viemParams(spec, shape), '      '),
        `      { start: ${spec.unlockAmounts.start}n, cliff: ${spec.unlockAmounts.cliff}n }, // unlockAmounts`,
        `      ${spec.granularity}, // granularity`,
        `      ${spec.cliffTime}, // cliffTime`,
        ...VIEM_FOOTER,
      ].join('\n'),
    };
  }

  if (spec.kind === 'LD') {
    const base = {contract: 'SablierLockup', release: LOCKUP_RELEASE, functionName: 'createWithTimestampsLD'} as const;
    return {
      ...base,
      rows: [
        ...common,
        ...spec.segments.map((s, i) => ({
          name: `segments[${i}]`,
          type: 'Segment',
          value: `amount ${s.amount}, exponent ${exponentLiteral(s.exponent)}, timestamp ${when(s.timestamp)}`,
        })),
      ],
      solidity: [
        header(base.functionName),
        ...solidityParams(spec, shape),
        `LockupDynamic.Segment[] memory segments = new LockupDynamic.Segment[](${spec.segments.length});`,
        ...spec.segments.map(
          (s, i) =>
            `segments[${i}] = LockupDynamic.Segment({ amount: ${s.amount}, exponent: ud2x18(${exponentLiteral(s.exponent)}), timestamp: ${s.timestamp} });`,
        ),
        'uint256 streamId = lockup.createWithTimestampsLD(params, segments);',
      ].join('\n'),
      viem: [
        ...viemHeader(base, 'lockup'),
        indent(viemParams(spec, shape), '      '),
        '      [',
        ...spec.segments.map((s) => `        { amount: ${s.amount}n, exponent: ${s.exponent}n, timestamp: ${s.timestamp} },`),
        '      ],',
        ...VIEM_FOOTER,
      ].join('\n'),
    };
  }

  const base = {contract: 'SablierLockup', release: LOCKUP_RELEASE, functionName: 'createWithTimestampsLT'} as const;
  return {
    ...base,
    rows: [
      ...common,
      ...spec.tranches.map((t, i) => ({
        name: `tranches[${i}]`,
        type: 'Tranche',
        value: `amount ${t.amount}, timestamp ${when(t.timestamp)}`,
      })),
    ],
    solidity: [
      header(base.functionName),
      ...solidityParams(spec, shape),
      `LockupTranched.Tranche[] memory tranches = new LockupTranched.Tranche[](${spec.tranches.length});`,
      ...spec.tranches.map((t, i) => `tranches[${i}] = LockupTranched.Tranche({ amount: ${t.amount}, timestamp: ${t.timestamp} });`),
      'uint256 streamId = lockup.createWithTimestampsLT(params, tranches);',
    ].join('\n'),
    viem: [
      ...viemHeader(base, 'lockup'),
      indent(viemParams(spec, shape), '      '),
      '      [',
      ...spec.tranches.map((t) => `        { amount: ${t.amount}n, timestamp: ${t.timestamp} },`),
      '      ],',
      ...VIEM_FOOTER,
    ].join('\n'),
  };
}
