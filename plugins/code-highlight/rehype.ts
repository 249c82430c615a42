/**
 * Rehype plugin: highlights every fenced code block at build time (./prism.ts). The block's `<code>` keeps its
 * language class, gets its title (from `title="..."` in the fence's meta) and the highlighted lines as an `html`
 * prop, and loses its text: src/theme/CodeBlock renders the HTML and the copy button reads the text from it.
 *
 * src/theme/CodeBlock does not draw highlighted-line ranges, magic comments or line numbers: a fence asking for one
 * stops the build, naming the page. A block the build cannot colour exactly (see highlightToHtml) is left as it is
 * and highlights in the browser.
 */
import {highlight} from './prism';

interface Text {
  type: 'text';
  value: string;
}

interface Element {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: Node[];
}

type Node = Element | Text | {type: string; children?: Node[]};

const TITLE = /title=(["'])(.*?)\1/;
const THEME_LINE_FEATURES = /\{[\d,-]+\}|showLineNumbers/;
const MAGIC_COMMENTS = /highlight-next-line|highlight-start|highlight-end/;

function textOf(node: Node): string {
  if (node.type === 'text') return (node as Text).value;
  return ((node as Element).children ?? []).map(textOf).join('');
}

function languageOf(className: unknown): string | undefined {
  const classes = Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(' ') : [];
  return classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

/** Highlights one `<pre><code>` block in place; false when it is left to the browser. */
export function highlightBlock(code: Element, page = '(unknown page)'): boolean {
  const meta = typeof code.properties.metastring === 'string' ? code.properties.metastring : '';
  // As the theme's CodeBlock: the last line break goes, the language defaults to plain text.
  const text = textOf(code).replace(/\r?\n$/, '');
  if (THEME_LINE_FEATURES.test(meta) || MAGIC_COMMENTS.test(text)) {
    throw new Error(
      `${page}: a code fence asks for highlighted lines or line numbers ("${meta}"), which the site's code blocks do not draw`,
    );
  }
  const language = (languageOf(code.properties.className) ?? 'text').toLowerCase();
  const html = highlight(text, language);
  if (html === undefined) return false;
  const title = meta.match(TITLE)?.[2];
  code.properties = {className: [`language-${language}`], ...(title ? {title} : {}), html};
  code.children = [];
  return true;
}

function visit(node: Node, page: string): void {
  const element = node as Element;
  if (element.type === 'element' && element.tagName === 'pre') {
    const code = element.children.filter((c) => c.type === 'element');
    if (code.length === 1 && (code[0] as Element).tagName === 'code') {
      highlightBlock(code[0] as Element, page);
      return;
    }
  }
  for (const child of (node as {children?: Node[]}).children ?? []) visit(child, page);
}

export default function rehypeCodeHighlight() {
  return (tree: Node, file: {path?: string}): void => visit(tree, file.path ?? '(unknown page)');
}
