/**
 * The rows of an entity's table and of an enum table, from the SDL model: every field with its type as the SDL
 * writes it, whether it is required, and its description; relations link to the related entity's table. Pure: the
 * caller says where each entity's and enum's table is (`linkOf`).
 */
import {code, fromDescription, type Inline, link, text} from './inline';
import type {EntitySchemaModel, SchemaEntity, SchemaField} from './model';

export const ENTITY_TABLE_HEADER = ['Field', 'Type', 'Required', 'Description'] as const;
export const ENUM_TABLE_HEADER = ['Enum', 'Values'] as const;

/** Where a type's table is (a URL with its anchor), or undefined for scalars. */
export type LinkOf = (typeName: string) => string | undefined;

/** The anchor of an entity's or enum's section on a schema reference page, and of its heading on an entities page. */
export const anchorOf = (typeName: string): string => typeName.toLowerCase();

function typeCell(field: SchemaField, linkOf: LinkOf): Inline[] {
  const url = linkOf(field.type);
  return url ? [link(url, code(field.sdlType))] : [code(field.sdlType)];
}

/** The description of a field: the SDL's, then, for a derived list, the field it is derived from. */
export function fieldDescription(field: SchemaField): Inline[] {
  const parts: Inline[] = field.description ? fromDescription(field.description) : [];
  if (field.derivedFrom) {
    const last = parts[parts.length - 1];
    if (last && 'text' in last && !/[.!?:]$/.test(last.text)) parts.push(text('.'));
    if (parts.length > 0) parts.push(text(' '));
    parts.push(text('Derived from '), code(`${field.type}.${field.derivedFrom}`), text('.'));
  }
  return parts;
}

export function entityRows(entity: SchemaEntity, linkOf: LinkOf): Inline[][][] {
  return entity.fields.map((f) => [[code(f.name)], typeCell(f, linkOf), [text(f.required ? 'yes' : 'no')], fieldDescription(f)]);
}

/** One row per enum: its name and its values. */
export function enumRows(model: EntitySchemaModel, names: readonly string[]): Inline[][][] {
  return names.map((name) => {
    const e = model.enums.get(name);
    if (!e) throw new Error(`indexer-schema: the schema has no enum ${name}`);
    const values = e.values.flatMap((v, i): Inline[] => (i === 0 ? [code(v.name)] : [text(', '), code(v.name)]));
    return [[code(e.name)], values];
  });
}

/** The sentence above an entity's table: its description, mutability and schema reference entry. */
export function entityLead(entity: SchemaEntity, referenceUrl: string): Inline[] {
  const parts: Inline[] = [];
  if (entity.description) parts.push(...fromDescription(entity.description.replace(/\.?$/, '.')), text(' '));
  if (entity.immutable !== undefined) parts.push(text(entity.immutable ? 'Immutable: written once. ' : 'Mutable: updated in place. '));
  parts.push(text('Schema reference: '), link(referenceUrl, code(entity.name)), text('.'));
  return parts;
}
