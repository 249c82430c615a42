import {type AbiParameter, decodeAbiParameters, type Hex} from 'viem';

/**
 * Pure logic of the error decoder on /reference/errors: recognises a 4-byte selector, full revert data or an error
 * name, and looks it up in the table of every Sablier custom error (generated at build time from the ABIs).
 */
export interface ErrorLocation {
  protocol: string;
  contract: string;
  releases: string[];
  href?: string;
}

export interface DecoderError {
  name: string;
  signature: string;
  selector: string;
  inputs: AbiParameter[];
  locations: ErrorLocation[];
  /** What the error means, in one sentence, for errors no generated page documents. */
  meaning?: string;
}

export interface DecodedArg {
  name: string;
  type: string;
  value: string;
}

export interface Match {
  error: DecoderError;
  /** Present when the input carried argument data that decoded cleanly. */
  args?: DecodedArg[];
  /** Why the argument data did not decode against this error's parameters. */
  decodeError?: string;
}

/** A custom error of a Solana program (Anchor): found by its numeric code, in decimal or hex. */
export interface SolanaDecoderError {
  code: number;
  name: string;
  message: string;
  /** Program name in prose, e.g. `Lockup`. */
  program: string;
  programId: string;
  /** Anchor of the error on the generated program reference. */
  href: string;
}

export type DecodeResult =
  | {kind: 'empty'}
  | {kind: 'solana'; code: number; hex: string; matches: SolanaDecoderError[]}
  | {kind: 'solana-unknown'; code: number; hex: string; message: string}
  | {kind: 'invalid'; message: string}
  | {kind: 'unknown'; selector: string; message: string}
  | {kind: 'selector'; selector: string; matches: Match[]}
  | {kind: 'names'; query: string; matches: DecoderError[]; total: number; solana: SolanaDecoderError[]}
  | {kind: 'no-names'; query: string; message: string};

const MAX_NAME_MATCHES = 25;

/** Solidity's own revert payloads: `revert("reason")` / `require(cond, "reason")` and panics (assert, overflow...). */
export const BUILTIN_ERRORS: DecoderError[] = [
  {name: 'Error', signature: 'Error(string)', selector: '0x08c379a0', inputs: [{name: 'reason', type: 'string'}], locations: []},
  {name: 'Panic', signature: 'Panic(uint256)', selector: '0x4e487b71', inputs: [{name: 'code', type: 'uint256'}], locations: []},
];

/** Renders a decoded ABI value as text: big integers in decimal, arrays and tuples as JSON. */
export function formatValue(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
}

function decodeArgs(error: DecoderError, data: Hex): Match {
  if (data === '0x') {
    return error.inputs.length === 0 ? {error, args: []} : {error};
  }
  try {
    const values = decodeAbiParameters(error.inputs, data);
    return {
      error,
      args: error.inputs.map((input, i) => ({name: input.name ?? `arg${i}`, type: input.type, value: formatValue(values[i])})),
    };
  } catch (e) {
    const message = (e as Error).message.split('\n')[0] ?? 'decoding failed';
    return {error, decodeError: `The data after the selector does not match ${error.signature}: ${message}`};
  }
}

/**
 * A Solana program error code in what a reader pastes: a decimal number (`6013`, as Anchor's log line and
 * `AnchorError` show it) or a short hex number (`0x177d`, as `custom program error: 0x177d` in the transaction logs
 * shows it), with or without those prefixes. Hex of 8 digits or more is an EVM selector, not a code.
 */
export function solanaCode(input: string): number | undefined {
  const text = input
    .trim()
    .replace(/^(custom program error|error number|error code)\s*:?\s*/i, '')
    .replace(/\.$/, '');
  if (/^\d{1,7}$/.test(text)) return Number(text);
  if (/^0x[0-9a-f]{1,7}$/i.test(text)) return Number.parseInt(text.slice(2), 16);
  return undefined;
}

/** The Solana program errors with a code, and what to say when none has it. */
export function decodeSolanaCode(code: number, solana: readonly SolanaDecoderError[]): DecodeResult {
  const hex = `0x${code.toString(16)}`;
  const matches = solana.filter((e) => e.code === code);
  if (matches.length > 0) return {kind: 'solana', code, hex, matches};
  let message = `${code} (${hex}) is not the code of any Sablier Solana program error.`;
  if (code < 6000) {
    message +=
      ' Codes below 6000 (0x1770) are Anchor framework errors, e.g. 2012 for an account that is not the expected one; the program reference lists those callers meet.';
  }
  return {kind: 'solana-unknown', code, hex, message};
}

export function decodeInput(rawInput: string, table: readonly DecoderError[], solana: readonly SolanaDecoderError[] = []): DecodeResult {
  const input = rawInput.trim();
  if (input === '') return {kind: 'empty'};

  const code = solanaCode(input);
  if (code !== undefined) {
    const result = decodeSolanaCode(code, solana);
    if (result.kind === 'solana-unknown' && /0x/i.test(input)) {
      result.message = `${result.message} It is also too short for an EVM selector, which is 4 bytes: 0x followed by 8 hex digits.`;
    }
    return result;
  }

  const hexLike = /^0x/i.test(input) || /^[0-9a-f]{8,}$/i.test(input);
  if (hexLike) {
    const hex = (/^0x/i.test(input) ? `0x${input.slice(2)}` : `0x${input}`).toLowerCase();
    if (!/^0x[0-9a-f]*$/.test(hex)) {
      return {kind: 'invalid', message: 'This is not hex: after 0x, use only the digits 0-9 and the letters a-f.'};
    }
    if (hex.length < 10) {
      return {kind: 'invalid', message: 'Too short: a selector is 4 bytes, that is 0x followed by 8 hex digits.'};
    }
    if ((hex.length - 2) % 2 !== 0) {
      return {kind: 'invalid', message: 'Odd number of hex digits: each byte takes two digits.'};
    }
    const selector = hex.slice(0, 10);
    const candidates = [...table, ...BUILTIN_ERRORS].filter((e) => e.selector === selector);
    if (candidates.length === 0) {
      return {
        kind: 'unknown',
        selector,
        message: `${selector} is not the selector of any Sablier custom error. It may come from a token or another contract called in the same transaction.`,
      };
    }
    const data = `0x${hex.slice(10)}` as Hex;
    return {kind: 'selector', selector, matches: candidates.map((e) => decodeArgs(e, data))};
  }

  if (/^[A-Za-z_][A-Za-z0-9_]*(\(.*\))?$/.test(input)) {
    const query = input.replace(/\(.*$/, '').toLowerCase();
    const exact = table.filter((e) => e.name.toLowerCase() === query);
    const partial = table.filter((e) => e.name.toLowerCase() !== query && e.name.toLowerCase().includes(query));
    const all = [...exact, ...partial];
    const programErrors = [
      ...solana.filter((e) => e.name.toLowerCase() === query),
      ...solana.filter((e) => e.name.toLowerCase() !== query && e.name.toLowerCase().includes(query)),
    ];
    if (all.length === 0 && programErrors.length === 0) {
      return {kind: 'no-names', query: input, message: `No Sablier custom error has a name containing "${input}".`};
    }
    return {kind: 'names', query: input, matches: all.slice(0, MAX_NAME_MATCHES), total: all.length, solana: programErrors};
  }

  return {
    kind: 'invalid',
    message:
      'Enter a 4-byte selector or full revert data starting with 0x, a Solana program error code (6013 or 0x177d), or part of an error name.',
  };
}
