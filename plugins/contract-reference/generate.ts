import fs from 'node:fs';
import path from 'node:path';
import {writeGeneratedPages} from '../generated-docs';
import {COMPTROLLER_RELEASE, CURRENT_RELEASES} from '../../src/config/releases';
import {AbiDataBuilder, type AbiDataSpec, AIRDROPS_SPEC, BOB_SPEC, loadAbiData} from './abi-data';
import {collectErrors, type ErrorRecord} from './errors';
import {type Page, type RefProtocol, routeOf} from './model';
import {assignAnchors, type LinkContext, pageKey, renderPage} from './render';
import {SolidityIndex} from './solidity';
import {buildSourcePages, type SourceProtocol} from './sources';

const SHARED: SourceProtocol['shared'] = [
  {id: '@sablier/evm-utils/src/Batch.sol', kind: 'abstract'},
  {id: '@sablier/evm-utils/src/Comptrollerable.sol', kind: 'abstract'},
  {id: '@sablier/evm-utils/src/NoDelegateCall.sol', kind: 'abstract'},
  {id: '@sablier/evm-utils/src/interfaces/IBatch.sol', kind: 'interface'},
  {id: '@sablier/evm-utils/src/interfaces/IComptrollerable.sol', kind: 'interface'},
];

const versionPrefix = (release: string) => `${release.replace(/^v/, '')}.`;

export const SOURCE_PROTOCOLS: SourceProtocol[] = [
  {
    protocol: 'lockup',
    pkg: '@sablier/lockup',
    version: versionPrefix(CURRENT_RELEASES.lockup),
    shared: SHARED,
    positions: {SablierLockup: 1, SablierBatchLockup: 2, LockupNFTDescriptor: 3},
  },
  {
    protocol: 'flow',
    pkg: '@sablier/flow',
    version: versionPrefix(CURRENT_RELEASES.flow),
    shared: SHARED,
    positions: {SablierFlow: 1, FlowNFTDescriptor: 2},
  },
  {
    // The Comptroller ships in `@sablier/evm-utils`: release v1.1 is the 2.0 line of that package (checked against
    // the contract's `VERSION` constant by `assertComptrollerRelease`). Only the Comptroller's own files and those
    // it is built from are documented; the package's other utilities belong to the protocols that use them.
    protocol: 'comptroller',
    pkg: '@sablier/evm-utils',
    version: '2.0.',
    shared: [],
    files: [
      'SablierComptroller.sol',
      'Adminable.sol',
      'RoleAdminable.sol',
      'Comptrollerable.sol',
      'interfaces/ISablierComptroller.sol',
      'interfaces/IAdminable.sol',
      'interfaces/IRoleAdminable.sol',
      'interfaces/IComptrollerable.sol',
      'libraries/Errors.sol',
      'libraries/SafeOracle.sol',
    ],
    positions: {SablierComptroller: 1},
  },
];

/** The releases the error table links to generated pages: the protocols' and the Comptroller's. */
export const REFERENCE_RELEASES: Record<string, string> = {...CURRENT_RELEASES, comptroller: COMPTROLLER_RELEASE};

/** Fails the build when the Comptroller source is not the release the site calls current. */
export function assertComptrollerRelease(pages: Page[]): void {
  const page = pages.find((p) => p.protocol === 'comptroller' && p.name === 'SablierComptroller');
  // A public constant is listed once, as its getter under Functions.
  const items = [...(page?.sections.Constants ?? []), ...(page?.sections.Functions ?? [])];
  const declared = items.find((c) => c.name === 'VERSION')?.declaration ?? '';
  const found = /"([^"]+)"/.exec(declared)?.[1];
  if (found !== COMPTROLLER_RELEASE) {
    throw new Error(`contract-reference: SablierComptroller source is ${found ?? 'unversioned'}, expected ${COMPTROLLER_RELEASE}`);
  }
}

export interface ReferenceOptions {
  siteDir: string;
  nodeModules?: string;
  /** Airdrops descriptions (default src/data/airdrops-reference.json). */
  airdropsData?: string;
  /** Bob and Escrow descriptions (default src/data/bob-reference.json). */
  bobData?: string;
  /** Root of the `sablier` package's ABIs (default node_modules/sablier/abi). */
  abiRoot?: string;
}

export interface Reference {
  pages: Page[];
  /** Markdown by route (written to the generated docs folder by `writeReference`). */
  files: Map<string, string>;
  errors: ErrorRecord[];
}

export const ERRORS_DATA_FILE = 'src/generated/reference-errors.json';

/** Our descriptions of a protocol documented from its ABIs: src/data/<protocol>-reference.json. */
export function dataFileOf(siteDir: string, spec: AbiDataSpec): string {
  return path.join(siteDir, 'src', 'data', `${spec.protocol}-reference.json`);
}

/** Builds every reference page and the error table in memory. */
export function buildReference(options: ReferenceOptions): Reference {
  const nodeModules = options.nodeModules ?? path.join(options.siteDir, 'node_modules');
  const abiRoot = options.abiRoot ?? path.join(nodeModules, 'sablier', 'abi');
  // One index per protocol: both packages define contracts with the same name (e.g. `Errors`), and a shared index
  // would document Lockup's under Flow.
  const pages: Page[] = SOURCE_PROTOCOLS.flatMap((spec) => buildSourcePages(new SolidityIndex(nodeModules), nodeModules, spec));
  assertComptrollerRelease(pages);
  const described: [AbiDataSpec, string | undefined][] = [
    [AIRDROPS_SPEC, options.airdropsData],
    [BOB_SPEC, options.bobData],
  ];
  for (const [spec, file] of described) {
    const dataFile = file ?? dataFileOf(options.siteDir, spec);
    const abiDir = path.join(abiRoot, spec.folder, CURRENT_RELEASES[spec.protocol as keyof typeof CURRENT_RELEASES]);
    pages.push(...new AbiDataBuilder(loadAbiData(dataFile), dataFile, abiDir, spec).pages());
  }

  const ctx: LinkContext = {pages: new Map()};
  for (const page of pages) {
    const key = pageKey(page.protocol, page.name);
    if (ctx.pages.has(key)) throw new Error(`contract-reference: two pages named ${key}`);
    ctx.pages.set(key, page);
    assignAnchors(page);
  }
  const files = new Map<string, string>();
  for (const page of pages) files.set(routeOf(page), renderPage(ctx, page));
  const errors = collectErrors(abiRoot, REFERENCE_RELEASES, pages);
  return {pages, files, errors};
}

const PROTOCOLS: RefProtocol[] = ['lockup', 'flow', 'airdrops', 'bob', 'comptroller'];

/** Writes a file only when its content changes, so `npm start` does not reload for nothing. */
function writeIfChanged(file: string, content: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
}

/**
 * Clones that built the site before the generated folder existed still hold the pages under
 * docs/reference/<protocol>/contracts/, where they would now be authored duplicates of the generated routes. A file
 * there is removed only when it is byte-for-byte what the generator produces for that route, so nothing
 * hand-written is ever touched.
 */
function removeOutdatedCopies(siteDir: string, reference: Reference): void {
  for (const [route, markdown] of reference.files) {
    const file = path.join(siteDir, 'docs', `${route}.md`);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === markdown) fs.rmSync(file);
  }
}

/** Writes the pages (removing earlier generated ones that are gone) and the error data. */
export function writeReference(siteDir: string, reference: Reference): void {
  removeOutdatedCopies(siteDir, reference);
  writeGeneratedPages(
    siteDir,
    PROTOCOLS.map((protocol) => `/reference/${protocol}/contracts`),
    reference.files,
  );
  writeIfChanged(path.join(siteDir, ERRORS_DATA_FILE), `${JSON.stringify(reference.errors)}\n`);
}

export function generateReference(siteDir: string): Reference {
  const reference = buildReference({siteDir});
  writeReference(siteDir, reference);
  return reference;
}
