import {usePrismTheme} from '@docusaurus/theme-common';
import {type CSSProperties, type ReactNode, useMemo, useState} from 'react';
import {lazyData} from '../../lib/lazyData';
import CopyIcons, {useCopy} from '../CopyIcons';
import {styleForToken, themeToDict} from '../../lib/prism/tokens';
import styles from './styles.module.css';

type Highlighter = typeof import('./highlight');

/** The highlighter chunk, fetched once for every snippet of the page. */
const highlighter = lazyData<Highlighter>(() => import('./highlight'));

/**
 * A code snippet in a closed disclosure: plain text in the static HTML (readable and selectable without
 * JavaScript), syntax-highlighted once the reader opens it or points at or focuses its summary, with a copy button.
 */
export default function CodeSnippet({summary, language, code}: {summary: string; language: string; code: string}): ReactNode {
  const theme = usePrismTheme();
  const [lib, setLib] = useState<Highlighter | undefined>(highlighter.peek);
  const {copied, copy} = useCopy();

  const highlight = () => {
    if (!lib) highlighter.load().then(setLib, () => undefined);
  };
  const lines = useMemo(() => lib?.tokenLines(code, language), [lib, code, language]);
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);
  const colors = {'--prism-color': theme.plain.color, '--prism-background-color': theme.plain.backgroundColor} as CSSProperties;

  return (
    <details
      className={styles.snippet}
      data-snippet={language}
      onToggle={(e) => {
        if (e.currentTarget.open) highlight();
      }}
      // Pointing at the summary or focusing it (React's focus events bubble) fetches the highlighter before a click.
      onPointerEnter={highlight}
      onFocus={highlight}
    >
      <summary>{summary}</summary>
      {/* The classes of the site's code blocks: the Markdown twins read the language from the container. */}
      <div className={`language-${language} theme-code-block ${styles.code}`} style={colors}>
        <pre className={styles.pre} data-highlighted={lines ? '' : undefined}>
          <code>
            {lines
              ? lines.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their position
                  <span key={i} className="token-line" style={dict.plain}>
                    {line.map((token, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: same for the tokens of a line
                      <span key={j} className={`token ${token.types.join(' ')}`} style={styleForToken(dict, token)}>
                        {token.empty ? '' : token.content}
                      </span>
                    ))}
                    {i < lines.length - 1 ? '\n' : null}
                  </span>
                ))
              : code}
          </code>
        </pre>
        <button
          type="button"
          className={`clean-btn js-only ${styles.copyButton} ${copied ? styles.copied : ''}`}
          aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
          title="Copy"
          onClick={() => copy(code)}
        >
          <CopyIcons copied={copied} />
        </button>
      </div>
    </details>
  );
}
