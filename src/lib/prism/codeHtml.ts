/**
 * The small part of the code-block HTML that every page needs (src/theme/CodeBlock): the container class, plain lines
 * for code not highlighted yet, and the text of a block for the copy button. Highlighting itself is in ./staticHtml.ts,
 * which the build and the lazy in-page highlighter use.
 */

/** Class of the container of every block highlighted to HTML; the code themes' stylesheet applies under it only. */
export const STATIC_CODE_CLASS = 'code-block-static';

/**
 * Global classes of a block's lines (styled in src/theme/CodeBlock/styles.module.css): a numbered line is a table row
 * of a number cell (drawn by a CSS counter) and a content cell.
 */
export const LINE_CLASSES = {line: 'token-line', numbered: 'code-line', number: 'code-line-number', content: 'code-line-content'} as const;

/** The opening of one line: its `div` with the line's classes, and the number cell and content cell when numbered. */
export function lineOpen(classNames: readonly string[], numbered: boolean): string {
  const classes = [LINE_CLASSES.line, ...classNames, ...(numbered ? [LINE_CLASSES.numbered] : [])].join(' ');
  const cells = numbered ? `<span class="${LINE_CLASSES.number}"></span><span class="${LINE_CLASSES.content}">` : '';
  return `<div class="${classes}">${cells}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Code as the same lines without highlighting (every token plain), for a block whose highlighter has not loaded yet. */
export function plainHtml(code: string, lineClassNames: Record<number, string[]> = {}, numbered = false): string {
  return code
    .split(/\r\n|\r|\n/)
    .map(
      (line, index) =>
        `${lineOpen(lineClassNames[index] ?? [], numbered)}<span class="token plain">${escapeHtml(line)}</span>${numbered ? '</span>' : ''}<br></div>`,
    )
    .join('');
}

/** The text of a block from its HTML (for the copy button): one line per `.token-line`, tags and entities undone. */
export function codeTextOf(html: string): string {
  return html
    .split('<br></div>')
    .slice(0, -1)
    .map((line) =>
      line
        .replace(/<[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    )
    .join('\n');
}

/** How many lines a block's HTML shows (one `.token-line` each): sizes the block's placeholder before it is drawn. */
export function lineCountOf(html: string): number {
  return html.split(`<div class="${LINE_CLASSES.line}`).length - 1;
}
