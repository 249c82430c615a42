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
