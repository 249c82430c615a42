/**
 * The copy control's inside, shared by the site's code blocks (src/theme/CodeBlock/Buttons.tsx) and the stream
 * chart's code snippets: the theme's copy icon, turning into its check mark for a second after a copy. `useCopy`
 * holds that state; the button around the icons is each caller's own.
 */
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import {type ReactNode, useEffect, useRef, useState} from 'react';
import styles from './styles.module.css';

/** Whether a copy just happened, and the function that copies `text` to the clipboard. */
export function useCopy(): {copied: boolean; copy(text: string): void} {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = (text: string) => {
    navigator.clipboard?.writeText(text).then(() => {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 1000);
    });
  };
  return {copied, copy};
}

export default function CopyIcons({copied}: {copied: boolean}): ReactNode {
  return (
    <span className={styles.icons} data-copied={copied || undefined} aria-hidden="true">
      <IconCopy className={styles.copyIcon} />
      <IconSuccess className={styles.copiedIcon} />
    </span>
  );
}
