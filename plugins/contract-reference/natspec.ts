/** NatSpec as found in a declaration's documentation text (the text solc attaches to the AST node). */
export interface NatSpec {
  title?: string;
  notice?: string;
  dev?: string;
  params: Record<string, string>;
  /** In declaration order; named returns keep their name. */
  returns: {name?: string; text: string}[];
  inheritdoc?: string;
  custom: Record<string, string>;
}

export function emptyNatSpec(): NatSpec {
  return {params: {}, returns: [], custom: {}};
}

/**
 * Splits NatSpec text into its tags. Text before the first tag is the notice, as the compiler reads it.
 * `returnNames` lets `@return amount The ...` be recognised as naming the return value `amount`.
 */
export function parseNatSpec(text: string | undefined, returnNames: string[] = []): NatSpec {
  const spec = emptyNatSpec();
  if (!text) return spec;
  let inMath = false;
  const lines = text.split('\n').map((line) => {
    // Inside a `$$` block the alignment of drawn formulas matters; elsewhere indentation would make code blocks.
    if (inMath && line.trim() !== '$$') return line.replace(/^ /, '').trimEnd();
    let l = line.replace(/^\s*/, '');
    if (l.startsWith('* ')) l = l.slice(2);
    else if (l === '*') l = '';
    if (l === '$$') inMath = !inMath;
    return l.trimEnd();
  });
  const tags: {tag: string; body: string[]}[] = [];
  let current: {tag: string; body: string[]} = {tag: 'notice', body: []};
  tags.push(current);
  for (const line of lines) {
    if (line.startsWith('@')) {
      const space = line.search(/\s/);
      const tag = space === -1 ? line.slice(1) : line.slice(1, space);
      current = {tag, body: [space === -1 ? '' : line.slice(space + 1).trim()]};
      tags.push(current);
    } else {
      current.body.push(line);
    }
  }
  for (const {tag, body} of tags) {
    const value = body.join('\n').trim();
    if (!value && tag !== 'inheritdoc') continue;
    if (tag === 'notice') spec.notice = spec.notice ? `${spec.notice}\n\n${value}` : value;
    else if (tag === 'dev') spec.dev = spec.dev ? `${spec.dev}\n\n${value}` : value;
    else if (tag === 'title') spec.title = value;
    else if (tag === 'inheritdoc') spec.inheritdoc = value.split(/\s/)[0];
    else if (tag === 'param') {
      const [name, ...rest] = value.split(/\s+/);
      if (name) spec.params[name] = value.slice(name.length).trim() || rest.join(' ');
    } else if (tag === 'return') {
      const [first] = value.split(/\s+/);
      if (first && returnNames.includes(first)) spec.returns.push({name: first, text: value.slice(first.length).trim()});
      else spec.returns.push({text: value});
    } else if (tag.startsWith('custom:')) spec.custom[tag.slice('custom:'.length)] = value;
  }
  return spec;
}

export function hasDocs(spec: NatSpec): boolean {
  return Boolean(spec.notice || spec.dev || Object.keys(spec.params).length > 0 || spec.returns.length > 0);
}
