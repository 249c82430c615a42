/**
 * The data components: every component that receives build-time data, keyed by the module a page imports it from
 * and the export it imports. The remark plugin (./remark.ts) finds each use through the page's own import, whatever
 * local name the page gives it, and adds a `data` prop computed here. This is the site's one path for build-time
 * data into pages; a page never imports data modules, generated JSON, the `sablier` package or raw source files.
 *
 * To add a data component: write it under src/components/<Name> with an optional `data` prop (its type in
 * src/lib/protocol-data-types.ts), and add an entry here that validates the page's props and returns the slice.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CHAINS,
  ENVIO_CHAINS,
  envioConverterURL,
  envioExplorerURL,
  envioPlaygroundURL,
  envioProductionURL,
  GRAPH_TABLES,
  getEnvioDeployment,
} from '../../src/data/indexers';
import type {EnvioUrlRow} from '../../src/lib/protocol-data-types';
import {
  currentVersion,
  DOCUMENTED_PROTOCOLS,
  getChainCatalogue,
  getComptrollers,
  listChains,
  getContractAddress,
  getPreComptrollerAdmins,
  getReleaseDeployments,
  getReleaseHistory,
  isDocumentedProtocol,
  listCsvTemplates,
  listVersions,
} from '../lib/sdk';
import {codeRegions, withoutRegionMarkers} from '../lib/code-excerpt';
import type {DecoderError} from '../../src/lib/errorDecoder';
import type {ErrorTableContract, ExcerptData} from '../../src/lib/protocol-data-types';
import {highlight} from '../code-highlight/prism';
import {solidityBetween, solidityDeclaration, soliditySection} from '../lib/solidity-excerpt';
import {ERRORS_DATA_FILE} from '../contract-reference/generate';
import {narrowToProduct, PRODUCT_VIEWS, type ProductView, packageProtocolOf} from './products';
import {solanaGlobalAccounts} from '../solana-reference/generate';
import {getSolanaDeployments} from '../lib/solana-sdk';
import {type ComponentUse, type KnownReleases, ProtocolDataError, requireProp, validateReleaseProps} from './validate';

export const SITE_DIR = path.resolve(__dirname, '..', '..');

export type DataFunction = (use: ComponentUse) => unknown;

/** The versions of every documented protocol, and of every product that ships inside one (PRODUCT_VIEWS). */
function knownReleases(): KnownReleases {
  const protocols: string[] = [...DOCUMENTED_PROTOCOLS, ...Object.keys(PRODUCT_VIEWS)];
  return Object.fromEntries(protocols.map((p) => [p, listVersions(protocolOf(packageProtocolOf(p)))]));
}

function protocolOf(value: string): (typeof DOCUMENTED_PROTOCOLS)[number] {
  if (!isDocumentedProtocol(value)) throw new ProtocolDataError(`unknown protocol "${value}"`);
  return value;
}

/**
 * A release prop: absent or `current` means the package's latest release of the protocol. A product prop such as
 * `escrow` reads the release of the protocol that ships it (`view` then says which contracts are the product's).
 */
function releaseOf(use: ComponentUse): {protocol: (typeof DOCUMENTED_PROTOCOLS)[number]; release: string; view?: ProductView} {
  const {protocol, release} = validateReleaseProps(use, knownReleases(), true);
  const p = protocolOf(packageProtocolOf(protocol));
  return {protocol: p, release: release === undefined ? currentVersion(p) : release, view: PRODUCT_VIEWS[protocol]};
}

/** The value of a prop that names one of `options` (`fallback` when the prop is absent and a fallback is given). */
function oneOf<T>(use: ComponentUse, prop: string, options: Record<string, T>, fallback?: string): T {
  const value = fallback !== undefined && !(prop in use.props) ? fallback : requireProp(use, prop);
  if (!Object.hasOwn(options, value)) {
    throw new ProtocolDataError(
      `${use.page}: <${use.component}> has unknown ${prop} "${value}" (known: ${Object.keys(options).join(', ')})`,
    );
  }
  return options[value] as T;
}

/** Versions of packages in node_modules, as pages show them in prose (`@sablier/lockup@4.0.1`). */
export function packageVersion(name: string): string {
  const file = path.join(SITE_DIR, 'node_modules', name, 'package.json');
  if (!fs.existsSync(file)) throw new ProtocolDataError(`package "${name}" is not installed`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
}

/** Named values that prose shows inline through <Value of="..." />. */
const VALUES: Record<string, (arg: string) => string> = {
  package: (name) => `${name}@${packageVersion(name)}`,
  'package-version': (name) => packageVersion(name),
  'chain-id': (key) => {
    const chain = (CHAINS as Record<string, {id: number}>)[key];
    if (!chain) throw new ProtocolDataError(`unknown chain "${key}" in src/data/indexers.ts`);
    return String(chain.id);
  },
  'envio-chain-count': () => String(ENVIO_CHAINS.length),
  'subgraph-count': (table) => {
    const rows = (GRAPH_TABLES as Record<string, readonly unknown[]>)[table];
    if (!rows) throw new ProtocolDataError(`unknown subgraph table "${table}": use one of ${Object.keys(GRAPH_TABLES).join(', ')}`);
    return String(rows.length);
  },
  'chain-count': (network) => {
    if (!['all', 'mainnet', 'testnet'].includes(network))
      throw new ProtocolDataError(`chain-count takes all, mainnet or testnet, not "${network}"`);
    return String(listChains().filter((c) => network === 'all' || c.isTestnet === (network === 'testnet')).length);
  },
  'current-release': (protocol) => currentVersion(protocolOf(protocol)),
};

const examples = path.join(SITE_DIR, 'examples');

function excerpt(use: ComponentUse): string {
  const file = requireProp(use, 'file');
  const full = path.resolve(examples, file);
  if (!full.startsWith(`${examples}${path.sep}`) || !fs.existsSync(full)) {
    throw new ProtocolDataError(`${use.page}: <SolidityExcerpt> file "${file}" is not a file under examples/`);
  }
  const source = fs.readFileSync(full, 'utf8');
  const {declaration, section, from, to} = use.props;
  try {
    if (declaration !== undefined) return solidityDeclaration(source, declaration);
    if (section !== undefined) return soliditySection(source, section);
    if (from !== undefined) return solidityBetween(source, from, to);
  } catch (error) {
    throw new ProtocolDataError(`${use.page}: <SolidityExcerpt file="${file}">: ${(error as Error).message}`);
  }
  return source;
}

/** <CodeExcerpt>: a TypeScript example under examples/, whole or some of its `// #region`s. */
function codeExcerpt(use: ComponentUse): string {
  const file = requireProp(use, 'file');
  const full = path.resolve(examples, file);
  if (!full.startsWith(`${examples}${path.sep}`) || !/\.tsx?$/.test(full) || !fs.existsSync(full)) {
    throw new ProtocolDataError(`${use.page}: <CodeExcerpt> file "${file}" is not a TypeScript file under examples/`);
  }
  const source = fs.readFileSync(full, 'utf8');
  const {region} = use.props;
  try {
    if (region === undefined) return withoutRegionMarkers(source);
    return codeRegions(
      source,
      region.split(',').map((name) => name.trim()),
    );
  } catch (error) {
    throw new ProtocolDataError(`${use.page}: <CodeExcerpt file="${file}">: ${(error as Error).message}`);
  }
}

/** A code excerpt as the HTML of its highlighted lines, or as text when it must highlight in the browser. */
function highlighted(code: string, language: string): ExcerptData {
  const html = highlight(code, language);
  return html === undefined ? {code} : {html};
}

export const DATA_COMPONENTS: Record<string, DataFunction> = {
  '@site/src/components/DeploymentTable': (use) => {
    const {protocol, release, view} = releaseOf(use);
    return narrowToProduct(getReleaseDeployments(protocol, release), view);
  },
  '@site/src/components/ContractAddress': (use) => {
    const {protocol, release, view} = releaseOf(use);
    const chainId = Number(requireProp(use, 'chainId'));
    const contract = requireProp(use, 'contract');
    if (view && !view.contracts.includes(contract)) {
      throw new ProtocolDataError(`${use.page}: <ContractAddress> contract "${contract}" is not one of ${view.contracts.join(', ')}`);
    }
    try {
      return {...getContractAddress(protocol, release, chainId, contract), release};
    } catch (error) {
      throw new ProtocolDataError(`${use.page}: <ContractAddress>: ${(error as Error).message}`);
    }
  },
  '@site/src/components/ReleaseHistory': (use) => {
    const {protocol} = validateReleaseProps(use, knownReleases(), false);
    return getReleaseHistory(protocolOf(protocol));
  },
  '@site/src/components/ChainTable': () => getChainCatalogue(),
  '@site/src/components/ComptrollerTable': (use) =>
    oneOf(use, 'variant', {current: getComptrollers, 'pre-comptroller': getPreComptrollerAdmins}, 'current')(),
  '@site/src/components/CsvTemplates': (use) => {
    const all = listCsvTemplates();
    return oneOf(use, 'group', {
      columns: all,
      airdrops: all.filter((t) => t.product === 'airdrops'),
      flow: all.filter((t) => t.product === 'flow'),
      'lockup-duration': all.filter((t) => t.product === 'lockup' && t.timing === 'duration'),
      'lockup-range': all.filter((t) => t.product === 'lockup' && t.timing === 'range'),
    });
  },
  // Each table gets its protocol's rows only. The decoder takes no build-time data: it loads the list of every
  // error when a reader first uses it (src/components/ErrorDecoder/data.ts), so the page does not carry it.
  '@site/src/components/ErrorTable': (use) => errorTableRows(errorsData() as DecoderError[], requireProp(use, 'protocol')),
  '@site/src/components/EndpointTable': (use) => oneOf(use, 'table', GRAPH_TABLES),
  '@site/src/components/EndpointTable#ChainList': (use) => oneOf(use, 'chains', {envio: ENVIO_CHAINS}),
  '@site/src/components/EndpointTable#EnvioEndpoints': (use): EnvioUrlRow[] => {
    const deployment = oneOf(use, 'indexer', {streams: 'streams', airdrops: 'airdrops'} as const);
    const d = getEnvioDeployment(deployment);
    return [
      {kind: 'Production URL', url: envioProductionURL(d), use: 'Hasura GraphQL syntax'},
      {kind: 'Converter URL', url: envioConverterURL(d), use: 'Subgraph-style queries and responses'},
      {kind: 'Playground URL', url: envioPlaygroundURL(d), use: 'Hasura GraphiQL in the browser'},
      {kind: 'Explorer URL', url: envioExplorerURL(d), use: 'Envio hosted-service page'},
    ];
  },
  // Excerpts arrive highlighted (plugins/code-highlight), as fenced blocks do.
  '@site/src/components/SolidityExcerpt': (use) => highlighted(excerpt(use), use.props.file?.endsWith('.ts') ? 'typescript' : 'solidity'),
  '@site/src/components/CodeExcerpt': (use) => highlighted(codeExcerpt(use), 'ts'),
  // Program IDs of the latest Solana releases per cluster, from the `sablier` package.
  '@site/src/components/SolanaDeploymentTable': () => getSolanaDeployments(),
  // The constant-seed PDAs of each program, computed from its IDL.
  '@site/src/components/SolanaDeploymentTable#GlobalAccounts': () => solanaGlobalAccounts(),
  // The NFT images the nft-art plugin rendered with the descriptor contracts: names, sizes and alt text only.
  '@site/src/components/NftGallery': (use) => {
    const protocol = oneOf(use, 'protocol', {lockup: 'lockup-', flow: 'flow'} as const);
    const file = path.join(SITE_DIR, 'src', 'generated', 'nft-gallery.json');
    if (!fs.existsSync(file)) throw new ProtocolDataError('src/generated/nft-gallery.json is missing: the nft-art plugin writes it');
    const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as {file: string}[];
    return entries.filter((entry) => entry.file.startsWith(protocol));
  },
  '@site/src/components/Value': (use) => {
    const [name = '', arg = ''] = requireProp(use, 'of').split(':');
    const fn = VALUES[name];
    if (!fn) throw new ProtocolDataError(`${use.page}: <Value of="${name}:..."> is unknown (known: ${Object.keys(VALUES).join(', ')})`);
    return fn(arg);
  },
};

function errorsData(): unknown {
  const file = path.join(SITE_DIR, ERRORS_DATA_FILE);
  if (!fs.existsSync(file)) throw new ProtocolDataError(`${ERRORS_DATA_FILE} is missing: the contract-reference plugin writes it`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The rows of <ErrorTable protocol>: every custom error of the protocol, grouped by contract, both sorted by name. */
export function errorTableRows(errors: DecoderError[], protocol: string): ErrorTableContract[] {
  const byContract = new Map<string, {name: string; row: ErrorTableContract['rows'][number]}[]>();
  for (const error of errors) {
    for (const l of error.locations) {
      if (l.protocol !== protocol) continue;
      const rows = byContract.get(l.contract) ?? [];
      rows.push({
        name: error.name,
        row: {
          signature: error.signature,
          selector: error.selector,
          releases: l.releases,
          ...(l.href ? {href: l.href} : {}),
          ...(error.meaning ? {meaning: error.meaning} : {}),
        },
      });
      byContract.set(l.contract, rows);
    }
  }
  return [...byContract.keys()]
    .sort((a, b) => a.localeCompare(b))
    .map((contract) => ({
      contract,
      rows: (byContract.get(contract) ?? []).sort((a, b) => a.name.localeCompare(b.name)).map(({row}) => row),
    }));
}
