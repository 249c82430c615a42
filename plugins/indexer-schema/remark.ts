/**
 * Remark plugin: the entity and enum tables of the entities pages come from the indexers' SDL at build time.
 *
 *   ## LockupStream
 *   <EntityTable schema="the-graph-streams" entity="LockupStream" />
 *
 *   ## Enums
 *   <EnumTable schema="the-graph-streams" enums="LockupStreamCategory, ShapeSource" />
 *
 * Each element becomes a plain Markdown table (no import, no component, no JavaScript for it), so the page's HTML
 * and its Markdown twin carry the table. An entity table sits under a heading that is the entity's name (its
 * anchor is what other tables link to); a relation links to the related entity's table on the same page, or else
 * to its entry in the generated schema reference. A wrong schema, entity or enum stops the build, naming the page.
 */
import path from 'node:path';
import type {Heading, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell} from 'mdast';
import {anchorOf, ENTITY_TABLE_HEADER, ENUM_TABLE_HEADER, entityLead, entityRows, enumRows} from './entity-table';
import {type Inline, toMdast} from './inline';
import {type EntitySchemaModel, type Indexer, INDEXERS, readEntitySchema, readSchemaFile, type Vendor} from './model';
import {SCHEMA_ROUTE_PREFIX, schemaRoute} from './routes';
import {GENERATED_DOCS_DIR} from '../lib/generated-docs';

export const ENTITY_TABLE = 'EntityTable';
export const ENUM_TABLE = 'EnumTable';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: JsxAttribute[];
}

interface VFileLike {
  path?: string;
}

export interface SchemaTablesOptions {
  /** The site directory, where data/indexer-schemas is (default: the working directory of the build). */
  siteDir?: string;
}

/** `the-graph-streams` -> vendor and indexer. */
export function parseSchemaKey(key: string): {vendor: Vendor; indexer: Indexer} {
  for (const [vendor, indexers] of Object.entries(INDEXERS) as [Vendor, readonly Indexer[]][]) {
    for (const indexer of indexers) if (`${vendor}-${indexer}` === key) return {vendor, indexer};
  }
  throw new Error(
    `no schema "${key}" (one of ${Object.entries(INDEXERS)
      .flatMap(([v, is]) => is.map((i) => `${v}-${i}`))
      .join(', ')})`,
  );
}

function attribute(node: JsxElement, name: string): string {
  const value = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  if (typeof value !== 'string' || value === '') throw new Error(`<${node.name}> needs a plain string ${name}="..."`);
  return value;
}

/** The text of a heading (its text and inline code). */
function mdastToString(node: {value?: unknown; children?: unknown[]}): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((c) => mdastToString(c as {value?: unknown; children?: unknown[]})).join('');
}

const cell = (inlines: readonly Inline[]): TableCell => ({type: 'tableCell', children: toMdast(inlines) as PhrasingContent[]});

/** The class of the generated tables: their last column wraps long URLs and identifiers (src/css/custom.css). */
export const SCHEMA_TABLE_CLASS = 'schema-table';

function table(header: readonly string[], rows: readonly (readonly Inline[])[][]): Table {
  return {
    type: 'table',
    data: {hProperties: {className: [SCHEMA_TABLE_CLASS]}},
    align: header.map(() => null),
    children: [
      {type: 'tableRow', children: header.map((h) => cell([{text: h}]))},
      ...rows.map((row) => ({type: 'tableRow' as const, children: row.map(cell)})),
    ],
  };
}

/** The anchor Docusaurus gives a heading (github-slugger's rule, enough for the headings tables sit under). */
export function headingSlug(heading: Heading): string {
  const explicit = mdastToString(heading).match(/\{#([^}]+)\}\s*$/);
  if (explicit?.[1]) return explicit[1];
  return mdastToString(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const isTableElement = (node: RootContent): node is RootContent & JsxElement =>
  node.type === 'mdxJsxFlowElement' && ((node as JsxElement).name === ENTITY_TABLE || (node as JsxElement).name === ENUM_TABLE);

/** Replaces the page's entity and enum table elements by tables. Exported for the unit tests. */
export function expandSchemaTables(tree: Root, modelOf: (key: string) => EntitySchemaModel): void {
  // First pass: where each entity's and enum's table is on this page.
  const local = new Map<string, string>();
  let heading: Heading | undefined;
  const uses: {index: number; node: JsxElement; heading: Heading | undefined}[] = [];
  tree.children.forEach((node, index) => {
    if (node.type === 'heading') heading = node;
    if (!isTableElement(node)) return;
    uses.push({index, node, heading});
    if (node.name === ENTITY_TABLE) {
      const entity = attribute(node, 'entity');
      if (!heading || mdastToString(heading).replace(/\s*\{#[^}]+\}\s*$/, '') !== entity) {
        throw new Error(`<${ENTITY_TABLE} entity="${entity}"> must sit right under a heading "${entity}" (its anchor)`);
      }
      local.set(entity, `#${anchorOf(entity)}`);
    } else {
      for (const name of attribute(node, 'enums')
        .split(/[\s,]+/)
        .filter(Boolean))
        local.set(name, `#${headingSlug(heading ?? missingHeading())}`);
    }
  });
  // Second pass, from the end so the indexes stay valid: each element becomes its table.
  for (const {index, node} of uses.reverse()) {
    const key = attribute(node, 'schema');
    const {vendor, indexer} = parseSchemaKey(key);
    const model = modelOf(key);
    const reference = schemaRoute(vendor, indexer);
    const linkOf = (type: string) =>
      model.entities.has(type) || model.enums.has(type) ? (local.get(type) ?? `${reference}#${anchorOf(type)}`) : undefined;
    let replacement: RootContent[];
    if (node.name === ENTITY_TABLE) {
      const name = attribute(node, 'entity');
      const entity = model.entities.get(name);
      if (!entity) throw new Error(`the ${key} schema has no entity ${name}`);
      const lead: Paragraph = {
        type: 'paragraph',
        children: toMdast(entityLead(entity, `${reference}#${anchorOf(name)}`)) as PhrasingContent[],
      };
      replacement = [lead, table(ENTITY_TABLE_HEADER, entityRows(entity, linkOf))];
    } else {
      const names = attribute(node, 'enums')
        .split(/[\s,]+/)
        .filter(Boolean);
      const rows = enumRows(model, names).map(([name, values]) => [
        [{link: linkOfEnum(reference, name ?? []), children: name ?? []}],
        values ?? [],
      ]);
      replacement = [table(ENUM_TABLE_HEADER, rows)];
    }
    tree.children.splice(index, 1, ...replacement);
  }
}

function missingHeading(): never {
  throw new Error(`<${ENUM_TABLE}> must sit under a heading`);
}

/** An enum's name in an enum table links to its entry in the schema reference. */
function linkOfEnum(reference: string, name: readonly Inline[]): string {
  const first = name[0];
  const value = first && 'code' in first ? first.code : '';
  return `${reference}#${anchorOf(value)}`;
}

const models = new Map<string, EntitySchemaModel>();

export default function remarkSchemaTables(options: SchemaTablesOptions = {}) {
  const siteDir = path.resolve(options.siteDir ?? '.');
  const modelOf = (key: string): EntitySchemaModel => {
    let model = models.get(key);
    if (!model) {
      const {vendor, indexer} = parseSchemaKey(key);
      model = readEntitySchema(readSchemaFile(siteDir, vendor, indexer));
      models.set(key, model);
    }
    return model;
  };
  return (tree: Root, file: VFileLike) => {
    // The generated schema reference pages are Markdown: their tables get the class here.
    if (`/${(file.path ?? '').replace(/\\/g, '/')}`.includes(`/${GENERATED_DOCS_DIR}${SCHEMA_ROUTE_PREFIX}/`)) {
      for (const node of tree.children)
        if (node.type === 'table') node.data = {...node.data, hProperties: {className: [SCHEMA_TABLE_CLASS]}};
    }
    try {
      expandSchemaTables(tree, modelOf);
    } catch (error) {
      throw new Error(`${file.path ?? 'a page'}: ${(error as Error).message}`);
    }
  };
}
