/** Pure filtering rules of the deployment table, shared by the component and its tests. */

export type NetworkFilter = 'all' | 'mainnet' | 'testnet';

export interface FilterableChain {
  chainId: number;
  chainName: string;
  isTestnet: boolean;
}

/**
 * True when a chain passes the filter. The query matches a chain ID exactly when it is a number and otherwise any
 * part of the chain name, ignoring case and surrounding spaces; an empty query matches every chain.
 */
export function chainMatches(chain: FilterableChain, query: string, network: NetworkFilter): boolean {
  if (network === 'mainnet' && chain.isTestnet) return false;
  if (network === 'testnet' && !chain.isTestnet) return false;
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  if (/^\d+$/.test(q)) return String(chain.chainId) === q || chain.chainName.toLowerCase().includes(q);
  return chain.chainName.toLowerCase().includes(q);
}

/** Anchor id of a chain's heading: the chain name in lowercase words joined by dashes, with an optional prefix. */
export function chainAnchor(chainName: string, prefix = ''): string {
  const slug = chainName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${prefix}${slug}`;
}
