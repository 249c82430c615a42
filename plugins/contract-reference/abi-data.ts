import fs from 'node:fs';
import path from 'node:path';
import {type AbiItem, abiDeclaration, abiSelector, canonicalSignature, readAbi, readJson} from './abi';
import {dropListedGetters, type Item, item, type Page, pagePath, type RefProtocol, type Row, type SectionName} from './model';
import {sentence} from './render';

/**
 * Protocols whose Solidity sources are not published with NatSpec we can render (Airdrops v3.0, Bob v1.0): the
 * member list comes from the ABIs in the `sablier` package and the words from our own data file
 * (src/data/<protocol>-reference.json). An ABI item without words fails the build.
 */
type Described = Record<string, string>;
interface FunctionData {
  summary: string;
  signature: string;
  notes?: string[];
  params?: Described;
  returns?: Described;
}
interface EntryData {
  kind: 'contract' | 'abstract' | 'interface' | 'library' | 'type' | 'external';
  source?: string;
  sidebar_position?: number;
  summary: string;
  inherits?: string[];
  notes?: string[];
  constants?: Described;
  stateVariables?: Described;
  modifiers?: Described;
  functions?: Record<string, FunctionData>;
  events?: Described;
  errors?: Described;
  structs?: Record<string, Described>;
  enums?: Record<string, string[]>;
}
export type AbiData = Record<string, EntryData | {use: string}>;

/** Which protocol a data file describes, and where its sources sit in the monorepo. */
export interface AbiDataSpec {
  protocol: RefProtocol;
  /** Folder of the protocol's package in the evm-monorepo, e.g. `airdrops`. */
  folder: string;
}

export const AIRDROPS_SPEC: AbiDataSpec = {protocol: 'airdrops', folder: 'airdrops'};
/** Bob v1.0 and Escrow share one package (`@sablier/bob`), one ABI folder and one `Errors` library. */
export const BOB_SPEC: AbiDataSpec = {protocol: 'bob', folder: 'bob'};

const MONOREPO = 'https://github.com/sablier-labs/evm-monorepo/blob/main/';
/** Sources starting with this prefix are shared evm-utils code, which sits in its own folder of the monorepo. */
const UTILS_PREFIX = 'utils/';

/** Source link and label of a data entry: `src/X.sol` in the protocol's folder, or `utils/...` at the monorepo root. */
export function sourceOf(spec: AbiDataSpec, source: string): {url: string; label: string} {
  const label = source.startsWith(UTILS_PREFIX) ? source : `${spec.folder}/${source}`;
  return {url: MONOREPO + label, label};
}

/** Route below /reference/<protocol>/contracts: third-party interfaces keep their `interfaces/external/` folder. */
export function dataPagePath(kind: Page['kind'], name: string, source: string | undefined): string {
  if (kind === 'interface' && source?.includes('/interfaces/external/')) return `interfaces/external/interface.${name}`;
  return pagePath(kind, name);
}

/** `"declaration | meaning"` -> its two halves. */
function split(value: string): [string, string] {
  const at = value.lastIndexOf(' | ');
  return at === -1 ? [value, ''] : [value.slice(0, at).trim(), value.slice(at + 3).trim()];
}

/** Long one-line declarations from the data file, laid out one parameter per line as forge fmt would. */
export function layout(declaration: string): string {
  const open = declaration.indexOf('(');
  if (declaration.length <= 80 || open === -1) return declaration;
  let depth = 0;
  let close = -1;
  const params: string[] = [];
  let start = open + 1;
  for (let i = open; i < declaration.length; i++) {
    const c = declaration[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) {
      close = i;
      break;
    } else if (c === ',' && depth === 1) {
      params.push(declaration.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (close === -1) return declaration;
  params.push(declaration.slice(start, close).trim());
  const head = declaration.slice(0, open);
  const tail = declaration.slice(close + 1).trim();
  return `${head}(\n${params.map((p) => `    ${p}`).join(',\n')}\n)${tail ? `\n    ${tail}` : ''}`;
}

function tokens(declaration: string): string[] {
  return declaration.split(/[\s()]+/);
}

function visibilityOf(declaration: string): string | undefined {
  return ['external', 'public', 'internal', 'private'].find((v) => tokens(declaration).includes(v));
}

function rowsOf(described: Described | undefined): Row[] {
  return Object.entries(described ?? {}).map(([name, value]) => {
    const [type, description] = split(value);
    return {name, type, description};
  });
}

/**
 * The EIP-712 message that `claimViaSig` verifies, as a wallet's `eth_signTypedData_v4` takes it, with sample values.
 * Rendered as a code block wherever the data file describes the typed data in a note.
 */
export const CLAIM_TYPED_DATA = {
  domain: {name: 'Sablier Airdrops Protocol', chainId: 1, verifyingContract: 'CAMPAIGN_ADDRESS'},
  primaryType: 'Claim',
  types: {
    EIP712Domain: [
      {name: 'name', type: 'string'},
      {name: 'chainId', type: 'uint256'},
      {name: 'verifyingContract', type: 'address'},
    ],
    Claim: [
      {name: 'index', type: 'uint256'},
      {name: 'recipient', type: 'address'},
      {name: 'to', type: 'address'},
      {name: 'amount', type: 'uint128'},
      {name: 'validFrom', type: 'uint40'},
    ],
  },
  message: {
    index: 2,
    recipient: 'RECIPIENT_ADDRESS',
    to: 'RECEIVER_ADDRESS',
    amount: '1000000000000000000000',
    validFrom: 1752425637,
  },
};

function noteMarkdown(note: string): string {
  if (note.startsWith('EIP-712 typed data')) {
    return [
      '',
      'The recipient signs this EIP-712 typed data (sample values; replace the placeholders with the campaign, the',
      'recipient and the receiving address; the domain has no `version` field). Any wallet',
      "that supports `eth_signTypedData_v4` can produce the signature, see MetaMask's example at",
      'https://docs.metamask.io/wallet/how-to/sign-data/#example.',
      '',
      '```json',
      JSON.stringify(CLAIM_TYPED_DATA, null, 2),
      '```',
      '',
    ].join('\n');
  }
  return `- ${sentence(note)}`;
}

function notesMarkdown(notes: string[] | undefined): string | undefined {
  if (!notes || notes.length === 0) return undefined;
  return notes.map(noteMarkdown).join('\n');
}

export function loadAbiData(file: string): Record<string, EntryData> {
  const json = readJson(file, 'reference data') as AbiData;
  const entries: Record<string, EntryData> = {};
  for (const [name, value] of Object.entries(json)) {
    if (name === '_about') continue;
    const entry = value as EntryData;
    if (typeof entry.summary !== 'string' || typeof entry.kind !== 'string') {
      throw new Error(`contract-reference: malformed entry ${name} in ${file}`);
    }
    entries[name] = entry;
  }
  return entries;
}

/**
 * Records where an event or error of a contract page is declared. Errors that the `_external` entry lists come from
 * third-party libraries, whichever entry describes them: its descriptions name the OpenZeppelin library
 * (``OpenZeppelin's `SafeERC20` ``); PRBMath errors carry PRBMath's prefix.
 */
function declaredIn(it: Item, key: string, external: EntryData | undefined): Item {
  it.declaredIn = key;
  const meaning = external?.errors?.[it.name];
  if (it.kind !== 'error' || meaning === undefined) return it;
  const prbmath = /^PRBMath_([A-Za-z0-9]+)_/.exec(it.name);
  const openzeppelin = /OpenZeppelin's `(\w+)`/.exec(split(meaning)[1]);
  // PRBMath declares its mulDiv errors in `Common.sol` and each type's errors beside the type (`ud60x18/Errors.sol`).
  if (prbmath) it.inherited = {vendor: 'PRBMath', contract: prbmath[1]?.startsWith('MulDiv') ? 'Common' : (prbmath[1] as string)};
  else if (openzeppelin) it.inherited = {vendor: 'OpenZeppelin', contract: openzeppelin[1] as string};
  else throw new Error(`contract-reference: the _external error ${it.name} names neither OpenZeppelin nor PRBMath`);
  it.declaredIn = it.inherited.contract;
  return it;
}

/** Builds the pages of one protocol from its ABI folder and its data file. */
export class AbiDataBuilder {
  private readonly abis = new Map<string, AbiItem[]>();

  constructor(
    private readonly data: Record<string, EntryData>,
    private readonly dataFile: string,
    abiDir: string,
    private readonly spec: AbiDataSpec = AIRDROPS_SPEC,
  ) {
    if (!fs.existsSync(abiDir)) throw new Error(`contract-reference: missing ABI folder: ${abiDir}`);
    for (const file of fs
      .readdirSync(abiDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      this.abis.set(path.basename(file, '.json'), readAbi(path.join(abiDir, file)));
    }
    for (const name of this.abis.keys()) {
      if (!this.data[name]) throw new Error(`contract-reference: ${name} has an ABI but no entry in ${this.dataFile}`);
    }
  }

  /** The data entries of a contract and of everything it inherits, nearest first. */
  private chain(name: string): string[] {
    const order: string[] = [];
    const queue = [name];
    while (queue.length > 0) {
      const next = queue.shift() as string;
      if (order.includes(next) || !this.data[next]) continue;
      order.push(next);
      queue.push(...(this.data[next]?.inherits ?? []));
    }
    return order;
  }

  /** The one selector that every ABI agrees on for a name, if any. */
  private selectorFor(type: string, name: string): {selector: string; signature: string} | undefined {
    const found = new Map<string, string>();
    for (const abi of this.abis.values()) {
      for (const it of abi) if (it.type === type && it.name === name) found.set(abiSelector(it), canonicalSignature(it));
    }
    if (found.size !== 1) return undefined;
    const [[selector, signature]] = [...found.entries()] as [[string, string]];
    return {selector, signature};
  }

  private functionItem(name: string, fn: FunctionData, own: boolean): Item {
    const visibility = visibilityOf(fn.signature);
    const mutability =
      ['view', 'pure', 'payable'].find((m) => tokens(fn.signature).includes(m)) ?? (name === 'constructor' ? undefined : 'nonpayable');
    const kind = name === 'constructor' || name === 'receive' ? name : 'function';
    const it = item(kind, name, layout(fn.signature), {
      visibility,
      mutability,
      notice: fn.summary,
      details: notesMarkdown(fn.notes),
      params: rowsOf(fn.params),
      returns: rowsOf(fn.returns),
    });
    if (own && kind === 'function' && (visibility === 'external' || visibility === 'public')) {
      Object.assign(it, this.selectorFor('function', name) ?? {});
    }
    return it;
  }

  private simpleItem(kind: Item['kind'], name: string, value: string, withSelector: boolean): Item {
    const [declaration, meaning] = split(value);
    const it = item(kind, name, layout(declaration), {
      notice: meaning,
      visibility: kind === 'variable' ? visibilityOf(declaration) : undefined,
    });
    if (withSelector) {
      const type = kind === 'variable' ? 'function' : kind;
      if (kind !== 'variable' || visibilityOf(declaration) === 'public') Object.assign(it, this.selectorFor(type, name) ?? {});
    }
    return it;
  }

  private declared(entry: EntryData): Partial<Record<SectionName, Item[]>> {
    const s: Partial<Record<SectionName, Item[]>> = {};
    const push = (section: SectionName, items: Item[]) => {
      if (items.length > 0) s[section] = items;
    };
    push(
      'Constants',
      Object.entries(entry.constants ?? {}).map(([n, v]) => this.simpleItem('variable', n, v, true)),
    );
    push(
      'State Variables',
      Object.entries(entry.stateVariables ?? {}).map(([n, v]) => this.simpleItem('variable', n, v, true)),
    );
    push('Functions', [
      ...Object.entries(entry.modifiers ?? {}).map(([n, v]) => this.simpleItem('modifier', n, v, false)),
      ...Object.entries(entry.functions ?? {}).map(([n, f]) => this.functionItem(n, f, true)),
    ]);
    push(
      'Events',
      Object.entries(entry.events ?? {}).map(([n, v]) => this.simpleItem('event', n, v, true)),
    );
    push(
      'Errors',
      Object.entries(entry.errors ?? {}).map(([n, v]) => this.simpleItem('error', n, v, true)),
    );
    push(
      'Structs',
      Object.entries(entry.structs ?? {}).map(([n, fields]) => {
        const {_note, ...rest} = fields;
        const rows = rowsOf(rest);
        const declaration = `struct ${n} {\n${rows.map((r) => `    ${r.type} ${r.name};`).join('\n')}\n}`;
        return item('struct', n, declaration, {notice: _note, fields: rows});
      }),
    );
    push(
      'Enums',
      Object.entries(entry.enums ?? {}).map(([n, values]) =>
        item('enum', n, `enum ${n} {\n${values.map((v) => `    ${v}`).join(',\n')}\n}`, {
          values: values.map((v) => ({name: v, description: ''})),
        }),
      ),
    );
    return s;
  }

  /** Looks a member up along the inheritance chain, then anywhere in the data. */
  private describe(contract: string, abiItem: AbiItem): Item {
    const name = abiItem.name ?? abiItem.type;
    const order = [...this.chain(contract), ...Object.keys(this.data).filter((k) => !this.chain(contract).includes(k))];
    for (const key of order) {
      const entry = this.data[key] as EntryData;
      const global = !this.chain(contract).includes(key);
      if (abiItem.type === 'function' || abiItem.type === 'constructor' || abiItem.type === 'receive') {
        if (global) continue;
        const fn = entry.functions?.[name];
        if (fn) return this.functionItem(name, fn, false);
        const variable = entry.constants?.[name] ?? entry.stateVariables?.[name];
        if (variable) return this.simpleItem('variable', name, variable, false);
      } else if (abiItem.type === 'event' && entry.events?.[name]) {
        return declaredIn(this.simpleItem('event', name, entry.events[name] as string, false), key, this.data._external);
      } else if (abiItem.type === 'error' && entry.errors?.[name]) {
        return declaredIn(this.simpleItem('error', name, entry.errors[name] as string, false), key, this.data._external);
      }
    }
    throw new Error(`contract-reference: ${abiItem.type} ${name} of ${contract} has no description in ${this.dataFile}`);
  }

  pages(): Page[] {
    const pages: Page[] = [];
    for (const [name, entry] of Object.entries(this.data)) {
      if (entry.kind === 'external') continue;
      const enumPage = entry.kind === 'type' && Object.keys(entry.enums ?? {}).includes(name);
      const kind: Page['kind'] = enumPage ? 'enum' : entry.kind;
      const source = entry.source ? sourceOf(this.spec, entry.source) : undefined;
      const page: Page = {
        protocol: this.spec.protocol,
        name,
        kind,
        path: dataPagePath(kind, name, entry.source),
        sidebarPosition: entry.sidebar_position,
        sourceUrl: source?.url,
        sourceLabel: source?.label,
        purpose: [entry.summary, notesMarkdown(entry.notes)].filter(Boolean).join('\n\n'),
        inherits: entry.inherits ?? [],
        sections: this.declared(entry),
      };
      if (enumPage && page.sections.Enums?.[0]) {
        const values = page.sections.Enums[0].values;
        for (const [i, v] of values.entries()) v.description = entry.notes?.[i]?.split(': ').slice(1).join(': ') ?? '';
        page.purpose = entry.summary;
      }
      const abi = this.abis.get(name);
      if (abi) this.completeFromAbi(page, name, abi);
      pages.push(page);
    }
    return pages;
  }

  /** Makes a contract page list every function, event and error of its ABI. */
  private completeFromAbi(page: Page, name: string, abi: AbiItem[]): void {
    const functions: Item[] = [];
    const events: Item[] = [];
    const errors: Item[] = [];
    for (const abiItem of abi) {
      if (!['function', 'constructor', 'receive', 'event', 'error'].includes(abiItem.type)) continue;
      const it = this.describe(name, abiItem);
      if (abiItem.type === 'constructor' || abiItem.type === 'receive') {
        functions.push(it);
        continue;
      }
      it.kind = abiItem.type === 'function' ? 'function' : (abiItem.type as Item['kind']);
      it.signature = canonicalSignature(abiItem);
      it.selector = abiSelector(abiItem);
      if (abiItem.type === 'function') {
        it.mutability = abiItem.stateMutability;
        if (!it.visibility || it.kind !== 'function') it.visibility = 'external';
        if (it.params.length === 0 && (abiItem.inputs ?? []).length > 0) {
          it.params = (abiItem.inputs ?? []).map((p) => ({name: p.name ?? '', type: p.type, description: ''}));
        }
      } else if (!it.declaration.startsWith(abiItem.type)) {
        it.declaration = abiDeclaration(abiItem);
      }
      (abiItem.type === 'function' ? functions : abiItem.type === 'event' ? events : errors).push(it);
    }
    // Constructor first, then `receive`, then the functions by name.
    const rank = (it: Item) => (it.kind === 'constructor' ? 0 : it.kind === 'receive' ? 1 : 2);
    const byName = (a: Item, b: Item) => rank(a) - rank(b) || a.name.localeCompare(b.name);
    const internal = (page.sections.Functions ?? []).filter(
      (f) => f.kind === 'modifier' || f.visibility === 'internal' || f.visibility === 'private',
    );
    page.sections.Functions = [...functions.sort(byName), ...internal];
    page.sections.Events = events.sort(byName);
    page.sections.Errors = errors.sort(byName);
    dropListedGetters(page);
  }
}
