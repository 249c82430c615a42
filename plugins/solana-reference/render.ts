/**
 * Renders the Solana program reference (four CommonMark pages per program: instructions, accounts, errors, events)
 * from a checked, corrected Anchor IDL. Same conventions as the EVM contract reference (plugins/contract-reference):
 * one h3 with a fixed anchor per item, a bold meta line (discriminator, TypeScript name), tables for arguments,
 * accounts and fields, and only absolute routes in links, which the build's broken-link check verifies.
 */
import {type AccountDoc, type DocSections, parseAccountDoc, parseDocs} from './docs';
import type {Idl, IdlInstruction, IdlInstructionAccount, IdlSeed, IdlType, IdlTypeDef} from './idl';
import {parseSource} from './instruction-errors';
import {accountLayout, type FieldLayout} from './layout';
import {ATA_PROGRAM, base58, camelCase, constSeed, hex, kebab, WELL_KNOWN} from './names';

export {borshSize} from './layout';

export const SOLANA_REFERENCE_KINDS = ['instructions', 'accounts', 'errors', 'events'] as const;
export type ReferenceKind = (typeof SOLANA_REFERENCE_KINDS)[number];

export interface ProgramContext {
  /** Route segment and package protocol key: `lockup`, `airdrops`. */
  protocol: string;
  /** Name in prose: `Lockup`, `Merkle Instant`. */
  label: string;
  /** The package's contract name: `SablierLockupLinear`. */
  programName: string;
  release: string;
  idl: Idl;
  /** Clusters on which the package lists the program at the IDL's address, e.g. `mainnet-beta`. */
  clusters: string[];
  /** Source folder of the program at the release tag. */
  sourceUrl: string;
  /** When each custom error is raised (./notes.ts), by error name. */
  errorWhen: Readonly<Record<string, string>>;
  /** Anchor framework errors callers meet: code, name, Anchor's message, when. */
  frameworkErrors: readonly {code: number; name: string; message: string; when: string}[];
  /** The errors each instruction can raise (./instruction-errors.ts), resolved to their codes, by instruction name. */
  instructionErrors: Readonly<Record<string, readonly ResolvedError[]>>;
  /** Descriptions of arguments the IDL docs leave without one (./notes.ts), by instruction, then argument. */
  argumentDocs: Readonly<Record<string, Readonly<Record<string, {text: string; source: string}>>>>;
}

/** An error an instruction can raise, with its code and where it comes from. */
export interface ResolvedError {
  code: number;
  name: string;
  /** `program` for the program's own errors (linked to the errors page), else the program that raises it. */
  origin: 'program' | 'Anchor' | 'System program' | 'Token program';
  when: string;
  /** solsab `path:line` references at the release tag. */
  sources: readonly string[];
}

export const routeOf = (protocol: string, kind: ReferenceKind): string => `/solana/reference/${protocol}/${kind}`;

const TITLES: Record<ReferenceKind, string> = {instructions: 'Instructions', accounts: 'Accounts', errors: 'Errors', events: 'Events'};

/** Escapes text for CommonMark outside code spans: `<` (HTML), `$` (the site renders math), `|` in table cells. */
export function escapeText(text: string, inTable = false): string {
  return text
    .split(/(`[^`\n]*`)/)
    .map((part, i) => {
      if (i % 2 === 1) return inTable ? part.replace(/\|/g, '\\|') : part;
      let out = part.replace(/</g, '&lt;').replace(/\$/g, '\\$');
      if (inTable) out = out.replace(/\|/g, '\\|');
      return out;
    })
    .join('');
}

function heading(name: string): string {
  return name.replace(/_/g, '\\_');
}

function instructionAnchor(name: string): string {
  return name.toLowerCase();
}

/** Rust doc links of the IDL docs, turned into links to the generated pages; other links stay code. */
function rustLinks(ctx: ProgramContext, text: string): string {
  return text.replace(/\[`(fn@)?crate::([\w:]+)`\]/g, (_m, _fn: string | undefined, path: string) => {
    const name = path.split('::').pop() ?? path;
    if (path.startsWith('utils::events::') && ctx.idl.events?.some((e) => e.name === name)) {
      return `[\`${name}\`](${routeOf(ctx.protocol, 'events')}#${kebab(name)})`;
    }
    if (ctx.idl.instructions.some((ix) => ix.name === name)) {
      return `[\`${name}\`](${routeOf(ctx.protocol, 'instructions')}#${instructionAnchor(name)})`;
    }
    return `\`${name}\``;
  });
}

/** Doc text as safe Markdown: escaped, with Rust doc links resolved. */
function prose(ctx: ProgramContext, text: string, inTable = false): string {
  return escapeText(rustLinks(ctx, text), inTable);
}

/** An IDL type as Rust-like text, with defined types linked to the accounts page. */
export function typeText(ctx: ProgramContext, type: IdlType): string {
  const plain = (t: IdlType): string => {
    if (typeof t === 'string') return t === 'pubkey' ? 'Pubkey' : t === 'string' ? 'String' : t === 'bytes' ? 'Vec<u8>' : t;
    if ('vec' in t) return `Vec<${plain(t.vec)}>`;
    if ('option' in t) return `Option<${plain(t.option)}>`;
    if ('coption' in t) return `COption<${plain(t.coption)}>`;
    if ('array' in t) return `[${plain(t.array[0])}; ${typeof t.array[1] === 'number' ? t.array[1] : t.array[1].generic}]`;
    if ('defined' in t) return t.defined.name;
    return t.generic;
  };
  if (typeof type === 'object' && 'defined' in type) {
    return `[\`${type.defined.name}\`](${routeOf(ctx.protocol, 'accounts')}#${kebab(type.defined.name)})`;
  }
  return `\`${plain(type)}\``;
}

/** How the client finds an account of an instruction. */
export function locate(account: IdlInstructionAccount): string {
  if (account.address) {
    const known = WELL_KNOWN[account.address];
    return known ? `Fixed: ${known} (\`${account.address}\`)` : `Fixed: \`${account.address}\``;
  }
  const pda = account.pda;
  // Anchor's TypeScript client fills a signer it is not given with the provider's wallet
  // (@coral-xyz/anchor dist/cjs/program/accounts-resolver.js, resolveConst).
  if (!pda && account.signer) return "The signing wallet: Anchor's client fills in the provider's wallet";
  if (!pda) return 'Passed by the caller';
  const seed = (s: IdlSeed): string => {
    if (s.kind === 'const') return `\`${constSeed(s.value)}\``;
    if (s.kind === 'arg') return `argument \`${s.path}\``;
    return `\`${s.path}\``;
  };
  const program = pda.program;
  if (program?.kind === 'const' && base58(program.value) === ATA_PROGRAM && pda.seeds.length === 3) {
    const [owner, tokenProgram, mint] = pda.seeds.map(seed);
    return `Associated token account of ${owner} for the mint ${mint} (token program ${tokenProgram})`;
  }
  const seeds = pda.seeds.map(seed).join(', ');
  if (program?.kind === 'account') return `PDA of the program \`${program.path}\`, seeds ${seeds}`;
  if (program?.kind === 'const') return `PDA of the program \`${constSeed(program.value)}\`, seeds ${seeds}`;
  return `PDA of this program, seeds ${seeds}`;
}

function accountDescription(ctx: ProgramContext, doc: AccountDoc): string {
  const created =
    doc.creates === 'create' ? 'Created by this instruction.' : doc.creates === 'create-if-needed' ? 'Created if it does not exist.' : '';
  return [prose(ctx, doc.text, true), created].filter(Boolean).join(' ');
}

function flags(account: IdlInstructionAccount): string {
  const parts = [account.writable ? 'writable' : 'read-only'];
  if (account.signer) parts.push('signer');
  if (account.optional) parts.push('optional');
  return parts.join(', ');
}

/** The docs of an instruction, with "Refer to the X in [other]" sections filled in from that instruction. */
export function instructionDocs(idl: Idl, ix: IdlInstruction): DocSections {
  const own = parseDocs(ix.docs);
  for (const key of ['params', 'notes', 'requirements'] as const) {
    const other = own.refers[key];
    if (!other) continue;
    const source = idl.instructions.find((i) => i.name === other);
    if (!source) throw new Error(`solana-reference: ${idl.metadata.name}.${ix.name} refers to an unknown instruction "${other}"`);
    const theirs = parseDocs(source.docs);
    if (key === 'params') own.params = theirs.params;
    else own[key] = theirs[key];
  }
  return own;
}

function docsOf(ctx: ProgramContext, ix: IdlInstruction): DocSections {
  return instructionDocs(ctx.idl, ix);
}

/** Events an instruction emits, from the event links of its (filled-in) notes. */
export function eventsEmitted(ctx: ProgramContext, ix: IdlInstruction): string[] {
  const notes = docsOf(ctx, ix).notes.join('\n');
  return (ctx.idl.events ?? []).map((e) => e.name).filter((name) => notes.includes(`crate::utils::events::${name}\``));
}

function list(ctx: ProgramContext, label: string, items: readonly string[], sameAs?: string): string[] {
  if (sameAs) return [`**${label}**`, '', `Same as for [\`${sameAs}\`](#${instructionAnchor(sameAs)}).`, ''];
  if (items.length === 0) return [];
  return [`**${label}**`, '', ...items.map((item) => `- ${prose(ctx, item)}`), ''];
}

function tsCall(ix: IdlInstruction): string {
  return `program.methods.${camelCase(ix.name)}(${ix.args.map((a) => camelCase(a.name)).join(', ')})`;
}

function renderInstruction(ctx: ProgramContext, ix: IdlInstruction): string[] {
  const docs = docsOf(ctx, ix);
  const out = [`### ${heading(ix.name)} {#${instructionAnchor(ix.name)}}`, ''];
  if (docs.summary) out.push(prose(ctx, docs.summary), '');
  out.push(`**Discriminator:** \`${hex(ix.discriminator)}\` · **TypeScript:** \`${tsCall(ix)}\``, '');
  if (ix.args.length > 0) {
    out.push('**Arguments**', '', '| Name | Type | Description |', '| --- | --- | --- |');
    for (const arg of ix.args) {
      const text = docs.params.get(arg.name) ?? ctx.argumentDocs[ix.name]?.[arg.name]?.text ?? '';
      out.push(`| \`${arg.name}\` | ${typeText(ctx, arg.type)} | ${prose(ctx, text, true)} |`);
    }
    out.push('');
  }
  if (ix.returns !== undefined) out.push(`**Returns:** ${typeText(ctx, ix.returns)}`, '');
  out.push('**Accounts**', '', '| Account | Flags | Address | Description |', '| --- | --- | --- | --- |');
  for (const item of ix.accounts) {
    const account = item as IdlInstructionAccount;
    const camel = camelCase(account.name);
    const name = camel === account.name ? `\`${account.name}\`` : `\`${account.name}\` (\`${camel}\`)`;
    out.push(`| ${name} | ${flags(account)} | ${locate(account)} | ${accountDescription(ctx, parseAccountDoc(account.docs))} |`);
  }
  out.push('');
  out.push(...list(ctx, 'Notes', docs.notes, docs.refers.notes), ...list(ctx, 'Requirements', docs.requirements, docs.refers.requirements));
  out.push(...errorsTable(ctx, ix));
  return out;
}

/** A solsab source reference as a link to the file at the release tag: `cancel.rs:21-24`. */
function sourceLink(ctx: ProgramContext, source: string): string {
  const {path, first, last} = parseSource(source);
  const blob = ctx.sourceUrl.replace(/\/tree\/([^/]+)\/.*$/, '/blob/$1/');
  const lines = first === last ? `L${first}` : `L${first}-L${last}`;
  const label = `${path.split('/').pop()}:${first === last ? first : `${first}-${last}`}`;
  return `[\`${label}\`](${blob}${path}#${lines})`;
}

/** The errors an instruction can raise, in the order the checks run, with the source lines of each check. */
function errorsTable(ctx: ProgramContext, ix: IdlInstruction): string[] {
  const errors = ctx.instructionErrors[ix.name] ?? [];
  if (errors.length === 0) return [];
  const rows = errors.map((e) => {
    const code = e.origin === 'program' || e.origin === 'Anchor' ? String(e.code) : `${e.code} (\`${hexCode(e.code)}\`)`;
    const name =
      e.origin === 'program' ? `[\`${e.name}\`](${routeOf(ctx.protocol, 'errors')}#${kebab(e.name)})` : `\`${e.name}\` (${e.origin})`;
    return `| ${code} | ${name} | ${escapeText(linkInstructions(ctx, e.when), true)} | ${e.sources.map((src) => sourceLink(ctx, src)).join(', ')} |`;
  });
  return [
    '**Errors**',
    '',
    "In the order the checks run: the account checks first, then the program's own.",
    '',
    '| Code | Error | When | Source |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}

function header(ctx: ProgramContext, kind: ReferenceKind): string[] {
  const {idl} = ctx;
  const others = SOLANA_REFERENCE_KINDS.filter((k) => k !== kind).map((k) => `[${TITLES[k].toLowerCase()}](${routeOf(ctx.protocol, k)})`);
  const where = ctx.clusters.length > 0 ? ` on ${ctx.clusters.map((c) => `\`${c}\``).join(' and ')}` : '';
  return [
    `Generated from the Anchor IDL of the ${ctx.label} program that the \`sablier\` package ships for release \`${ctx.release}\`. ` +
      `See also its ${others.slice(0, -1).join(', ')} and ${others.at(-1)}.`,
    '',
    `**Program ID:** \`${idl.address}\`${where} · **IDL:** \`${idl.metadata.name}\` ${idl.metadata.version} (spec ${idl.metadata.spec}) · ` +
      `**Source:** [\`${ctx.sourceUrl.replace(/^https:\/\/github\.com\/[^/]+\/([^/]+)\/tree\//, '$1@')}\`](${ctx.sourceUrl})`,
    '',
  ];
}

function frontMatter(ctx: ProgramContext, kind: ReferenceKind, description: string): string[] {
  return [
    '---',
    `title: ${JSON.stringify(`${ctx.label} ${TITLES[kind]}`)}`,
    `sidebar_label: ${JSON.stringify(TITLES[kind])}`,
    `sidebar_position: ${SOLANA_REFERENCE_KINDS.indexOf(kind) + 1}`,
    `description: ${JSON.stringify(description)}`,
    '---',
    '',
  ];
}

function finish(lines: string[]): string {
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

export function renderInstructions(ctx: ProgramContext): string {
  const stateChanging = ctx.idl.instructions.filter((ix) => ix.returns === undefined);
  const readOnly = ctx.idl.instructions.filter((ix) => ix.returns !== undefined);
  const out = [
    ...frontMatter(
      ctx,
      'instructions',
      `Every instruction of the Sablier ${ctx.label} program on Solana (${ctx.release}): arguments, accounts with their flags and PDA seeds, notes and requirements.`,
    ),
    ...header(ctx, 'instructions'),
    'Each instruction lists its accounts in the order the program expects them. **Flags** are those of the IDL: a ' +
      '*writable* account is changed by the instruction, a *signer* signs the transaction. **Address** says how a client ' +
      'finds the account: a fixed program, a program derived address (PDA) from its seeds, the signing wallet, or an account the caller ' +
      "passes. Anchor's TypeScript client derives fixed and PDA accounts itself and fills a signer you do not pass with the provider's " +
      "wallet; the names in brackets are the ones it uses. **Errors** lists what each instruction can fail with: the program's own " +
      'errors, the Anchor errors of its account checks, and the System or Token program errors a caller meets, each with the source ' +
      'lines of the check.',
    '',
    '## State-changing instructions {#state-changing}',
    '',
    ...stateChanging.flatMap((ix) => renderInstruction(ctx, ix)),
    '## Read-only instructions {#read-only}',
    '',
    'These instructions change nothing and return a value. Call them in a simulated transaction, e.g. with `.view()` in ' +
      "Anchor's TypeScript client.",
    '',
    ...readOnly.flatMap((ix) => renderInstruction(ctx, ix)),
  ];
  return finish(out);
}

/** The fields of a program account, with the byte offset of each (discriminator included) and its size. */
function accountFieldsTable(ctx: ProgramContext, fields: readonly FieldLayout[]): string[] {
  if (fields.length === 0) return ['The account has no fields: its existence is the information.', ''];
  const out = ['**Fields**', '', '| Field | Type | Offset | Bytes | TypeScript |', '| --- | --- | --- | --- | --- |'];
  for (const f of fields) {
    const offset = f.offset === undefined ? 'varies' : String(f.offset);
    const bytes = f.maxLen === undefined ? String(f.space) : `4 + its length (room for ${f.maxLen})`;
    out.push(`| \`${f.name}\` | ${typeText(ctx, f.type)} | ${offset} | ${bytes} | \`${camelCase(f.name)}\` |`);
  }
  return [...out, ''];
}

function fieldsTable(ctx: ProgramContext, def: IdlTypeDef): string[] {
  if (def.type.kind === 'enum') {
    const out = ['**Variants**', '', '| Index | Name | TypeScript |', '| --- | --- | --- |'];
    def.type.variants.forEach((v, i) => {
      out.push(`| ${i} | \`${v.name}\` | \`{ ${camelCase(v.name)}: {} }\` |`);
    });
    return [...out, ''];
  }
  if (def.type.kind !== 'struct') return [];
  const fields = (def.type.fields ?? []) as {name: string; type: IdlType; docs?: string[]}[];
  if (fields.length === 0) return ['The account has no fields: its existence is the information.', ''];
  const out = ['**Fields**', '', '| Field | Type | TypeScript |', '| --- | --- | --- |'];
  for (const f of fields) out.push(`| \`${f.name}\` | ${typeText(ctx, f.type)} | \`${camelCase(f.name)}\` |`);
  return [...out, ''];
}

/** PDA seeds of an account type, from the instruction accounts with the same (snake_case) name. */
export function accountSeeds(ctx: ProgramContext, typeName: string): string | undefined {
  const snake = kebab(typeName).replace(/-/g, '_');
  for (const ix of ctx.idl.instructions) {
    for (const item of ix.accounts) {
      const account = item as IdlInstructionAccount;
      if (account.name === snake && account.pda && !account.pda.program) return locate(account);
    }
  }
  return undefined;
}

function typeDocs(ctx: ProgramContext, def: IdlTypeDef): string[] {
  const text = (def.docs ?? []).join(' ').trim();
  return text ? [prose(ctx, text), ''] : [];
}

export function renderAccounts(ctx: ProgramContext): string {
  const {idl} = ctx;
  const accountNames = new Set((idl.accounts ?? []).map((a) => a.name));
  const eventNames = new Set((idl.events ?? []).map((e) => e.name));
  const out = [
    ...frontMatter(
      ctx,
      'accounts',
      `The accounts the Sablier ${ctx.label} program on Solana (${ctx.release}) stores, with their fields, sizes and addresses, and the types they use.`,
    ),
    ...header(ctx, 'accounts'),
    'The program stores its state in these accounts. Each starts with an 8-byte discriminator, the first 8 bytes of ' +
      '`sha256("account:<Name>")`, followed by its fields in Borsh encoding, in the order shown. **Offset** is where a field ' +
      'starts, counted from the first byte of the account, as `getProgramAccounts` filters (`memcmp`, `dataSize`) count it. ' +
      "Anchor's TypeScript client fetches the accounts with `program.account.<name>.fetch(address)`.",
    '',
    '## Accounts {#program-accounts}',
    '',
  ];
  for (const account of idl.accounts ?? []) {
    const def = idl.types?.find((t) => t.name === account.name) as IdlTypeDef;
    out.push(`### ${account.name} {#${kebab(account.name)}}`, '', ...typeDocs(ctx, def));
    const layout = accountLayout(idl, def);
    const meta = [
      `**Discriminator:** \`${hex(account.discriminator)}\``,
      `**TypeScript:** \`program.account.${camelCase(account.name)}\``,
      `**Size:** ${layout.space} bytes, discriminator included`,
    ];
    out.push(meta.join(' · '), '');
    const seeds = accountSeeds(ctx, account.name);
    if (seeds) out.push(`**Address:** ${seeds}`, '');
    const strings = layout.fields.filter((f) => f.maxLen !== undefined);
    if (strings.length > 0) {
      out.push(
        `Every ${account.name} account has the same size: the program allocates room for ` +
          `${strings.map((f) => `\`${f.name}\` of ${f.maxLen} bytes`).join(' and ')}, each after a 4-byte length. A string takes ` +
          'only its own length in the data, so the fields after the first string move with its content, and the rest of the ' +
          'account is zero padding.',
        '',
      );
    }
    out.push(...accountFieldsTable(ctx, layout.fields));
  }
  const types = (idl.types ?? []).filter((t) => !accountNames.has(t.name) && !eventNames.has(t.name));
  if (types.length > 0) {
    out.push('## Types {#types}', '', 'Types used by the accounts and instructions above.', '');
    for (const def of types) {
      out.push(`### ${def.name} {#${kebab(def.name)}}`, '', ...typeDocs(ctx, def), ...fieldsTable(ctx, def));
    }
  }
  return finish(out);
}

export function renderEvents(ctx: ProgramContext): string {
  const {idl} = ctx;
  const out = [
    ...frontMatter(
      ctx,
      'events',
      `The events the Sablier ${ctx.label} program on Solana (${ctx.release}) emits, with their fields and the instructions that emit them.`,
    ),
    ...header(ctx, 'events'),
    'The program emits each event as a program log line, `Program data: ` followed by the base64 of the 8-byte ' +
      "discriminator and the Borsh-encoded fields. Anchor's TypeScript client decodes them from a transaction's logs with " +
      '`EventParser`, or live with `program.addEventListener(name, callback)` under the TypeScript name shown.',
    '',
    '## Events {#program-events}',
    '',
  ];
  for (const event of idl.events ?? []) {
    const def = idl.types?.find((t) => t.name === event.name) as IdlTypeDef;
    const emitters = idl.instructions.filter((ix) => eventsEmitted(ctx, ix).includes(event.name));
    out.push(`### ${event.name} {#${kebab(event.name)}}`, '', ...typeDocs(ctx, def));
    const meta = [`**Discriminator:** \`${hex(event.discriminator)}\``, `**TypeScript:** \`${camelCase(event.name)}\``];
    if (emitters.length > 0) {
      meta.push(
        `**Emitted by:** ${emitters.map((ix) => `[\`${ix.name}\`](${routeOf(ctx.protocol, 'instructions')}#${instructionAnchor(ix.name)})`).join(', ')}`,
      );
    }
    out.push(meta.join(' · '), '', ...fieldsTable(ctx, def));
  }
  return finish(out);
}

/** Links backticked instruction names of a note to the instruction. */
function linkInstructions(ctx: ProgramContext, text: string): string {
  return text.replace(/`(\w+)`/g, (m, name: string) =>
    ctx.idl.instructions.some((ix) => ix.name === name)
      ? `[\`${name}\`](${routeOf(ctx.protocol, 'instructions')}#${instructionAnchor(name)})`
      : m,
  );
}

export const hexCode = (code: number): string => `0x${code.toString(16)}`;

export function renderErrors(ctx: ProgramContext): string {
  const {idl} = ctx;
  const errors = idl.errors ?? [];
  for (const e of errors) {
    if (!ctx.errorWhen[e.name]) {
      throw new Error(
        `solana-reference: error ${e.name} (${e.code}) of ${idl.metadata.name} has no entry in plugins/solana-reference/notes.ts`,
      );
    }
  }
  const first = errors[0];
  const out = [
    ...frontMatter(
      ctx,
      'errors',
      `The custom errors of the Sablier ${ctx.label} program on Solana (${ctx.release}) with their codes in decimal and hex, and the Anchor errors callers meet.`,
    ),
    ...header(ctx, 'errors'),
    `Anchor numbers a program's own errors from 6000 (\`0x1770\`), in the order they are declared, so the ${ctx.label} ` +
      "codes overlap with the other Sablier program's. A failed transaction's logs show the code in hex " +
      `(\`custom program error: ${first ? hexCode(first.code) : '0x1770'}\`) and Anchor's log line names the error with its decimal number; ` +
      "Anchor's TypeScript client throws an `AnchorError` whose `error.errorCode` holds both. To look a code up, paste " +
      'it in decimal or hex into the [error decoder](/reference/errors#decode-an-error).',
    '',
    '## Program errors {#program-errors}',
    '',
    '| Code | Hex | Name | Message |',
    '| --- | --- | --- | --- |',
    ...errors.map((e) => `| ${e.code} | \`${hexCode(e.code)}\` | [\`${e.name}\`](#${kebab(e.name)}) | ${escapeText(e.msg ?? '', true)} |`),
    '',
  ];
  for (const e of errors) {
    out.push(
      `### ${e.name} {#${kebab(e.name)}}`,
      '',
      `**Code:** \`${e.code}\` · **Hex:** \`${hexCode(e.code)}\``,
      '',
      ...(e.msg ? [`**Message:** ${escapeText(e.msg)}`, ''] : []),
      `**When:** ${escapeText(linkInstructions(ctx, ctx.errorWhen[e.name] ?? ''))}`,
      '',
    );
  }
  if (ctx.frameworkErrors.length > 0) {
    out.push(
      '## Anchor errors {#anchor-errors}',
      '',
      'Codes below 6000 come from the Anchor framework, which checks the accounts before the program runs. These are the ' +
        `ones callers of the ${ctx.label} program meet:`,
      '',
      '| Code | Hex | Name | Message | When |',
      '| --- | --- | --- | --- | --- |',
      ...ctx.frameworkErrors.map(
        (e) =>
          `| ${e.code} | \`${hexCode(e.code)}\` | \`${e.name}\` | ${escapeText(e.message, true)} | ${escapeText(linkInstructions(ctx, e.when), true)} |`,
      ),
      '',
    );
  }
  return finish(out);
}

export function renderProgram(ctx: ProgramContext): Map<string, string> {
  return new Map([
    [routeOf(ctx.protocol, 'instructions'), renderInstructions(ctx)],
    [routeOf(ctx.protocol, 'accounts'), renderAccounts(ctx)],
    [routeOf(ctx.protocol, 'errors'), renderErrors(ctx)],
    [routeOf(ctx.protocol, 'events'), renderEvents(ctx)],
  ]);
}

/** One program error as the error decoder needs it. */
export interface SolanaErrorRecord {
  code: number;
  name: string;
  message: string;
  program: string;
  programId: string;
  href: string;
}

export function errorRecords(ctx: ProgramContext): SolanaErrorRecord[] {
  return (ctx.idl.errors ?? []).map((e) => ({
    code: e.code,
    name: e.name,
    message: e.msg ?? '',
    program: ctx.label,
    programId: ctx.idl.address,
    href: `${routeOf(ctx.protocol, 'errors')}#${kebab(e.name)}`,
  }));
}
