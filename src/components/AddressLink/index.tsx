import {type ReactNode, useEffect, useRef, useState} from 'react';
import styles from './styles.module.css';

interface Props {
  address: string;
  /** Explorer page of the address; without it the address is shown without a link. */
  href?: string;
  /** What the address is, for the link and button labels, e.g. "SablierLockup on Ethereum". */
  label: string;
}

/** An address in code font linked to its explorer (when there is a link to trust), with a button that copies it. */
export default function AddressLink({address, href, label}: Props): ReactNode {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };

  return (
    <span className={styles.address}>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${address}: ${label}, opens the explorer in a new tab`}>
          <code>{address}</code>
        </a>
      ) : (
        <code>{address}</code>
      )}
      <button
        type="button"
        className={`${styles.copy} js-only`}
        onClick={copy}
        aria-label={copied ? `Copied address of ${label}` : `Copy address of ${label}`}
        title={copied ? 'Copied' : 'Copy address'}
      >
        {copied ? (
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m0 16H8V7h11z"
            />
          </svg>
        )}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </span>
  );
}
