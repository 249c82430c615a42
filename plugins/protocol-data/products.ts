/**
 * Products that ship inside another protocol's release. Sablier Escrow is part of the `@sablier/bob` package and of
 * the `bob` releases of the `sablier` package, but it has its own pages: there, `protocol="escrow"` means the bob
 * release narrowed to the Escrow contracts. Pure functions, so unit tests can call them without the package.
 */
import type {ReleaseDeployments} from '../../src/lib/protocol-data-types';

export interface ProductView {
  /** The protocol (release family) of the `sablier` package that holds the product. */
  protocol: string;
  /** The contracts of that release that belong to the product. */
  contracts: readonly string[];
}

export const PRODUCT_VIEWS: Readonly<Record<string, ProductView>> = {
  escrow: {protocol: 'bob', contracts: ['SablierEscrow']},
};

/** The protocol of the package that a page's `protocol` prop reads from: itself, or the one holding the product. */
export function packageProtocolOf(protocol: string): string {
  return PRODUCT_VIEWS[protocol]?.protocol ?? protocol;
}

/** Keeps only the product's contracts, and only the chains where at least one of them is deployed. */
export function narrowToProduct(deployments: ReleaseDeployments, view: ProductView | undefined): ReleaseDeployments {
  if (!view) return deployments;
  const chains = deployments.chains
    .map((chain) => ({...chain, contracts: chain.contracts.filter((c) => view.contracts.includes(c.name))}))
    .filter((chain) => chain.contracts.length > 0);
  if (chains.length === 0) {
    throw new Error(`[protocol-data] ${deployments.protocol} ${deployments.version} deploys none of ${view.contracts.join(', ')}`);
  }
  return {...deployments, chains};
}
