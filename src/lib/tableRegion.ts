/**
 * Naming of the scroll region around a Markdown table (src/theme/MDXComponents). A table only becomes a
 * focusable, named region when it overflows its column; the name says what the table holds: its caption, or
 * the heading above it (plus a bold lead-in such as "Parameters" when one directly precedes the table), and a
 * position when several tables on the page would otherwise share a name (axe `landmark-unique`).
 */

/** Whitespace collapsed, zero-width characters (heading anchors) removed. */
export function cleanText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface TableContext {
  caption?: string;
  heading?: string;
  /** A short bold-only paragraph directly above the table ("Parameters", "Returns"). */
  leadIn?: string;
}

/** The base name of a table's region, before making it unique on the page. */
export function tableRegionLabel({caption, heading, leadIn}: TableContext): string {
  const c = cleanText(caption);
  if (c) return c;
  const h = cleanText(heading);
  const l = cleanText(leadIn).replace(/:$/, '');
  if (h && l) return `${l}: ${h}`;
  if (h || l) return `Table: ${h || l}`;
  return 'Table';
}

/** `label` made unique: "(2 of 3)" when `count` tables on the page share it. */
export function uniqueRegionLabel(label: string, index: number, count: number): string {
  return count > 1 ? `${label} (${index + 1} of ${count})` : label;
}

/** True when content is wider than its box (a 1 px tolerance absorbs sub-pixel rounding). */
export function overflowsHorizontally({scrollWidth, clientWidth}: {scrollWidth: number; clientWidth: number}): boolean {
  return scrollWidth - clientWidth > 1;
}

export interface PageTable {
  /** The table's base name (tableRegionLabel). */
  label: string;
  overflows: boolean;
}

/**
 * The region name of every table on a page, in document order: undefined for a table that fits (no region), else
 * its base name made unique among all the page's tables that share it, case-insensitively (as screen readers and axe
 * compare names). One pass, so a page with hundreds of tables names them all in linear time.
 */
export function pageRegionLabels(tables: readonly PageTable[]): (string | undefined)[] {
  const counts = new Map<string, number>();
  for (const {label} of tables) counts.set(label.toLowerCase(), (counts.get(label.toLowerCase()) ?? 0) + 1);
  const seen = new Map<string, number>();
  return tables.map(({label, overflows}) => {
    const key = label.toLowerCase();
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    return overflows ? uniqueRegionLabel(label, index, counts.get(key) ?? 1) : undefined;
  });
}
