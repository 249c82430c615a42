/**
 * The GraphQL of the API pages, for the tests that check it (tests/unit/graphql-schema.test.ts validates every query
 * with `graphql`'s `validate` against the query API each vendor derives from the indexers' schemas) and for that
 * derivation (plugins/indexer-schema/api.ts).
 *
 * - `extractQueries` finds every query in a page: ```graphql fences, gql`...` templates in TypeScript fences, and the
 *   `"query": "..."` member of JSON request bodies (curl examples).
 * - `graphPlural` is graph-node's plural of an entity name; `vendorOfRoot` tells the vendor from a root field name.
 */

export type Vendor = 'envio' | 'the-graph';

export interface ExtractedQuery {
  /** 1-based line of the code fence that holds the query. */
  line: number;
  text: string;
}

const FENCE = /^(\s*)(`{3,})([^\n`]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm;

/** Every GraphQL query printed in an MDX page. */
export function extractQueries(mdx: string): ExtractedQuery[] {
  const out: ExtractedQuery[] = [];
  for (const m of mdx.matchAll(FENCE)) {
    const info = (m[3] ?? '').trim();
    const lang = info.split(/\s+/)[0]?.toLowerCase() ?? '';
    const body = m[4] ?? '';
    const line = mdx.slice(0, m.index).split('\n').length;
    if (lang === 'graphql' || lang === 'gql') {
      out.push({line, text: body});
      continue;
    }
    if (['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript'].includes(lang)) {
      const templates = [...body.matchAll(/gql\s*`([\s\S]*?)`/g)].map((t) => (t[1] ?? '').replace(/\$\{[^}]*\}/g, ''));
      if (templates.length > 0) out.push({line, text: templates.join('\n')});
    }
    for (const q of body.matchAll(/"query"\s*:\s*("(?:[^"\\]|\\.)*")/g)) {
      out.push({line, text: JSON.parse(q[1] ?? '""') as string});
    }
  }
  return out;
}

const lcfirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** graph-node's plural of an entity name, as used for list root fields. */
export function graphPlural(entity: string): string {
  const base = lcfirst(entity);
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(base)) return `${base}es`;
  return `${base}s`;
}

/** Which vendor a root field name belongs to: Envio's are named after the entity (upper case) or snake_case. */
export function vendorOfRoot(name: string): Vendor | undefined {
  if (name === '_meta' || name === '__typename') return undefined;
  if (/^[A-Z]/.test(name) || name === 'chain_metadata' || name === 'raw_events') return 'envio';
  return 'the-graph';
}
