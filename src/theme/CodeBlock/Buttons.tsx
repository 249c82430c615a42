/**
 * The code block's buttons, word wrap and copy, as the theme draws them (its public button and icon components),
 * without the theme's internal code-block context: the block (./index.tsx) passes its code and its `<pre>`.
 * They exist only in the browser: the server's HTML has none (a button that cannot work without JavaScript).
 */
import BrowserOnly from '@docusaurus/BrowserOnly';
import {translate} from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconWordWrap from '@theme/Icon/WordWrap';
import clsx from 'clsx';
import {type ReactNode, type RefObject, useCallback, useEffect, useRef, useState} from 'react';
import CopyIcons, {useCopy} from '../../components/CopyIcons';
import styles from './styles.module.css';

export interface WordWrap {
  preRef: RefObject<HTMLPreElement | null>;
  enabled: boolean;
  /** The code is wider than the block (or wrapped): the button is worth showing. */
  scrollable: boolean;
  toggle(): void;
}

/** Word wrap of one block: on or off, and whether the block scrolls sideways (measured now and on resize). */
export function useWordWrap(): WordWrap {
  const preRef = useRef<HTMLPreElement | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [scrollable, setScrollable] = useState(false);
  const measure = useCallback(() => {
    const pre = preRef.current;
    if (pre) setScrollable(pre.scrollWidth > pre.clientWidth);
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure, {passive: true});
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return {preRef, enabled, scrollable: scrollable || enabled, toggle: () => setEnabled((on) => !on)};
}

function WordWrapButton({wordWrap}: {wordWrap: WordWrap}): ReactNode {
  if (!wordWrap.scrollable) return null;
  const title = translate({id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap'});
  return (
    <Button onClick={wordWrap.toggle} className={clsx(wordWrap.enabled && styles.wrapOn)} aria-label={title} title={title}>
      <IconWordWrap className={styles.wrapIcon} aria-hidden="true" />
    </Button>
  );
}

function CopyButton({code}: {code: () => string}): ReactNode {
  const {copied, copy} = useCopy();
  const label = copied
    ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
    : translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard'});
  return (
    <Button
      aria-label={label}
      title={translate({id: 'theme.CodeBlock.copy', message: 'Copy'})}
      className={clsx(copied && styles.copied)}
      onClick={() => copy(code())}
    >
      <CopyIcons copied={copied} />
    </Button>
  );
}

export default function Buttons({code, wordWrap}: {code: () => string; wordWrap: WordWrap}): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <div className={styles.buttons}>
          <WordWrapButton wordWrap={wordWrap} />
          <CopyButton code={code} />
        </div>
      )}
    </BrowserOnly>
  );
}
