import ExternalLink from '../ExternalLink';
import type {ReactNode} from 'react';
import type {Chain, SubgraphRow} from '../../data/indexers';
import type {EnvioUrlRow} from '../../lib/protocol-data-types';
import styles from './styles.module.css';

function missing(what: string): never {
  throw new Error(`${what} has no data: register plugins/protocol-data/remark.ts`);
}

/**
 * Per-chain table of The Graph endpoints. Static HTML: every URL is in the markup. `table` names one of
 * GRAPH_TABLES in src/data/indexers.ts; its rows arrive as `data` at build time.
 */
export default function EndpointTable({table, caption, data}: {table: string; caption?: string; data?: readonly SubgraphRow[]}): ReactNode {
  const rows = data ?? missing(`EndpointTable ${table}`);
  const showExplorer = rows.some((row) => row.explorerURL !== undefined);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">Chain</th>
            <th scope="col">Chain ID</th>
            <th scope="col">Subgraph</th>
            <th scope="col">Production URL</th>
            <th scope="col">Testing URL</th>
            {showExplorer ? <th scope="col">Explorer URL</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.chain.id}-${row.name}`}>
              <th scope="row">{row.chain.name}</th>
              <td>
                <code>{row.chain.id}</code>
              </td>
              <td className={styles.nowrap}>
                <code>{row.name}</code>
              </td>
              <td>
                {row.kind === 'custom' ? (
                  <ExternalLink to={row.productionURL}>Custom node</ExternalLink>
                ) : (
                  <ExternalLink to={row.productionURL} title={row.productionURL}>
                    <code className={styles.id}>{row.subgraphId}</code>
                  </ExternalLink>
                )}
              </td>
              <td>
                {row.testingURL ? <ExternalLink to={row.testingURL}>Studio</ExternalLink> : <span className={styles.muted}>N/A</span>}
              </td>
              {showExplorer ? (
                <td>
                  {row.explorerURL ? <ExternalLink to={row.explorerURL}>Explorer</ExternalLink> : <span className={styles.muted}>N/A</span>}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The four URLs of one Envio deployment (`indexer`: streams or airdrops; the same for every chain it indexes). */
export function EnvioEndpoints({indexer, data}: {indexer: string; data?: readonly EnvioUrlRow[]}): ReactNode {
  const urls = (data ?? missing(`EnvioEndpoints ${indexer}`)).map((r) => [r.kind, r.url, r.use] as const);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">URL</th>
            <th scope="col">Use it for</th>
          </tr>
        </thead>
        <tbody>
          {urls.map(([kind, url, use]) => (
            <tr key={kind}>
              <th scope="row">{kind}</th>
              <td>
                {kind === 'Playground URL' ? (
                  <ExternalLink to={url}>Open in Hasura GraphiQL</ExternalLink>
                ) : (
                  <ExternalLink to={url}>
                    <code className={styles.id}>{url}</code>
                  </ExternalLink>
                )}
              </td>
              <td>{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Chains covered by a multi-chain indexer (`chains="envio"`), as a compact multi-column list sorted by name. */
export function ChainList({chains: name, data}: {chains: string; data?: readonly Chain[]}): ReactNode {
  const chains = data ?? missing(`ChainList ${name}`);
  const sorted = [...chains].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <ul className={styles.chains} aria-label="Chains and chain IDs">
      {sorted.map((c) => (
        <li key={c.id}>
          <span className={styles.chainName}>{c.name}</span> <code>{c.id}</code>
        </li>
      ))}
    </ul>
  );
}
