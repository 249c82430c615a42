import fs from 'node:fs';
import path from 'node:path';
import solc from 'solc';

/**
 * Solidity sources read with solc's own parser (`stopAfter: "parsing"`): the AST carries every declaration with its
 * NatSpec (`documentation`) and byte ranges, so declarations are sliced from the source, never pattern-matched.
 */

// biome-ignore lint/suspicious/noExplicitAny: solc's JSON AST is untyped; the helpers below narrow it.
export type AstNode = any;

export interface SourceFile {
  /** Import path, e.g. `@sablier/lockup/src/SablierLockup.sol`. */
  id: string;
  file: string;
  bytes: Buffer;
  ast: AstNode;
}

export interface ContractEntry {
  name: string;
  node: AstNode;
  source: SourceFile;
}

export class SolidityIndex {
  readonly files = new Map<string, SourceFile>();
  readonly contracts = new Map<string, ContractEntry>();
  /** Structs, enums and value types, by plain and qualified (`Lockup.Amounts`) name. */
  readonly types = new Map<string, {node: AstNode; source: SourceFile}>();
  readonly errors = new Map<string, {node: AstNode; source: SourceFile}[]>();
  readonly events = new Map<string, {node: AstNode; source: SourceFile}[]>();

  constructor(private readonly nodeModules: string) {}

  /** Parses a file and, transitively, everything it imports. */
  load(id: string): SourceFile {
    const cached = this.files.get(id);
    if (cached) return cached;
    const file = path.join(this.nodeModules, id);
    if (!fs.existsSync(file)) throw new Error(`contract-reference: Solidity source not found: ${file}`);
    const bytes = fs.readFileSync(file);
    const input = {
      language: 'Solidity',
      sources: {[id]: {content: bytes.toString('utf8')}},
      settings: {stopAfter: 'parsing', outputSelection: {'*': {'': ['ast']}}},
    };
    const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
      errors?: {severity: string; formattedMessage: string}[];
      sources?: Record<string, {ast: AstNode}>;
    };
    const fatal = (output.errors ?? []).filter((e) => e.severity === 'error');
    const ast = output.sources?.[id]?.ast;
    if (fatal.length > 0 || !ast) {
      throw new Error(`contract-reference: cannot parse ${file}: ${fatal.map((e) => e.formattedMessage).join('\n')}`);
    }
    const source: SourceFile = {id, file, bytes, ast};
    this.files.set(id, source);
    for (const node of ast.nodes as AstNode[]) this.register(node, source, undefined);
    for (const node of ast.nodes as AstNode[]) {
      if (node.nodeType !== 'ImportDirective') continue;
      const target: string = node.file;
      const resolved = target.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(id), target)) : target;
      this.load(resolved);
    }
    return source;
  }

  private register(node: AstNode, source: SourceFile, scope: string | undefined): void {
    const qualified = (name: string) => (scope ? `${scope}.${name}` : name);
    switch (node.nodeType) {
      case 'ContractDefinition':
        if (!this.contracts.has(node.name)) this.contracts.set(node.name, {name: node.name, node, source});
        for (const child of node.nodes as AstNode[]) this.register(child, source, node.name);
        break;
      case 'StructDefinition':
      case 'EnumDefinition':
      case 'UserDefinedValueTypeDefinition':
        if (!this.types.has(qualified(node.name))) this.types.set(qualified(node.name), {node, source});
        if (!this.types.has(node.name)) this.types.set(node.name, {node, source});
        break;
      case 'ErrorDefinition':
        this.errors.set(node.name, [...(this.errors.get(node.name) ?? []), {node, source}]);
        break;
      case 'EventDefinition':
        this.events.set(node.name, [...(this.events.get(node.name) ?? []), {node, source}]);
        break;
      default:
    }
  }

  contract(name: string): ContractEntry {
    const entry = this.contracts.get(name);
    if (!entry) throw new Error(`contract-reference: contract ${name} not found in the parsed sources`);
    return entry;
  }

  /** C3 linearization, most derived first (Solidity lists bases from most base to most derived). */
  linearize(name: string): string[] {
    const entry = this.contracts.get(name);
    if (!entry) return [name];
    const bases: string[] = (entry.node.baseContracts as AstNode[]).map((b) => b.baseName.name);
    const sequences = [...[...bases].reverse().map((b) => this.linearize(b)), [...bases].reverse()];
    const result = [name];
    while (sequences.some((s) => s.length > 0)) {
      const candidate = sequences
        .filter((s) => s.length > 0)
        .map((s) => s[0] as string)
        .find((head) => !sequences.some((s) => s.indexOf(head) > 0));
      if (!candidate) throw new Error(`contract-reference: cannot linearize ${name}`);
      result.push(candidate);
      for (const s of sequences) if (s[0] === candidate) s.shift();
    }
    return result;
  }

  /** The canonical ABI type of a type name (structs become tuples, contracts addresses, enums uint8). */
  abiType(typeName: AstNode, scope: string | undefined): string {
    switch (typeName.nodeType) {
      case 'ElementaryTypeName': {
        const name: string = typeName.name === 'address payable' ? 'address' : typeName.name;
        if (name === 'uint' || name === 'int') return `${name}256`;
        if (name === 'byte') return 'bytes1';
        return name;
      }
      case 'ArrayTypeName': {
        const length = typeName.length ? (typeName.length.value ?? '') : '';
        return `${this.abiType(typeName.baseType, scope)}[${length}]`;
      }
      case 'UserDefinedTypeName': {
        const name: string = typeName.pathNode?.name ?? typeName.name;
        const found = (scope && this.types.get(`${scope}.${name}`)) || this.types.get(name);
        if (found) {
          const owner = name.includes('.') ? name.split('.')[0] : scope;
          if (found.node.nodeType === 'EnumDefinition') return 'uint8';
          if (found.node.nodeType === 'UserDefinedValueTypeDefinition') return this.abiType(found.node.underlyingType, owner);
          const members = (found.node.members as AstNode[]).map((m) => this.abiType(m.typeName, owner));
          return `(${members.join(',')})`;
        }
        if (this.contracts.has(name) || /^I[A-Z]/.test(name)) return 'address';
        throw new Error(`contract-reference: unknown type ${name}`);
      }
      case 'FunctionTypeName':
        return 'function';
      default:
        throw new Error(`contract-reference: unsupported type node ${typeName.nodeType}`);
    }
  }
}

/** The text of a node, or of its head up to the body (`{`) for functions and modifiers. */
export function declarationText(node: AstNode, source: SourceFile): string {
  const [start, length] = (node.src as string).split(':').map(Number) as [number, number];
  let end = start + length;
  if (node.body) end = Number((node.body.src as string).split(':')[0]);
  let text = source.bytes.subarray(start, end).toString('utf8').trimEnd();
  if (!node.body && (node.nodeType === 'FunctionDefinition' || node.nodeType === 'ModifierDefinition')) {
    if (!text.endsWith(';')) text += ';';
  }
  if (node.nodeType === 'VariableDeclaration' && text.endsWith(';')) text = text.slice(0, -1);
  // Dedent continuation lines by the declaration's own indentation.
  const lineStart = source.bytes.lastIndexOf(0x0a, start) + 1;
  const indent = start - lineStart;
  const lines = text.split('\n');
  return lines
    .map((line, i) => {
      if (i === 0) return line;
      const lead = line.length - line.trimStart().length;
      return line.slice(Math.min(lead, indent));
    })
    .join('\n');
}

export function paramsOf(node: AstNode): AstNode[] {
  return (node.parameters?.parameters ?? []) as AstNode[];
}

export function returnsOf(node: AstNode): AstNode[] {
  return (node.returnParameters?.parameters ?? []) as AstNode[];
}

/** Source text of a type name, e.g. `Lockup.CreateWithTimestamps` or `uint128[]`. */
export function typeText(node: AstNode, source: SourceFile): string {
  const [start, length] = (node.src as string).split(':').map(Number) as [number, number];
  return source.bytes.subarray(start, start + length).toString('utf8');
}
