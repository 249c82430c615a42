import {PROTOCOL_LABELS} from './errors';
import {DATA_PROTOCOLS, type Item, type Page, routeOf, SECTION_ORDER, type SectionName} from './model';

/**
 * Renders pages as CommonMark (`.md`, which the site reads as plain Markdown), so NatSpec text with braces and
 * angle brackets cannot break MDX. Every link is an absolute route (with an anchor we assigned), which the build's
 * broken-link check verifies.
 */

/** Anchor priority: external API first, so `#withdraw` is the function, not a same-named variable. */
const ANCHOR_PRIORITY: SectionName[] = ['Functions', 'Events', 'Errors', 'Structs', 'Enums', 'Constants', 'State Variables'];
const SUFFIX: Record<string, string> = {
  event: 'event',
  error: 'error',
  struct: 'struct',
  enum: 'enum',
  variable: 'variable',
  modifier: 'modifier',
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Gives every item a unique anchor: the lowercase name, or for overloads the name plus its parameter types. */
export function assignAnchors(page: Page): void {
  const used = new Set<string>();
  const overloaded = new Set<string>();
  const counts = new Map<string, number>();
  for (const it of page.sections.Functions ?? []) counts.set(it.name, (counts.get(it.name) ?? 0) + 1);
  for (const [name, n] of counts) if (n > 1) overloaded.add(name);
  for (const section of ANCHOR_PRIORITY) {
    for (const it of page.sections[section] ?? []) {
      const base = slug(it.name) || it.kind;
      let anchor = base;
      if (used.has(anchor) && section === 'Functions' && overloaded.has(it.name) && it.signature) {
        const types = it.signature.slice(it.signature.indexOf('(') + 1, -1);
        anchor = `${base}-${slug(types) || 'none'}`;
      }
      if (used.has(anchor)) anchor = `${base}-${SUFFIX[it.kind] ?? it.kind}`;
      let n = 2;
      const stem = anchor;
      while (used.has(anchor)) anchor = `${stem}-${n++}`;
      used.add(anchor);
      it.anchor = anchor;
    }
  }
}

export interface LinkContext {
  /** All pages by protocol and name. */
  pages: Map<string, Page>;
}

export function pageKey(protocol: string, name: string): string {
  return `${protocol}/${name}`;
}

function findPage(ctx: LinkContext, page: Page, name: string): Page | undefined {
  return (
    ctx.pages.get(pageKey(page.protocol, name)) ??
    ['lockup', 'flow', 'airdrops', 'bob', 'comptroller'].map((p) => ctx.pages.get(pageKey(p, name))).find(Boolean)
  );
}

function findItem(target: Page, member: string): Item | undefined {
  for (const section of ANCHOR_PRIORITY) {
    const found = (target.sections[section] ?? []).find((it) => it.name === member);
    if (found) return found;
  }
  return undefined;
}

/** Resolves one `{Reference}` to a Markdown link, or to code when nothing documents it. */
function resolveReference(ctx: LinkContext, page: Page, ref: string): string {
  const [head, member] = ref.split(/[.-]/, 2) as [string, string | undefined];
  const target = findPage(ctx, page, head);
  if (target && !member) return `[\`${ref}\`](${routeOf(target)})`;
  if (target && member) {
    const it = findItem(target, member);
    if (it) return `[\`${ref}\`](${routeOf(target)}#${it.anchor})`;
    return `[\`${ref}\`](${routeOf(target)})`;
  }
  if (!member) {
    const it = findItem(page, head);
    if (it) return `[\`${ref}\`](#${it.anchor})`;
  }
  return `\`${ref}\``;
}

/** A `$$` block: KaTeX when it is TeX, a plain-text block when it is drawn with Unicode box characters. */
function displayMath(block: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is "anything outside ASCII".
  if (!/[^\x00-\x7f]/.test(block)) return `\n\n${block}\n\n`;
  return `\n\n\`\`\`text\n${block.slice(2, -2).replace(/^\s*\n|\n\s*$/g, '')}\n\`\`\`\n\n`;
}

/**
 * Turns NatSpec text into safe CommonMark: `{Name}` references become links, `<` and stray `$` are escaped. Inline
 * code and math (`$x$`, `$$ ... $$`, which the site renders with KaTeX) pass through untouched.
 */
export function markdown(ctx: LinkContext, page: Page, text: string | undefined): string {
  if (!text) return '';
  return text
    .split(/(`[^`\n]*`|\$\$[\s\S]+?\$\$|\$(?=[^\s$])[^$]*?[^\s$]\$|\$[^\s$]\$)/)
    .map((part, i) => {
      if (i % 2 === 1) return part.startsWith('$$') ? displayMath(part) : part;
      return part
        .replace(/</g, '&lt;')
        .replace(/\$/g, '\\$')
        .replace(/\{([A-Za-z_][A-Za-z0-9_]*(?:[.-][A-Za-z_][A-Za-z0-9_]*)?)\}/g, (_m, ref: string) => resolveReference(ctx, page, ref));
    })
    .join('');
}

/** Pages built from our terse data notes, which the renderer turns into sentences. */
function fromData(page: Page): boolean {
  return DATA_PROTOCOLS.includes(page.protocol);
}

/** A sentence from a terse note: capitalised, ending with a full stop. */
export function sentence(text: string): string {
  const t = text.trim();
  if (!t) return t;
  // Identifiers (msg.value, claimTo, CLAIM_TYPE) keep their case.
  const word = t.split(/\s/)[0] ?? '';
  const first = /^[a-z]+(-[a-z]+)*[,:;]?$/.test(word) ? t.charAt(0).toUpperCase() + t.slice(1) : t;
  return /[.!?:`]$/.test(first) ? first : `${first}.`;
}

/** NatSpec's "Notes:" / "Requirements:" labels become bold labels on their own paragraph. */
export function labelLists(text: string | undefined): string | undefined {
  if (!text) return text;
  return text
    .split('\n')
    .map((line) => (/^[A-Z][A-Za-z ]{2,30}:$/.test(line.trim()) ? `\n**${line.trim()}**\n` : line))
    .join('\n');
}

function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function table(ctx: LinkContext, page: Page, label: string, rows: Item['params']): string[] {
  if (rows.length === 0) return [];
  // A Description column with nothing in it only adds noise: drop it when no row is described.
  const described = rows.some((row) => row.description.trim() !== '');
  const lines = [
    `**${label}**`,
    '',
    described ? '| Name | Type | Description |' : '| Name | Type |',
    described ? '| --- | --- | --- |' : '| --- | --- |',
  ];
  for (const row of rows) {
    const name = row.name ? `\`${row.name}\`` : '&lt;none&gt;';
    const text = fromData(page) ? sentence(row.description) : row.description;
    lines.push(
      described ? `| ${name} | \`${cell(row.type)}\` | ${cell(markdown(ctx, page, text))} |` : `| ${name} | \`${cell(row.type)}\` |`,
    );
  }
  return [...lines, ''];
}

function code(declaration: string): string[] {
  const fence = declaration.includes('```') ? '~~~~' : '```';
  return [`${fence}solidity`, declaration, fence, ''];
}

function heading(name: string): string {
  return name.replace(/_/g, '\\_');
}

/** The section of the Comptroller's access control page that lists the protocol functions only it may call. */
export const COMPTROLLER_ONLY = '/reference/comptroller/access-control#protocol-functions-only-the-comptroller-may-call';

function renderItem(ctx: LinkContext, page: Page, it: Item, level = 3): string[] {
  const out = [`${'#'.repeat(level)} ${heading(it.name)} {#${it.anchor}}`, ''];
  if (it.inherited) out.push(`_Inherited from ${it.inherited.vendor}'s \`${it.inherited.contract}\`._`, '');
  const notice = markdown(ctx, page, it.notice ? (fromData(page) ? sentence(it.notice) : it.notice) : '');
  if (notice) out.push(notice, '');
  out.push(...code(it.declaration));
  const meta: string[] = [];
  if (it.visibility && it.kind !== 'event' && it.kind !== 'error') meta.push(`**Visibility:** \`${it.visibility}\``);
  if (it.mutability && (it.kind === 'function' || it.kind === 'constructor')) meta.push(`**Mutability:** \`${it.mutability}\``);
  if (it.selector) meta.push(`**${it.kind === 'event' ? 'Topic 0' : 'Selector'}:** \`${it.selector}\``);
  // Functions only the Comptroller may call: its admin reaches them through `execute`, which the Comptroller's access
  // control page explains for every protocol.
  if (it.kind === 'function' && /\bonlyComptroller\b/.test(it.declaration)) meta.push(`**Caller:** [the Comptroller](${COMPTROLLER_ONLY})`);
  if (meta.length > 0) out.push(meta.join(' · '), '');
  const details = markdown(ctx, page, labelLists(it.details));
  if (details) out.push(details, '');
  // Events and errors show their parameters in the declaration; a table only adds something when they are described.
  const describedParams =
    it.kind === 'function' || it.kind === 'constructor' || it.kind === 'modifier' || it.params.some((r) => r.description);
  if (describedParams) out.push(...table(ctx, page, 'Parameters', it.params));
  out.push(...table(ctx, page, 'Returns', it.returns));
  out.push(...table(ctx, page, 'Properties', it.fields));
  if (it.values.length > 0) {
    out.push('**Values**', '', '| Value | Name | Description |', '| --- | --- | --- |');
    it.values.forEach((v, i) => {
      out.push(`| ${i} | \`${v.name}\` | ${cell(markdown(ctx, page, v.description))} |`);
    });
    out.push('');
  }
  return out;
}

/** Members shown one heading level down, under a heading of their own that the table of contents lists instead. */
export interface MemberGroup {
  title: string;
  anchor: string;
  intro?: string;
  items: Item[];
}

const INTERNAL_FUNCTIONS = 'Internal functions and modifiers';

/**
 * How a section is laid out, so that the table of contents of a long page stays short (its h2 sections, the external
 * functions, and one line per group):
 * - members a third-party base contract declares (OpenZeppelin's ERC-721 functions on a Lockup contract, say) come
 *   after Sablier's own, under one group per publisher, each labelled;
 * - on a contract page, internal functions and modifiers form one group, and events and errors are grouped by the
 *   contract, interface or library that declares them;
 * - on an `Errors` library page, errors are grouped by the prefix that names the contract throwing them.
 */
export function sectionLayout(page: Page, section: SectionName, items: Item[]): {top: Item[]; groups: MemberGroup[]} {
  const own = items.filter((it) => !it.inherited);
  const groups = new Map<string, MemberGroup>();
  const add = (title: string, it: Item, intro?: string) => {
    const group = groups.get(title) ?? {title, anchor: slug(title.startsWith(section) ? title : `${section}-${title}`), intro, items: []};
    group.items.push(it);
    groups.set(title, group);
  };
  const top: Item[] = [];
  for (const it of own) {
    if (page.kind === 'contract' && section === 'Functions') {
      if (it.kind === 'modifier' || it.visibility === 'internal' || it.visibility === 'private') add(INTERNAL_FUNCTIONS, it);
      else top.push(it);
    } else if (page.kind === 'contract' && (section === 'Events' || section === 'Errors')) {
      const from = it.declaredIn ?? page.name;
      add(`Declared in ${from}`, it);
    } else if (page.name === 'Errors' && section === 'Errors' && /^[A-Za-z0-9]+_/.test(it.name)) {
      add(`${it.name.slice(0, it.name.indexOf('_'))} errors`, it);
    } else top.push(it);
  }
  for (const it of items) {
    if (!it.inherited) continue;
    const {vendor} = it.inherited;
    const title = `${section} inherited from ${vendor}`;
    add(title, it);
  }
  for (const group of groups.values()) {
    const sources = [...new Set(group.items.map((it) => it.inherited?.contract).filter(Boolean))].sort();
    if (sources.length > 0) {
      group.intro = `These ${section.toLowerCase()} come from ${group.items[0]?.inherited?.vendor}'s ${sources
        .map((c) => `\`${c}\``)
        .join(', ')}, which ${page.name} uses unchanged: they are not Sablier code.`;
    }
  }
  // A lone group adds a heading and hides nothing: its members stay at the section's level.
  if (groups.size === 1 && top.length === 0) {
    const [only] = [...groups.values()] as [MemberGroup];
    if (!only.intro) return {top: only.items, groups: []};
  }
  return {top, groups: [...groups.values()]};
}

function groupHeading(title: string): string {
  return heading(title.replace(/^Declared in (\w+)$/, 'Declared in `$1`').replace(/^(\w+) errors$/, '`$1` errors'));
}

function plain(text: string): string {
  return text
    .replace(/\{([^}]*)\}/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const KIND_LABEL: Record<Page['kind'], string> = {
  contract: 'contract',
  abstract: 'abstract contract',
  interface: 'interface',
  library: 'library',
  type: 'type namespace',
  enum: 'enum',
  struct: 'struct',
};

/** The product a page documents: Escrow ships in the Bob package and folder, but it is a product of its own. */
function productOf(page: Page): string {
  if (page.protocol === 'bob' && page.name.includes('Escrow')) return 'Escrow';
  return PROTOCOL_LABELS[page.protocol] ?? page.protocol;
}

export function description(page: Page): string {
  const first = plain(page.purpose.split('\n\n')[0] ?? '').split(/(?<=\.)\s/)[0] ?? '';
  const label = `${page.name}, ${KIND_LABEL[page.kind]} of Sablier ${productOf(page)}`;
  return first ? `${label}: ${sentence(first)}` : `Reference of the ${label}.`;
}

export function renderPage(ctx: LinkContext, page: Page): string {
  const front = ['---', `title: ${JSON.stringify(page.name)}`, `description: ${JSON.stringify(description(page))}`];
  if (page.sidebarPosition !== undefined) front.push(`sidebar_position: ${page.sidebarPosition}`);
  front.push('---', '');
  const out = [...front];
  const purpose = markdown(ctx, page, fromData(page) ? page.purpose.replace(/^[^\n]+/, (l) => sentence(l)) : page.purpose);
  if (purpose) out.push(purpose, '');
  if (page.inherits.length > 0) {
    const parents = page.inherits.map((name) => {
      const target = findPage(ctx, page, name);
      return target ? `[${name}](${routeOf(target)})` : name;
    });
    out.push(`**Inherits:** ${parents.join(', ')}`, '');
  }
  if (page.sourceLabel) {
    out.push(page.sourceUrl ? `**Source:** [\`${page.sourceLabel}\`](${page.sourceUrl})` : `**Source:** \`${page.sourceLabel}\``, '');
  }
  for (const section of SECTION_ORDER) {
    const items = page.sections[section] ?? [];
    if (items.length === 0) continue;
    out.push(`## ${section}`, '');
    const {top, groups} = sectionLayout(page, section, items);
    for (const it of top) out.push(...renderItem(ctx, page, it));
    for (const group of groups) {
      out.push(`### ${groupHeading(group.title)} {#${group.anchor}}`, '');
      if (group.intro) out.push(group.intro, '');
      for (const it of group.items) out.push(...renderItem(ctx, page, it, 4));
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
