import Heading from '@theme/Heading';
import type {ReactNode} from 'react';
import type {SolanaCluster, SolanaDeployments, SolanaGlobalAccount} from '../../lib/protocol-data-types';
import AddressLink from '../AddressLink';
// The same table styles as the EVM deployments, so both read alike.
import styles from '../DeploymentTable/styles.module.css';

interface Props {
  /** Injected at build time by the protocol-data remark plugin; pages never pass it. */
  data?: SolanaDeployments;
  /** Level of the cluster headings. */
  headingLevel?: 2 | 3;
}

const CLUSTER_TITLES: Record<string, string> = {'mainnet-beta': 'Mainnet', devnet: 'Devnet'};

function ClusterSection({cluster, level}: {cluster: SolanaCluster; level: 2 | 3}): ReactNode {
  const title = `${CLUSTER_TITLES[cluster.cluster] ?? cluster.name} (${cluster.cluster})`;
  return (
    <section className={styles.chain} aria-label={title}>
      <Heading as={`h${level}`} id={cluster.cluster} className={styles.chainHeading}>
        {title}
      </Heading>
      <p className={styles.meta}>
        <span>
          Cluster <code>{cluster.cluster}</code>
        </span>
        <span>
          Sablier chain ID <code>{cluster.chainId}</code>
        </span>
        <span className={cluster.isSupportedByUI ? `${styles.support} ${styles.supported}` : styles.support}>
          {cluster.isSupportedByUI ? 'Supported in the Sablier app' : 'Not supported in the Sablier app'}
        </span>
      </p>
      <table className={`${styles.table} stacked-table`}>
        <thead>
          <tr>
            <th scope="col">Program</th>
            <th scope="col">Program ID</th>
            <th scope="col">Release</th>
            <th scope="col">Slot</th>
          </tr>
        </thead>
        <tbody>
          {cluster.programs.map((p) => (
            <tr key={`${p.name}-${p.address}`}>
              <th scope="row" data-label="Program">
                <span className={styles.name}>{p.label}</span> <code>{p.name}</code>
                {p.alias && (
                  <span className={styles.alias}>
                    <span className="visually-hidden">alias </span>
                    <code title="Alias of the program in the sablier package">{p.alias}</code>
                  </span>
                )}
              </th>
              <td data-label="Program ID">
                <AddressLink address={p.address} href={p.explorerUrl} label={`${p.label} program on ${cluster.cluster}`} />
              </td>
              <td data-label="Release">
                <code>{p.version}</code>
              </td>
              <td data-label="Slot">{p.slot === undefined ? '–' : p.slot.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The Solana programs per cluster (program IDs from the `sablier` package), rendered at build time. */
export default function SolanaDeploymentTable({data, headingLevel = 2}: Props): ReactNode {
  if (!data) throw new Error('SolanaDeploymentTable has no data: register plugins/protocol-data/remark.ts in the docs remarkPlugins');
  return (
    <div className={styles.root}>
      {data.clusters.map((cluster) => (
        <ClusterSection key={cluster.chainId} cluster={cluster} level={headingLevel} />
      ))}
    </div>
  );
}

/** The accounts each program keeps at constant-seed PDAs (the same addresses on every cluster). */
export function GlobalAccounts({data}: {data?: SolanaGlobalAccount[]}): ReactNode {
  if (!data) throw new Error('GlobalAccounts has no data: register plugins/protocol-data/remark.ts in the docs remarkPlugins');
  return (
    <table className={`${styles.table} stacked-table`}>
      <thead>
        <tr>
          <th scope="col">Program</th>
          <th scope="col">Account</th>
          <th scope="col">Seeds</th>
          <th scope="col">Address</th>
          <th scope="col">Bump</th>
        </tr>
      </thead>
      <tbody>
        {data.map((a) => (
          <tr key={`${a.program}-${a.account}`}>
            <th scope="row" data-label="Program">
              {a.program}
            </th>
            <td data-label="Account">
              <code>{a.account}</code>
            </td>
            <td data-label="Seeds">
              <code>{a.seeds.join(', ')}</code>
            </td>
            <td data-label="Address">
              <AddressLink address={a.address} label={`${a.program} ${a.account}`} />
            </td>
            <td data-label="Bump">{a.bump}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
