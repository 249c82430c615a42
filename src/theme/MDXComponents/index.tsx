/**
 * Adds three things to the theme's MDX components.
 * - `Diagram`: the element ```mermaid fences become (plugins/diagrams/remark.ts).
 * - Tables: Markdown tables scroll sideways in their own container, which becomes a named, focusable region only
 *   when the table overflows (src/components/ScrollableTable).
 * - Links that leave the site open in a new tab with `rel="noopener noreferrer"` and say so to screen readers
 *   (the theme's own navbar and footer links carry the theme's external-link icon, which is labelled already).
 */
import MDXComponents from '@theme-original/MDXComponents';
import type {ComponentProps, ReactNode} from 'react';
import Diagram from '../../components/Diagram';
import ScrollableTable from '../../components/ScrollableTable';
import {SITE_URL} from '../../config/site';
import {isExternalHref, NEW_TAB_NOTE} from '../../lib/links';

const ThemeA = MDXComponents.a;

function ContentLink(props: ComponentProps<'a'>): ReactNode {
  // `pathname://` links (static files such as /llms.txt) also open in a new tab: the theme's Link does that.
  const newTab = isExternalHref(props.href, SITE_URL) || Boolean(props.href?.startsWith('pathname://'));
  // A mail link opens the mail program, not a tab: keep the theme's Link from adding `target="_blank"`.
  if (props.href?.startsWith('mailto:')) return <ThemeA {...props} target="_self" />;
  if (!newTab) return <ThemeA {...props} />;
  return (
    <ThemeA {...props} target="_blank" rel="noopener noreferrer">
      {props.children}
      {/* sr-only: the search index and the Markdown twins leave this note out. */}
      <span className="visually-hidden sr-only">{` ${NEW_TAB_NOTE}`}</span>
    </ThemeA>
  );
}

export default {...MDXComponents, table: ScrollableTable, a: ContentLink, Diagram};
