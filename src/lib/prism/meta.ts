/**
 * The title and first line number in a code fence's meta (`title="x.ts"`, `showLineNumbers`, `showLineNumbers=5`),
 * as the theme's CodeBlock reads them. Apart from ./lines.ts, so a page that renders code in the browser gets these
 * without the line-range parser (which loads with the lazy highlighter).
 */
const TITLE = /title=(["'])(.*?)\1/;

export function parseMeta(meta: string): {title?: string; lineNumbersStart?: number} {
  const title = meta.match(TITLE)?.[2];
  const word = meta.split(' ').find((w) => w.startsWith('showLineNumbers'));
  const start = word === undefined ? undefined : word.startsWith('showLineNumbers=') ? Number.parseInt(word.slice(16), 10) : 1;
  return {...(title ? {title} : {}), ...(start === undefined ? {} : {lineNumbersStart: start})};
}
