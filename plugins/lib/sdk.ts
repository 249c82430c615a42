/**
 * The only module that imports the `sablier` package. It answers, at build time, every question the site asks about
 * releases, deployments, chains, the Comptroller and CSV templates. Pages never import it: the protocol-data remark
 * plugin calls it and hands each page only the slice it renders.
 */
import fs from 'node:fs';
import path from 'node:path';
import {type Sablier, sablier} from 'sablier';
import {getAddress} from 'viem';
import {COMPTROLLER_ADMINS, PRE_COMPTROLLER_ADMINS} from '../../src/config/governance';
import {RELEASE_NOTES} from '../../src/config/release-notes';
import {CURRENT_RELEASES} from '../../src/config/releases';
import {type CatalogueChain, groupReleases} from '../../src/lib/chain-catalogue';
import {
  type ChainDeployment,
  type ContractAddressData,
  type ComptrollerRow,
  type ContractRow,
  type CsvColumn,
  type CsvTemplate,
  DOCUMENTED_PROTOCOLS,
  type DocumentedProtocol,
  type ReleaseDeployments,
  type ReleaseHistoryData,
} from '../../src/lib/protocol-data-types';

export {DOCUMENTED_PROTOCOLS};
export type {DocumentedProtocol};

/** Site URL prefix under which the package's CSV templates are served (copied at build time). */
export const CSV_URL_PREFIX = '/csv-templates';

/** Contracts listed first in a chain's table, in this order; the rest keep the package's order. */
const CONTRACT_ORDER = ['SablierLockup', 'SablierBatchLockup', 'SablierFlow', 'SablierBob', 'SablierLidoAdapter', 'SablierEscrow'];

export function isDocumentedProtocol(value: string): value is DocumentedProtocol {
  return (DOCUMENTED_PROTOCOLS as readonly string[]).includes(value);
}

function compareVersionsDesc(a: string, b: string): number {
  const parse = (v: string) => v.replace(/^v/, '').split('.').map(Number);
  const [pa, pb] = [parse(a), parse(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pb[i] ?? 0) - (pa[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function packageReleases(protocol: DocumentedProtocol): Sablier.EVM.Release[] {
  return sablier.releases.getAll({protocol}).sort((a, b) => compareVersionsDesc(a.version, b.version));
}

/** Versions of a protocol the package knows, newest first. */
export function listVersions(protocol: DocumentedProtocol): string[] {
  return packageReleases(protocol).map((r) => r.version);
}

export function isKnownRelease(protocol: DocumentedProtocol, version: string): boolean {
  return listVersions(protocol).includes(version);
}

/** Throws when src/config/releases.ts and the package disagree about a protocol's current release. */
export function assertSameCurrent(protocol: string, packageLatest: string, configured: string | undefined): void {
  if (configured !== undefined && configured !== packageLatest) {
    throw new Error(
      `[protocol-data] src/config/releases.ts names ${protocol} ${configured} as current, but the sablier package ` +
        `calls ${packageLatest} latest. Update one of them so they agree.`,
    );
  }
}

/**
 * The current release of a protocol: what the package calls latest. For the protocols named in
 * src/config/releases.ts the two must agree; a disagreement stops the build.
 */
export function currentVersion(protocol: DocumentedProtocol): string {
  const latest = sablier.releases.getLatest({protocol}).version;
  assertSameCurrent(protocol, latest, (CURRENT_RELEASES as Record<string, string>)[protocol]);
  return latest;
}

/** Checks every protocol of src/config/releases.ts against the package; throws on the first mismatch. */
export function assertCurrentReleasesAgree(): void {
  for (const protocol of Object.keys(CURRENT_RELEASES)) {
    if (!isDocumentedProtocol(protocol)) throw new Error(`[protocol-data] unknown protocol "${protocol}" in releases.ts`);
    currentVersion(protocol);
  }
}

/** Explorer link of an address on a chain, from the package's chain data. */
export function explorerAddressUrl(chainId: number, address: string): string {
  const chain = sablier.chains.getOrThrow(chainId);
  return `${chain.blockExplorers.default.url.replace(/\/$/, '')}/address/${address}`;
}

/** The package's explorer link with the address in checksummed form, or one built from the chain's explorer. */
function withAddress(explorerUrl: string | undefined, chainId: number, address: string): string {
  if (!explorerUrl) return explorerAddressUrl(chainId, address);
  const i = explorerUrl.toLowerCase().lastIndexOf(address.toLowerCase());
  return i === -1 ? explorerUrl : explorerUrl.slice(0, i) + address + explorerUrl.slice(i + address.length);
}

export function chainName(chainId: number): string {
  return sablier.chains.getOrThrow(chainId).name;
}

export interface ChainSummary {
  id: number;
  name: string;
  slug: string;
  isTestnet: boolean;
  isSupportedByUI: boolean;
}

/** Ethereum Mainnet, listed first wherever a release is deployed on it: readers look for it first. */
const ETHEREUM_CHAIN_ID = 1;

function compareChains(a: ChainSummary, b: ChainSummary): number {
  if (a.isTestnet !== b.isTestnet) return a.isTestnet ? 1 : -1;
  if ((a.id === ETHEREUM_CHAIN_ID) !== (b.id === ETHEREUM_CHAIN_ID)) return a.id === ETHEREUM_CHAIN_ID ? -1 : 1;
  return a.name.localeCompare(b.name, 'en', {sensitivity: 'base'});
}

/** Every EVM chain the package knows: mainnets first (Ethereum leading), then testnets, alphabetical within each group. */
export function listChains(): ChainSummary[] {
  return sablier.chains
    .getAll()
    .map((c) => ({id: c.id, name: c.name, slug: c.slug, isTestnet: c.isTestnet, isSupportedByUI: c.isSupportedByUI}))
    .sort(compareChains);
}

/**
 * All contracts of one release on every chain, grouped by chain. Built from `sablier.deployments.getAll()`, which
 * returns the deployments of every release, keeping only the contracts whose own protocol and version match.
 */
export function getReleaseDeployments(protocol: DocumentedProtocol, version: string): ReleaseDeployments {
  if (!isKnownRelease(protocol, version)) {
    throw new Error(
      `[protocol-data] the sablier package has no ${protocol} release "${version}" (known: ${listVersions(protocol).join(', ')})`,
    );
  }
  const byChain = new Map<number, ContractRow[]>();
  for (const deployment of sablier.deployments.getAll()) {
    for (const contract of deployment.contracts) {
      if (contract.protocol !== protocol || contract.version !== version) continue;
      const rows = byChain.get(contract.chainId) ?? [];
      if (rows.some((r) => r.address.toLowerCase() === contract.address.toLowerCase() && r.name === contract.name)) {
        continue;
      }
      // Some package entries are lowercase; show every address in its EIP-55 checksummed form.
      const address = getAddress(contract.address);
      rows.push({
        name: contract.name,
        address,
        ...(contract.alias ? {alias: contract.alias} : {}),
        ...(contract.block !== undefined ? {block: contract.block} : {}),
        explorerUrl: withAddress(contract.explorerURL, contract.chainId, address),
      });
      byChain.set(contract.chainId, rows);
    }
  }
  const rank = (name: string) => {
    const i = CONTRACT_ORDER.indexOf(name);
    return i === -1 ? CONTRACT_ORDER.length : i;
  };
  const chains: ChainDeployment[] = [...byChain.entries()].map(([chainId, contracts]) => {
    const chain = sablier.chains.getOrThrow(chainId);
    return {
      chainId,
      chainName: chain.name,
      slug: chain.slug,
      isTestnet: chain.isTestnet,
      isSupportedByUI: chain.isSupportedByUI,
      explorerName: chain.blockExplorers.default.name,
      // Array.prototype.sort is stable, so contracts of equal rank keep the package's order.
      contracts: [...contracts].sort((a, b) => rank(a.name) - rank(b.name)),
    };
  });
  chains.sort((a, b) =>
    compareChains(
      {id: a.chainId, name: a.chainName, slug: a.slug, isTestnet: a.isTestnet, isSupportedByUI: a.isSupportedByUI},
      {id: b.chainId, name: b.chainName, slug: b.slug, isTestnet: b.isTestnet, isSupportedByUI: b.isSupportedByUI},
    ),
  );
  return {protocol, version, isLatest: version === currentVersion(protocol), chains};
}

/** One contract of a release on one chain; throws when the package has no such deployment. */
export function getContractAddress(protocol: DocumentedProtocol, version: string, chainId: number, name: string): ContractAddressData {
  const chain = getReleaseDeployments(protocol, version).chains.find((c) => c.chainId === chainId);
  const contract = chain?.contracts.find((c) => c.name === name);
  if (!chain || !contract) {
    throw new Error(`[protocol-data] the sablier package has no ${name} in ${protocol} ${version} on chain ${chainId}`);
  }
  return {name, address: contract.address, explorerUrl: contract.explorerUrl, chainId, chainName: chain.chainName};
}

/**
 * Addresses of a release as its own release object lists them (`release.deployments`), lowercased. A second path
 * into the package, used by tests to check that getReleaseDeployments misses nothing.
 */
export function releaseObjectAddresses(protocol: DocumentedProtocol, version: string): string[] {
  const release = packageReleases(protocol).find((r) => r.version === version);
  if (!release) throw new Error(`[protocol-data] the sablier package has no ${protocol} release "${version}"`);
  return release.deployments.flatMap((d) => d.contracts.map((c) => `${c.chainId}:${c.address.toLowerCase()}`));
}

/** Every distinct contract name of a release, in the package's order. */
export function contractNames(protocol: DocumentedProtocol, version: string): string[] {
  const names = new Set<string>();
  for (const chain of getReleaseDeployments(protocol, version).chains) {
    for (const c of chain.contracts) names.add(c.name);
  }
  return [...names];
}

/** The UI aliases of a release, as the package defines them (contract name -> alias). */
export function releaseAliases(protocol: DocumentedProtocol, version: string): {contract: string; alias: string}[] {
  const release = packageReleases(protocol).find((r) => r.version === version);
  if (!release) throw new Error(`[protocol-data] the sablier package has no ${protocol} release "${version}"`);
  return Object.entries(release.aliases ?? {})
    .map(([contract, alias]) => ({contract, alias}))
    .sort((a, b) => a.alias.localeCompare(b.alias));
}

/** Route of the page that lists a release's addresses. */
export function releaseRoute(protocol: DocumentedProtocol, version: string): string {
  if (protocol === 'legacy') return '/guides/legacy/deployments';
  // Airdrops v1.1 and v1.2 shipped inside the Lockup periphery; their addresses sit on the Lockup pages.
  if (protocol === 'airdrops' && (version === 'v1.1' || version === 'v1.2')) {
    return `/guides/lockup/previous-deployments/${version}`;
  }
  if (version === currentVersion(protocol)) return `/guides/${protocol}/deployments`;
  return `/guides/${protocol}/previous-deployments/${version}`;
}

/**
 * Every EVM chain of the package with the protocol releases deployed on it (from the contracts' own protocol and
 * version, as the deployment tables count them), in the order of `listChains`.
 */
export function getChainCatalogue(): CatalogueChain[] {
  const deployed = new Map<number, Map<string, {protocol: string; version: string}>>();
  for (const deployment of sablier.deployments.getAll()) {
    for (const contract of deployment.contracts) {
      const pairs = deployed.get(contract.chainId) ?? new Map();
      pairs.set(`${contract.protocol} ${contract.version}`, {protocol: contract.protocol, version: contract.version});
      deployed.set(contract.chainId, pairs);
    }
  }
  const latest = Object.fromEntries(
    sablier.releases
      .getAll()
      .filter((r) => r.isLatest)
      .map((r) => [r.protocol, r.version]),
  );
  const route = (protocol: string, version: string) => (isDocumentedProtocol(protocol) ? releaseRoute(protocol, version) : undefined);
  return listChains().map((summary) => {
    const chain = sablier.chains.getOrThrow(summary.id);
    return {
      chainId: chain.id,
      chainName: chain.name,
      slug: chain.slug,
      isTestnet: chain.isTestnet,
      isSupportedByUI: chain.isSupportedByUI,
      nativeToken: chain.nativeCurrency.symbol,
      explorerName: chain.blockExplorers.default.name,
      explorerUrl: chain.blockExplorers.default.url.replace(/\/$/, ''),
      protocols: groupReleases([...(deployed.get(chain.id)?.values() ?? [])], latest, route),
    };
  });
}

/** Release history of a protocol, newest first: versions and aliases from the package, dates from release-notes.ts. */
export function getReleaseHistory(protocol: DocumentedProtocol): ReleaseHistoryData {
  const notes = RELEASE_NOTES[protocol];
  const versions = listVersions(protocol);
  const extra = Object.keys(notes).filter((v) => !versions.includes(v));
  if (extra.length > 0) {
    throw new Error(`[protocol-data] src/config/release-notes.ts lists ${protocol} ${extra.join(', ')}, unknown to the sablier package`);
  }
  const current = currentVersion(protocol);
  return {
    protocol,
    rows: versions.map((version) => {
      const note = notes[version];
      if (!note) {
        throw new Error(`[protocol-data] ${protocol} ${version} is in the sablier package but has no entry in src/config/release-notes.ts`);
      }
      return {
        version,
        isLatest: version === current,
        released: note.released,
        aliases: releaseAliases(protocol, version),
        highlights: note.highlights,
        route: releaseRoute(protocol, version),
      };
    }),
  };
}

function comptrollerRows(admins: Readonly<Record<number, string>>): ComptrollerRow[] {
  const rows: ComptrollerRow[] = [];
  for (const contract of sablier.comptroller.getAll()) {
    const chain = sablier.chains.get(contract.chainId);
    if (!chain || chain.isTestnet) continue;
    const admin = admins[contract.chainId];
    rows.push({
      chainId: contract.chainId,
      chainName: chain.name,
      comptroller: getAddress(contract.address),
      comptrollerUrl: withAddress(contract.explorerURL, contract.chainId, getAddress(contract.address)),
      ...(admin ? {admin: getAddress(admin), adminUrl: explorerAddressUrl(contract.chainId, admin)} : {}),
    });
  }
  return rows.sort((a, b) => a.chainName.localeCompare(b.chainName, 'en', {sensitivity: 'base'}));
}

/** The Comptroller on every mainnet the package lists, with its admin where known. */
export function getComptrollers(): ComptrollerRow[] {
  return comptrollerRows(COMPTROLLER_ADMINS);
}

/** The direct admins of the releases that predate the Comptroller, on the mainnets the package knows. */
export function getPreComptrollerAdmins(): ComptrollerRow[] {
  return Object.entries(PRE_COMPTROLLER_ADMINS)
    .map(([id, admin]) => ({chain: sablier.chains.get(Number(id)), admin}))
    .filter((entry): entry is {chain: Sablier.EVM.Chain; admin: string} => Boolean(entry.chain && !entry.chain.isTestnet))
    .map(({chain, admin}) => {
      const comptroller = sablier.comptroller.get(chain.id);
      return {
        chainId: chain.id,
        chainName: chain.name,
        comptroller: comptroller ? getAddress(comptroller.address) : '',
        comptrollerUrl: comptroller ? withAddress(comptroller.explorerURL, chain.id, getAddress(comptroller.address)) : '',
        admin: getAddress(admin),
        adminUrl: explorerAddressUrl(chain.id, getAddress(admin)),
      };
    })
    .sort((a, b) => a.chainName.localeCompare(b.chainName, 'en', {sensitivity: 'base'}));
}

// ---------------------------------------------------------------------------------------------------------------
// CSV templates

/** Absolute path of the package's `csv/` folder. */
export function csvRoot(): string {
  // The package exports `./csv/*`, so any file under it resolves; its folder is the root.
  return path.resolve(path.dirname(require.resolve('sablier/csv/evm/airdrops/instant.csv')), '..', '..');
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** Splits a CSV line; the templates hold no quoted fields, which this guards. */
export function parseCsv(text: string): string[][] {
  if (text.includes('"')) throw new Error('[protocol-data] quoted CSV fields are not supported');
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(','));
}

interface SchemaProperty {
  $ref?: string;
  description?: string;
  enum?: string[];
}

const TITLE_WORDS: Record<string, string> = {
  linear: 'Linear',
  cliff: 'Cliff',
  stepper: 'Stepper',
  timelock: 'Timelock',
  unlock: 'Unlock',
  dynamic: 'Dynamic',
  exponential: 'Exponential',
  double: 'Double',
  tranched: 'Tranched',
  monthly: 'Monthly',
  backweighted: 'Backweighted',
};

function shapeTitle(shape: string): string {
  return shape
    .split(/(?=[A-Z])/)
    .map((w) => TITLE_WORDS[w.toLowerCase()] ?? w)
    .join(' ');
}

/** Fallback definition in common.schema.json for columns of templates that ship without a schema. */
function commonDefFor(column: string): string {
  if (column === 'address') return 'address';
  if (/At$/.test(column)) return 'timestamp';
  if (/[dD]uration$/.test(column)) return 'duration';
  if (/[aA]mount$/.test(column)) return 'amount';
  if (/Count$/.test(column)) return 'positiveInteger';
  return column;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Every CSV template the package ships, with its columns (described by its JSON schema) and its rows. */
export function listCsvTemplates(): CsvTemplate[] {
  const root = csvRoot();
  const commonFile = path.join(root, 'evm', 'common.schema.json');
  const common = readJson<{$defs: Record<string, SchemaProperty>}>(commonFile).$defs;
  const templates = walk(root)
    .filter((f) => f.endsWith('.csv'))
    .map((file): CsvTemplate => {
      const rel = path.relative(root, file).split(path.sep).join('/');
      const parts = rel.replace(/\.csv$/, '').split('/');
      const platform = parts[0] === 'solana' ? 'solana' : 'evm';
      const product = platform === 'solana' ? 'airdrops' : (parts[1] as CsvTemplate['product']);
      const timing = product === 'lockup' ? (parts[2] as CsvTemplate['timing']) : undefined;
      const shape = parts[parts.length - 1] ?? rel;
      const [header, ...rows] = parseCsv(fs.readFileSync(file, 'utf8'));
      if (!header) throw new Error(`[protocol-data] CSV template ${rel} is empty`);
      const schemaFile = file.replace(/\.csv$/, '.schema.json');
      const properties = fs.existsSync(schemaFile) ? readJson<{properties: Record<string, SchemaProperty>}>(schemaFile).properties : {};
      const columns: CsvColumn[] = header.map((name) => {
        const own = properties[name] ?? {};
        const ref = own.$ref?.split('/').pop();
        const def = (ref ? common[ref] : undefined) ?? common[commonDefFor(name)] ?? {};
        let description = own.description ?? def.description ?? '';
        if (platform === 'solana' && name === 'address') description = 'Recipient Solana address (base58)';
        const values = own.enum ?? def.enum;
        return {name, description, ...(values ? {values} : {})};
      });
      let title: string;
      if (platform === 'solana') title = 'Solana airdrop';
      else if (product === 'airdrops') title = `Airdrop (${shapeTitle(shape).toLowerCase()})`;
      else if (product === 'flow') title = 'Flow stream';
      else title = `${shapeTitle(shape)} with ${timing}`;
      return {
        path: rel,
        platform,
        product,
        ...(timing ? {timing} : {}),
        shape,
        title,
        columns,
        rows,
        href: `${CSV_URL_PREFIX}/${rel}`,
      };
    });
  const order = (t: CsvTemplate) => `${t.platform === 'evm' ? 0 : 1}-${['airdrops', 'flow', 'lockup'].indexOf(t.product)}`;
  return templates.sort((a, b) => order(a).localeCompare(order(b)) || a.path.localeCompare(b.path));
}
