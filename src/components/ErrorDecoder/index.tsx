import Link from '@docusaurus/Link';
import {type ReactNode, useId, useMemo, useState} from 'react';
import type {DecodeResult, ErrorLocation, Match, SolanaDecoderError} from '@site/src/lib/errorDecoder';
import {decoderData} from './data';
import styles from './styles.module.css';

const LABELS: Record<string, string> = {lockup: 'Lockup', flow: 'Flow', airdrops: 'Airdrops', bob: 'Bob', comptroller: 'Comptroller'};

function Where({locations}: {locations: ErrorLocation[]}): ReactNode {
  if (locations.length === 0) return <p className={styles.note}>Built into Solidity, not specific to Sablier.</p>;
  return (
    <ul className={styles.locations}>
      {locations.map((l) => (
        <li key={`${l.protocol}/${l.contract}`}>
          {LABELS[l.protocol] ?? l.protocol} <code>{l.contract}</code> ({l.releases.join(', ')})
          {l.href ? (
            <>
              {' '}
              <Link to={l.href}>documentation</Link>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function MatchCard({match}: {match: Match}): ReactNode {
  const {error, args, decodeError} = match;
  return (
    <div className={styles.match}>
      <p className={styles.signature}>
        <code>{error.signature}</code> <span className={styles.selector}>{error.selector}</span>
      </p>
      {error.meaning ? <p className={styles.meaning}>{error.meaning}</p> : null}
      {args && args.length > 0 ? (
        <table className={styles.args}>
          <caption>Decoded arguments</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {args.map((a) => (
              <tr key={a.name}>
                <td>
                  <code>{a.name}</code>
                </td>
                <td>
                  <code>{a.type}</code>
                </td>
                <td className={styles.value}>
                  <code>{a.value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {!args && !decodeError && error.inputs.length > 0 ? (
        <p className={styles.note}>Paste the full revert data to see the decoded arguments.</p>
      ) : null}
      {decodeError ? <p className={styles.warning}>{decodeError}</p> : null}
      <Where locations={error.locations} />
    </div>
  );
}

function SolanaCard({error}: {error: SolanaDecoderError}): ReactNode {
  return (
    <div className={styles.match}>
      <p className={styles.signature}>
        <code>{error.name}</code>{' '}
        <span className={styles.selector}>
          {error.code} (0x{error.code.toString(16)})
        </span>
      </p>
      <p className={styles.note}>“{error.message}”</p>
      <ul className={styles.locations}>
        <li>
          Solana {error.program} program <code>{error.programId}</code> <Link to={error.href}>documentation</Link>
        </li>
      </ul>
    </div>
  );
}

/**
 * Paste a selector, revert data, a Solana error code or an error name; see which Sablier error it is. The list of
 * every error and the decoding logic load when the reader first points at, focuses or types in the input (./data.ts),
 * not with the page.
 */
export default function ErrorDecoder(): ReactNode {
  const [data, setData] = useState(decoderData.peek);
  const [failed, setFailed] = useState(false);
  const [value, setValue] = useState('');
  const id = useId();
  const load = () => {
    if (data) return;
    decoderData.load().then(
      (loaded) => {
        setData(loaded);
        setFailed(false);
      },
      () => setFailed(true),
    );
  };
  const result = useMemo<DecodeResult | undefined>(
    () => (data ? data.decodeInput(value, data.evm, data.solana) : undefined),
    [value, data],
  );

  const emptyNote = <p className={styles.note}>Results appear here as you type.</p>;
  let body: ReactNode = null;
  if (!result) {
    const loading = failed ? 'The list of errors did not load; type again to retry.' : 'Loading the list of errors…';
    body = value.trim() === '' ? emptyNote : <p className={styles.note}>{loading}</p>;
  } else
    switch (result.kind) {
      case 'empty':
        body = emptyNote;
        break;
      case 'invalid':
      case 'unknown':
      case 'no-names':
      case 'solana-unknown':
        body = <p className={styles.warning}>{result.message}</p>;
        break;
      case 'selector':
        body = (
          <>
            <p>
              {result.matches.length === 1 ? 'One error has' : `${result.matches.length} errors have`} the selector{' '}
              <code>{result.selector}</code>:
            </p>
            {result.matches.map((m) => (
              <MatchCard key={m.error.signature} match={m} />
            ))}
          </>
        );
        break;
      case 'solana':
        body = (
          <>
            <p>
              {result.matches.length === 1 ? 'One Solana program error has' : `${result.matches.length} Solana program errors have`} the
              code <code>{result.code}</code> (<code>{result.hex}</code>):
            </p>
            {result.matches.map((e) => (
              <SolanaCard key={e.href} error={e} />
            ))}
          </>
        );
        break;
      case 'names':
        body = (
          <>
            {result.total > 0 ? (
              <p>
                {result.total} {result.total === 1 ? 'error matches' : 'errors match'} the name <code>{result.query}</code>
                {result.total > result.matches.length ? `; the first ${result.matches.length} are shown` : ''}:
              </p>
            ) : null}
            {result.matches.map((e) => (
              <MatchCard key={e.signature} match={{error: e}} />
            ))}
            {result.solana.length > 0 ? (
              <p>
                {result.solana.length} Solana program {result.solana.length === 1 ? 'error matches' : 'errors match'} the name{' '}
                <code>{result.query}</code>:
              </p>
            ) : null}
            {result.solana.map((e) => (
              <SolanaCard key={e.href} error={e} />
            ))}
          </>
        );
        break;
      default:
    }

  return (
    <>
      <noscript>
        <p>The decoder needs JavaScript. Every error is listed with its selector on this page.</p>
      </noscript>
      <div className={`${styles.decoder} js-only`}>
        <label htmlFor={`${id}-input`} className={styles.label}>
          Selector, revert data or error name
        </label>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="0xf747ab7c, 0xb2ae7633000000…, 6013, or WithdrawAmountZero"
          aria-describedby={`${id}-help`}
          value={value}
          onPointerEnter={load}
          onFocus={load}
          onChange={(e) => {
            setValue(e.target.value);
            load();
          }}
        />
        <p id={`${id}-help`} className={styles.help}>
          A selector is the first 4 bytes of the revert data. Full revert data also shows the error's arguments. A Solana program error code
          can be decimal (6013) or hex (0x177d).
        </p>
        <div className={styles.results} role="status" aria-live="polite" aria-atomic="true">
          {body}
        </div>
      </div>
    </>
  );
}
