/**
 * A Mermaid diagram rendered to SVG at build time (plugins/diagrams). The static HTML already holds the SVG; this
 * component only keeps that markup through hydration and, after a client-side navigation, fetches the same file.
 */
import useBaseUrl from '@docusaurus/useBaseUrl';
import {type ReactNode, useEffect, useRef} from 'react';
import styles from './styles.module.css';

interface Props {
  /** Content hash of the diagram's source: its SVG is /assets/diagrams/<hash>.svg. */
  hash: string;
}

// React leaves an element's inner HTML alone when hydrating it: the SVG of the static HTML stays as it is.
const KEEP_STATIC_MARKUP = {__html: ''};

export default function Diagram({hash}: Props): ReactNode {
  const url = useBaseUrl(`/assets/diagrams/${hash}.svg`);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.firstElementChild) return undefined;
    const controller = new AbortController();
    fetch(url, {signal: controller.signal})
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${url}: ${response.status}`))))
      .then((svg) => {
        element.innerHTML = svg;
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') console.error(`Diagram ${hash} could not be loaded:`, error);
      });
    return () => controller.abort();
  }, [url, hash]);
  return (
    <figure className={`sablier-diagram ${styles.diagram}`}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string; it tells React to keep the server markup. */}
      <div ref={ref} className={styles.svg} data-diagram={hash} dangerouslySetInnerHTML={KEEP_STATIC_MARKUP} suppressHydrationWarning />
    </figure>
  );
}
