import fs from 'node:fs';
import {type AbiParameter, keccak256, toBytes, toEventSelector, toFunctionSelector} from 'viem';

export interface AbiItem {
  type: string;
  name?: string;
  inputs?: AbiParameter[];
  outputs?: AbiParameter[];
  stateMutability?: string;
  anonymous?: boolean;
}

/** Reads a JSON file, failing with a message that names the file. */
export function readJson(file: string, what: string): unknown {
  if (!fs.existsSync(file)) throw new Error(`contract-reference: missing ${what}: ${file}`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`contract-reference: malformed ${what} (invalid JSON): ${file}: ${(error as Error).message}`);
  }
}

/** Checks that a value is an ABI (an array of typed items with named functions, events and errors). */
export function validateAbi(value: unknown, file: string): AbiItem[] {
  if (!Array.isArray(value)) throw new Error(`contract-reference: malformed ABI (not an array): ${file}`);
  value.forEach((entry, i) => {
    const it = entry as AbiItem;
    const named = ['function', 'event', 'error'].includes(it?.type);
    if (typeof it !== 'object' || it === null || typeof it.type !== 'string' || (named && typeof it.name !== 'string')) {
      throw new Error(`contract-reference: malformed ABI item #${i}: ${file}`);
    }
    if (it.inputs !== undefined && !Array.isArray(it.inputs)) {
      throw new Error(`contract-reference: malformed ABI item #${i} (inputs): ${file}`);
    }
  });
  return value as AbiItem[];
}

/** Reads an ABI file: either a bare ABI array or an artifact with an `abi` field. */
export function readAbi(file: string): AbiItem[] {
  const json = readJson(file, 'ABI') as {abi?: unknown};
  return validateAbi(Array.isArray(json) ? json : json?.abi, file);
}

export function canonicalType(param: AbiParameter): string {
  if (param.type.startsWith('tuple')) {
    const components = (param as {components?: AbiParameter[]}).components ?? [];
    return `(${components.map(canonicalType).join(',')})${param.type.slice('tuple'.length)}`;
  }
  return param.type;
}

export function canonicalSignature(it: AbiItem): string {
  return `${it.name ?? ''}(${(it.inputs ?? []).map(canonicalType).join(',')})`;
}

/** 4-byte selector for functions and errors, topic 0 for events. */
export function abiSelector(it: AbiItem): string {
  if (it.type === 'event') return toEventSelector(canonicalSignature(it));
  return toFunctionSelector(canonicalSignature(it));
}

/** Selector of a canonical signature string (works with tuple types). */
export function selectorOf(signature: string, kind: 'function' | 'error' | 'event'): string {
  const hash = keccak256(toBytes(signature));
  return kind === 'event' ? hash : hash.slice(0, 10);
}

/** The Solidity-style declaration of an ABI item, using internal type names where the ABI has them. */
export function abiDeclaration(it: AbiItem): string {
  const param = (p: AbiParameter, withLocation: boolean) => {
    const internal = (p as {internalType?: string}).internalType ?? p.type;
    const t = internal.replace(/^(struct|enum|contract) /, '');
    const reference = internal.startsWith('struct ') || p.type.endsWith(']') || p.type === 'string' || p.type === 'bytes';
    const location = withLocation && reference ? ' memory' : '';
    const indexed = (p as {indexed?: boolean}).indexed ? ' indexed' : '';
    return `${t}${indexed}${location}${p.name ? ` ${p.name}` : ''}`;
  };
  const inputs = (it.inputs ?? []).map((p) => param(p, it.type === 'function' || it.type === 'constructor'));
  if (it.type === 'event') return `event ${it.name}(${inputs.join(', ')});`;
  if (it.type === 'error') return `error ${it.name}(${inputs.join(', ')});`;
  if (it.type === 'constructor') return `constructor(${inputs.join(', ')});`;
  const mutability = it.stateMutability && it.stateMutability !== 'nonpayable' ? ` ${it.stateMutability}` : '';
  const outputs = (it.outputs ?? []).map((p) => param(p, true));
  const returns = outputs.length > 0 ? ` returns (${outputs.join(', ')})` : '';
  return `function ${it.name}(${inputs.join(', ')}) external${mutability}${returns};`;
}
