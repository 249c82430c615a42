import type {ReactNode} from 'react';
import type {NetworkFilter} from '../../lib/chain-filter';
import styles from './styles.module.css';

interface Props {
  /** Prefix of the fields' ids (from `useId`). */
  id: string;
  /** Accessible name of the form, e.g. "Filter Lockup v4.0 deployments". */
  label: string;
  query: string;
  onQuery: (query: string) => void;
  network: NetworkFilter;
  onNetwork: (network: NetworkFilter) => void;
  /** The live count line, e.g. "29 chains, 290 contracts". */
  status: string;
  /** Further fields, placed after the network field. */
  children?: ReactNode;
}

/**
 * The chain filter of the deployment tables and the chains page: chain name or ID, and network. It only works with
 * JavaScript, so it is hidden without it (`js-only`); the static HTML always lists every chain.
 */
export default function ChainFilter({id, label, query, onQuery, network, onNetwork, status, children}: Props): ReactNode {
  return (
    <form className={`${styles.filters} js-only`} aria-label={label} onSubmit={(e) => e.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={`${id}-query`}>Chain name or ID</label>
        <input
          id={`${id}-query`}
          type="search"
          value={query}
          placeholder="e.g. Base or 8453"
          autoComplete="off"
          onChange={(e) => onQuery(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-network`}>Network</label>
        <select id={`${id}-network`} value={network} onChange={(e) => onNetwork(e.target.value as NetworkFilter)}>
          <option value="all">Mainnets and testnets</option>
          <option value="mainnet">Mainnets only</option>
          <option value="testnet">Testnets only</option>
        </select>
      </div>
      {children}
      <p className={styles.count} aria-live="polite">
        {status}
      </p>
    </form>
  );
}

/** A select field styled like the filter's own fields, for extra criteria passed as `children`. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly {value: string; label: string}[];
}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
