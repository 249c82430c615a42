/**
 * Header cells of Markdown (GFM) tables that have no text: a screen reader announces such a column without a
 * name (axe: empty-table-header). Pure: reads the source text, returns 1-based line numbers.
 */

const DELIMITER_ROW = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const FENCE = /^\s*(```|~~~)/;

/** The cells of one table row, without the outer pipes (escaped pipes stay inside their cell). */
export function tableCells(row: string): string[] {
  const trimmed = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/** Line numbers of table header rows with an empty cell, outside code fences. */
export function emptyHeaderRows(markdown: string): number[] {
  const lines = markdown.split('\n');
  const found: number[] = [];
  let inFence = false;
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i] ?? '';
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence || !line.includes('|')) continue;
    if (!DELIMITER_ROW.test(lines[i + 1] ?? '')) continue;
    if (tableCells(line).some((cell) => cell === '')) found.push(i + 1);
  }
  return found;
}
