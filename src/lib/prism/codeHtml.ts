/**
 * The small part of the code-block HTML that every page needs (src/theme/CodeBlock): the container class, plain lines
 * for code not highlighted yet, and the text of a block for the copy button. Highlighting itself is in ./staticHtml.ts,
 * which the build and the lazy in-page highlighter use.
 */

/** Class of the container of every block highlighted to HTML; the code themes' stylesheet applies under it only. */
export const STATIC_CODE_CLASS = 'code-block-static';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Code as the same lines without highlighting (every token plain), for a block whose highlighter has not loaded yet. */
export function plainHtml(code: string): string {
  return code
    .split(/\r\n|\r|\n/)
    .map((line) => `<div class="token-line"><span class="token plain">${escapeHtml(line)}</span><br></div>`)
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
  return html.split('<div class="token-line">').length - 1;
}
