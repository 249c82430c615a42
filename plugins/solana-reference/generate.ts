import fs from 'node:fs';
import path from 'node:path';
import {LangErrorCode, LangErrorMessage} from '@coral-xyz/anchor';
import {clustersOf, latestSolanaRelease, SOLANA_PROTOCOLS, SOLANA_REPOSITORY, type SolanaProtocol} from '../../src/lib/solanaSdk';
import {writeGeneratedPages} from '../generated-docs';
import {applyCorrections} from './corrections';
import {type GlobalAccount, globalAccounts} from './globals';
import {IdlError, loadIdl} from './idl';
import {ERROR_WHEN, FRAMEWORK_ERRORS} from './notes';
import {errorRecords, type ProgramContext, renderProgram, type SolanaErrorRecord} from './render';

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
export function programContext(source: ProgramSource, from?: string): ProgramContext {
  const {idl: raw, file} = loadIdl(source.idlModule, source.programName, from);
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
  };
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
