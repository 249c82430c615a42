/**
 * The writers' line features of a code block, read as the theme's CodeBlock reads them: `title="..."` and
 * `showLineNumbers` (or `showLineNumbers=5`) in the fence's meta, a highlighted-line range (`{1,3-5}`) in the meta,
 * and magic comments in the code (`// highlight-next-line`, `// highlight-start` ... `// highlight-end`, and any
 * other `prism.magicComments` of the site config), which are removed from the code shown and copied.
 *
 * Pure, so the build (plugins/code-highlight/rehype.ts) and code rendered in the browser (src/theme/CodeBlock) share
 * it. tests/unit/code-lines.test.ts checks it against the theme's own parser, so a change there shows here.
 */
import rangeParser from 'parse-numeric-range';
import {parseMeta} from './meta';

export interface MagicComment {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

export interface CodeLines {
  /** The code without its magic-comment lines and without its last line break. */
  code: string;
  /** Class names per line index (0-based) of `code`. */
  lineClassNames: Record<number, string[]>;
  /** The first line number, when the block shows line numbers. */
  lineNumbersStart?: number;
  title?: string;
}

const RANGE = /\{([\d,-]+)\}/;

/** Comment syntaxes, as regular-expression sources of their start and end. */
const COMMENTS = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  tex: ['%', ''],
} as const;

type CommentKind = keyof typeof COMMENTS;

const POPULAR: CommentKind[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

function commentKinds(language: string): CommentKind[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'jsBlock'];
    default:
      return POPULAR;
  }
}

function directivePattern(language: string, comments: readonly MagicComment[]): RegExp {
  const directives = comments.flatMap((c) => [c.line, c.block?.start, c.block?.end].filter((d): d is string => Boolean(d)));
  const body = commentKinds(language)
    .map((kind) => `(?:${COMMENTS[kind][0]}\\s*(${directives.join('|')})\\s*${COMMENTS[kind][1]})`)
    .join('|');
  return new RegExp(`^\\s*(?:${body})\\s*$`);
}

function fromContent(code: string, language: string, comments: readonly MagicComment[]): Pick<CodeLines, 'code' | 'lineClassNames'> {
  const lines = code.split(/\r?\n/);
  if (comments.length === 0) return {code, lineClassNames: {}};
  const pattern = directivePattern(language, comments);
  const ranges = new Map(comments.map((c) => [c.className, {start: 0, range: ''}]));
  const byLine = new Map(comments.filter((c) => c.line).map((c) => [c.line as string, c.className]));
  const byStart = new Map(comments.filter((c) => c.block).map((c) => [c.block?.start as string, c.className]));
  const byEnd = new Map(comments.filter((c) => c.block).map((c) => [c.block?.end as string, c.className]));
  for (let index = 0; index < lines.length; ) {
    const match = (lines[index] as string).match(pattern);
    const directive = match?.slice(1).find((d) => d !== undefined);
    if (directive === undefined) {
      index += 1;
      continue;
    }
    const line = byLine.get(directive);
    const start = byStart.get(directive);
    const end = byEnd.get(directive);
    if (line) (ranges.get(line) as {range: string}).range += `${index},`;
    else if (start) (ranges.get(start) as {start: number}).start = index;
    else if (end) {
      const entry = ranges.get(end) as {start: number; range: string};
      entry.range += `${entry.start}-${index - 1},`;
    }
    lines.splice(index, 1);
  }
  const lineClassNames: Record<number, string[]> = {};
  for (const [className, {range}] of ranges) {
    for (const line of rangeParser(range)) lineClassNames[line] = [...(lineClassNames[line] ?? []), className];
  }
  return {code: lines.join('\n'), lineClassNames};
}

/**
 * A block's code and line features. `code` may end with a line break (it is dropped, as the theme does); `meta` is
 * the fence's text after the language; `comments` the site's `prism.magicComments` (the first one's class marks a
 * meta range, as in the theme).
 */
export function parseCodeLines(code: string, language: string, meta: string, comments: readonly MagicComment[]): CodeLines {
  const trimmed = code.replace(/\r?\n$/, '');
  const range = meta.match(RANGE)?.[1];
  let parsed: Pick<CodeLines, 'code' | 'lineClassNames'>;
  if (range !== undefined) {
    const first = comments[0];
    if (!first) throw new Error(`a highlighted-line range ("${meta}") needs a magic comment in prism.magicComments for its class`);
    const lineClassNames = Object.fromEntries(
      rangeParser(range)
        .filter((n) => n > 0)
        .map((n) => [n - 1, [first.className]]),
    );
    parsed = {code: trimmed, lineClassNames};
  } else {
    parsed = fromContent(trimmed, language, comments);
  }
  return {...parsed, ...parseMeta(meta)};
}
