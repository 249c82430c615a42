import {type ReactNode, useEffect, useRef, useState} from 'react';
import {twinPath} from '../../lib/markdownTwin';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const LABEL: Record<Status, string> = {idle: 'Copy page', copying: 'Copying…', copied: 'Copied', failed: 'Copy failed'};
const ANNOUNCE: Record<Status, string> = {
  idle: '',
  copying: '',
  copied: 'Page copied to the clipboard as Markdown',
  failed: 'Could not copy the page; open it with View as Markdown instead',
};

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return response.text();
}

/** Copies the text of `url` to the clipboard, fetching it inside the click (Safari needs the promise form). */
async function copyFrom(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = fetchText(url).then((text) => new Blob([text], {type: 'text/plain'}));
    try {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Some browsers refuse a promised item; fall through to the plain text path.
    }
  }
  await navigator.clipboard.writeText(await fetchText(url));
}

/**
 * "Copy page" and "View as Markdown" for a doc page. It holds no Markdown itself: the button fetches the page's
 * build-time twin (`<route>.md`) on click. Rendered in the static HTML to keep the layout still, but hidden
 * until the page has hydrated, so without JavaScript it is absent (see styles.module.css).
 */
export default function CopyPage({permalink}: {permalink: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const href = twinPath(permalink);

  const copy = async () => {
    clearTimeout(timer.current);
    setStatus('copying');
    try {
      await copyFrom(href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    timer.current = setTimeout(() => setStatus('idle'), 3000);
  };

  return (
    <div className={styles.toolbar} data-copy-page>
      <button type="button" className={styles.button} onClick={copy} aria-disabled={status === 'copying'}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          {status === 'copied' ? (
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
          ) : (
            <path
              fill="currentColor"
              d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m0 16H8V7h11z"
            />
          )}
        </svg>
        {LABEL[status]}
      </button>
      <a className={styles.button} href={href} type="text/markdown">
        View as Markdown
      </a>
      <span className="visually-hidden" aria-live="polite">
        {ANNOUNCE[status]}
      </span>
    </div>
  );
}
