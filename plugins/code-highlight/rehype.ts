/**
 * Rehype plugin: highlights every fenced code block at build time (./prism.ts). The block's `<code>` keeps its
 * language class, gets its title (from `title="..."` in the fence's meta), its first line number when the meta asks
 * for line numbers, and the highlighted lines as an `html` prop, and loses its text: src/theme/CodeBlock renders the
 * HTML and the copy button reads the text from it. Highlighted-line ranges (`{1,3}`) and the magic comments of
 * `prism.magicComments` mark their lines with their classes (src/lib/prism/lines.ts), as the theme's CodeBlock does.
 * A block the build cannot colour exactly (see highlightToHtml) is left as it is and highlights in the browser.
 */
import type {Element, Root} from 'hast';
import {toText} from 'hast-util-to-text';
import {SKIP, visit} from 'unist-util-visit';
import {prism} from '../../config/prism';
import {parseCodeLines} from '../../src/lib/prism/lines';
import {highlight} from './prism';

function languageOf(className: unknown): string | undefined {
  const classes = Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(' ') : [];
  return classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

/** Highlights one `<pre><code>` block in place; false when it is left to the browser. */
export function highlightBlock(code: Element, page = '(unknown page)'): boolean {
  const meta = typeof code.properties.metastring === 'string' ? code.properties.metastring : '';
  // As the theme's CodeBlock: the language defaults to plain text.
  const language = (languageOf(code.properties.className) ?? 'text').toLowerCase();
  let lines: ReturnType<typeof parseCodeLines>;
  try {
    lines = parseCodeLines(toText(code, {whitespace: 'pre'}), language, meta, prism.magicComments);
  } catch (error) {
    throw new Error(`${page}: ${(error as Error).message}`);
  }
  const html = highlight(lines.code, language, lines);
  if (html === undefined) return false;
  const {title, lineNumbersStart} = lines;
  code.properties = {
    className: [`language-${language}`],
    ...(title ? {title} : {}),
    ...(lineNumbersStart === undefined ? {} : {lineNumbersStart}),
    html,
  };
  code.children = [];
  return true;
}

export default function rehypeCodeHighlight() {
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.filter((c) => c.type === 'element');
      if (code.length === 1 && code[0]?.tagName === 'code') {
        highlightBlock(code[0], file.path ?? '(unknown page)');
        return SKIP;
      }
    });
  };
}
