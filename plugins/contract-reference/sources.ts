import fs from 'node:fs';
import path from 'node:path';
import {type AbiItem, abiDeclaration, abiSelector, canonicalSignature, canonicalType, readAbi, readJson, selectorOf} from './abi';
import {
  dropListedGetters,
  type Item,
  item,
  type Page,
  pagePath,
  type RefProtocol,
  type Row,
  type SectionName,
  thirdPartyVendor,
} from './model';
import {hasDocs, type NatSpec, parseNatSpec} from './natspec';
import {type AstNode, declarationText, paramsOf, returnsOf, type SolidityIndex, type SourceFile, typeText} from './solidity';

/** One protocol whose reference comes from a published package's Solidity sources and compiler artifacts. */
export interface SourceProtocol {
  protocol: RefProtocol;
  /** npm package, e.g. `@sablier/lockup`. */
  pkg: string;
  /** Expected package version prefix, e.g. `4.0.` for release v4.0. */
  version: string;
  /** Shared evm-utils files documented again under this protocol. */
  shared: {id: string; kind: Page['kind']}[];
  positions: Record<string, number>;
  /**
   * The files below `src/` to document (default: every file of the documented folders). A package of shared
   * utilities, such as `@sablier/evm-utils` for the Comptroller, holds more than the one product it documents.
   */
  files?: string[];
}

const FOLDER_KIND: Record<string, Page['kind']> = {
  '': 'contract',
  abstracts: 'abstract',
  interfaces: 'interface',
  libraries: 'library',
  types: 'type',
};

function solidityFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return solidityFiles(full);
      return entry.name.endsWith('.sol') ? [full] : [];
    })
    .sort();
}

interface PackageInfo {
  version: string;
  repository?: {url?: string; directory?: string};
}

function repoUrl(info: PackageInfo): string | undefined {
  const url = info.repository?.url?.replace(/^git\+/, '').replace(/\.git$/, '');
  return url?.startsWith('https://github.com/') ? url : undefined;
}

function sourceLink(nodeModules: string, id: string): {url?: string; label: string} {
  const [scope, name, ...rest] = id.split('/');
  const info = readJson(path.join(nodeModules, scope ?? '', name ?? '', 'package.json'), 'package.json') as PackageInfo;
  const repo = repoUrl(info);
  const dir = info.repository?.directory;
  const label = `${scope}/${name}@${info.version}/${rest.join('/')}`;
  if (!repo) return {label};
  // Pin the link to the release the label names: the monorepo tags each package release as `<folder>@v<version>`
  // (for example `lockup@v4.0.1`), so the file shown is the one in the installed package, not today's main branch.
  const ref = dir ? `${dir}@v${info.version}` : `v${info.version}`;
  return {url: `${repo}/blob/${ref}/${dir ? `${dir}/` : ''}${rest.join('/')}`, label};
}

/** Docs of a declaration, following `@inheritdoc` and, for undocumented overrides, the bases. */
export class DocResolver {
  constructor(private readonly index: SolidityIndex) {}

  private findIn(contract: string, match: (node: AstNode, scope: string) => boolean): AstNode | undefined {
    const entry = this.index.contracts.get(contract);
    return entry ? (entry.node.nodes as AstNode[]).find((n) => match(n, contract)) : undefined;
  }

  docs(node: AstNode, contract: string, match: (node: AstNode, scope: string) => boolean, depth = 0): NatSpec {
    const returnNames = returnsOf(node).map((r: AstNode) => r.name as string);
    const spec = parseNatSpec(node.documentation?.text, returnNames);
    if (depth > 8) return spec;
    if (spec.inheritdoc) {
      for (const base of this.index.linearize(spec.inheritdoc)) {
        const found = this.findIn(base, match);
        if (found) return this.docs(found, base, match, depth + 1);
      }
    }
    if (hasDocs(spec)) return spec;
    const chain = this.index.linearize(contract).slice(1);
    for (const base of chain) {
      const found = this.findIn(base, match);
      if (found) {
        const inherited = this.docs(found, base, match, depth + 1);
        if (hasDocs(inherited)) return inherited;
      }
    }
    return spec;
  }
}

function rows(nodes: AstNode[], source: SourceFile, described: Record<string, string>, returns?: NatSpec['returns']): Row[] {
  return nodes.map((p, i) => {
    const name: string = p.name || '';
    let description = described[name] ?? '';
    if (returns) {
      const named = returns.find((r) => r.name === name);
      description = named?.text ?? (returns.some((r) => r.name) ? '' : (returns[i]?.text ?? ''));
    }
    return {name, type: typeText(p.typeName, source), description};
  });
}

export class SourcePageBuilder {
  private readonly resolver: DocResolver;

  constructor(
    private readonly index: SolidityIndex,
    private readonly nodeModules: string,
  ) {
    this.resolver = new DocResolver(index);
  }

  private functionTypes(node: AstNode, scope: string): string[] {
    return paramsOf(node).map((p: AstNode) => this.index.abiType(p.typeName, scope));
  }

  private sameFunction(name: string, types: string[]) {
    return (n: AstNode, scope: string) => {
      if (n.nodeType === 'FunctionDefinition' && n.name === name) {
        try {
          return this.functionTypes(n, scope).join(',') === types.join(',');
        } catch {
          return false;
        }
      }
      return n.nodeType === 'VariableDeclaration' && n.name === name && types.length === 0;
    };
  }

  private withDocs(it: Item, spec: NatSpec): Item {
    it.notice = spec.notice;
    it.details = spec.dev;
    return it;
  }

  functionItem(node: AstNode, contract: string, source: SourceFile, withSelector: boolean): Item {
    const kind = node.kind === 'function' ? 'function' : node.kind === 'constructor' ? 'constructor' : node.kind;
    const name: string = node.kind === 'function' ? node.name : node.kind;
    const types = this.functionTypes(node, contract);
    const spec = this.resolver.docs(node, contract, this.sameFunction(node.name, types));
    const external = node.visibility === 'external' || node.visibility === 'public';
    const signature = node.kind === 'function' && external ? `${node.name}(${types.join(',')})` : undefined;
    const it = item(kind, name, declarationText(node, source), {
      visibility: node.visibility,
      mutability: node.stateMutability,
      signature,
      selector: signature && withSelector ? selectorOf(signature, 'function') : undefined,
      params: rows(paramsOf(node), source, spec.params),
      returns: rows(returnsOf(node), source, {}, spec.returns),
    });
    return this.withDocs(it, spec);
  }

  private eventOrError(node: AstNode, contract: string, source: SourceFile): Item {
    const kind = node.nodeType === 'EventDefinition' ? 'event' : 'error';
    const types = paramsOf(node).map((p: AstNode) => this.index.abiType(p.typeName, contract));
    const signature = `${node.name}(${types.join(',')})`;
    const spec = parseNatSpec(node.documentation?.text);
    const it = item(kind, node.name, declarationText(node, source), {
      signature,
      selector: selectorOf(signature, kind),
      params: rows(paramsOf(node), source, spec.params),
    });
    return this.withDocs(it, spec);
  }

  private variableItem(node: AstNode, contract: string, source: SourceFile): Item {
    const spec = this.resolver.docs(
      node,
      contract,
      (n) =>
        n.name === node.name && (n.nodeType === 'VariableDeclaration' || (n.nodeType === 'FunctionDefinition' && paramsOf(n).length === 0)),
    );
    const it = item('variable', node.name, declarationText(node, source), {visibility: node.visibility});
    if (node.visibility === 'public' && node.typeName.nodeType !== 'Mapping') {
      it.signature = `${node.name}()`;
      it.selector = selectorOf(it.signature, 'function');
    }
    return this.withDocs(it, spec);
  }

  private structItem(node: AstNode, source: SourceFile): Item {
    const spec = parseNatSpec(node.documentation?.text);
    const it = item('struct', node.name, declarationText(node, source), {
      fields: (node.members as AstNode[]).map((m) => ({
        name: m.name,
        type: typeText(m.typeName, source),
        description: spec.params[m.name] ?? '',
      })),
    });
    return this.withDocs(it, spec);
  }

  private enumItem(node: AstNode, source: SourceFile): Item {
    const spec = parseNatSpec(node.documentation?.text);
    const values = (node.members as AstNode[]).map((m, i) => {
      const text = spec.custom[`value${i}`] ?? '';
      const description = text.startsWith(m.name) ? text.slice(m.name.length).trim() : text;
      return {name: m.name as string, description};
    });
    return this.withDocs(item('enum', node.name, declarationText(node, source), {values}), spec);
  }

  /** Members declared in one contract, interface or library, as forge-doc shows them. */
  declaredMembers(node: AstNode, source: SourceFile): Partial<Record<SectionName, Item[]>> {
    const sections: Partial<Record<SectionName, Item[]>> = {};
    const add = (section: SectionName, it: Item) => {
      sections[section] = [...(sections[section] ?? []), it];
    };
    const withSelector = node.contractKind !== 'library';
    const children = node.nodes as AstNode[];
    for (const child of children.filter((c) => c.nodeType === 'ModifierDefinition')) {
      const spec = parseNatSpec(child.documentation?.text);
      add(
        'Functions',
        this.withDocs(
          item('modifier', child.name, declarationText(child, source), {params: rows(paramsOf(child), source, spec.params)}),
          spec,
        ),
      );
    }
    for (const child of children) {
      switch (child.nodeType) {
        case 'VariableDeclaration':
          add(child.mutability === 'mutable' ? 'State Variables' : 'Constants', this.variableItem(child, node.name, source));
          break;
        case 'FunctionDefinition':
          add('Functions', this.functionItem(child, node.name, source, withSelector));
          break;
        case 'EventDefinition':
          add('Events', this.eventOrError(child, node.name, source));
          break;
        case 'ErrorDefinition':
          add('Errors', this.eventOrError(child, node.name, source));
          break;
        case 'StructDefinition':
          add('Structs', this.structItem(child, source));
          break;
        case 'EnumDefinition':
          add('Enums', this.enumItem(child, source));
          break;
        default:
      }
    }
    return sections;
  }

  private purpose(node: AstNode): string {
    const spec = parseNatSpec(node.documentation?.text);
    return [spec.notice, spec.dev].filter(Boolean).join('\n\n');
  }

  /** A page for an interface, abstract, library or type namespace: what the file itself declares. */
  /**
   * `declared` is the definition in the file being documented; pass it where another package may define a
   * contract of the same name (evm-utils and Flow both have a library `Errors`), since the index keeps the first.
   */
  sourcePage(protocol: RefProtocol, kind: Page['kind'], name: string, declared?: {node: AstNode; source: SourceFile}): Page {
    const {node, source} = declared ?? this.index.contract(name);
    const link = sourceLink(this.nodeModules, source.id);
    return {
      protocol,
      name,
      kind,
      path: pagePath(kind, name),
      sourceUrl: link.url,
      sourceLabel: link.label,
      purpose: this.purpose(node),
      inherits: (node.baseContracts as AstNode[]).map((b) => b.baseName.name as string),
      sections: this.declaredMembers(node, source),
    };
  }

  /**
   * A deployable contract: every function, event and error of its compiled ABI (inherited ones included), with the
   * declaration and NatSpec of the definition that implements it; the compiler's devdoc/userdoc where the sources
   * have none. State variables and constants are those the contract itself declares.
   */
  contractPage(protocol: RefProtocol, name: string, artifactFile: string, position: number | undefined): Page {
    const artifact = readJson(artifactFile, 'artifact') as {abi?: unknown; metadata?: {output?: {devdoc?: Devdoc; userdoc?: Devdoc}}};
    const abi = readAbi(artifactFile);
    const devdoc = artifact.metadata?.output?.devdoc ?? {};
    const userdoc = artifact.metadata?.output?.userdoc ?? {};
    const page = this.sourcePage(protocol, 'contract', name);
    page.sidebarPosition = position;
    const {node} = this.index.contract(name);
    const interfaceNotice = this.linkedInterfacePurpose(node);
    if (interfaceNotice) page.purpose = `${interfaceNotice}\n\n${page.purpose}`;
    const declared = page.sections;
    const chain = this.index.linearize(name);
    const functions: Item[] = [];
    const events: Item[] = [];
    const errors: Item[] = [];

    for (const abiItem of abi) {
      const signature = abiItem.type === 'constructor' ? 'constructor' : canonicalSignature(abiItem);
      const types = (abiItem.inputs ?? []).map(canonicalType);
      if (abiItem.type === 'function' || abiItem.type === 'constructor') {
        const def = this.findDefinition(
          chain,
          abiItem.type === 'constructor' ? undefined : abiItem.name,
          types,
          abiItem.type === 'constructor',
        );
        let it: Item;
        if (def && def.node.nodeType === 'FunctionDefinition') {
          it = this.functionItem(def.node, def.contract, def.source, true);
        } else if (def) {
          it = this.variableItem(def.node, def.contract, def.source);
          it.kind = 'function';
          it.mutability = 'view';
        } else {
          it = item(abiItem.type === 'constructor' ? 'constructor' : 'function', abiItem.name ?? 'constructor', abiDeclaration(abiItem), {
            visibility: 'external',
          });
        }
        const vendor = def ? thirdPartyVendor(def.source.id) : undefined;
        if (def && vendor) it.inherited = {vendor, contract: def.contract};
        if (abiItem.type === 'function') {
          it.signature = signature;
          it.selector = abiSelector(abiItem);
          it.mutability = abiItem.stateMutability;
        }
        this.fillFromCompiler(it, abiItem, signature, devdoc.methods, userdoc.methods);
        functions.push(it);
      } else if (abiItem.type === 'event' || abiItem.type === 'error') {
        const registry = abiItem.type === 'event' ? this.index.events : this.index.errors;
        const candidates = registry.get(abiItem.name ?? '') ?? [];
        const rank = (c: {node: AstNode; source: SourceFile}) => {
          const at = chain.indexOf(scopeOf(c.node, c.source));
          return at === -1 ? chain.length : at;
        };
        const preferred = [...candidates].sort((a, b) => rank(a) - rank(b));
        const def = preferred.find((c) => {
          try {
            return (
              paramsOf(c.node)
                .map((p: AstNode) => this.index.abiType(p.typeName, scopeOf(c.node, c.source)))
                .join(',') === types.join(',')
            );
          } catch {
            return false;
          }
        });
        const it = def
          ? this.eventOrError(def.node, scopeOf(def.node, def.source) ?? name, def.source)
          : item(abiItem.type, abiItem.name ?? '', abiDeclaration(abiItem));
        const vendor = def ? thirdPartyVendor(def.source.id) : undefined;
        const scope = def ? scopeOf(def.node, def.source) || path.basename(def.source.id, '.sol') : undefined;
        if (scope) it.declaredIn = scope;
        if (vendor && scope) it.inherited = {vendor, contract: scope};
        it.signature = signature;
        it.selector = abiSelector(abiItem);
        const docs = abiItem.type === 'event' ? {dev: devdoc.events, user: userdoc.events} : {dev: devdoc.errors, user: userdoc.errors};
        this.fillFromCompiler(it, abiItem, signature, docs.dev, docs.user);
        (abiItem.type === 'event' ? events : errors).push(it);
      }
    }
    const byName = (a: Item, b: Item) =>
      a.kind === 'constructor'
        ? -1
        : b.kind === 'constructor'
          ? 1
          : a.name.localeCompare(b.name) || (a.signature ?? '').localeCompare(b.signature ?? '');
    const internal = (declared.Functions ?? []).filter(
      (f) => f.kind === 'modifier' || (f.kind === 'function' && (f.visibility === 'internal' || f.visibility === 'private')),
    );
    page.sections = {
      Constants: declared.Constants,
      'State Variables': declared['State Variables'],
      Functions: [...functions.sort(byName), ...internal],
      Events: events.sort(byName),
      Errors: errors.sort(byName),
      Structs: declared.Structs,
      Enums: declared.Enums,
    };
    for (const key of Object.keys(page.sections) as SectionName[]) if (!page.sections[key]?.length) delete page.sections[key];
    dropListedGetters(page);
    return page;
  }

  private linkedInterfacePurpose(node: AstNode): string | undefined {
    const bases = (node.baseContracts as AstNode[]).map((b) => b.baseName.name as string);
    const own = bases.find((b) => b === `I${node.name}` || b === `ISablier${node.name.replace(/^Sablier/, '')}`);
    if (!own) return undefined;
    const entry = this.index.contracts.get(own);
    const spec = parseNatSpec(entry?.node.documentation?.text);
    return [spec.notice, spec.dev].filter(Boolean).join('\n\n') || undefined;
  }

  private findDefinition(chain: string[], name: string | undefined, types: string[], isConstructor: boolean) {
    for (const contract of chain) {
      const entry = this.index.contracts.get(contract);
      if (!entry) continue;
      for (const n of entry.node.nodes as AstNode[]) {
        if (isConstructor) {
          if (n.nodeType === 'FunctionDefinition' && n.kind === 'constructor') return {node: n, contract, source: entry.source};
          continue;
        }
        if (this.sameFunction(name ?? '', types)(n, contract) && (n.nodeType === 'FunctionDefinition' || n.visibility === 'public')) {
          return {node: n, contract, source: entry.source};
        }
      }
      if (isConstructor) return undefined;
    }
    return undefined;
  }

  private fillFromCompiler(
    it: Item,
    abiItem: AbiItem,
    signature: string,
    dev?: Record<string, DevEntry | DevEntry[]>,
    user?: Record<string, DevEntry | DevEntry[]>,
  ): void {
    const pick = (x?: DevEntry | DevEntry[]) => (Array.isArray(x) ? x[0] : x);
    const d = pick(dev?.[signature]);
    const u = pick(user?.[signature]);
    if (!it.notice && u?.notice) it.notice = u.notice;
    if (!it.details && d?.details) it.details = d.details;
    if (it.params.length === 0 && (abiItem.inputs ?? []).length > 0) {
      it.params = (abiItem.inputs ?? []).map((p) => ({name: p.name ?? '', type: p.type, description: d?.params?.[p.name ?? ''] ?? ''}));
    } else {
      for (const row of it.params) if (!row.description && d?.params?.[row.name]) row.description = d.params[row.name] ?? '';
    }
    if (abiItem.type === 'function' && it.returns.length === 0 && (abiItem.outputs ?? []).length > 0) {
      it.returns = (abiItem.outputs ?? []).map((p, i) => ({
        name: p.name ?? '',
        type: p.type,
        description: d?.returns?.[p.name || `_${i}`] ?? '',
      }));
    }
  }
}

interface DevEntry {
  notice?: string;
  details?: string;
  params?: Record<string, string>;
  returns?: Record<string, string>;
}
interface Devdoc {
  methods?: Record<string, DevEntry>;
  events?: Record<string, DevEntry>;
  errors?: Record<string, DevEntry[]>;
}

/** The contract a top-level-or-nested declaration belongs to. */
function scopeOf(node: AstNode, source: SourceFile): string {
  for (const top of source.ast.nodes as AstNode[]) {
    if (top.nodeType === 'ContractDefinition' && (top.nodes as AstNode[]).includes(node)) return top.name;
  }
  return '';
}

/** Every page of a source-based protocol. */
export function buildSourcePages(index: SolidityIndex, nodeModules: string, spec: SourceProtocol): Page[] {
  const pkgDir = path.join(nodeModules, spec.pkg);
  const info = readJson(path.join(pkgDir, 'package.json'), 'package.json') as PackageInfo;
  if (!info.version.startsWith(spec.version)) {
    throw new Error(`contract-reference: ${spec.pkg} is ${info.version}, expected ${spec.version}x (${path.join(pkgDir, 'package.json')})`);
  }
  const builder = new SourcePageBuilder(index, nodeModules);
  const pages: Page[] = [];
  const srcDir = path.join(pkgDir, 'src');
  const files = spec.files ? spec.files.map((f) => path.join(srcDir, f)) : solidityFiles(srcDir);
  for (const file of files) {
    const rel = path.relative(srcDir, file).split(path.sep).join('/');
    const folder = rel.includes('/') ? rel.slice(0, rel.indexOf('/')) : '';
    const kind = FOLDER_KIND[folder];
    if (!kind) continue;
    const source = index.load(`${spec.pkg}/src/${rel}`);
    for (const node of source.ast.nodes as AstNode[]) {
      if (node.nodeType === 'ContractDefinition') {
        // A package without an `abstracts/` folder keeps its abstract contracts next to the deployable ones.
        if (kind === 'contract' && node.abstract) {
          pages.push(builder.sourcePage(spec.protocol, 'abstract', node.name, {node, source}));
        } else if (kind === 'contract') {
          const artifact = path.join(pkgDir, 'artifacts', `${node.name}.json`);
          pages.push(builder.contractPage(spec.protocol, node.name, artifact, spec.positions[node.name]));
        } else {
          pages.push(builder.sourcePage(spec.protocol, kind, node.name, {node, source}));
        }
      } else if (kind === 'type' && (node.nodeType === 'EnumDefinition' || node.nodeType === 'StructDefinition')) {
        const members = builder.declaredMembers({nodes: [node], contractKind: 'library'}, source);
        const link = sourceLink(nodeModules, source.id);
        const standalone: Page = {
          protocol: spec.protocol,
          name: node.name,
          kind: node.nodeType === 'EnumDefinition' ? 'enum' : 'struct',
          path: pagePath(node.nodeType === 'EnumDefinition' ? 'enum' : 'struct', node.name),
          sourceUrl: link.url,
          sourceLabel: link.label,
          purpose: '',
          inherits: [],
          sections: members,
        };
        pages.push(standalone);
      }
    }
  }
  for (const shared of spec.shared) {
    const source = index.load(shared.id);
    for (const node of source.ast.nodes as AstNode[]) {
      if (node.nodeType === 'ContractDefinition') pages.push(builder.sourcePage(spec.protocol, shared.kind, node.name));
    }
  }
  return pages;
}
