/**
 * Pure rules of the chains page (/concepts/chains): grouping the releases deployed on a chain, and the filter the
 * table shares with the deployment tables (chain name or ID, network) plus a protocol filter.
 */
import {chainMatches, type NetworkFilter} from './chain-filter';

/** The order protocols are listed in, and their display names. */
export const CATALOGUE_PROTOCOLS: readonly {id: string; name: string}[] = [
  {id: 'lockup', name: 'Lockup'},
  {id: 'flow', name: 'Flow'},
  {id: 'airdrops', name: 'Airdrops'},
  {id: 'bob', name: 'Bob'},
  {id: 'legacy', name: 'Legacy'},
];

export interface CatalogueRelease {
  version: string;
  isLatest: boolean;
  /** Site route of the page listing the release's addresses, when the site has one. */
  route?: string;
}

export interface CatalogueProtocol {
  protocol: string;
  name: string;
  /** Newest first. */
  releases: CatalogueRelease[];
}

export interface CatalogueChain {
  chainId: number;
  chainName: string;
  slug: string;
  isTestnet: boolean;
  isSupportedByUI: boolean;
  nativeToken: string;
  explorerName: string;
  explorerUrl: string;
  /** Protocols in CATALOGUE_PROTOCOLS order (unknown ones after, alphabetically); absent when nothing is deployed. */
  protocols: CatalogueProtocol[];
}

export type ProtocolFilter = 'any' | string;

function versionParts(version: string): number[] {
  return version.replace(/^v/, '').split('.').map(Number);
}

/** Newest version first. */
export function compareVersionsDesc(a: string, b: string): number {
  const [pa, pb] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pb[i] ?? 0) - (pa[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * Groups the releases deployed on one chain by protocol: each protocol once, its versions newest first and
 * without duplicates, protocols in the catalogue's order.
 */
export function groupReleases(
  deployed: readonly {protocol: string; version: string}[],
  latest: Readonly<Record<string, string>>,
  routeOf: (protocol: string, version: string) => string | undefined,
): CatalogueProtocol[] {
  const byProtocol = new Map<string, Set<string>>();
  for (const {protocol, version} of deployed) byProtocol.set(protocol, (byProtocol.get(protocol) ?? new Set()).add(version));
  const rank = (p: string) => {
    const i = CATALOGUE_PROTOCOLS.findIndex((c) => c.id === p);
    return i === -1 ? CATALOGUE_PROTOCOLS.length : i;
  };
  return [...byProtocol.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([protocol, versions]) => ({
      protocol,
      name: CATALOGUE_PROTOCOLS.find((c) => c.id === protocol)?.name ?? protocol,
      releases: [...versions].sort(compareVersionsDesc).map((version) => {
        const route = routeOf(protocol, version);
        return {version, isLatest: latest[protocol] === version, ...(route ? {route} : {})};
      }),
    }));
}

/**
 * True when a chain passes the filter: the deployment tables' rules (chain name or ID, network) and, unless the
 * protocol filter is `any`, a release of that protocol on the chain (`<protocol>:latest` asks for its latest release).
 */
export function catalogueMatches(chain: CatalogueChain, query: string, network: NetworkFilter, protocol: ProtocolFilter): boolean {
  if (!chainMatches(chain, query, network)) return false;
  if (protocol === 'any') return true;
  const [id, which] = protocol.split(':');
  const found = chain.protocols.find((p) => p.protocol === id);
  if (!found) return false;
  return which === 'latest' ? found.releases.some((r) => r.isLatest) : true;
}
