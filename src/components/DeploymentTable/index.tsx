import Heading from '@theme/Heading';
import {type CSSProperties, type ReactNode, useId, useState} from 'react';
import {chainAnchor, chainMatches, type NetworkFilter} from '../../lib/chain-filter';
import type {ChainDeployment, ReleaseDeployments} from '../../lib/protocol-data-types';
import AddressLink from '../AddressLink';
import Island from '../Island';
import ChainFilter from './ChainFilter';
import styles from './styles.module.css';

interface Props {
  protocol: string;
  /** A version such as `v3.0`; absent or `current`: the package's latest release. */
  release?: string;
  /** Injected at build time by the protocol-data remark plugin; pages never pass it. */
  data?: ReleaseDeployments;
  /** Prefix for chain anchors when one page shows several tables. */
  anchorPrefix?: string;
  /** Level of the Mainnets/Testnets headings; chain headings sit one level below. */
  headingLevel?: 2 | 3;
}

/** Below this many chains a filter adds nothing, so it is not shown. */
const FILTER_MIN_CHAINS = 3;

const PROTOCOL_NAMES: Record<string, string> = {
  lockup: 'Lockup',
  flow: 'Flow',
  airdrops: 'Airdrops',
  bob: 'Bob',
  escrow: 'Escrow',
  legacy: 'Legacy',
};

/** A dash for sighted readers, a word for screen readers. */
function None() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">none</span>
    </>
  );
}

/** A contract name with optional line breaks before inner capitals, so long names fit narrow columns. */
function BreakableName({name}: {name: string}) {
  const parts = name.split(/(?=[A-Z][a-z])/);
  return (
    <span className={styles.name}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name never reorder.
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </span>
  );
}

function ChainSection({
  chain,
  anchor,
  level,
  hidden,
  release,
}: {
  chain: ChainDeployment;
  anchor: string;
  level: 3 | 4;
  hidden: boolean;
  release: string;
}) {
  return (
    // Named with the release too: a page with two releases' tables has an "Ethereum" section in each.
    // An island (../Island): hydrated when it nears the viewport; the filter shows and hides it either way.
    <Island
      as="section"
      className={styles.chain}
      hidden={hidden}
      data-chain-id={chain.chainId}
      aria-label={`${chain.chainName}, ${release}`}
      style={{'--contract-rows': chain.contracts.length} as CSSProperties}
    >
      <Heading as={`h${level}`} id={anchor} className={styles.chainHeading}>
        {chain.chainName}
      </Heading>
      <p className={styles.meta}>
        <span>
          Chain ID <code>{chain.chainId}</code>
        </span>
        <span>{chain.isTestnet ? 'Testnet' : 'Mainnet'}</span>
        <span className={chain.isSupportedByUI ? `${styles.support} ${styles.supported}` : styles.support}>
          {chain.isSupportedByUI ? 'Supported in the Sablier app' : 'Not supported in the Sablier app'}
        </span>
      </p>
      <table className={`${styles.table} stacked-table`}>
        <thead>
          <tr>
            <th scope="col">Contract</th>
            <th scope="col">Address</th>
            <th scope="col">Block</th>
          </tr>
        </thead>
        <tbody>
          {chain.contracts.map((c) => (
            <tr key={`${c.name}-${c.address}`}>
              <th scope="row" data-label="Contract">
                <BreakableName name={c.name} />
                {c.alias && (
                  <span className={styles.alias}>
                    <span className="visually-hidden">UI alias </span>
                    <code title="UI alias: prefix of stream and campaign IDs in the Sablier app">{c.alias}</code>
                  </span>
                )}
              </th>
              <td data-label="Address">
                <AddressLink address={c.address} href={c.explorerUrl} label={`${c.name} on ${chain.chainName}`} />
              </td>
              <td data-label="Block">{c.block ?? <None />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Island>
  );
}

/**
 * Every contract of one release on every chain, rendered at build time so the static HTML holds all addresses.
 * With JavaScript, readers can narrow the list by chain name or ID and by mainnet/testnet.
 */
export default function DeploymentTable({protocol, release, data, anchorPrefix = '', headingLevel = 2}: Props): ReactNode {
  const id = useId();
  const [query, setQuery] = useState('');
  const [network, setNetwork] = useState<NetworkFilter>('all');
  if (!data) {
    throw new Error(
      `DeploymentTable ${protocol} ${release ?? 'current'} has no data: register plugins/protocol-data/remark.ts in the docs remarkPlugins`,
    );
  }
  // The page's protocol first: `escrow` reads the bob release but names its own product.
  const name = `${PROTOCOL_NAMES[protocol] ?? PROTOCOL_NAMES[data.protocol] ?? data.protocol} ${data.version}`;
  const visible = data.chains.filter((c) => chainMatches(c, query, network));
  const visibleIds = new Set(visible.map((c) => c.chainId));
  const groups = [
    {title: 'Mainnets', chains: data.chains.filter((c) => !c.isTestnet)},
    {title: 'Testnets', chains: data.chains.filter((c) => c.isTestnet)},
  ].filter((g) => g.chains.length > 0);
  const contractCount = data.chains.reduce((n, c) => n + c.contracts.length, 0);
  const chainLevel = (headingLevel + 1) as 3 | 4;

  return (
    <div className={styles.root}>
      {data.chains.length > FILTER_MIN_CHAINS && (
        <ChainFilter
          id={id}
          label={`Filter ${name} deployments`}
          query={query}
          onQuery={setQuery}
          network={network}
          onNetwork={setNetwork}
          status={
            visible.length === data.chains.length
              ? `${data.chains.length} chains, ${contractCount} contracts`
              : `${visible.length} of ${data.chains.length} chains shown`
          }
        />
      )}
      {visible.length === 0 && (
        <p className={styles.empty} role="status">
          No chain matches {query.trim() ? `“${query.trim()}”` : 'this filter'}
          {network !== 'all' ? ` among ${network === 'mainnet' ? 'mainnets' : 'testnets'}` : ''}. {name} is deployed on {data.chains.length}{' '}
          chains; clear the filter to see them all.
        </p>
      )}
      {groups.map((group) => {
        const groupAnchor = `${anchorPrefix}${group.title.toLowerCase()}`;
        const shown = group.chains.some((c) => visibleIds.has(c.chainId));
        return (
          <section key={group.title} hidden={!shown} aria-label={`${group.title}, ${name}`}>
            <Heading as={`h${headingLevel}`} id={groupAnchor}>
              {group.title}
            </Heading>
            {group.chains.map((chain) => (
              <ChainSection
                key={chain.chainId}
                chain={chain}
                anchor={chainAnchor(chain.chainName, anchorPrefix)}
                level={chainLevel}
                hidden={!visibleIds.has(chain.chainId)}
                release={name}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
