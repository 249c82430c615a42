/** The shape every generated reference page is built into before it is rendered to Markdown. */
export type RefProtocol = 'lockup' | 'flow' | 'airdrops' | 'bob' | 'comptroller';

/** Protocols documented from ABIs plus our own words (plugins/contract-reference/abi-data.ts), not from NatSpec. */
export const DATA_PROTOCOLS: readonly RefProtocol[] = ['airdrops', 'bob'];

export const SECTION_ORDER = ['Constants', 'State Variables', 'Functions', 'Events', 'Errors', 'Structs', 'Enums'] as const;
export type SectionName = (typeof SECTION_ORDER)[number];

export type ItemKind =
  | 'constructor'
  | 'function'
  | 'modifier'
  | 'receive'
  | 'fallback'
  | 'variable'
  | 'event'
  | 'error'
  | 'struct'
  | 'enum';

export interface Row {
  name: string;
  type: string;
  description: string;
}

export interface Item {
  kind: ItemKind;
  name: string;
  /** Canonical `name(type,...)`, present for ABI-visible functions, events and errors. */
  signature?: string;
  /** 4-byte selector (functions, errors) or topic 0 (events). */
  selector?: string;
  declaration: string;
  visibility?: string;
  mutability?: string;
  /** Markdown with `{Name}` references still unresolved. */
  notice?: string;
  details?: string;
  params: Row[];
  returns: Row[];
  /** Struct fields. */
  fields: Row[];
  /** Enum values. */
  values: {name: string; description: string}[];
  anchor?: string;
  /**
   * Set on a contract page for a member a third-party base contract declares (an OpenZeppelin ERC-721 function, say):
   * who publishes it and the contract that declares it. Rendered apart from Sablier's own members, and labelled.
   */
  inherited?: {vendor: string; contract: string};
  /** On a contract page: the contract, interface or library that declares the member (its group heading). */
  declaredIn?: string;
}

export interface Page {
  protocol: RefProtocol;
  name: string;
  kind: 'contract' | 'abstract' | 'interface' | 'library' | 'type' | 'enum' | 'struct';
  /** Path below /reference/<protocol>/contracts (the page's route there). */
  path: string;
  sidebarPosition?: number;
  sourceUrl?: string;
  sourceLabel?: string;
  /** Markdown. */
  purpose: string;
  inherits: string[];
  sections: Partial<Record<SectionName, Item[]>>;
}

export function routeOf(page: Pick<Page, 'protocol' | 'path'>): string {
  return `/reference/${page.protocol}/contracts/${page.path}`;
}

export function item(kind: ItemKind, name: string, declaration: string, extra: Partial<Item> = {}): Item {
  return {kind, name, declaration, params: [], returns: [], fields: [], values: [], ...extra};
}

/** Folder and file-name prefix of a page kind, as in the reference route scheme. */
export function pagePath(kind: Page['kind'], name: string): string {
  switch (kind) {
    case 'contract':
      return `contract.${name}`;
    case 'abstract':
      return `abstracts/abstract.${name}`;
    case 'interface':
      return `interfaces/interface.${name}`;
    case 'library':
      return `libraries/library.${name}`;
    case 'type':
      return `types/library.${name}`;
    case 'enum':
      return `types/enum.${name}`;
    case 'struct':
      return `types/struct.${name}`;
    default:
      throw new Error(`unknown page kind ${kind as string}`);
  }
}

/** Who publishes a Solidity source, from its import path; undefined for Sablier's own packages. */
export function thirdPartyVendor(importPath: string): string | undefined {
  if (importPath.startsWith('@sablier/')) return undefined;
  if (importPath.startsWith('@openzeppelin/')) return 'OpenZeppelin';
  if (importPath.startsWith('@prb/')) return 'PRBMath';
  if (importPath.startsWith('@chainlink/')) return 'Chainlink';
  return importPath.split('/')[0];
}

/** On a contract page listing the whole ABI, a public variable is shown once: as its getter under Functions. */
export function dropListedGetters(page: Page): void {
  const getters = new Set((page.sections.Functions ?? []).map((f) => f.signature).filter(Boolean));
  for (const section of ['Constants', 'State Variables'] as const) {
    const kept = (page.sections[section] ?? []).filter((v) => !(v.visibility === 'public' && getters.has(`${v.name}()`)));
    if (kept.length > 0) page.sections[section] = kept;
    else delete page.sections[section];
  }
}
