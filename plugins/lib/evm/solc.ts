/**
 * Compiles Solidity to deployable artifacts with `solc` (the JavaScript build), resolving imports such as
 * `@sablier/lockup/src/...` or `@openzeppelin/contracts/...` to the published packages in node_modules, the way a
 * reader's Foundry or Hardhat project would.
 *
 * solc is slow (seconds per call), so results are cached twice: in memory for the rest of the process, and on disk in
 * `node_modules/.cache/sablier-evm/`, keyed by a hash of the complete compiler input (every source, imports included,
 * and the settings). A changed example or package therefore never reuses a stale artifact.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import solc from 'solc';
import type {Abi, Hex} from 'viem';
import type {Artifact} from './chain';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const NODE_MODULES = path.join(ROOT, 'node_modules');
const CACHE_DIR = path.join(NODE_MODULES, '.cache', 'sablier-evm');

/** Settings of every compilation: the EVM version and optimizer a reader's Foundry project would typically use. */
const SETTINGS = {
  evmVersion: 'prague',
  optimizer: {enabled: true, runs: 200},
  outputSelection: {'*': {'*': ['abi', 'evm.bytecode.object']}},
} as const;

/** Compiled contracts by `path/to/File.sol:ContractName` (the path relative to the repository or node_modules). */
export type Compiled = Record<string, Artifact>;

const memory = new Map<string, Compiled>();

function resolveImport(importPath: string): string | undefined {
  for (const file of [path.join(NODE_MODULES, importPath), path.join(ROOT, importPath)]) {
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

/** Every source the compilation reads: the roots and, transitively, their imports. */
function collectSources(roots: string[]): Record<string, {content: string}> {
  const sources: Record<string, {content: string}> = {};
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (sources[name]) continue;
    const file = resolveImport(name);
    if (!file) throw new Error(`Solidity source not found: ${name}`);
    const content = fs.readFileSync(file, 'utf8');
    sources[name] = {content};
    for (const match of content.matchAll(/^\s*import\s+(?:[^'"]*from\s+)?["']([^"']+)["']/gm)) {
      const spec = match[1] as string;
      queue.push(spec.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(name), spec)) : spec);
    }
  }
  return sources;
}

/**
 * Compile Solidity files. `files` are paths relative to the repository root (`examples/lockup/X.sol`) or to
 * node_modules (`@sablier/evm-utils/src/mocks/erc20/ERC20Mock.sol`). Throws on any compiler error.
 */
export function compile(files: string[]): Compiled {
  const sources = collectSources(files.map((f) => f.split(path.sep).join('/')));
  const input = JSON.stringify({language: 'Solidity', sources, settings: SETTINGS});
  const key = createHash('sha256').update(solc.version()).update(input).digest('hex');
  const cached = memory.get(key);
  if (cached) return cached;
  const cacheFile = path.join(CACHE_DIR, `${key}.json`);
  if (fs.existsSync(cacheFile)) {
    const compiled = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as Compiled;
    memory.set(key, compiled);
    return compiled;
  }
  const output = JSON.parse(solc.compile(input)) as {
    errors?: {severity: string; formattedMessage: string}[];
    contracts?: Record<string, Record<string, {abi: Abi; evm: {bytecode: {object: string}}}>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const compiled: Compiled = {};
  for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(contracts)) {
      compiled[`${file}:${name}`] = {abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex};
    }
  }
  memory.set(key, compiled);
  fs.mkdirSync(CACHE_DIR, {recursive: true});
  // Write then rename, so a test process running in parallel never reads a half-written file.
  const partial = `${cacheFile}.${process.pid}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(compiled));
  fs.renameSync(partial, cacheFile);
  return compiled;
}

/** One contract of a compilation, by file and contract name; throws if it is missing. */
export function artifactOf(compiled: Compiled, file: string, name: string): Artifact {
  const artifact = compiled[`${file}:${name}`];
  if (!artifact) throw new Error(`${name} not found in ${file}`);
  return artifact;
}

/**
 * The ABI of each contract and interface that `file` itself declares (not its imports), by name; `file` is relative
 * to the repository root, as for `compile`.
 */
export function abisOf(file: string): Record<string, Abi> {
  const name = file.split(path.sep).join('/');
  const prefix = `${name}:`;
  return Object.fromEntries(
    Object.entries(compile([name]))
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, artifact]) => [key.slice(prefix.length), artifact.abi]),
  );
}

/** A node of solc's JSON AST: its type, id and whatever else solc gives it. */
export interface AstNode {
  nodeType: string;
  id: number;
  [key: string]: unknown;
}

const astMemory = new Map<string, Record<string, AstNode>>();

/**
 * The syntax tree (solc's JSON AST) of each source unit that compiling `files` reads, by source name (`examples/...`,
 * `@sablier/...`). Analysis only, no code generation, so it takes a fraction of {@link compile}'s time.
 */
export function astOf(files: string[]): Record<string, AstNode> {
  const sources = collectSources(files.map((f) => f.split(path.sep).join('/')));
  const input = JSON.stringify({
    language: 'Solidity',
    sources,
    settings: {evmVersion: SETTINGS.evmVersion, outputSelection: {'*': {'': ['ast']}}},
  });
  const cached = astMemory.get(input);
  if (cached) return cached;
  const output = JSON.parse(solc.compile(input)) as {
    errors?: {severity: string; formattedMessage: string}[];
    sources?: Record<string, {ast: AstNode}>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const asts = Object.fromEntries(Object.entries(output.sources ?? {}).map(([name, source]) => [name, source.ast]));
  astMemory.set(input, asts);
  return asts;
}
