import type {ReactNode} from 'react';

interface Props {
  /**
   * What to show, as `kind:argument`: `package:@sablier/lockup` (name@version of the installed package),
   * `package-version:sablier`, `current-release:lockup`, `chain-id:blast`, `envio-chain-count:`, `subgraph-count:streams`. The list is in
   * plugins/protocol-data/registry.ts.
   */
  of: string;
  /** The value, computed at build time by the protocol-data remark plugin; pages never pass it. */
  data?: string;
}

/** A build-time value inline in prose, e.g. the installed version of a package, so no page types one by hand. */
export default function Value({of, data}: Props): ReactNode {
  if (data === undefined) throw new Error(`Value ${of} has no data: register plugins/protocol-data/remark.ts`);
  return <>{data}</>;
}
