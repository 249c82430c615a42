import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {type ReactNode, useId, useState} from 'react';
import {CATALOGUE_PROTOCOLS, type CatalogueChain, catalogueMatches, type ProtocolFilter} from '../../lib/chain-catalogue';
import type {NetworkFilter} from '../../lib/chain-filter';
import ChainFilter, {FilterSelect} from '../DeploymentTable/ChainFilter';
import ExternalLink from '../ExternalLink';
import styles from './styles.module.css';

interface Props {
  /** Injected at build time by the protocol-data remark plugin; pages never pass it. */
  data?: CatalogueChain[];
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function Releases({chain}: {chain: CatalogueChain}) {
  if (chain.protocols.length === 0) return <span>No release</span>;
  return (
    <ul className={styles.releases}>
      {chain.protocols.map((p) => (
        <li key={p.protocol}>
          <span className={styles.protocol}>{p.name}</span>{' '}
          {p.releases.map((r, i) => (
            <span key={r.version}>
              {i > 0 && ', '}
              {r.route ? (
                <Link to={r.route} aria-label={`${p.name} ${r.version} deployments`}>
                  {r.version}
                </Link>
              ) : (
                r.version
              )}
              {r.isLatest && <span className="visually-hidden"> (latest)</span>}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every EVM chain of the `sablier` package, rendered at build time so the static HTML holds all of them. With
 * JavaScript, readers narrow the list with the deployment tables' filter plus a protocol filter.
 */
export default function ChainTable({data}: Props): ReactNode {
  const id = useId();
  const [query, setQuery] = useState('');
  const [network, setNetwork] = useState<NetworkFilter>('all');
  const [protocol, setProtocol] = useState<ProtocolFilter>('any');
  if (!data) throw new Error('ChainTable has no data: register plugins/protocol-data/remark.ts in the docs remarkPlugins');
  const present = CATALOGUE_PROTOCOLS.filter((p) => data.some((c) => c.protocols.some((x) => x.protocol === p.id)));
  const options = [
    {value: 'any', label: 'Any protocol'},
    ...present.flatMap((p) => [
      {value: p.id, label: `${p.name}, any release`},
      {value: `${p.id}:latest`, label: `${p.name}, latest release`},
    ]),
  ];
  const visible = new Set(data.filter((c) => catalogueMatches(c, query, network, protocol)).map((c) => c.chainId));
  const groups = [
    {title: 'Mainnets', chains: data.filter((c) => !c.isTestnet)},
    {title: 'Testnets', chains: data.filter((c) => c.isTestnet)},
  ];

  return (
    <div className={styles.root}>
      <ChainFilter
        id={id}
        label="Filter chains"
        query={query}
        onQuery={setQuery}
        network={network}
        onNetwork={setNetwork}
        status={visible.size === data.length ? `${data.length} chains` : `${visible.size} of ${data.length} chains shown`}
      >
        <FilterSelect id={`${id}-protocol`} label="Deployed protocol" value={protocol} onChange={setProtocol} options={options} />
      </ChainFilter>
      {visible.size === 0 && (
        <p className={styles.empty} role="status">
          No chain matches this filter; clear it to see all {data.length} chains.
        </p>
      )}
      {groups.map((group) => (
        <section key={group.title} hidden={!group.chains.some((c) => visible.has(c.chainId))} aria-label={group.title}>
          <Heading as="h2" id={group.title.toLowerCase()}>
            {group.title}
          </Heading>
          <table className={`${styles.table} stacked-table`}>
            <thead>
              <tr>
                <th scope="col">Chain</th>
                <th scope="col">Chain ID</th>
                <th scope="col">Native token</th>
                <th scope="col">Explorer</th>
                <th scope="col">In the app</th>
                <th scope="col">Releases deployed</th>
              </tr>
            </thead>
            <tbody>
              {group.chains.map((chain) => (
                <tr key={chain.chainId} id={`chain-${chain.slug}`} hidden={!visible.has(chain.chainId)} data-chain-id={chain.chainId}>
                  <th scope="row" data-label="Chain">
                    {chain.chainName}
                  </th>
                  <td data-label="Chain ID">
                    <code>{chain.chainId}</code>
                  </td>
                  <td data-label="Native token">{chain.nativeToken}</td>
                  <td data-label="Explorer">
                    <ExternalLink href={chain.explorerUrl} title={chain.explorerName}>
                      {hostOf(chain.explorerUrl)}
                    </ExternalLink>
                  </td>
                  <td data-label="In the app">{chain.isSupportedByUI ? 'Yes' : 'No'}</td>
                  <td data-label="Releases deployed">
                    <Releases chain={chain} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
