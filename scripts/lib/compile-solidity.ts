import fs from 'node:fs';
import path from 'node:path';
import solc from 'solc';

/**
 * Compiles Solidity sources the way a reader's Foundry or Hardhat project would: imports such as
 * `@sablier/lockup/src/...` or `@openzeppelin/contracts/...` resolve to the published packages in node_modules.
 * One solc call for all files, so shared imports are compiled once.
 */
export interface CompileResult {
  errors: string[];
  warnings: string[];
  contracts: Record<string, string[]>;
}

const NODE_MODULES = path.resolve(__dirname, '..', '..', 'node_modules');

function findImport(importPath: string): {contents: string} | {error: string} {
  const candidates = [path.join(NODE_MODULES, importPath), path.resolve(importPath)];
  for (const file of candidates) {
    if (fs.existsSync(file)) return {contents: fs.readFileSync(file, 'utf8')};
  }
  return {error: `File not found: ${importPath}`};
}

export function compileSolidity(files: string[]): CompileResult {
  const sources = Object.fromEntries(files.map((file) => [path.relative(process.cwd(), file), {content: fs.readFileSync(file, 'utf8')}]));
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: 'prague',
      optimizer: {enabled: false},
      outputSelection: {'*': {'': ['ast']}},
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), {import: findImport})) as {
    errors?: {severity: string; formattedMessage: string; sourceLocation?: {file: string}}[];
    sources?: Record<string, {ast: {nodes: {nodeType: string; name?: string}[]}}>;
  };
  const diagnostics = output.errors ?? [];
  const contracts: Record<string, string[]> = {};
  for (const [file, source] of Object.entries(output.sources ?? {})) {
    if (!(file in sources)) continue;
    contracts[file] = source.ast.nodes.filter((n) => n.nodeType === 'ContractDefinition').map((n) => n.name ?? '');
  }
  return {
    errors: diagnostics.filter((d) => d.severity === 'error').map((d) => d.formattedMessage),
    // Warnings from the published packages are theirs, not ours.
    warnings: diagnostics
      .filter((d) => d.severity === 'warning' && d.sourceLocation && d.sourceLocation.file in sources)
      .map((d) => d.formattedMessage),
    contracts,
  };
}

/** Every .sol file below a folder. */
export function solidityFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.sol'))
    .map((f) => path.join(dir, f))
    .sort();
}
