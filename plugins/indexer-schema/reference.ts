/**
 * The schema reference page of one vendor's deployment of one indexer, as Markdown: root query fields with their
 * arguments, every entity with its fields (the type the vendor serves, whether the SDL requires it, the SDL's
 * description), every enum, the filter operators per field type (once per page, not per field), sorting and, on
 * Envio, aggregates. Everything comes from the SDL and the vendor's derivation of its query API (./api.ts). Pure:
 * SDL in, Markdown out.
 */
import {
  type GraphQLArgument,
  type GraphQLField,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
} from 'graphql';
import {deriveApi, ENVIO_PUBLIC_AGGREGATES} from './api';
import {anchorOf, fieldDescription} from './entity-table';
import {code, fromDescription, type Inline, toMarkdown as inlinesToMarkdown, link, markdownTable, text} from './inline';
import {type EntitySchemaModel, type Indexer, readEntitySchema, type SchemaEntity, type Vendor} from './model';

export const VENDOR_NAMES: Record<Vendor, string> = {'the-graph': 'The Graph', envio: 'Envio'};

export interface ReferenceOptions {
  vendor: Vendor;
  indexer: Indexer;
  sdl: string;
  /** Where the SDL comes from, shown in the introduction, e.g. `src/schemas/streams.graphql`. */
  source: string;
  /** Authored pages that explain these entities: [title, route]. */
  explainedBy?: readonly (readonly [string, string])[];
  sidebarPosition: number;
  /** A sentence about the deployment that the SDL does not give, added to the introduction. */
  note?: string;
}

/** The Graph's root-field arguments, described once (graph-node's rules, as ./api.ts derives them). */
const GRAPH_ARGUMENTS: Record<string, string> = {
  id: 'The entity ID.',
  first: 'How many entities to return.',
  skip: 'How many entities to skip, for pagination.',
  orderBy: "The field to sort by: a value of the entity's `<Entity>_orderBy` enum (see Sorting).",
  orderDirection: 'The sort direction: `asc` or `desc`.',
  where: "A filter: the entity's `<Entity>_filter` input (see Filter operators).",
  block: 'Query the state at a block: `{number}`, `{hash}` or `{number_gte}`.',
  subgraphError: 'Whether to answer when the subgraph has indexing errors: `allow` or `deny`.',
};

/** Hasura's root-field arguments, described once. */
const ENVIO_ARGUMENTS: Record<string, string> = {
  id: 'The primary key (the entity ID).',
  where: "A filter: the entity's `<Entity>_bool_exp` input (see Filter operators).",
  order_by: "Sort keys: a list of the entity's `<Entity>_order_by` inputs (see Sorting).",
  limit: 'How many rows to return.',
  offset: 'How many rows to skip, for pagination.',
  distinct_on: 'Return one row per distinct value of these columns (a list of `<Entity>_select_column`).',
  columns: 'The columns to count.',
  distinct: 'Count distinct values only.',
};

/** Names as inline code, comma-separated. */
const joined = (names: readonly string[]): Inline[] => names.flatMap((n, i) => (i === 0 ? [code(n)] : [text(', '), code(n)]));

const typeCode = (type: {toString(): string}): Inline => code(type.toString());

/** A default value as GraphQL writes it (an enum value unquoted). */
const defaultText = (value: unknown): string =>
  value === undefined ? '' : ` = ${typeof value === 'string' ? value : JSON.stringify(value)}`;

function argumentText(arg: GraphQLArgument): string {
  const value = defaultText(arg.defaultValue);
  return `${arg.name}: ${arg.type.toString()}${value}`;
}

function argumentsCell(field: GraphQLField<unknown, unknown>): Inline[] {
  return field.args.flatMap((a, i) => (i === 0 ? [code(argumentText(a))] : [text(', '), code(argumentText(a))]));
}

function rootFields(api: GraphQLSchema, entityLinks: (type: string) => string | undefined): string {
  const query = api.getQueryType();
  if (!query) throw new Error('indexer-schema: the derived API has no Query type');
  const rows = Object.values(query.getFields()).map((f) => {
    const named = getNamedType(f.type).name;
    const url = entityLinks(named);
    return [[code(f.name)], argumentsCell(f), [url ? link(url, typeCode(f.type)) : typeCode(f.type)]];
  });
  return markdownTable(['Root field', 'Arguments', 'Returns'], rows);
}

function argumentsTable(descriptions: Record<string, string>, api: GraphQLSchema): string {
  const seen = new Map<string, string>();
  const query = api.getQueryType();
  for (const f of Object.values(query?.getFields() ?? {})) {
    for (const a of f.args) {
      const named = getNamedType(a.type).name.replace(/^\w+?_(filter|orderBy|bool_exp|order_by|select_column)$/, '<Entity>_$1');
      const shown = a.type.toString().replace(getNamedType(a.type).name, named);
      if (!seen.has(a.name)) seen.set(a.name, `${shown}${defaultText(a.defaultValue)}`);
    }
  }
  const rows = [...seen].map(([name, type]) => [[code(name)], [code(type)], fromDescription(descriptions[name] ?? '')]);
  return markdownTable(['Argument', 'Type', 'Meaning'], rows);
}

function entitySection(vendor: Vendor, entity: SchemaEntity, api: GraphQLSchema, linkOf: (type: string) => string | undefined): string {
  const object = api.getType(entity.name);
  if (!(object instanceof GraphQLObjectType)) throw new Error(`indexer-schema: the derived API lacks the type ${entity.name}`);
  const served = object.getFields();
  const sdlFields = new Map(entity.fields.map((f) => [f.name, f]));
  const rows: Inline[][][] = [];
  for (const f of entity.fields) {
    const reference = !f.list && linkOf(f.type) !== undefined && vendor === 'envio' && sdlFields.has(f.name) && served[`${f.name}_id`];
    if (reference) {
      // Hasura: a reference is a column holding the related ID plus the relation itself.
      const column = served[`${f.name}_id`];
      rows.push([
        [code(`${f.name}_id`)],
        [typeCode(column?.type ?? '')],
        [text(f.required ? 'yes' : 'no')],
        [text('The ID of '), code(f.name), text('.')],
      ]);
    }
    const servedField = served[f.name];
    if (!servedField) throw new Error(`indexer-schema: ${vendor} does not serve ${entity.name}.${f.name}`);
    const url = linkOf(f.type);
    const typeCell = url ? [link(url, typeCode(servedField.type))] : [typeCode(servedField.type)];
    const description = fieldDescription(f);
    if (servedField.args.length > 0) {
      const last = description[description.length - 1];
      if (last && 'text' in last && !/[.!?:]$/.test(last.text)) description.push(text('.'));
      description.push(text(' Takes the list arguments: '), ...joined(servedField.args.map((a) => a.name)), text('.'));
    }
    rows.push([[code(f.name)], typeCell, [text(f.required ? 'yes' : 'no')], description]);
  }
  const lead: Inline[] = [];
  if (entity.description) lead.push(...fromDescription(entity.description.replace(/\.?$/, '.')), text(' '));
  if (entity.immutable !== undefined)
    lead.push(text(entity.immutable ? 'Immutable: written once, never updated. ' : 'Mutable: updated in place. '));
  const inputs =
    vendor === 'the-graph' ? [`${entity.name}_filter`, `${entity.name}_orderBy`] : [`${entity.name}_bool_exp`, `${entity.name}_order_by`];
  lead.push(text('Filter: '), code(inputs[0] ?? ''), text('; sort: '), code(inputs[1] ?? ''), text('.'));
  return [
    `### ${entity.name} {#${anchorOf(entity.name)}}`,
    inlinesToMarkdown(lead),
    markdownTable(['Field', 'Type', 'Required', 'Description'], rows),
  ].join('\n\n');
}

function enumSection(vendor: Vendor, model: EntitySchemaModel, name: string): string {
  const e = model.enums.get(name);
  if (!e) throw new Error(`indexer-schema: no enum ${name}`);
  const user = [...model.entities.values()].flatMap((entity) => entity.fields.filter((f) => f.type === name).map((f) => f.name))[0];
  const value = e.values[0]?.name ?? '';
  const lead =
    vendor === 'envio'
      ? `Hasura serves this enum as a scalar of its own: compare it with one of these values as a string${user ? `, e.g. \`{${user}: {_eq: "${value}"}}\`` : ''}.`
      : `Filter with the value itself, unquoted${user ? `, e.g. \`{${user}: ${value}}\`` : ''}.`;
  const described = e.values.some((v) => v.description);
  const rows = e.values.map((v) => (described ? [[code(v.name)], v.description ? fromDescription(v.description) : []] : [[code(v.name)]]));
  return [
    `### ${name} {#${anchorOf(name)}}`,
    ...(e.description ? [inlinesToMarkdown(fromDescription(e.description))] : []),
    inlinesToMarkdown(fromDescription(lead)),
    markdownTable(described ? ['Value', 'Description'] : ['Value'], rows),
  ].join('\n\n');
}

/** The Graph: the operator suffixes each kind of field takes, read from the derived `<Entity>_filter` inputs. */
export function graphFilterOperators(model: EntitySchemaModel, api: GraphQLSchema): Map<string, string[]> {
  const kinds = new Map<string, string[]>();
  for (const entity of model.entities.values()) {
    const filter = api.getType(`${entity.name}_filter`);
    if (!(filter instanceof GraphQLInputObjectType)) throw new Error(`indexer-schema: no ${entity.name}_filter`);
    const inputs = Object.keys(filter.getFields());
    const names = new Set(entity.fields.map((f) => f.name));
    for (const f of entity.fields) {
      // A suffix belongs to this field unless a longer field name also matches (e.g. `cliff` and `cliffAmount`).
      const suffixes = inputs
        .filter((i) => i.startsWith(f.name))
        .map((i) => i.slice(f.name.length))
        .filter((s) => s === '' || s.startsWith('_'))
        .filter((s) => s === '' || !names.has(f.name + s));
      const key = filterKind(model, f.type, f.list, f.derivedFrom !== undefined);
      const known = kinds.get(key);
      const ops = suffixes.map((s) => (s === '' ? '(equals)' : s));
      if (known && known.join() !== ops.join()) throw new Error(`indexer-schema: ${key} fields take different operators`);
      kinds.set(key, ops);
    }
  }
  return kinds;
}

function filterKind(model: EntitySchemaModel, type: string, list: boolean, derived: boolean): string {
  const base = model.entities.has(type) ? 'entity reference' : model.enums.has(type) ? 'enum' : type;
  if (!list) return base;
  return derived ? `list of ${base}s, derived` : `list of ${base === 'entity reference' ? 'entity references' : base}`;
}

function graphFilterSection(model: EntitySchemaModel, api: GraphQLSchema): string {
  const kinds = graphFilterOperators(model, api);
  const rows = [...kinds].map(([kind, ops]) => [
    [text(kind)],
    ops.length === 0
      ? [text('none')]
      : ops.flatMap((op, i): Inline[] => [
          ...(i === 0 ? [] : [text(', ')]),
          op === '(equals)' ? text('the field name itself (equals)') : code(op),
        ]),
  ]);
  return [
    '## Filter operators {#filter-operators}',
    "A filter (`where`) names a field plus an operator suffix, e.g. `depositAmount_gt`. These are the suffixes each kind of field takes; `field_` (on a reference or a list of entities) filters by the related entity's fields, and `and` and `or` take lists of filters. A filter on a date or amount compares the stored number (`BigInt` values are written as strings).",
    markdownTable(['Field type', 'Operators'], rows),
  ].join('\n\n');
}

/** Envio: the comparison operators of each column type, read from the derived `<type>_comparison_exp` inputs. */
export function envioComparisonOperators(api: GraphQLSchema): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const type of Object.values(api.getTypeMap())) {
    const m = type.name.match(/^(\w+?)(_array)?_comparison_exp$/);
    if (!m || !(type instanceof GraphQLInputObjectType)) continue;
    out.set(m[2] ? `[${m[1]}]` : (m[1] ?? ''), Object.keys(type.getFields()));
  }
  return out;
}

function envioFilterSection(api: GraphQLSchema): string {
  const rows = [...envioComparisonOperators(api)].map(([type, ops]) => [
    [code(type)],
    ops.flatMap((op, i): Inline[] => [...(i === 0 ? [] : [text(', ')]), code(op)]),
  ]);
  return [
    '## Filter operators {#filter-operators}',
    'A filter (`where`) maps a column to a comparison, e.g. `{depositAmount: {_gt: "100"}}`; a relation takes the related entity\'s filter, and `_and`, `_or` (lists) and `_not` combine filters. These are the comparisons each column type takes:',
    markdownTable(['Column type', 'Operators'], rows),
  ].join('\n\n');
}

function sortingSection(vendor: Vendor, model: EntitySchemaModel, api: GraphQLSchema): string {
  if (vendor === 'the-graph') {
    const rows = [...model.entities.keys()].map((name) => {
      const e = api.getType(`${name}_orderBy`);
      const values = e instanceof GraphQLEnumType ? e.getValues().map((v) => v.name) : [];
      return [
        [link(`#${anchorOf(name)}`, code(`${name}_orderBy`))],
        values.flatMap((v, i): Inline[] => [...(i === 0 ? [] : [text(', ')]), code(v)]),
      ];
    });
    return [
      '## Sorting {#sorting}',
      "`orderBy` takes one value of the entity's `<Entity>_orderBy` enum: a field, or `reference__field` to sort by a field of a related entity. `orderDirection` is `asc` or `desc`.",
      markdownTable(['Enum', 'Values'], rows),
    ].join('\n\n');
  }
  const orderBy = api.getType('order_by');
  const values = orderBy instanceof GraphQLEnumType ? orderBy.getValues().map((v) => v.name) : [];
  return [
    '## Sorting {#sorting}',
    `\`order_by\` takes a list of \`<Entity>_order_by\` inputs, each mapping a column (not a list relation) to one of ${values.map((v) => `\`${v}\``).join(', ')}, or a relation to the related entity's \`_order_by\`. Earlier items sort first.`,
  ].join('\n\n');
}

function aggregatesSection(indexer: Indexer, api: GraphQLSchema): string {
  const rows = ENVIO_PUBLIC_AGGREGATES[indexer].map((name) => {
    const sum = api.getType(`${name}_sum_fields`);
    const columns = sum instanceof GraphQLObjectType ? Object.keys(sum.getFields()).filter((c) => c !== '_none') : [];
    return [
      [link(`#${anchorOf(name)}`, code(`${name}_aggregate`))],
      columns.length === 0 ? [text('none')] : columns.flatMap((c, i): Inline[] => [...(i === 0 ? [] : [text(', ')]), code(c)]),
    ];
  });
  return [
    '## Aggregates {#aggregates}',
    'The deployment opens `<Entity>_aggregate` root fields for these entities only. Each takes the same arguments as the list field and returns `aggregate { count sum avg max min }` and `nodes`; `sum` and `avg` cover the numeric columns below, `max` and `min` every column but the Boolean ones.',
    markdownTable(['Root field', 'Numeric columns'], rows),
  ].join('\n\n');
}

/** The Markdown of the schema reference page of one vendor's deployment of one indexer. */
export function schemaReferencePage(options: ReferenceOptions): string {
  const {vendor, indexer, sdl} = options;
  const model = readEntitySchema(sdl);
  const api = deriveApi(vendor, indexer, sdl);
  const vendorName = VENDOR_NAMES[vendor];
  const linkOf = (type: string) => (model.entities.has(type) || model.enums.has(type) ? `#${anchorOf(type)}` : undefined);
  const entityNames = [...model.entities.keys()].sort();
  const enumNames = [...model.enums.keys()].sort();
  const explained = (options.explainedBy ?? []).map(([title, route]) => `[${title}](${route})`);
  const intro = [
    `Every entity, field, enum and filter operator of the \`${indexer}\` indexer as ${vendorName} serves it, generated from the indexer's schema (\`${options.source}\`) and ${vendor === 'the-graph' ? "The Graph's" : "Envio's Hasura"} rules for deriving a query API from it.`,
    explained.length > 0 ? ` For what the entities mean and example queries, see ${explained.join(' and ')}.` : '',
    options.note ? ` ${options.note}` : '',
  ].join('');
  const frontmatter = [
    '---',
    `id: ${indexer}`,
    `title: "${vendorName} schema: ${indexer}"`,
    `sidebar_label: ${indexer.charAt(0).toUpperCase()}${indexer.slice(1)}`,
    `sidebar_position: ${options.sidebarPosition}`,
    `description: "Every entity, field, enum, root query field and filter operator of the Sablier ${indexer} indexer on ${vendorName}, generated from its GraphQL schema."`,
    '---',
  ].join('\n');
  const sections = [
    frontmatter,
    intro,
    `Entities: ${entityNames.map((n) => `[\`${n}\`](#${anchorOf(n)})`).join(', ')}.${enumNames.length > 0 ? ` Enums: ${enumNames.map((n) => `[\`${n}\`](#${anchorOf(n)})`).join(', ')}.` : ''}`,
    '## Root query fields {#root-query-fields}',
    vendor === 'the-graph'
      ? 'Each entity has a root field for one entity by ID and a plural one for lists. A list field of an entity (such as a derived list) takes the same list arguments.'
      : 'Each entity has a root field for lists (named as the entity), one for a single row by primary key (`_by_pk`) and, where the deployment opens it, an `_aggregate` field. An array relation of an entity takes the same list arguments.',
    rootFields(api, linkOf),
    '### Arguments {#arguments}',
    argumentsTable(vendor === 'the-graph' ? GRAPH_ARGUMENTS : ENVIO_ARGUMENTS, api),
    '## Entities {#entities}',
    vendor === 'envio'
      ? 'Types are the ones Hasura serves: `BigInt` columns are `numeric`, `Bytes` and `ID` are `String`. A reference to another entity is two fields: the column `<field>_id` and the relation `<field>`. Required: the schema declares the field non-null.'
      : 'Types are as the schema declares them. Required: the field is non-null.',
    ...entityNames.map((name) => {
      const entity = model.entities.get(name);
      if (!entity) throw new Error(`indexer-schema: no entity ${name}`);
      return entitySection(vendor, entity, api, linkOf);
    }),
    ...(enumNames.length > 0 ? ['## Enums {#enums}', ...enumNames.map((name) => enumSection(vendor, model, name))] : []),
    vendor === 'the-graph' ? graphFilterSection(model, api) : envioFilterSection(api),
    sortingSection(vendor, model, api),
    ...(vendor === 'envio' ? [aggregatesSection(indexer, api)] : []),
  ];
  return `${sections.join('\n\n')}\n`;
}
