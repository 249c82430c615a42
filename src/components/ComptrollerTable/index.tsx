import type {ReactNode} from 'react';
import type {ComptrollerRow} from '../../lib/protocol-data-types';
import AddressLink from '../AddressLink';
import styles from './styles.module.css';

interface Props {
  /**
   * `current` (default): the Sablier Comptroller on each mainnet and its admin.
   * `pre-comptroller`: the direct admins of the releases that predate the Comptroller.
   */
  variant?: 'current' | 'pre-comptroller';
  /** Injected at build time by the protocol-data remark plugin; pages never pass it. */
  data?: ComptrollerRow[];
}

/** Per-chain governance addresses; Comptroller addresses come from the `sablier` package. */
export default function ComptrollerTable({variant = 'current', data}: Props): ReactNode {
  if (!data) {
    throw new Error('ComptrollerTable has no data: register plugins/protocol-data/remark.ts in the docs remarkPlugins');
  }
  const current = variant === 'current';
  return (
    <table className={`${styles.table} stacked-table`}>
      <thead>
        <tr>
          <th scope="col">Chain</th>
          {current && <th scope="col">Comptroller</th>}
          <th scope="col">{current ? 'Comptroller admin' : 'Admin'}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((row) => (
          <tr key={row.chainId}>
            <th scope="row" data-label="Chain">
              {row.chainName}
            </th>
            {current && (
              <td data-label="Comptroller">
                <AddressLink address={row.comptroller} href={row.comptrollerUrl} label={`Comptroller on ${row.chainName}`} />
              </td>
            )}
            <td data-label={current ? 'Comptroller admin' : 'Admin'}>
              {row.admin && row.adminUrl ? (
                <AddressLink address={row.admin} href={row.adminUrl} label={`admin on ${row.chainName}`} />
              ) : (
                'Not published'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
