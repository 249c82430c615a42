/**
 * Adds three things to the theme's MDX components.
 * - `Diagram`: the element ```mermaid fences become (plugins/diagrams/remark.ts).
 * - Tables: Markdown tables sit in a container that scrolls sideways (CSS overflow, so it works without JavaScript
 *   too) instead of widening the page on phones. Only when a table actually overflows does the container become a
 *   keyboard-focusable region (WCAG 2.1.1), named after what the table holds (src/lib/tableRegion); tables that fit
 *   add no Tab stop and no landmark, and the server HTML stays a bare <div>.
 * - Links that leave the site open in a new tab with `rel="noopener noreferrer"` and say so to screen readers
 *   (the theme's own navbar and footer links carry the theme's external-link icon, which is labelled already).
 */
import MDXComponents from '@theme-original/MDXComponents';
import {type ComponentProps, type ReactNode, useEffect, useRef, useState} from 'react';
import Diagram from '../../components/Diagram';
import {SITE_URL} from '../../config/site';
import {isExternalHref, NEW_TAB_NOTE} from '../../lib/links';
import {cleanText, overflowsHorizontally, tableRegionLabel, uniqueRegionLabel} from '../../lib/tableRegion';

const WRAPPER = 'table-scroll';

function headingText(heading: Element): string {
  const copy = heading.cloneNode(true) as Element;
  copy.querySelectorAll('.hash-link').forEach((anchor) => {
    anchor.remove();
  });
  return cleanText(copy.textContent);
}

/** The nearest heading before `el` in document order, looking through preceding siblings and then ancestors. */
function headingAbove(el: Element): string | undefined {
  for (let node: Element | null = el; node && node.tagName !== 'ARTICLE'; node = node.parentElement) {
    for (let prev = node.previousElementSibling; prev; prev = prev.previousElementSibling) {
      if (/^H[1-6]$/.test(prev.tagName)) return headingText(prev);
      const nested = prev.querySelectorAll('h1, h2, h3, h4, h5, h6');
      const last = nested[nested.length - 1];
      if (last) return headingText(last);
    }
  }
  return undefined;
}

/** "Parameters" in `<p><strong>Parameters</strong></p>` directly above the table. */
function leadIn(el: Element): string | undefined {
  const prev = el.previousElementSibling;
  if (prev?.tagName !== 'P' || prev.children.length !== 1 || prev.firstElementChild?.tagName !== 'STRONG') return undefined;
  const text = cleanText(prev.textContent);
  return text.length <= 40 && text === cleanText(prev.firstElementChild.textContent) ? text : undefined;
}

function baseLabel(wrapper: Element): string {
  const caption = wrapper.querySelector(':scope > table > caption')?.textContent ?? undefined;
  return tableRegionLabel({caption, heading: headingAbove(wrapper), leadIn: leadIn(wrapper)});
}

/** The region name of `wrapper`, unique among the page's tables (case-insensitively, as screen readers and axe compare names). */
function regionLabel(wrapper: Element): string {
  const label = baseLabel(wrapper);
  const peers = Array.from(document.querySelectorAll(`.${WRAPPER}`)).filter(
    (w) => w === wrapper || baseLabel(w).toLowerCase() === label.toLowerCase(),
  );
  return uniqueRegionLabel(label, peers.indexOf(wrapper), peers.length);
}

function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [label, setLabel] = useState<string | undefined>(undefined);

  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return undefined;
    const update = () => setLabel(overflowsHorizontally(wrapper) ? regionLabel(wrapper) : undefined);
    update();
    // Overflow changes with the viewport, fonts and collapsibles opening: watch the box where the browser can.
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', update);
      return () => window.removeEventListener('resize', update);
    }
    const observer = new ResizeObserver(update);
    observer.observe(wrapper);
    if (wrapper.firstElementChild) observer.observe(wrapper.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return label ? (
    // A div with role="region", not a <section>: changing the element type would remount the table.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <div ref={ref} className={WRAPPER} role="region" tabIndex={0} aria-label={label}>
      <table {...props} />
    </div>
  ) : (
    <div ref={ref} className={WRAPPER}>
      <table {...props} />
    </div>
  );
}

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
