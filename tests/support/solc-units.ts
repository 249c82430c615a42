/**
 * Compiles Solidity that is not a file of the repository, such as the code of a docs fence, in one `solc` call, with
 * Foundry-style remappings (`prefix=target`, the longest matching prefix wins, applied after a relative import is
 * resolved, as solc applies them). Every other source is read from the repository, by its path from the root.
 *
 * The result of a compilation, errors included, is cached on disk beside the EVM harness's artifacts
 * (`node_modules/.cache/sablier-evm/`), keyed by a hash of the complete compiler input, so an unchanged set of units
 * is not compiled again and a changed source never reuses a stale result.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import solc from 'solc';
import type {Abi} from 'viem';

const ROOT = path.resolve(__dirname, '..', '..');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'sablier-evm');
const IMPORT = /^\s*import\s+(?:[^'"]*from\s+)?["']([^"']+)["']/gm;

export interface UnitsInput {
  /** The units to compile: their code by source unit name (`fences/x/test/X.t.sol`). */
  units: Record<string, string>;
  /** `prefix=target` remappings, targets relative to the repository root (`forge-std/=tests/fixtures/forge-std/src/`). */
  remappings: string[];
  /** Generate bytecode for the units' contracts (and what they deploy), not only analyse them. */
  bytecode?: boolean;
}

export interface UnitsOutput {
  /** Compiler errors (not warnings), with the source unit each is in when solc names one. */
  errors: {file?: string; message: string}[];
  /** The ABI of each contract the units declare, by `unit:Contract`; empty when there are errors. */
  abis: Record<string, Abi>;
}

/** The source unit name an import refers to: a relative path joined to the importer's, then remapped. */
export function importName(importer: string, spec: string, remappings: string[]): string {
  const joined = spec.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(importer), spec)) : spec;
  let best: [string, string] | undefined;
  for (const remapping of remappings) {
    const [prefix = '', target = ''] = remapping.split('=');
    if (joined.startsWith(prefix) && prefix.length > (best?.[0].length ?? -1)) best = [prefix, target];
  }
  return best ? best[1] + joined.slice(best[0].length) : joined;
}

/** The units and, transitively, every source they import, read from the repository. */
function collect({units, remappings}: UnitsInput): Record<string, {content: string}> {
  const sources: Record<string, {content: string}> = {};
  const queue = Object.keys(units);
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (sources[name]) continue;
    let content = units[name];
    if (content === undefined) {
      const file = path.join(ROOT, name);
      if (!fs.existsSync(file)) continue; // solc reports the missing import, with the line that makes it
      content = fs.readFileSync(file, 'utf8');
    }
    sources[name] = {content};
    for (const match of content.matchAll(IMPORT)) queue.push(importName(name, match[1] as string, remappings));
  }
  return sources;
}

/** Compile the units in one solc call; errors are returned, not thrown, so that a test can say which unit fails. */
export function compileUnits(input: UnitsInput): UnitsOutput {
  const outputs = input.bytecode ? ['abi', 'evm.bytecode.object'] : ['abi'];
  const json = JSON.stringify({
    language: 'Solidity',
    sources: collect(input),
    settings: {
      evmVersion: 'prague',
      // Code generation as `forge build` does it, without the optimizer, whose passes take most of the time and do not
      // decide whether the code compiles.
      optimizer: {enabled: false},
      remappings: [...input.remappings].sort(),
      outputSelection: Object.fromEntries(Object.keys(input.units).map((unit) => [unit, {'*': outputs}])),
    },
  });
  const key = createHash('sha256').update(solc.version()).update(json).digest('hex');
  const cacheFile = path.join(CACHE_DIR, `units-${key}.json`);
  if (fs.existsSync(cacheFile)) return JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as UnitsOutput;
  const output = JSON.parse(solc.compile(json)) as {
    errors?: {severity: string; formattedMessage: string; sourceLocation?: {file: string}}[];
    contracts?: Record<string, Record<string, {abi: Abi}>>;
  };
  const result: UnitsOutput = {
    errors: (output.errors ?? [])
      .filter((e) => e.severity === 'error')
      .map((e) => ({...(e.sourceLocation ? {file: e.sourceLocation.file} : {}), message: e.formattedMessage})),
    abis: Object.fromEntries(
      Object.entries(output.contracts ?? {}).flatMap(([file, contracts]) =>
        Object.entries(contracts).map(([name, contract]) => [`${file}:${name}`, contract.abi]),
      ),
    ),
  };
  fs.mkdirSync(CACHE_DIR, {recursive: true});
  // Write then rename, so a test process running in parallel never reads a half-written file.
  const partial = `${cacheFile}.${process.pid}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(result));
  fs.renameSync(partial, cacheFile);
  return result;
}
