/**
 * Which example functions the EVM tests call. Each test process that uses the harness writes what its chain ran (the
 * creation code of each contract deployed, and each call as `address:selector`, calls made by contracts included) to
 * `node_modules/.cache/sablier-evm/calls/`; `tests/evm/function-coverage.check.ts` reads those records after the EVM
 * tests and compares them with the functions the guides show, taken from the examples' syntax trees.
 *
 * A function counts as called when a test sent a call to its selector at a contract compiled from its file (the
 * constructor when the contract was deployed), or when a called function reaches it in the syntax tree (an internal
 * function, a library function, a modifier's callee).
 */
import fs from 'node:fs';
import path from 'node:path';
import {type Address, type Hex, keccak256} from 'viem';
import type {LocalChain} from '../../plugins/lib/evm/chain';
import {type AstNode, astOf, compile} from '../../plugins/lib/evm/solc';

const ROOT = path.resolve(__dirname, '..', '..');
export const CALLS_DIR = path.join(ROOT, 'node_modules', '.cache', 'sablier-evm', 'calls');

/** What one test file's chain ran. */
export interface CallRecord {
  testFile: string;
  deployments: [Address, Hex][];
  calls: string[];
}

/** Write the chain's trace when this test process exits, under the name of the test file it runs. */
export function recordTrace(chain: LocalChain): void {
  const testFile = path.relative(ROOT, process.argv[1] ?? 'unknown');
  process.on('exit', () => {
    const record: CallRecord = {testFile, deployments: [...chain.trace.deployments], calls: [...chain.trace.calls]};
    fs.mkdirSync(CALLS_DIR, {recursive: true});
    fs.writeFileSync(path.join(CALLS_DIR, `${path.basename(testFile)}.json`), JSON.stringify(record));
  });
}

/** A function of an example: `examples/lockup/X.sol:Contract.name`. */
export interface ExampleFunction {
  key: string;
  file: string;
  contract: string;
  name: string;
  visibility: string;
}

type Node = AstNode & {nodes?: AstNode[]; name?: string; kind?: string; contractKind?: string; absolutePath?: string};

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
  } else if (node && typeof node === 'object') {
    if (typeof (node as Node).nodeType === 'string') visit(node as Node);
    for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
  }
}

/** The syntax trees of the given sources, indexed for the coverage questions. */
export class ExampleIndex {
  readonly functions = new Map<number, ExampleFunction & {node: Node}>();
  private readonly contracts = new Map<string, Node>();
  private readonly byId = new Map<number, Node>();

  constructor(readonly files: string[]) {
    const asts = astOf(files);
    for (const [source, ast] of Object.entries(asts)) {
      walk(ast, (node) => {
        this.byId.set(node.id, node);
        if (node.nodeType === 'ContractDefinition') this.contracts.set(`${source}:${node.name}`, node);
      });
      for (const contract of ((ast as Node).nodes ?? []) as Node[]) {
        if (contract.nodeType !== 'ContractDefinition') continue;
        for (const fn of (contract.nodes ?? []) as Node[]) {
          if (fn.nodeType !== 'FunctionDefinition' && fn.nodeType !== 'ModifierDefinition') continue;
          const name =
            fn.nodeType === 'ModifierDefinition' ? `modifier ${fn.name}` : fn.kind === 'function' ? String(fn.name) : String(fn.kind);
          this.functions.set(fn.id, {
            key: `${source}:${contract.name}.${name}`,
            file: source,
            contract: String(contract.name),
            name,
            visibility: String(fn.visibility),
            node: fn,
          });
        }
      }
    }
  }

  /** The functions a contract declares itself, and those of its bases, most derived first. */
  private ownAndInherited(contractKey: string): Node[] {
    const contract = this.contracts.get(contractKey);
    if (!contract) return [];
    const bases = (contract.linearizedBaseContracts as number[] | undefined) ?? [contract.id];
    return bases.flatMap((id) => ((this.byId.get(id)?.nodes ?? []) as Node[]).filter((n) => n.nodeType === 'FunctionDefinition'));
  }

  /** Entry points of a deployed contract: its constructor, and the function a selector dispatches to. */
  entryPoints(contractKey: string, selectors: Set<string>): number[] {
    const fns = this.ownAndInherited(contractKey);
    const ids: number[] = [];
    const ctor = fns.find((fn) => fn.kind === 'constructor');
    if (ctor) ids.push(ctor.id);
    for (const selector of selectors) {
      const fn = fns.find((f) => f.functionSelector === selector.replace(/^0x/, ''));
      if (fn) ids.push(fn.id);
    }
    return ids;
  }

  /** Every function or modifier reachable from `roots` through the references in their bodies and modifiers. */
  reachable(roots: number[]): Set<number> {
    const seen = new Set<number>();
    const queue = [...roots];
    while (queue.length > 0) {
      const id = queue.pop() as number;
      if (seen.has(id)) continue;
      seen.add(id);
      const node = this.byId.get(id);
      if (!node) continue;
      walk([node.body, node.modifiers], (child) => {
        const ref = child.referencedDeclaration;
        if (typeof ref === 'number') {
          const target = this.byId.get(ref);
          if (target && (target.nodeType === 'FunctionDefinition' || target.nodeType === 'ModifierDefinition')) queue.push(ref);
        }
      });
    }
    return seen;
  }
}

/**
 * The creation-code hash of each contract of the given compilations, by `file:Contract`. Pass the same file lists the
 * tests compile, so that the compiler cache answers.
 */
export function creationHashes(compilations: string[][]): Map<Hex, string> {
  const hashes = new Map<Hex, string>();
  for (const files of compilations) {
    for (const [key, artifact] of Object.entries(compile(files))) hashes.set(keccak256(artifact.bytecode), key);
  }
  return hashes;
}

/** Read every record in {@link CALLS_DIR}. */
export function readRecords(): CallRecord[] {
  if (!fs.existsSync(CALLS_DIR)) return [];
  return fs
    .readdirSync(CALLS_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(CALLS_DIR, f), 'utf8')) as CallRecord);
}
