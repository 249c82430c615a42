import type {ReactNode} from 'react';
import type {ContractAddressData} from '../../lib/protocol-data-types';
import AddressLink from '../AddressLink';

interface Props {
  protocol: string;
  /** A version such as `v3.0`; absent or `current`: the package's latest release. */
  release?: string;
  chainId: string;
  contract: string;
  /** Injected at build time by the protocol-data remark plugin; pages never pass it. */
  data?: ContractAddressData & {release: string};
}

/** One contract address from the `sablier` package, inline in prose, linked to its explorer with a copy button. */
export default function ContractAddress({protocol, release, chainId, contract, data}: Props): ReactNode {
  if (!data) {
    throw new Error(
      `ContractAddress ${protocol} ${release ?? 'current'} ${contract} on ${chainId} has no data: register plugins/protocol-data/remark.ts`,
    );
  }
  return <AddressLink address={data.address} href={data.explorerUrl} label={`${data.name} ${data.release} on ${data.chainName}`} />;
}
