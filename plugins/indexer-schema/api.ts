/**
 * The query APIs the indexers serve, built from their entity schemas (data/indexer-schemas) by each
 * vendor's documented rules, so that `graphql`'s `validate` can check a query of the docs the way the endpoint
 * would: root fields, arguments, filter operators, enum values and value types.
 *
 * - The Graph (graph-node): per entity `X`, `x(id)` and the plural `xs(skip, first, orderBy: X_orderBy,
 *   orderDirection, where: X_filter, block, subgraphError)`; `X_filter` has each field with the operator suffixes of
 *   its type, `field_` nested filters on references, `and`/`or`; list fields take the same arguments; `_meta`.
 * - Envio (Hasura): per entity `X`, `X(where: X_bool_exp, order_by, limit, offset, distinct_on)`, `X_by_pk(id)`
 *   and, for the entities the indexer opens to aggregates, `X_aggregate`; a reference `asset: Asset!` is the column
 *   `asset_id` plus the relation `asset`; BigInt columns are `numeric`; `_meta` lists each chain's progress.
 *
 * The schema reference pages (./reference.ts) document these APIs and the unit tests validate the docs' queries
 * against them; nothing here ships to the browser.
 */
import path from 'node:path';
import {buildSchema, type GraphQLSchema} from 'graphql';
import {graphPlural} from './graphql-docs';
import {type EntitySchemaModel, type Indexer, INDEXERS, readEntitySchema, readSchemaFile, type Vendor} from './model';

export {INDEXERS, type Indexer, type Vendor};

const SITE_DIR = path.resolve(__dirname, '..', '..');

/** `ENVIO_HASURA_PUBLIC_AGGREGATE` of each Envio indexer (envio/<indexer>/justfile at the schemas' commit). */
export const ENVIO_PUBLIC_AGGREGATES: Record<Indexer, readonly string[]> = {
  streams: ['Asset', 'FlowAction', 'FlowBatch', 'FlowStream', 'IndexerInfo', 'LockupAction', 'LockupBatch', 'LockupStream'],
  airdrops: ['Action', 'Activity', 'Asset', 'Campaign', 'IndexerInfo'],
  analytics: [
    'CryptoFeesDaily',
    'CustomFee',
    'FeeCollection',
    'FeeCollectionDaily',
    'FeeTransaction',
    'FiatFeesDaily',
    'User',
    'UsersActiveMonthly',
    'UserTransaction',
  ],
};

interface Field {
  name: string;
  /** The named type under the list and non-null wrappers. */
  type: string;
  list: boolean;
  required: boolean;
  derived: boolean;
}

interface Entities {
  entities: Map<string, Field[]>;
  enums: Map<string, string[]>;
}

/** The model reduced to what the derivations need. */
function entitiesOf(model: EntitySchemaModel): Entities {
  return {
    entities: new Map(
      [...model.entities.values()].map((e) => [
        e.name,
        e.fields.map((f) => ({name: f.name, type: f.type, list: f.list, required: f.required, derived: f.derivedFrom !== undefined})),
      ]),
    ),
    enums: new Map([...model.enums.values()].map((e) => [e.name, e.values.map((v) => v.name)])),
  };
}

const lcFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

// ---------------------------------------------------------------------------------------------------------------
// The Graph

const GRAPH_SCALARS = new Set(['ID', 'String', 'Bytes', 'BigInt', 'BigDecimal', 'Int', 'Int8', 'Timestamp', 'Boolean']);
const ORDERED = ['', '_not', '_gt', '_lt', '_gte', '_lte'];
const STRING_OPS = [
  '_contains',
  '_contains_nocase',
  '_not_contains',
  '_not_contains_nocase',
  '_starts_with',
  '_starts_with_nocase',
  '_not_starts_with',
  '_not_starts_with_nocase',
  '_ends_with',
  '_ends_with_nocase',
  '_not_ends_with',
  '_not_ends_with_nocase',
];
const LIST_OPS = ['', '_not', '_contains', '_contains_nocase', '_not_contains', '_not_contains_nocase'];

function graphFilterFields(field: Field, e: Entities): string[] {
  const {name, type} = field;
  const entity = e.entities.has(type);
  if (field.list) {
    const element = entity ? 'String' : type;
    const own = field.derived ? [] : LIST_OPS.map((op) => `${name}${op}: [${element}!]`);
    return entity ? [...own, `${name}_: ${type}_filter`] : own;
  }
  if (entity) {
    return [
      ...ORDERED.map((op) => `${name}${op}: String`),
      `${name}_in: [String!]`,
      `${name}_not_in: [String!]`,
      ...STRING_OPS.map((op) => `${name}${op}: String`),
      `${name}_: ${type}_filter`,
    ];
  }
  if (type === 'Boolean' || e.enums.has(type)) {
    return [`${name}: ${type}`, `${name}_not: ${type}`, `${name}_in: [${type}!]`, `${name}_not_in: [${type}!]`];
  }
  const ops = [...ORDERED.map((op) => `${name}${op}: ${type}`), `${name}_in: [${type}!]`, `${name}_not_in: [${type}!]`];
  if (type === 'String') ops.push(...STRING_OPS.map((op) => `${name}${op}: String`));
  if (type === 'Bytes') ops.push(`${name}_contains: Bytes`, `${name}_not_contains: Bytes`);
  return ops;
}

function graphOrderBy(fields: Field[], e: Entities): string[] {
  const values = fields.map((f) => f.name);
  for (const f of fields) {
    const target = !f.list ? e.entities.get(f.type) : undefined;
    if (target) values.push(...target.filter((t) => !t.list && !e.entities.has(t.type)).map((t) => `${f.name}__${t.name}`));
  }
  return values;
}

const GRAPH_LIST_ARGS = (type: string) =>
  `(skip: Int = 0, first: Int = 100, orderBy: ${type}_orderBy, orderDirection: OrderDirection, where: ${type}_filter)`;

function theGraphSdl(e: Entities): string {
  const out: string[] = [
    ...[...GRAPH_SCALARS].filter((s) => !['ID', 'String', 'Int', 'Boolean'].includes(s)).map((s) => `scalar ${s}`),
    'enum OrderDirection { asc desc }',
    'enum _SubgraphErrorPolicy_ { allow deny }',
    'input Block_height { hash: Bytes number: Int number_gte: Int }',
    'input BlockChangedFilter { number_gte: Int! }',
    'type _Block_ { hash: Bytes number: Int! timestamp: Int parentHash: Bytes }',
    'type _Meta_ { block: _Block_! deployment: String! hasIndexingErrors: Boolean! }',
  ];
  for (const [name, values] of e.enums) out.push(`enum ${name} { ${values.join(' ')} }`);
  const query: string[] = ['_meta(block: Block_height): _Meta_'];
  for (const [name, fields] of e.entities) {
    const objectFields = fields.map((f) => {
      const wrapped = f.list ? `[${f.type}!]` : f.type;
      const args = f.list && e.entities.has(f.type) ? GRAPH_LIST_ARGS(f.type) : '';
      return `${f.name}${args}: ${wrapped}${f.required ? '!' : ''}`;
    });
    out.push(`type ${name} { ${objectFields.join(' ')} }`);
    const filters = [
      ...fields.flatMap((f) => graphFilterFields(f, e)),
      '_change_block: BlockChangedFilter',
      `and: [${name}_filter]`,
      `or: [${name}_filter]`,
    ];
    out.push(`input ${name}_filter { ${filters.join(' ')} }`);
    out.push(`enum ${name}_orderBy { ${graphOrderBy(fields, e).join(' ')} }`);
    const common = 'block: Block_height, subgraphError: _SubgraphErrorPolicy_! = deny';
    query.push(`${lcFirst(name)}(id: ID!, ${common}): ${name}`);
    query.push(`${graphPlural(name)}${GRAPH_LIST_ARGS(name).slice(0, -1)}, ${common}): [${name}!]!`);
  }
  out.push(`type Query { ${query.join(' ')} }`);
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Envio (Hasura)

/** Hasura's column type for an entity schema scalar. */
function hasuraScalar(type: string): string {
  if (type === 'BigInt' || type === 'BigDecimal') return 'numeric';
  if (type === 'ID' || type === 'Bytes') return 'String';
  if (type === 'Int8') return 'Int';
  if (type === 'Timestamp') return 'timestamptz';
  return type;
}

const STRING_COMPARISONS = ['_like', '_nlike', '_ilike', '_nilike', '_similar', '_nsimilar', '_regex', '_nregex', '_iregex', '_niregex'];

function comparisonExp(scalar: string): string {
  const own = scalar === 'String' ? STRING_COMPARISONS.map((op) => `${op}: String`) : [];
  return `input ${scalar}_comparison_exp { _eq: ${scalar} _neq: ${scalar} _gt: ${scalar} _gte: ${scalar} _lt: ${scalar} _lte: ${scalar} _in: [${scalar}!] _nin: [${scalar}!] _is_null: Boolean ${own.join(' ')} }`;
}

function arrayComparisonExp(scalar: string): string {
  return `input ${scalar}_array_comparison_exp { _contains: [${scalar}!] _contained_in: [${scalar}!] _eq: [${scalar}!] _neq: [${scalar}!] _is_null: Boolean }`;
}

const HASURA_LIST_ARGS = (type: string) =>
  `(distinct_on: [${type}_select_column!], limit: Int, offset: Int, order_by: [${type}_order_by!], where: ${type}_bool_exp)`;

function envioSdl(e: Entities, aggregates: readonly string[]): string {
  const scalars = new Set<string>(['String', 'Boolean', 'Int', 'numeric', 'timestamptz']);
  const out: string[] = [
    'scalar numeric',
    'scalar timestamptz',
    'enum order_by { asc asc_nulls_first asc_nulls_last desc desc_nulls_first desc_nulls_last }',
    'type _meta { chainId: Int bufferBlock: Int endBlock: Int eventsProcessed: Int firstEventBlock: Int isReady: Boolean progressBlock: Int readyAt: String sourceBlock: Int startBlock: Int }',
    'type chain_metadata { chain_id: Int block_height: Int start_block: Int end_block: Int first_event_block_number: Int latest_processed_block: Int num_events_processed: Int is_hyper_sync: Boolean }',
  ];
  // Hasura serves a Postgres enum as its own scalar, compared with its own comparison type; the value is a string.
  for (const name of e.enums.keys()) {
    out.push(`scalar ${name}`);
    scalars.add(name);
  }
  out.push('input _meta_bool_exp { chainId: Int_comparison_exp }', 'input _meta_order_by { chainId: order_by }');
  const query: string[] = [
    '_meta(limit: Int, offset: Int, order_by: [_meta_order_by!], where: _meta_bool_exp): [_meta!]!',
    'chain_metadata(limit: Int, offset: Int): [chain_metadata!]!',
  ];
  for (const [name, fields] of e.entities) {
    const columns: {name: string; scalar: string; list: boolean}[] = [];
    const objectFields: string[] = [];
    const boolExp: string[] = [`_and: [${name}_bool_exp!]`, `_or: [${name}_bool_exp!]`, `_not: ${name}_bool_exp`];
    const orderBy: string[] = [];
    for (const f of fields) {
      const target = e.entities.has(f.type) ? f.type : undefined;
      if (target && f.list) {
        // An array relationship, with the list arguments of a root field.
        objectFields.push(`${f.name}${HASURA_LIST_ARGS(target)}: [${target}!]!`);
        boolExp.push(`${f.name}: ${target}_bool_exp`);
      } else if (target) {
        columns.push({name: `${f.name}_id`, scalar: 'String', list: false});
        objectFields.push(`${f.name}: ${target}`);
        boolExp.push(`${f.name}: ${target}_bool_exp`);
        orderBy.push(`${f.name}: ${target}_order_by`);
      } else {
        columns.push({name: f.name, scalar: hasuraScalar(f.type), list: f.list});
      }
    }
    for (const c of columns) {
      objectFields.push(`${c.name}: ${c.list ? `[${c.scalar}!]` : c.scalar}`);
      boolExp.push(`${c.name}: ${c.scalar}${c.list ? '_array' : ''}_comparison_exp`);
      if (!c.list) orderBy.push(`${c.name}: order_by`);
    }
    out.push(`type ${name} { ${objectFields.join(' ')} }`);
    out.push(`input ${name}_bool_exp { ${boolExp.join(' ')} }`);
    out.push(`input ${name}_order_by { ${orderBy.join(' ')} }`);
    out.push(`enum ${name}_select_column { ${columns.map((c) => c.name).join(' ')} }`);
    query.push(`${name}${HASURA_LIST_ARGS(name)}: [${name}!]!`, `${name}_by_pk(id: String!): ${name}`);
    if (aggregates.includes(name)) {
      const numeric = columns.filter((c) => !c.list && (c.scalar === 'numeric' || c.scalar === 'Int')).map((c) => c.name);
      const ordered = columns.filter((c) => !c.list && c.scalar !== 'Boolean').map((c) => `${c.name}: ${c.scalar}`);
      const numericFields = numeric.map((n) => `${n}: numeric`).join(' ') || '_none: Int';
      out.push(`type ${name}_sum_fields { ${numericFields} }`, `type ${name}_avg_fields { ${numericFields} }`);
      out.push(`type ${name}_minmax_fields { ${ordered.join(' ') || '_none: Int'} }`);
      out.push(
        `type ${name}_aggregate_fields { count(columns: [${name}_select_column!], distinct: Boolean): Int! sum: ${name}_sum_fields avg: ${name}_avg_fields max: ${name}_minmax_fields min: ${name}_minmax_fields }`,
      );
      out.push(`type ${name}_aggregate { aggregate: ${name}_aggregate_fields nodes: [${name}!]! }`);
      query.push(`${name}_aggregate${HASURA_LIST_ARGS(name)}: ${name}_aggregate!`);
    }
  }
  for (const scalar of scalars) out.push(comparisonExp(scalar), arrayComparisonExp(scalar));
  out.push(`type Query { ${query.join(' ')} }`);
  return out.join('\n');
}

const cache = new Map<string, GraphQLSchema>();

/** The query API a vendor derives from an indexer's SDL. Pure: SDL in, schema out. */
export function deriveApi(vendor: Vendor, indexer: Indexer, sdl: string): GraphQLSchema {
  const entities = entitiesOf(readEntitySchema(sdl));
  return buildSchema(vendor === 'the-graph' ? theGraphSdl(entities) : envioSdl(entities, ENVIO_PUBLIC_AGGREGATES[indexer]));
}

/** The query API of one vendor's deployment of one indexer, from the SDL in data/indexer-schemas. */
export function indexerApi(vendor: Vendor, indexer: Indexer): GraphQLSchema {
  const key = `${vendor}-${indexer}`;
  let schema = cache.get(key);
  if (!schema) {
    schema = deriveApi(vendor, indexer, readSchemaFile(SITE_DIR, vendor, indexer));
    cache.set(key, schema);
  }
  return schema;
}
