import fs from 'node:fs';
import path from 'node:path';
import {LangErrorCode, LangErrorMessage} from '@coral-xyz/anchor';
import {clustersOf, latestSolanaRelease, SOLANA_PROTOCOLS, SOLANA_REPOSITORY, type SolanaProtocol} from '../lib/solana-sdk';
import {writeGeneratedPages} from '../generated-docs';
import {applyCorrections} from './corrections';
import {type GlobalAccount, globalAccounts} from './globals';
import {type Idl, IdlError, loadIdl} from './idl';
import {INSTRUCTION_ERRORS, OTHER_PROGRAM_ERRORS} from './instruction-errors';
import {ARGUMENT_DOCS, ERROR_WHEN, FRAMEWORK_ERRORS} from './notes';
import {errorRecords, instructionDocs, type ProgramContext, type ResolvedError, renderProgram, type SolanaErrorRecord} from './render';

/** The error decoder's Solana data (read by plugins/protocol-data/registry.ts). */
export const SOLANA_ERRORS_FILE = 'src/generated/solana-errors.json';

/** Route prefix the generator owns: everything under it that a run does not produce is removed. */
export const SOLANA_REFERENCE_PREFIX = '/solana/reference';

export interface ProgramSource {
  protocol: SolanaProtocol;
  label: string;
  sourceDir: string;
  /** Module of the package that exports the IDL, and the program name it is keyed by. */
  idlModule: string;
  programName: string;
  release: string;
}

/** The programs of the latest Solana releases in the `sablier` package. */
export function programSources(): ProgramSource[] {
  return SOLANA_PROTOCOLS.map(({protocol, label, sourceDir}) => {
    const release = latestSolanaRelease(protocol);
    const [programName, ...more] = release.programNames;
    if (!programName || more.length > 0) {
      throw new Error(
        `solana-reference: ${protocol} ${release.version} lists ${release.programNames.length} programs; the reference expects one`,
      );
    }
    return {protocol, label, sourceDir, idlModule: release.idlModule, programName, release: release.version};
  });
}

const langCode = LangErrorCode as Record<string, number>;

/** A program's context: its IDL loaded, checked and corrected, and what the pages show next to it. */
export function programContext(source: ProgramSource, from?: string, given?: Idl): ProgramContext {
  // `given` replaces the package's IDL (the unit tests check how a changed IDL fails).
  const {idl: raw, file} = given ? {idl: given, file: `${source.idlModule} (given)`} : loadIdl(source.idlModule, source.programName, from);
  const idl = applyCorrections(raw);
  const clusters = clustersOf(idl.address);
  if (clusters.length === 0) throw new IdlError(file, `the IDL's address ${idl.address} is not a deployment of ${source.programName}`);
  const errorWhen = ERROR_WHEN[idl.metadata.name];
  if (!errorWhen) throw new IdlError(file, `no error notes for the program ${idl.metadata.name} in plugins/solana-reference/notes.ts`);
  const frameworkErrors = Object.entries(FRAMEWORK_ERRORS).flatMap(([name, {code, when}]) => {
    const text = when[idl.metadata.name];
    if (!text) return [];
    if (langCode[name] !== code) throw new Error(`solana-reference: Anchor's ${name} is ${langCode[name]}, not ${code}`);
    return [{code, name, message: LangErrorMessage.get(code) ?? '', when: text}];
  });
  const argumentDocs = ARGUMENT_DOCS[idl.metadata.name] ?? {};
  for (const ix of idl.instructions) {
    const params = instructionDocs(idl, ix).params;
    for (const arg of ix.args) {
      if (!params.get(arg.name) && !argumentDocs[ix.name]?.[arg.name]) {
        throw new IdlError(
          file,
          `argument ${arg.name} of ${ix.name} has no description: add it to ARGUMENT_DOCS in plugins/solana-reference/notes.ts`,
        );
      }
    }
  }
  return {
    protocol: source.protocol,
    label: source.label,
    programName: source.programName,
    release: source.release,
    idl,
    clusters,
    sourceUrl: `${SOLANA_REPOSITORY}/tree/${source.release}/${source.sourceDir}`,
    errorWhen,
    frameworkErrors,
    instructionErrors: resolveInstructionErrors(idl, file, source.sourceDir),
    argumentDocs,
  };
}

/**
 * The errors of each instruction (./instruction-errors.ts) with their codes. Fails when an instruction has no entry,
 * when an entry names an error its kind does not know, cites a file outside the program's sources, or when a custom
 * error of the IDL is raised by no instruction.
 */
export function resolveInstructionErrors(idl: Idl, file: string, sourceDir: string): Record<string, ResolvedError[]> {
  const table = INSTRUCTION_ERRORS[idl.metadata.name];
  if (!table) throw new IdlError(file, `no instruction errors for ${idl.metadata.name} in plugins/solana-reference/instruction-errors.ts`);
  const programDir = sourceDir.replace(/\/src$/, '');
  const raised = new Set<string>();
  const out: Record<string, ResolvedError[]> = {};
  for (const ix of idl.instructions) {
    const entries = table[ix.name];
    if (!entries) throw new IdlError(file, `instruction ${ix.name} has no entry in plugins/solana-reference/instruction-errors.ts`);
    out[ix.name] = entries.map((e) => {
      for (const src of e.sources) {
        if (!src.startsWith(`${programDir}/`)) throw new IdlError(file, `${ix.name}: ${e.name} cites ${src}, outside ${programDir}`);
      }
      const where = `${ix.name}: ${e.kind} error ${e.name}`;
      if (e.kind === 'program') {
        const error = idl.errors?.find((x) => x.name === e.name);
        if (!error) throw new IdlError(file, `${where} is not an error of the IDL`);
        raised.add(e.name);
        return {code: error.code, name: e.name, origin: 'program', when: e.when, sources: e.sources};
      }
      if (e.kind === 'anchor') {
        const code = langCode[e.name];
        if (code === undefined) throw new IdlError(file, `${where} is not an Anchor error`);
        return {code, name: e.name, origin: 'Anchor', when: e.when, sources: e.sources};
      }
      const other = OTHER_PROGRAM_ERRORS[e.kind];
      if (other.name !== e.name) throw new IdlError(file, `${where} is not ${other.name}`);
      return {code: other.code, name: e.name, origin: other.program as ResolvedError['origin'], when: e.when, sources: e.sources};
    });
  }
  for (const name of Object.keys(table)) {
    if (!idl.instructions.some((ix) => ix.name === name))
      throw new IdlError(file, `instruction-errors.ts lists ${name}, which the IDL lacks`);
  }
  const unraised = (idl.errors ?? []).filter((e) => !raised.has(e.name)).map((e) => e.name);
  if (unraised.length > 0)
    throw new IdlError(file, `no instruction raises ${unraised.join(', ')} in plugins/solana-reference/instruction-errors.ts`);
  return out;
}

export interface SolanaReference {
  files: Map<string, string>;
  errors: SolanaErrorRecord[];
}

export function buildSolanaReference(sources: readonly ProgramSource[] = programSources()): SolanaReference {
  const files = new Map<string, string>();
  const errors: SolanaErrorRecord[] = [];
  for (const source of sources) {
    const ctx = programContext(source);
    for (const [route, markdown] of renderProgram(ctx)) files.set(route, markdown);
    errors.push(...errorRecords(ctx));
  }
  return {files, errors};
}

function writeIfChanged(file: string, content: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
}

export function generateSolanaReference(siteDir: string): SolanaReference {
  const reference = buildSolanaReference();
  writeGeneratedPages(siteDir, [SOLANA_REFERENCE_PREFIX], reference.files);
  writeIfChanged(path.join(siteDir, SOLANA_ERRORS_FILE), `${JSON.stringify(reference.errors)}\n`);
  return reference;
}

/** The global accounts (constant-seed PDAs) of every program, for /solana/deployments. */
export function solanaGlobalAccounts(sources: readonly ProgramSource[] = programSources()): GlobalAccount[] {
  return sources.flatMap((source) => globalAccounts(programContext(source)));
}
