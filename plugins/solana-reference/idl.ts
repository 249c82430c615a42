/**
 * Loading and checking the Anchor IDLs the `sablier` package ships for the Solana programs. The shapes are Anchor's
 * own IDL types (`Idl` from @coral-xyz/anchor, spec 0.1.0); `parseIdl` checks at run time that a value really has
 * the parts the reference renders, so a malformed IDL stops the build with the file and the path of the bad part.
 */
import {createRequire} from 'node:module';
import type {Idl} from '@coral-xyz/anchor';

export type {Idl};
export type IdlInstruction = Idl['instructions'][number];
export type IdlAccountItem = IdlInstruction['accounts'][number];
/** An instruction account (Anchor also allows nested account groups, which these programs do not use). */
export type IdlInstructionAccount = Extract<IdlAccountItem, {signer?: boolean}>;
export type IdlPda = NonNullable<IdlInstructionAccount['pda']>;
export type IdlSeed = IdlPda['seeds'][number];
export type IdlField = IdlInstruction['args'][number];
export type IdlType = IdlField['type'];
export type IdlTypeDef = NonNullable<Idl['types']>[number];
export type IdlErrorCode = NonNullable<Idl['errors']>[number];

export class IdlError extends Error {
  constructor(file: string, detail: string) {
    super(`solana-reference: ${file}: ${detail}`);
    this.name = 'IdlError';
  }
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const PRIMITIVES = new Set([
  'bool',
  'u8',
  'i8',
  'u16',
  'i16',
  'u32',
  'i32',
  'f32',
  'u64',
  'i64',
  'f64',
  'u128',
  'i128',
  'u256',
  'i256',
  'bytes',
  'string',
  'pubkey',
]);

/** Walks a value and reports the first part that is not what an Anchor IDL (spec 0.1.0) has there. */
class Checker {
  constructor(private readonly file: string) {}

  fail(where: string, what: string): never {
    throw new IdlError(this.file, `malformed IDL: ${where} ${what}`);
  }

  object(value: unknown, where: string): Json {
    if (!isObject(value)) this.fail(where, 'is not an object');
    return value;
  }

  array(value: unknown, where: string): unknown[] {
    if (!Array.isArray(value)) this.fail(where, 'is not an array');
    return value;
  }

  string(value: unknown, where: string): string {
    if (typeof value !== 'string' || value === '') this.fail(where, 'is not a non-empty string');
    return value;
  }

  optionalStrings(value: unknown, where: string): void {
    if (value === undefined) return;
    this.array(value, where).forEach((line, i) => {
      if (typeof line !== 'string') this.fail(`${where}[${i}]`, 'is not a string');
    });
  }

  bytes(value: unknown, where: string, length?: number): void {
    const list = this.array(value, where);
    if (length !== undefined && list.length !== length) this.fail(where, `has ${list.length} bytes, not ${length}`);
    list.forEach((b, i) => {
      if (!Number.isInteger(b) || (b as number) < 0 || (b as number) > 255) this.fail(`${where}[${i}]`, 'is not a byte');
    });
  }

  type(value: unknown, where: string): void {
    if (typeof value === 'string') {
      if (!PRIMITIVES.has(value)) this.fail(where, `is an unknown type "${value}"`);
      return;
    }
    const t = this.object(value, where);
    for (const wrapper of ['vec', 'option', 'coption'] as const) {
      if (wrapper in t) {
        this.type(t[wrapper], `${where}.${wrapper}`);
        return;
      }
    }
    if ('array' in t) {
      const [inner, len] = this.array(t.array, `${where}.array`);
      this.type(inner, `${where}.array[0]`);
      if (!Number.isInteger(len)) this.fail(`${where}.array[1]`, 'is not a length');
      return;
    }
    if ('defined' in t) {
      this.string(this.object(t.defined, `${where}.defined`).name, `${where}.defined.name`);
      return;
    }
    this.fail(where, 'is not a type');
  }

  fields(value: unknown, where: string): void {
    this.array(value, where).forEach((f, i) => {
      const field = this.object(f, `${where}[${i}]`);
      this.string(field.name, `${where}[${i}].name`);
      this.type(field.type, `${where}[${i}].type`);
    });
  }

  seed(value: unknown, where: string): void {
    const seed = this.object(value, where);
    if (seed.kind === 'const') this.bytes(seed.value, `${where}.value`);
    else if (seed.kind === 'arg' || seed.kind === 'account') this.string(seed.path, `${where}.path`);
    else this.fail(`${where}.kind`, 'is not const, arg or account');
  }

  named(value: unknown, where: string): Json {
    const item = this.object(value, where);
    this.string(item.name, `${where}.name`);
    return item;
  }
}

/** Checks that `value` is an Anchor IDL with everything the reference renders; `file` names it in errors. */
export function parseIdl(value: unknown, file: string): Idl {
  const c = new Checker(file);
  const idl = c.object(value, 'the IDL');
  c.string(idl.address, 'address');
  const metadata = c.object(idl.metadata, 'metadata');
  for (const key of ['name', 'version', 'spec'] as const) c.string(metadata[key], `metadata.${key}`);
  c.optionalStrings(idl.docs, 'docs');
  const instructions = c.array(idl.instructions, 'instructions');
  if (instructions.length === 0) c.fail('instructions', 'is empty');
  instructions.forEach((value, i) => {
    const where = `instructions[${i}]`;
    const ix = c.named(value, where);
    c.optionalStrings(ix.docs, `${where}.docs`);
    c.bytes(ix.discriminator, `${where}.discriminator`, 8);
    c.array(ix.accounts, `${where}.accounts`).forEach((a, j) => {
      const w = `${where}.accounts[${j}]`;
      const account = c.named(a, w);
      if ('accounts' in account) c.fail(w, 'is a nested account group, which the reference does not render');
      c.optionalStrings(account.docs, `${w}.docs`);
      for (const flag of ['writable', 'signer', 'optional'] as const) {
        if (account[flag] !== undefined && typeof account[flag] !== 'boolean') c.fail(`${w}.${flag}`, 'is not a boolean');
      }
      if (account.address !== undefined) c.string(account.address, `${w}.address`);
      if (account.pda !== undefined) {
        const pda = c.object(account.pda, `${w}.pda`);
        c.array(pda.seeds, `${w}.pda.seeds`).forEach((s, k) => {
          c.seed(s, `${w}.pda.seeds[${k}]`);
        });
        if (pda.program !== undefined) c.seed(pda.program, `${w}.pda.program`);
      }
    });
    c.fields(ix.args, `${where}.args`);
    if (ix.returns !== undefined) c.type(ix.returns, `${where}.returns`);
  });
  for (const key of ['accounts', 'events'] as const) {
    c.array(idl[key] ?? [], key).forEach((value, i) => {
      c.bytes(c.named(value, `${key}[${i}]`).discriminator, `${key}[${i}].discriminator`, 8);
    });
  }
  c.array(idl.errors ?? [], 'errors').forEach((value, i) => {
    const error = c.named(value, `errors[${i}]`);
    if (!Number.isInteger(error.code)) c.fail(`errors[${i}].code`, 'is not an integer');
    if (error.msg !== undefined && typeof error.msg !== 'string') c.fail(`errors[${i}].msg`, 'is not a string');
  });
  c.array(idl.types ?? [], 'types').forEach((value, i) => {
    const def = c.named(value, `types[${i}]`);
    c.optionalStrings(def.docs, `types[${i}].docs`);
    const ty = c.object(def.type, `types[${i}].type`);
    if (ty.kind === 'struct') c.fields(ty.fields ?? [], `types[${i}].type.fields`);
    else if (ty.kind === 'enum') {
      c.array(ty.variants, `types[${i}].type.variants`).forEach((v, j) => {
        c.named(v, `types[${i}].type.variants[${j}]`);
      });
    } else c.fail(`types[${i}].type.kind`, 'is not struct or enum');
  });
  // Every account and event has the struct that lays it out.
  const typeNames = new Set((idl.types as {name: string}[] | undefined)?.map((t) => t.name));
  for (const key of ['accounts', 'events'] as const) {
    for (const item of (idl[key] as {name: string}[] | undefined) ?? []) {
      if (!typeNames.has(item.name)) c.fail(`${key} "${item.name}"`, 'has no type definition in types');
    }
  }
  return value as Idl;
}

/**
 * Loads one program's IDL from the `sablier` package: the module `specifier` (e.g.
 * `sablier/solana/releases/lockup/v0.1/idl`) and its export `idl[programName]`. A module that is missing, or that
 * has no such IDL, fails naming the module and the file it resolved to.
 */
export function loadIdl(specifier: string, programName: string, from: string = __filename): {idl: Idl; file: string} {
  const require = createRequire(from);
  let file: string;
  try {
    file = require.resolve(specifier);
  } catch {
    throw new IdlError(specifier, 'missing IDL: the module is not in the installed sablier package');
  }
  const mod = require(specifier) as {idl?: Record<string, unknown>};
  const value = mod.idl?.[programName];
  if (value === undefined) throw new IdlError(file, `missing IDL: the module exports no idl.${programName}`);
  return {idl: parseIdl(value, file), file};
}
