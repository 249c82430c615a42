import fs from 'node:fs';
import path from 'node:path';
import {type AbiParameter, parseAbiItem} from 'viem';
import {type AbiItem, abiSelector, canonicalSignature, readAbi, readJson, selectorOf} from './abi';
import {type Page, routeOf} from './model';

/** One custom error as the decoder and the /reference/errors table need it. */
export interface ErrorLocation {
  protocol: string;
  contract: string;
  releases: string[];
  /** Where the error is documented: an anchor of a generated page (current releases). */
  href?: string;
}
export interface ErrorRecord {
  name: string;
  signature: string;
  selector: string;
  inputs: AbiParameter[];
  locations: ErrorLocation[];
  /** What the error means, in one sentence, where no generated page documents it (src/data/library-errors.json). */
  meaning?: string;
}

export const PROTOCOL_LABELS: Record<string, string> = {
  lockup: 'Lockup',
  flow: 'Flow',
  airdrops: 'Airdrops',
  bob: 'Bob',
  comptroller: 'Comptroller',
};

function versionKey(release: string): number[] {
  return release.replace(/^v/, '').split('.').map(Number);
}

export function compareReleases(a: string, b: string): number {
  const [x, y] = [versionKey(a), versionKey(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function stripInputs(inputs: readonly AbiParameter[]): AbiParameter[] {
  return inputs.map((p) => {
    const out: Record<string, unknown> = {name: p.name ?? '', type: p.type};
    const components = (p as {components?: AbiParameter[]}).components;
    if (components) out.components = stripInputs(components);
    return out as unknown as AbiParameter;
  });
}

/** Errors thrown inside libraries of past releases, which neither the ABIs nor the installed packages describe. */
export const LIBRARY_ERRORS_FILE = path.resolve(__dirname, '..', '..', 'src', 'data', 'library-errors.json');

/**
 * Every custom error of every protocol and release in the `sablier` package's ABIs, plus the errors of past releases'
 * libraries listed in `libraryErrorsFile`. Errors of the current releases link to the anchor of the generated contract
 * page that documents them.
 */
export function collectErrors(
  abiRoot: string,
  current: Record<string, string>,
  pages: Page[],
  libraryErrorsFile: string = LIBRARY_ERRORS_FILE,
): ErrorRecord[] {
  if (!fs.existsSync(abiRoot)) throw new Error(`contract-reference: missing ABI folder: ${abiRoot}`);
  const records = new Map<string, ErrorRecord>();
  const protocols = fs
    .readdirSync(abiRoot)
    .sort((a, b) => Object.keys(PROTOCOL_LABELS).indexOf(a) - Object.keys(PROTOCOL_LABELS).indexOf(b));
  for (const protocol of protocols) {
    const releases = fs.readdirSync(path.join(abiRoot, protocol)).sort(compareReleases);
    for (const release of releases) {
      const dir = path.join(abiRoot, protocol, release);
      for (const file of fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        const contract = path.basename(file, '.json');
        const page = current[protocol] === release ? pages.find((p) => p.protocol === protocol && p.name === contract) : undefined;
        for (const it of readAbi(path.join(dir, file))) {
          if (it.type !== 'error') continue;
          const signature = canonicalSignature(it);
          let record = records.get(signature);
          if (!record) {
            record = {name: it.name ?? '', signature, selector: abiSelector(it), inputs: stripInputs(it.inputs ?? []), locations: []};
            records.set(signature, record);
          }
          let location = record.locations.find((l) => l.protocol === protocol && l.contract === contract);
          if (!location) {
            location = {protocol, contract, releases: []};
            record.locations.push(location);
          }
          location.releases.push(release);
          const anchor = page?.sections.Errors?.find((e) => e.signature === signature)?.anchor;
          if (page && anchor) location.href = `${routeOf(page)}#${anchor}`;
        }
      }
    }
  }
  addLibraryErrors(records, current, pages);
  addPastLibraryErrors(records, libraryErrorsFile);
  // Older contracts that still share an error with a current page point to that page.
  for (const record of records.values()) {
    const documented = record.locations.find((l) => l.href);
    if (!documented) continue;
    for (const l of record.locations) if (!l.href && l.protocol === documented.protocol) l.href = documented.href;
  }
  return [...records.values()];
}

/** Parameter names and types of an error, from its canonical signature and its Solidity declaration. */
function inputsOf(signature: string, declaration: string | undefined): AbiParameter[] {
  const types = signature
    .slice(signature.indexOf('(') + 1, -1)
    .split(',')
    .filter(Boolean);
  const declared = (declaration ?? '').slice((declaration ?? '').indexOf('(') + 1, (declaration ?? '').lastIndexOf(')'));
  const names = declared
    .split(',')
    .map((p) => p.trim().split(/\s+/).pop() ?? '')
    .filter(Boolean);
  return types.map((type, i) => ({name: names.length === types.length ? (names[i] ?? '') : '', type}) as AbiParameter);
}

/**
 * Errors that only the `Errors` libraries declare. Contract ABIs list the errors a contract can throw itself, but not
 * those thrown inside linked libraries such as `LockupHelpers` (the creation checks, `SablierLockupHelpers_*`) or by
 * library code that reverts with a shared error (`SablierLockup_TargetPriceTooLow`). Those are the reverts creators
 * hit most, so each current release's `Errors` library page adds its errors that no contract ABI of that protocol and
 * release has already listed.
 */
function addLibraryErrors(records: Map<string, ErrorRecord>, current: Record<string, string>, pages: Page[]): void {
  for (const page of pages) {
    // The Comptroller links no external library: its ABI lists every error it can throw. The evm-utils `Errors`
    // library it shares with the protocols also declares theirs (`DelegateCall`, `Comptrollerable_*`), which the
    // Comptroller never throws.
    if (page.name !== 'Errors' || !current[page.protocol] || page.protocol === 'comptroller') continue;
    const release = current[page.protocol] as string;
    for (const item of page.sections.Errors ?? []) {
      if (!item.signature) continue;
      const signature = item.signature;
      let record = records.get(signature);
      if (record?.locations.some((l) => l.protocol === page.protocol && l.releases.includes(release))) continue;
      if (!record) {
        record = {
          name: item.name,
          signature,
          selector: selectorOf(signature, 'error'),
          inputs: inputsOf(signature, item.declaration),
          locations: [],
        };
        records.set(signature, record);
      }
      record.locations.push({
        protocol: page.protocol,
        contract: 'Errors',
        releases: [release],
        ...(item.anchor ? {href: `${routeOf(page)}#${item.anchor}`} : {}),
      });
    }
  }
}

interface LibraryErrorsData {
  libraries: {protocol: string; contract: string; errors: {error: string; selector: string; releases: string[]; meaning: string}[]}[];
}

/**
 * Errors of libraries that past releases link into their contracts, such as the `Helpers` library of Lockup v2.0 and
 * v3.0 (`SablierHelpers_*`): the ABIs omit them and no installed package has their source, so a data file transcribes
 * each declaration. The selector written next to it must match the one computed here, which catches a wrong type.
 */
export function addPastLibraryErrors(records: Map<string, ErrorRecord>, file: string): void {
  const data = readJson(file, 'library errors') as LibraryErrorsData;
  if (!Array.isArray(data?.libraries)) throw new Error(`contract-reference: malformed library errors (no libraries): ${file}`);
  for (const library of data.libraries) {
    if (!PROTOCOL_LABELS[library.protocol]) throw new Error(`contract-reference: ${file}: unknown protocol ${library.protocol}`);
    for (const entry of library.errors) {
      const parsed = parseAbiItem(`error ${entry.error}`);
      if (parsed.type !== 'error') throw new Error(`contract-reference: ${file}: not an error: ${entry.error}`);
      const item: AbiItem = {type: 'error', name: parsed.name, inputs: [...parsed.inputs]};
      const signature = canonicalSignature(item);
      const selector = abiSelector(item);
      if (selector !== entry.selector) {
        throw new Error(`contract-reference: ${file}: ${signature} has selector ${selector}, not ${entry.selector}`);
      }
      if (!entry.meaning?.trim() || !entry.releases?.length) {
        throw new Error(`contract-reference: ${file}: ${signature} needs its releases and meaning`);
      }
      let record = records.get(signature);
      if (!record) {
        record = {name: item.name ?? '', signature, selector, inputs: stripInputs(item.inputs ?? []), locations: []};
        records.set(signature, record);
      }
      if (record.locations.some((l) => l.protocol === library.protocol && l.contract === library.contract)) {
        throw new Error(`contract-reference: ${file}: ${signature} is listed twice for ${library.contract}`);
      }
      record.locations.push({protocol: library.protocol, contract: library.contract, releases: [...entry.releases].sort(compareReleases)});
      record.meaning ??= entry.meaning.trim();
    }
  }
}
