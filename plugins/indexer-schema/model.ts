/**
 * The indexers' entity schemas (data/indexer-schemas/<vendor>-<indexer>.graphql) read into a plain model: entities
 * with their fields (type, list, required, derived, description) and enums with their values. Pure: SDL in, model
 * out; `readSchemaFile` is the one function that touches the disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  type ConstDirectiveNode,
  type EnumTypeDefinitionNode,
  Kind,
  type ObjectTypeDefinitionNode,
  parse,
  type StringValueNode,
  type TypeNode,
} from 'graphql';

export type Vendor = 'the-graph' | 'envio';
export type Indexer = 'streams' | 'airdrops' | 'analytics';

/** The indexers each vendor serves (The Graph has no analytics subgraph). */
export const INDEXERS: Record<Vendor, readonly Indexer[]> = {
  'the-graph': ['streams', 'airdrops'],
  envio: ['streams', 'airdrops', 'analytics'],
};

/** The folder of the SDL files, relative to the site directory. */
export const SCHEMAS_DIR = path.join('data', 'indexer-schemas');

/** `the-graph-streams`: the file name (without `.graphql`) of one vendor's schema of one indexer. */
export const schemaKey = (vendor: Vendor, indexer: Indexer): string => `${vendor}-${indexer}`;

export interface SchemaField {
  name: string;
  /** The named type under the list and non-null wrappers. */
  type: string;
  list: boolean;
  required: boolean;
  /** `@derivedFrom(field: "x")`: the field of `type` this list is derived from. */
  derivedFrom?: string;
  description?: string;
  /** The type as written in the SDL, e.g. `[LockupAction!]!`. */
  sdlType: string;
}

export interface SchemaEntity {
  name: string;
  description?: string;
  /** `@entity(immutable: ...)`; undefined when the SDL does not say. */
  immutable?: boolean;
  fields: SchemaField[];
}

export interface SchemaEnum {
  name: string;
  description?: string;
  values: {name: string; description?: string}[];
}

export interface EntitySchemaModel {
  entities: Map<string, SchemaEntity>;
  enums: Map<string, SchemaEnum>;
}

/** A description as one line: the SDL's line breaks inside a paragraph become spaces. */
const oneLine = (node: StringValueNode | undefined): string | undefined =>
  node ? node.value.replace(/\s*\n\s*/g, ' ').trim() || undefined : undefined;

function unwrap(type: TypeNode): {type: string; list: boolean; required: boolean} {
  let node = type;
  let required = false;
  let list = false;
  if (node.kind === Kind.NON_NULL_TYPE) {
    required = true;
    node = node.type;
  }
  if (node.kind === Kind.LIST_TYPE) {
    list = true;
    node = node.type;
    if (node.kind === Kind.NON_NULL_TYPE) node = node.type;
  }
  if (node.kind !== Kind.NAMED_TYPE) throw new Error('indexer-schema: nested lists are not used by the indexers');
  return {type: node.name.value, list, required};
}

function sdlTypeOf(type: TypeNode): string {
  if (type.kind === Kind.NON_NULL_TYPE) return `${sdlTypeOf(type.type)}!`;
  if (type.kind === Kind.LIST_TYPE) return `[${sdlTypeOf(type.type)}]`;
  return type.name.value;
}

function stringArgument(directive: ConstDirectiveNode | undefined, name: string): string | undefined {
  const value = directive?.arguments?.find((a) => a.name.value === name)?.value;
  return value?.kind === Kind.STRING ? value.value : undefined;
}

function immutableOf(directive: ConstDirectiveNode): boolean | undefined {
  const value = directive.arguments?.find((a) => a.name.value === 'immutable')?.value;
  return value?.kind === Kind.BOOLEAN ? value.value : undefined;
}

/** Reads the entities (object types marked `@entity`) and enums of an indexer's SDL. */
export function readEntitySchema(sdl: string): EntitySchemaModel {
  const entities = new Map<string, SchemaEntity>();
  const enums = new Map<string, SchemaEnum>();
  for (const def of parse(sdl).definitions) {
    if (def.kind === Kind.ENUM_TYPE_DEFINITION) {
      const e = def as EnumTypeDefinitionNode;
      enums.set(e.name.value, {
        name: e.name.value,
        description: oneLine(e.description),
        values: (e.values ?? []).map((v) => ({name: v.name.value, description: oneLine(v.description)})),
      });
    } else if (def.kind === Kind.OBJECT_TYPE_DEFINITION) {
      const object = def as ObjectTypeDefinitionNode;
      const entity = object.directives?.find((d) => d.name.value === 'entity');
      if (!entity) continue;
      entities.set(object.name.value, {
        name: object.name.value,
        description: oneLine(object.description),
        immutable: immutableOf(entity),
        fields: (object.fields ?? []).map((f) => {
          const derived = f.directives?.find((d) => d.name.value === 'derivedFrom');
          return {
            name: f.name.value,
            ...unwrap(f.type),
            derivedFrom: derived ? stringArgument(derived, 'field') : undefined,
            description: oneLine(f.description),
            sdlType: sdlTypeOf(f.type),
          };
        }),
      });
    }
  }
  return {entities, enums};
}

/** The SDL text of one vendor's schema of one indexer. */
export function readSchemaFile(siteDir: string, vendor: Vendor, indexer: Indexer): string {
  const file = path.join(siteDir, SCHEMAS_DIR, `${schemaKey(vendor, indexer)}.graphql`);
  if (!fs.existsSync(file)) throw new Error(`indexer-schema: no ${vendor} schema for the ${indexer} indexer (${file})`);
  return fs.readFileSync(file, 'utf8');
}
