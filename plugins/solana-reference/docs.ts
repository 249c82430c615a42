/**
 * The doc comments of an Anchor IDL (Rust `///` lines, one string per line) split into what the reference shows: a
 * summary, the documented parameters, and the Notes and Requirements lists. The "Accounts Expected" section is not
 * kept: the accounts table shows each account's own doc line with the IDL's flags.
 *
 * Some doc lines of the package's IDLs are known to be out of date or wrong; `applyCorrections` replaces or drops
 * them (./corrections.ts) before anything is rendered.
 */

export interface DocSections {
  summary: string;
  /** Parameter descriptions by name. */
  params: Map<string, string>;
  notes: string[];
  requirements: string[];
  /** "Refer to the X in [`fn@crate::program::other`]": the instruction whose section this one shares. */
  refers: Partial<Record<'params' | 'notes' | 'requirements', string>>;
}

type SectionKey = 'summary' | 'accounts' | 'params' | 'notes' | 'requirements' | 'other';

function sectionOf(heading: string): SectionKey {
  const h = heading.toLowerCase().replace(/:$/, '').trim();
  if (h === 'accounts expected') return 'accounts';
  if (h === 'parameters') return 'params';
  if (h === 'notes') return 'notes';
  if (h === 'requirements') return 'requirements';
  return 'other';
}

/** Joins wrapped lines into bullets: a line starting with "- " opens a bullet, other non-empty lines continue it. */
function bullets(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('- ') || out.length === 0) out.push(line.replace(/^- /, ''));
    else out[out.length - 1] = `${out[out.length - 1]} ${line}`;
  }
  return out;
}

const REFER = /^Refer to the \w+ in \[`fn@crate::\w+::(\w+)`\]\.?$/;

export function parseDocs(docs: readonly string[] | undefined): DocSections {
  const groups: Record<SectionKey, string[]> = {summary: [], accounts: [], params: [], notes: [], requirements: [], other: []};
  let current: SectionKey = 'summary';
  for (const line of docs ?? []) {
    const heading = /^#+\s+(.+)$/.exec(line.trim());
    if (heading) current = sectionOf(heading[1] ?? '');
    else groups[current].push(line);
  }
  const refers: DocSections['refers'] = {};
  const section = (key: 'params' | 'notes' | 'requirements'): string[] => {
    const items = bullets(groups[key]);
    const refer = items.length === 1 ? REFER.exec(items[0] ?? '') : null;
    if (refer) {
      refers[key] = refer[1];
      return [];
    }
    return items;
  };
  const params = new Map<string, string>();
  for (const item of section('params')) {
    const match = /^`(\w+)`:?\s+(.*)$/.exec(item);
    if (match) params.set(match[1] ?? '', match[2] ?? '');
  }
  return {
    summary: groups.summary
      .map((l) => l.trim())
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
    params,
    notes: section('notes'),
    requirements: section('requirements'),
    refers,
  };
}

/** The role an account doc line starts with ("Write account: ..."), and the description after it. */
export interface AccountDoc {
  /** `create`: the instruction creates the account; `create-if-needed`: it creates it when missing. */
  creates?: 'create' | 'create-if-needed';
  text: string;
}

/**
 * An account's doc lines: the role prefix is dropped (the table shows the IDL's writable and signer flags, which
 * the prefixes sometimes contradict), except that "Create" and "Create if needed" are kept as facts about the
 * instruction. Empty and stray continuation lines are the corrections' business.
 */
export function parseAccountDoc(docs: readonly string[] | undefined): AccountDoc {
  const text = (docs ?? [])
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');
  const match = /^(Create if needed|Create|Write|Read|Program) account:\s*(.*)$/i.exec(text);
  if (!match) return {text};
  const role = (match[1] ?? '').toLowerCase();
  const rest = match[2] ?? '';
  const body = rest.charAt(0).toUpperCase() + rest.slice(1);
  if (role === 'create if needed') return {creates: 'create-if-needed', text: body};
  if (role === 'create') return {creates: 'create', text: body};
  return {text: body};
}
