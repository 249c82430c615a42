import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';
import type {ReleaseHistoryData} from '../../lib/protocol-data-types';
import styles from './styles.module.css';

interface Props {
  protocol: string;
  /** Injected at build time by the protocol-data remark plugin; pages never pass it. */
  data?: ReleaseHistoryData;
}

/** Every release of a protocol, newest first: version (linked to its addresses), date, UI aliases and highlights. */
export default function ReleaseHistory({protocol, data}: Props): ReactNode {
  if (!data) {
    throw new Error(`ReleaseHistory ${protocol} has no data: register plugins/protocol-data/remark.ts in the docs remarkPlugins`);
  }
  const withAliases = data.rows.some((r) => r.aliases.length > 0);
  return (
    <table className={`${styles.table} stacked-table`}>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Release date</th>
          {withAliases && <th scope="col">UI aliases</th>}
          <th scope="col">Highlights</th>
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={row.version}>
            <th scope="row" data-label="Version">
              <Link to={row.route}>{row.version}</Link>
              {row.isLatest && <span className={styles.badge}>latest</span>}
            </th>
            <td data-label="Release date">{row.released}</td>
            {withAliases && (
              <td data-label="UI aliases">
                {row.aliases.map((a) => (
                  <span key={a.alias} className={styles.alias} title={a.contract}>
                    <code>{a.alias}</code> <span className={styles.contract}>{a.contract}</span>
                  </span>
                ))}
              </td>
            )}
            <td data-label="Highlights">{row.highlights}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
