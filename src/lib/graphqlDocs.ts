/**
 * Checks the GraphQL queries printed on the API pages against the entity tables those pages document.
 *
 * - `extractQueries` finds every query in a page: ```graphql fences, gql`...` templates in TypeScript fences, and the
 *   `"query": "..."` member of JSON request bodies (curl examples).
 * - `parseEntityTables` reads the entity tables of an entities page into {entity -> {field -> type}}.
 * - `checkDocument` parses a query with the `graphql` package and walks its selections: every root field must map to a
 *   documented entity (with the vendor's root-field naming), and every selected field must be in that entity's table.
 *   The field names inside the `where`, `orderBy` / `order_by` and `distinct_on` arguments are checked the same way,
 *   in each vendor's filter syntax.
 */
import {
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type ObjectValueNode,
  parse,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export type Vendor = 'envio' | 'the-graph';

/** field name -> named type (without list and non-null markers); `undefined` when the table gives no type. */
export type EntityFields = Map<string, string | undefined>;
/** entity name -> its fields. */
export type EntitySchema = Map<string, EntityFields>;

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

const namesIn = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((x) => x[1] ?? '');
const namedType = (type: string | undefined): string | undefined =>
  type === undefined ? undefined : type.replace(/[[\]!\s]/g, '') || undefined;
const cells = (row: string): string[] =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
const isIdentifier = (s: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(s);

function addField(schema: EntitySchema, entity: string, field: string, type: string | undefined): void {
  if (!isIdentifier(entity) || !isIdentifier(field)) return;
  const fields = schema.get(entity) ?? new Map<string, string | undefined>();
  if (!fields.has(field) || fields.get(field) === undefined) fields.set(field, namedType(type));
  schema.set(entity, fields);
}

/** Field rows of a `| Field | Type | ... |` table, or of the Field/Type columns of a wider table. */
function addFieldRow(schema: EntitySchema, entity: string, fieldCell: string, typeCell: string): void {
  const fields = namesIn(fieldCell);
  const types = namesIn(typeCell);
  fields.forEach((f, i) => {
    addField(schema, entity, f, types.length === fields.length ? types[i] : types[0]);
  });
}

/**
 * The entity tables of one page. Three layouts are understood:
 * a heading naming the entity followed by `| Field | Type | ... |`; `| Entity | Field | Type | ... |` (an empty Entity
 * cell continues the entity above); and `| Entity | ID format | Fields |`, whose Fields cell lists `name` or
 * `name: Type` items (text in parentheses is a comment).
 */
export function parseEntityTables(mdx: string, into: EntitySchema = new Map()): EntitySchema {
  const lines = mdx.split('\n');
  let heading = '';
  let layout: 'field' | 'entity-field' | 'entity-fields' | undefined;
  let columns: string[] = [];
  let current = '';
  for (const raw of lines) {
    const line = raw.trim();
    const h = /^#{2,4}\s+(.+)$/.exec(line);
    if (h) {
      heading = (h[1] ?? '').replace(/`/g, '').trim();
      layout = undefined;
      continue;
    }
    if (!line.startsWith('|')) {
      layout = undefined;
      continue;
    }
    const row = cells(line);
    if (layout === undefined) {
      columns = row.map((c) => c.toLowerCase());
      if (columns[0] === 'field' && columns[1] === 'type' && isIdentifier(heading)) layout = 'field';
      else if (columns[0] === 'entity' && columns[1] === 'field' && columns[2] === 'type') layout = 'entity-field';
      else if (columns[0] === 'entity' && columns.includes('fields')) layout = 'entity-fields';
      else layout = undefined;
      current = '';
      continue;
    }
    if (row.every((c) => /^:?-+:?$/.test(c))) continue;
    if (layout === 'field') addFieldRow(into, heading, row[0] ?? '', row[1] ?? '');
    else if (layout === 'entity-field') {
      const entity = namesIn(row[0] ?? '')[0];
      if (entity) current = entity;
      if (current) addFieldRow(into, current, row[1] ?? '', row[2] ?? '');
    } else if (layout === 'entity-fields') {
      const entities = namesIn(row[0] ?? '');
      const list = (row[columns.indexOf('fields')] ?? '').replace(/\([^)]*\)/g, '');
      for (const entity of entities) {
        if (!into.has(entity)) into.set(entity, new Map());
        // The table's "ID format" column documents the `id` field.
        if (columns.includes('id format')) addField(into, entity, 'id', 'String');
        for (const item of namesIn(list)) {
          const [name, type] = item.split(':').map((s) => s.trim());
          if (name) addField(into, entity, name, type);
        }
      }
    }
  }
  return into;
}

const lcfirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** graph-node's plural of an entity name, as used for list root fields. */
export function graphPlural(entity: string): string {
  const base = lcfirst(entity);
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(base)) return `${base}es`;
  return `${base}s`;
}

const GRAPH_META: Record<string, string[] | null> = {
  block: ['hash', 'number', 'timestamp', 'parentHash'],
  deployment: null,
  hasIndexingErrors: null,
};
const ENVIO_META: Record<string, string[] | null> = Object.fromEntries(
  [
    'chainId',
    'startBlock',
    'progressBlock',
    'sourceBlock',
    'bufferBlock',
    'endBlock',
    'firstEventBlock',
    'eventsProcessed',
    'isReady',
    'readyAt',
  ].map((f) => [f, null]),
);
const ENVIO_CHAIN_METADATA = [
  'chain_id',
  'block_height',
  'latest_processed_block',
  'start_block',
  'end_block',
  'first_event_block_number',
  'num_events_processed',
  'is_hyper_sync',
  'num_batches_fetched',
  'latest_fetched_block_number',
  'timestamp_caught_up_to_head_or_endblock',
];
const AGGREGATE_FUNCTIONS = ['sum', 'avg', 'max', 'min', 'stddev', 'stddev_pop', 'stddev_samp', 'var_pop', 'var_samp', 'variance'];

type Root =
  | {kind: 'entity'; entity: string}
  | {kind: 'aggregate'; entity: string}
  | {kind: 'fixed'; fields: Record<string, string[] | null>};

function resolveRoot(name: string, vendor: Vendor, schema: EntitySchema): Root | undefined {
  if (name === '_meta') return {kind: 'fixed', fields: vendor === 'envio' ? ENVIO_META : GRAPH_META};
  if (vendor === 'envio') {
    if (name === 'chain_metadata') return {kind: 'fixed', fields: Object.fromEntries(ENVIO_CHAIN_METADATA.map((f) => [f, null]))};
    if (schema.has(name)) return {kind: 'entity', entity: name};
    const byPk = /^(.+)_by_pk$/.exec(name);
    if (byPk?.[1] && schema.has(byPk[1])) return {kind: 'entity', entity: byPk[1]};
    const agg = /^(.+)_aggregate$/.exec(name);
    if (agg?.[1] && schema.has(agg[1])) return {kind: 'aggregate', entity: agg[1]};
    return undefined;
  }
  for (const entity of schema.keys()) {
    if (name === lcfirst(entity) || name === graphPlural(entity)) return {kind: 'entity', entity};
  }
  return undefined;
}

/** Which vendor a root field name belongs to: Envio's are named after the entity (upper case) or snake_case. */
export function vendorOfRoot(name: string): Vendor | undefined {
  if (name === '_meta' || name === '__typename') return undefined;
  if (/^[A-Z]/.test(name) || name === 'chain_metadata' || name === 'raw_events') return 'envio';
  return 'the-graph';
}

interface Context {
  schema: EntitySchema;
  vendor: Vendor;
  fragments: Map<string, FragmentDefinitionNode>;
  errors: string[];
}

/** graph-node's filter suffixes, longest first so that `_not_in` wins over `_in`. */
const GRAPH_FILTER_SUFFIXES = [
  '_not_starts_with_nocase',
  '_not_ends_with_nocase',
  '_not_contains_nocase',
  '_starts_with_nocase',
  '_ends_with_nocase',
  '_contains_nocase',
  '_not_starts_with',
  '_not_ends_with',
  '_not_contains',
  '_starts_with',
  '_ends_with',
  '_contains',
  '_not_in',
  '_not',
  '_gte',
  '_lte',
  '_gt',
  '_lt',
  '_in',
];

/** Hasura's comparison operators (the keys of an operator object such as `{ _eq: $x }`). */
const HASURA_OPERATORS = new Set([
  '_eq',
  '_neq',
  '_gt',
  '_gte',
  '_lt',
  '_lte',
  '_in',
  '_nin',
  '_is_null',
  '_like',
  '_nlike',
  '_ilike',
  '_nilike',
  '_regex',
  '_nregex',
  '_iregex',
  '_niregex',
  '_similar',
  '_nsimilar',
]);

/** The type of `field` on `entity` if it is a documented entity (a relation), else `undefined`. */
function relationTarget(entity: string, field: string, ctx: Context): string | undefined {
  const type = ctx.schema.get(entity)?.get(field);
  return type !== undefined && ctx.schema.has(type) ? type : undefined;
}

/** The objects of a value: one object, or each object of a list. Variables and scalars yield nothing to check. */
function objectsIn(value: ValueNode): ObjectValueNode[] {
  if (value.kind === Kind.OBJECT) return [value];
  if (value.kind === Kind.LIST) return value.values.flatMap(objectsIn);
  return [];
}

function checkGraphWhere(entity: string, value: ValueNode, path: string, ctx: Context): void {
  const fields = ctx.schema.get(entity);
  for (const obj of objectsIn(value)) {
    // graph-node refuses `or` beside column filters of the same object (see the API filtering page).
    if (obj.fields.some((f) => f.name.value === 'or') && obj.fields.length > 1) {
      ctx.errors.push(`${path}: The Graph does not accept "or" beside other filters; wrap them in "and"`);
    }
    for (const member of obj.fields) {
      const key = member.name.value;
      const at = `${path}.${key}`;
      if (key === 'and' || key === 'or') {
        checkGraphWhere(entity, member.value, at, ctx);
        continue;
      }
      if (key === '_change_block') continue;
      if (key.endsWith('_')) {
        const target = relationTarget(entity, key.slice(0, -1), ctx);
        if (target) checkGraphWhere(target, member.value, at, ctx);
        else ctx.errors.push(`${at}: ${entity} has no documented relation "${key.slice(0, -1)}" to filter on`);
        continue;
      }
      const suffix = fields?.has(key) ? '' : (GRAPH_FILTER_SUFFIXES.find((x) => key.endsWith(x)) ?? '');
      const base = key.slice(0, key.length - suffix.length);
      if (!fields?.has(base)) ctx.errors.push(`${at}: ${entity} has no documented field "${base}" to filter on`);
    }
  }
}

function checkGraphOrderBy(entity: string, value: ValueNode, path: string, ctx: Context): void {
  if (value.kind !== Kind.ENUM) return;
  const [first = '', nested] = value.value.split('__');
  if (!ctx.schema.get(entity)?.has(first)) {
    ctx.errors.push(`${path}: ${entity} has no documented field "${first}" to order by`);
    return;
  }
  if (nested === undefined) return;
  const target = relationTarget(entity, first, ctx);
  if (!target || !ctx.schema.get(target)?.has(nested)) ctx.errors.push(`${path}: cannot order ${entity} by "${value.value}"`);
}

/** An Envio field name in a filter or sort: a documented field, or the raw foreign key `<relation>_id`. */
function envioField(entity: string, key: string, ctx: Context): boolean {
  if (ctx.schema.get(entity)?.has(key)) return true;
  const relation = /^(.+)_id$/.exec(key)?.[1];
  return relation !== undefined && relationTarget(entity, relation, ctx) !== undefined;
}

function checkEnvioWhere(entity: string, value: ValueNode, path: string, ctx: Context): void {
  for (const obj of objectsIn(value)) {
    for (const member of obj.fields) {
      const key = member.name.value;
      const at = `${path}.${key}`;
      if (key === '_and' || key === '_or' || key === '_not') {
        checkEnvioWhere(entity, member.value, at, ctx);
        continue;
      }
      if (!envioField(entity, key, ctx)) {
        ctx.errors.push(`${at}: ${entity} has no documented field "${key}" to filter on`);
        continue;
      }
      const target = relationTarget(entity, key, ctx);
      if (target) {
        checkEnvioWhere(target, member.value, at, ctx);
        continue;
      }
      for (const op of objectsIn(member.value).flatMap((o) => o.fields)) {
        if (!HASURA_OPERATORS.has(op.name.value)) ctx.errors.push(`${at}.${op.name.value}: unknown comparison operator`);
      }
    }
  }
}

function checkEnvioOrderBy(entity: string, value: ValueNode, path: string, ctx: Context): void {
  for (const obj of objectsIn(value)) {
    for (const member of obj.fields) {
      const key = member.name.value;
      const at = `${path}.${key}`;
      if (!envioField(entity, key, ctx)) {
        ctx.errors.push(`${at}: ${entity} has no documented field "${key}" to order by`);
        continue;
      }
      const target = relationTarget(entity, key, ctx);
      if (target) checkEnvioOrderBy(target, member.value, at, ctx);
    }
  }
}

/** Checks the field names used in the filter and sort arguments of a field that lists `entity` rows. */
function checkArguments(entity: string, args: readonly ArgumentNode[] | undefined, path: string, ctx: Context): void {
  for (const arg of args ?? []) {
    const name = arg.name.value;
    const at = `${path}(${name})`;
    if (ctx.vendor === 'the-graph') {
      if (name === 'where') checkGraphWhere(entity, arg.value, at, ctx);
      else if (name === 'orderBy') checkGraphOrderBy(entity, arg.value, at, ctx);
    } else if (name === 'where') checkEnvioWhere(entity, arg.value, at, ctx);
    else if (name === 'order_by') checkEnvioOrderBy(entity, arg.value, at, ctx);
    else if (name === 'distinct_on') {
      for (const v of arg.value.kind === Kind.LIST ? arg.value.values : [arg.value]) {
        if (v.kind === Kind.ENUM && !envioField(entity, v.value, ctx)) {
          ctx.errors.push(`${at}: ${entity} has no documented field "${v.value}"`);
        }
      }
    }
  }
}

function checkEntitySelection(entity: string, set: SelectionSetNode | undefined, path: string, ctx: Context): void {
  const fields = ctx.schema.get(entity);
  if (!fields) {
    ctx.errors.push(`${path}: entity ${entity} is not documented`);
    return;
  }
  if (!set) {
    ctx.errors.push(`${path}: ${entity} is an object; select its fields`);
    return;
  }
  for (const sel of set.selections) {
    if (sel.kind === Kind.FRAGMENT_SPREAD) {
      const frag = ctx.fragments.get(sel.name.value);
      if (!frag) ctx.errors.push(`${path}: unknown fragment ${sel.name.value}`);
      else checkEntitySelection(frag.typeCondition.name.value, frag.selectionSet, `${path}...${sel.name.value}`, ctx);
      continue;
    }
    if (sel.kind === Kind.INLINE_FRAGMENT) {
      checkEntitySelection(sel.typeCondition?.name.value ?? entity, sel.selectionSet, path, ctx);
      continue;
    }
    const name = sel.name.value;
    if (name === '__typename') continue;
    const at = `${path}.${name}`;
    // Envio (Hasura) also exposes the raw foreign key of every object relation as `<relation>_id`.
    const relation = /^(.+)_id$/.exec(name)?.[1];
    if (ctx.vendor === 'envio' && relation && !sel.selectionSet && ctx.schema.has(fields.get(relation) ?? '')) continue;
    if (!fields.has(name)) {
      ctx.errors.push(`${at}: ${entity} has no documented field "${name}"`);
      continue;
    }
    const type = fields.get(name);
    const isEntity = type !== undefined && ctx.schema.has(type);
    if (sel.selectionSet) {
      if (isEntity) {
        checkArguments(type, sel.arguments, at, ctx);
        checkEntitySelection(type, sel.selectionSet, at, ctx);
      } else ctx.errors.push(`${at}: selects subfields of ${type ?? 'an untyped field'}, which is not a documented entity`);
    } else if (isEntity) {
      ctx.errors.push(`${at}: ${type} is an object; select its fields`);
    }
  }
}

function checkFixed(fields: Record<string, string[] | null>, set: SelectionSetNode | undefined, path: string, ctx: Context) {
  for (const sel of set?.selections ?? []) {
    if (sel.kind !== Kind.FIELD) continue;
    const name = sel.name.value;
    if (name === '__typename') continue;
    if (!(name in fields)) {
      ctx.errors.push(`${path}.${name}: unknown field`);
      continue;
    }
    const sub = fields[name];
    if (sub) checkFixed(Object.fromEntries(sub.map((f) => [f, null])), sel.selectionSet, `${path}.${name}`, ctx);
  }
}

function checkAggregate(entity: string, set: SelectionSetNode | undefined, path: string, ctx: Context): void {
  for (const sel of set?.selections ?? []) {
    if (sel.kind !== Kind.FIELD) continue;
    const name = sel.name.value;
    if (name === 'nodes') checkEntitySelection(entity, sel.selectionSet, `${path}.nodes`, ctx);
    else if (name === 'aggregate') {
      for (const agg of sel.selectionSet?.selections ?? []) {
        if (agg.kind !== Kind.FIELD) continue;
        const fn = agg.name.value;
        if (fn === 'count' || fn === '__typename') continue;
        if (!AGGREGATE_FUNCTIONS.includes(fn)) {
          ctx.errors.push(`${path}.aggregate.${fn}: unknown aggregate function`);
          continue;
        }
        for (const f of agg.selectionSet?.selections ?? []) {
          if (f.kind === Kind.FIELD && !ctx.schema.get(entity)?.has(f.name.value)) {
            ctx.errors.push(`${path}.aggregate.${fn}.${f.name.value}: ${entity} has no documented field "${f.name.value}"`);
          }
        }
      }
    } else if (name !== '__typename') ctx.errors.push(`${path}.${name}: unknown field of an aggregate`);
  }
}

function checkRootField(field: FieldNode, vendor: Vendor, ctx: Context): void {
  const name = field.name.value;
  if (name === '__typename') return;
  const root = resolveRoot(name, vendor, ctx.schema);
  if (!root) {
    ctx.errors.push(`${name}: no documented entity behind this ${vendor} root field`);
    return;
  }
  if (root.kind === 'fixed') {
    checkFixed(root.fields, field.selectionSet, name, ctx);
    return;
  }
  checkArguments(root.entity, field.arguments, name, ctx);
  if (root.kind === 'aggregate') checkAggregate(root.entity, field.selectionSet, name, ctx);
  else checkEntitySelection(root.entity, field.selectionSet, name, ctx);
}

export interface CheckResult {
  vendor: Vendor | undefined;
  errors: string[];
}

/**
 * Checks one query text against one schema. The vendor is taken from the root fields (Envio's are named after the
 * entity, The Graph's are camelCase); `expected` overrides it for pages that belong to one vendor. Queries with no
 * vendor-specific root field (only `_meta`, for instance) pass if they fit either vendor.
 */
export function checkQuery(text: string, schema: EntitySchema, expected?: Vendor): CheckResult {
  let doc: DocumentNode;
  try {
    doc = parse(text);
  } catch (e) {
    return {vendor: expected, errors: [`does not parse: ${(e as Error).message}`]};
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of doc.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const roots: FieldNode[] = [];
  for (const def of doc.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const sel of def.selectionSet.selections) if (sel.kind === Kind.FIELD) roots.push(sel);
  }
  const vendors = new Set(roots.map((r) => vendorOfRoot(r.name.value)).filter((v): v is Vendor => v !== undefined));
  const errors: string[] = [];
  if (vendors.size > 1) errors.push(`mixes Envio and The Graph root fields: ${roots.map((r) => r.name.value).join(', ')}`);
  const detected = [...vendors][0];
  if (expected && detected && detected !== expected) errors.push(`uses ${detected} root fields on a ${expected} page`);
  const candidates: Vendor[] = expected ? [expected] : detected ? [detected] : ['the-graph', 'envio'];
  let best: string[] | undefined;
  for (const vendor of candidates) {
    const ctx: Context = {schema, vendor, fragments, errors: []};
    for (const root of roots) checkRootField(root, vendor, ctx);
    if (roots.length === 0) {
      // A document of fragments only: check each against its type condition.
      for (const frag of fragments.values()) {
        checkEntitySelection(frag.typeCondition.name.value, frag.selectionSet, `fragment ${frag.name.value}`, ctx);
      }
    }
    if (best === undefined || ctx.errors.length < best.length) best = ctx.errors;
  }
  return {vendor: detected ?? expected, errors: [...errors, ...(best ?? [])]};
}
