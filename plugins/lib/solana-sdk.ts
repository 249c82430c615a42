/**
 * The Solana half of plugins/lib/sdk.ts: what the site asks the `sablier` package about the Solana programs (releases,
 * program IDs per cluster). Used at build time by the protocol-data registry and the solana-reference plugin; pages
 * never import it.
 */
import {sablier} from 'sablier';
import type {SolanaDeployments} from '../../src/lib/protocol-data-types';

export type SolanaProtocol = 'lockup' | 'airdrops';

/** The Solana protocols in the order the site shows them, with their names in prose. */
export const SOLANA_PROTOCOLS: readonly {protocol: SolanaProtocol; label: string; sourceDir: string}[] = [
  {protocol: 'lockup', label: 'Lockup', sourceDir: 'programs/lockup/src'},
  {protocol: 'airdrops', label: 'Merkle Instant', sourceDir: 'programs/merkle_instant/src'},
];

/** Repository of the Solana programs; releases are tagged with their version (`v0.1`). */
export const SOLANA_REPOSITORY = 'https://github.com/sablier-labs/solsab';

export interface SolanaRelease {
  protocol: SolanaProtocol;
  version: string;
  programNames: string[];
  /** Module of the package that exports the release's IDLs. */
  idlModule: string;
}

export function latestSolanaRelease(protocol: SolanaProtocol): SolanaRelease {
  const release = sablier.solana.releases.getLatest({protocol});
  return {
    protocol,
    version: release.version,
    programNames: [...release.programNames],
    idlModule: `sablier/solana/releases/${protocol}/${release.version}/idl`,
  };
}

/**
 * Explorer links the site shows. The package's explorer URL is right for mainnet-beta but malformed for devnet (the
 * `?cluster=devnet` query sits before the path), so devnet addresses are shown without a link.
 */
function explorerUrl(cluster: string, url: string): string | undefined {
  return cluster === 'mainnet-beta' && /^https:\/\/[^?#]+\/address\/\w+$/.test(url) ? url : undefined;
}

/** Every program of the latest Solana releases, per cluster: mainnet-beta first, then devnet. */
export function getSolanaDeployments(): SolanaDeployments {
  const chains = sablier.solana.chains.getAll();
  const releases = SOLANA_PROTOCOLS.map(({protocol, label}) => ({label, release: sablier.solana.releases.getLatest({protocol})}));
  const clusters = chains
    .map((chain) => ({
      chainId: chain.id,
      name: chain.name,
      cluster: String(chain.definition.cluster),
      isTestnet: Boolean(chain.isTestnet),
      isSupportedByUI: Boolean(chain.isSupportedByUI),
      programs: releases.flatMap(({label, release}) =>
        release.deployments
          .filter((d) => d.chainId === chain.id)
          .flatMap((d) => d.programs)
          .map((p) => ({
            label,
            name: p.name,
            protocol: String(p.protocol),
            version: String(p.version),
            address: p.address,
            alias: p.alias,
            slot: p.block,
            explorerUrl: explorerUrl(String(chain.definition.cluster), p.explorerURL ?? ''),
          })),
      ),
    }))
    .filter((c) => c.programs.length > 0)
    .sort((a, b) => Number(a.isTestnet) - Number(b.isTestnet) || a.name.localeCompare(b.name));
  return {clusters};
}

/** The clusters on which the package lists a program at `address`. */
export function clustersOf(address: string): string[] {
  return getSolanaDeployments()
    .clusters.filter((c) => c.programs.some((p) => p.address === address))
    .map((c) => c.cluster);
}
