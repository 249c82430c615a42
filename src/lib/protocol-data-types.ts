/**
 * Shapes of the build-time protocol data that pages receive as props. Type-only: importing this module
 * never pulls the `sablier` package (or anything else) into the client bundle.
 */

/** Protocols whose releases have deployments pages on this site. */
export const DOCUMENTED_PROTOCOLS = ['lockup', 'flow', 'airdrops', 'bob', 'legacy'] as const;
export type DocumentedProtocol = (typeof DOCUMENTED_PROTOCOLS)[number];

export interface ContractRow {
  name: string;
  address: string;
  /** Prefix the Sablier app puts before stream or campaign IDs of this contract, e.g. `LK3`. */
  alias?: string;
  /** Block of the deployment transaction, where the package knows it. */
  block?: number;
  explorerUrl: string;
}

export interface ChainDeployment {
  chainId: number;
  chainName: string;
  /** Stable, URL-safe chain name from the package (used as the anchor id). */
  slug: string;
  isTestnet: boolean;
  isSupportedByUI: boolean;
  explorerName: string;
  contracts: ContractRow[];
}

export interface ReleaseDeployments {
  protocol: DocumentedProtocol;
  version: string;
  isLatest: boolean;
  /** Mainnets first, then testnets; alphabetical by chain name within each group. */
  chains: ChainDeployment[];
}

export interface ReleaseHistoryRow {
  version: string;
  isLatest: boolean;
  /** Month and year of the release, e.g. "March 2026". */
  released: string;
  aliases: {contract: string; alias: string}[];
  highlights: string;
  /** Site route of the page that lists this release's addresses. */
  route: string;
}

export interface ReleaseHistoryData {
  protocol: DocumentedProtocol;
  rows: ReleaseHistoryRow[];
}

export interface ComptrollerRow {
  chainId: number;
  chainName: string;
  comptroller: string;
  comptrollerUrl: string;
  admin?: string;
  adminUrl?: string;
}

export interface CsvColumn {
  name: string;
  description: string;
  /** Allowed values when the schema restricts the column to a list. */
  values?: string[];
}

export interface CsvTemplate {
  /** Path inside the package's `csv/` folder, e.g. `evm/lockup/range/linear.csv`. */
  path: string;
  platform: 'evm' | 'solana';
  /** `airdrops`, `flow` or `lockup` (EVM) / `airdrops` (Solana). */
  product: 'airdrops' | 'flow' | 'lockup';
  /** For Lockup templates: `duration` (relative) or `range` (absolute dates). */
  timing?: 'duration' | 'range';
  /** File name without extension, e.g. `linearUnlockCliff`. */
  shape: string;
  title: string;
  columns: CsvColumn[];
  rows: string[][];
  /** Site URL of the copy served with the build. */
  href: string;
}

export interface ContractAddressData {
  name: string;
  address: string;
  explorerUrl: string;
  chainId: number;
  chainName: string;
}

/** One URL of an Envio deployment, as the endpoints pages list them. */
export interface EnvioUrlRow {
  kind: 'Production URL' | 'Converter URL' | 'Playground URL' | 'Explorer URL';
  url: string;
  use: string;
}

/** One Solana program as /solana/deployments shows it. */
export interface SolanaProgramRow {
  /** Name in prose: `Lockup`, `Merkle Instant`. */
  label: string;
  /** The package's contract name, e.g. `SablierLockupLinear`. */
  name: string;
  protocol: string;
  version: string;
  /** Program ID (base58). */
  address: string;
  /** Prefix the Sablier app puts before stream or campaign IDs of this program. */
  alias?: string;
  /** Slot of the deployment. */
  slot?: number;
  /** Explorer page, only where the package's URL is right. */
  explorerUrl?: string;
}

export interface SolanaCluster {
  /** Sablier's own chain ID for the cluster (not a Solana concept). */
  chainId: number;
  name: string;
  /** Solana cluster name: `mainnet-beta`, `devnet`. */
  cluster: string;
  isTestnet: boolean;
  isSupportedByUI: boolean;
  programs: SolanaProgramRow[];
}

export interface SolanaDeployments {
  /** mainnet-beta first, then devnet. */
  clusters: SolanaCluster[];
}

/** A program's account at a PDA with constant seeds: one address per program, the same on every cluster. */
export interface SolanaGlobalAccount {
  /** Program name in prose. */
  program: string;
  /** The account's name in the IDL instructions, e.g. `treasury`. */
  account: string;
  seeds: string[];
  address: string;
  bump: number;
}

/** A code excerpt (<SolidityExcerpt>, <CodeExcerpt>): its lines highlighted at build time, or its text. */
export type ExcerptData = {html: string; code?: undefined} | {code: string; html?: undefined};

/** One contract's rows of <ErrorTable>: its custom errors in one protocol, sorted by name. */
export interface ErrorTableContract {
  contract: string;
  rows: {signature: string; selector: string; releases: string[]; href?: string; meaning?: string}[];
}
