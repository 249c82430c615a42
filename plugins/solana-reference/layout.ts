/**
 * Byte layouts of the programs' accounts: where each field starts and how much space an account takes. The IDL gives
 * the fields in order and their types, but not the `#[max_len]` of a string field, which fixes the space the program
 * allocates for the account; MAX_LEN holds those, read in the program sources at tag v0.1.
 *
 * Anchor stores an account as its 8-byte discriminator followed by the Borsh encoding of its fields. A field's offset
 * is fixed while every field before it has a fixed size; after a `String` (a 4-byte length, then that many bytes) the
 * offsets depend on the data. The account itself is allocated once, at creation, with room for the longest strings,
 * so its size is fixed even when its content is not.
 */
import type {Idl, IdlType, IdlTypeDef} from './idl';

/** Anchor's account discriminator: the first 8 bytes of sha256("account:<Name>"). */
export const DISCRIMINATOR_SIZE = 8;

export interface MaxLen {
  /** The largest number of bytes the field's content may hold. */
  max: number;
  /** Where the program declares it: solsab path:line at the release tag. */
  source: string;
}

/** `#[max_len]` of the string fields, by IDL `metadata.name`, then account type, then field. */
export const MAX_LEN: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, MaxLen>>>>>> = {
  sablier_merkle_instant: {
    Campaign: {
      ipfs_cid: {
        max: 59,
        source: 'programs/merkle_instant/src/state/campaign.rs:15-16 (CAMPAIGN_IPFS_CID_SIZE, utils/constants.rs:6)',
      },
      name: {max: 32, source: 'programs/merkle_instant/src/state/campaign.rs:18-19 (CAMPAIGN_NAME_SIZE, utils/constants.rs:7)'},
    },
  },
};

export interface FieldLayout {
  name: string;
  type: IdlType;
  /** Byte offset from the start of the account data (discriminator included); undefined when it depends on the data. */
  offset?: number;
  /** Bytes the field takes; for a string, its 4-byte length prefix plus its largest content. */
  space: number;
  /** For a string: the most bytes its content may hold. */
  maxLen?: number;
}

export interface AccountLayout {
  fields: FieldLayout[];
  /** Bytes the program allocates for the account, discriminator included: the fixed size of every such account. */
  space: number;
  /** Whether every field sits at a fixed offset, so the encoded data fills exactly `space` bytes. */
  fixedOffsets: boolean;
}

/**
 * The layout of an account type. Throws when a field has a size the reference cannot know (a string without a
 * MAX_LEN entry, a vector, an option), so a new account type is not shown with a wrong size.
 */
export function accountLayout(idl: Idl, def: IdlTypeDef): AccountLayout {
  if (def.type.kind !== 'struct') throw new Error(`solana-reference: account ${def.name} is not a struct`);
  const maxLens = MAX_LEN[idl.metadata.name]?.[def.name] ?? {};
  const fields: FieldLayout[] = [];
  let offset: number | undefined = DISCRIMINATOR_SIZE;
  let space = DISCRIMINATOR_SIZE;
  for (const field of (def.type.fields ?? []) as {name: string; type: IdlType}[]) {
    const fixed = borshSize(idl, field.type);
    if (fixed !== undefined) {
      fields.push({name: field.name, type: field.type, offset, space: fixed});
      space += fixed;
      if (offset !== undefined) offset += fixed;
      continue;
    }
    const max = maxLens[field.name];
    if (field.type !== 'string' || !max) {
      throw new Error(
        `solana-reference: ${idl.metadata.name} ${def.name}.${field.name} has no fixed size: add its #[max_len] to MAX_LEN in plugins/solana-reference/layout.ts`,
      );
    }
    fields.push({name: field.name, type: field.type, offset, space: 4 + max.max, maxLen: max.max});
    space += 4 + max.max;
    offset = undefined;
  }
  return {fields, space, fixedOffsets: fields.every((f) => f.maxLen === undefined)};
}

/** Borsh size of a type in bytes, or undefined when it varies (strings, vectors, options). */
export function borshSize(idl: Idl, type: IdlType): number | undefined {
  if (typeof type === 'string') {
    const sizes: Record<string, number> = {bool: 1, u8: 1, i8: 1, u16: 2, i16: 2, u32: 4, i32: 4, f32: 4, u64: 8, i64: 8, f64: 8};
    if (type in sizes) return sizes[type];
    if (type === 'u128' || type === 'i128') return 16;
    if (type === 'u256' || type === 'i256' || type === 'pubkey') return 32;
    return undefined;
  }
  if ('array' in type) {
    const inner = borshSize(idl, type.array[0]);
    return inner !== undefined && typeof type.array[1] === 'number' ? inner * type.array[1] : undefined;
  }
  if ('defined' in type) {
    const def = idl.types?.find((t) => t.name === type.defined.name);
    return def ? structSize(idl, def) : undefined;
  }
  return undefined;
}

function structSize(idl: Idl, def: IdlTypeDef): number | undefined {
  if (def.type.kind === 'enum') return def.type.variants.every((v) => !v.fields) ? 1 : undefined;
  if (def.type.kind !== 'struct') return undefined;
  let total = 0;
  for (const field of (def.type.fields ?? []) as {type: IdlType}[]) {
    const size = borshSize(idl, field.type);
    if (size === undefined) return undefined;
    total += size;
  }
  return total;
}
