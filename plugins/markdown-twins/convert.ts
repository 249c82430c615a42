/**
 * Rendered page HTML -> Markdown. Runs on the HTML the build wrote, so every component is already rendered
 * (deployment tables with their addresses, chart descriptions and create parameters, inlined snippets); this
 * module only rewrites the theme's markup into plain HTML that has a Markdown equivalent, then lets the unified
 * ecosystem (rehype-parse, rehype-remark, remark-gfm, remark-stringify) do the conversion.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {toText} from 'hast-util-to-text';
import {select} from 'hast-util-select';
import type {InlineMath, Math as MathNode} from 'mdast-util-math';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {SKIP, visit} from 'unist-util-visit';

export interface ConvertOptions {
  /** Site origin, e.g. `https://docs.sablier.com`: root-relative links and images become absolute. */
  siteUrl: string;
  /** Route of the page, for resolving `#anchor` links. */
  route: string;
  /** The Mermaid source of a build-time diagram, by the content hash in its `data-diagram` attribute. */
  diagramSource?: (hash: string) => string | undefined;
}

export interface ConvertedPage {
  title: string;
  markdown: string;
}

/** Where a page's content lives, most specific first: a doc's Markdown body, else the page's main element. */
const CONTENT_ROOTS = ['.theme-doc-markdown', 'main'];

/** Interface chrome with no Markdown meaning: dropped with everything inside. */
const DROP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'button',
  'input',
  'select',
  'fieldset',
  'label',
  'output',
  'nav',
  'svg',
]);
const DROP_CLASSES = ['hash-link', 'katex-html', 'sr-only', 'theme-doc-toc-mobile'];

function isDropped(node: Element): boolean {
  if (DROP_TAGS.has(node.tagName)) return true;
  const {properties} = node;
  if (String(properties.ariaHidden) === 'true' || properties.dataMdSkip !== undefined) return true;
  const classes = classList(node);
  return classes.length > 0 && DROP_CLASSES.some((c) => classes.includes(c));
}

const el = (tagName: string, children: ElementContent[] = [], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});
const strongPara = (label: string): Element => el('p', [el('strong', [text(label)])]);

function classList(node: Element): string[] {
  const c = node.properties.className;
  if (Array.isArray(c)) return c.map(String);
  return typeof c === 'string' ? String(c).split(/\s+/) : [];
}
const hasClassPrefix = (node: Element, prefix: string): boolean => classList(node).some((c) => c.startsWith(prefix));

function isElement(node: RootContent | ElementContent | undefined): node is Element {
  return node?.type === 'element';
}

/** Math carried through the HTML stage as its TeX source; remark-math writes it as `$...$` or `$$...$$`. */
function math(tex: string, block: boolean): Element {
  return el(block ? 'div' : 'span', [text(tex)], {dataMdMath: tex});
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Rewrites one element into plain HTML; returns the replacement nodes. */
function rewrite(node: Element, options: ConvertOptions): ElementContent[] {
  // Math: KaTeX keeps the TeX source in a MathML annotation.
  if (hasClassPrefix(node, 'katex')) {
    const annotation = select('annotation[encoding="application/x-tex"]', node);
    if (annotation) {
      const tex = toText(annotation).trim();
      const block = classList(node).includes('katex-display');
      return [math(tex, block)];
    }
  }
  // Code blocks: one fenced block with the language of the container and the title as a caption.
  if (classList(node).includes('theme-code-block')) {
    const code = select('pre code', node) ?? select('pre', node);
    const lang = classList(node)
      .find((c) => c.startsWith('language-'))
      ?.slice('language-'.length);
    const titleNode = node.children.length > 0 ? findByClassPrefix(node, 'codeBlockTitle') : undefined;
    const body = code ? codeText(code) : '';
    const out: ElementContent[] = [];
    if (titleNode) out.push(el('p', [el('em', [text(toText(titleNode).trim())])]));
    out.push(el('pre', [el('code', [text(body)], lang ? {className: [`language-${lang}`]} : {})]));
    return out;
  }
  // Admonitions: a blockquote opened by the admonition's label.
  if (classList(node).includes('theme-admonition')) {
    const heading = findByClassPrefix(node, 'admonitionHeading');
    const content = findByClassPrefix(node, 'admonitionContent');
    const label = heading ? toText(heading).trim() : 'Note';
    return [el('blockquote', [strongPara(`${capitalize(label)}:`), ...(content ? transformChildren(content, options) : [])])];
  }
  // Tabs: every panel, each under its tab's label.
  if (classList(node).includes('tabs-container')) {
    const labels = node.children.length ? selectAllBy(node, (n) => n.properties.role === 'tab') : [];
    const panels = selectAllBy(node, (n) => n.properties.role === 'tabpanel');
    return panels.flatMap((panel, i) => {
      const label = labels[i] ? toText(labels[i]).trim() : `Tab ${i + 1}`;
      return [strongPara(label), ...transformChildren(panel, options)];
    });
  }
  // Collapsible sections: open, under their summary.
  if (node.tagName === 'details') {
    const summary = node.children.find((c) => isElement(c) && c.tagName === 'summary');
    const rest = node.children.filter((c) => c !== summary);
    const body = el('div', rest);
    return [...(isElement(summary) ? [strongPara(toText(summary).trim())] : []), ...transformChildren(body, options)];
  }
  if (node.tagName === 'summary') return [strongPara(toText(node).trim())];
  // Headings: drop the theme's anchor wrapper, keep the text.
  if (/^h[1-6]$/.test(node.tagName)) {
    return [{...node, properties: {}, children: transformChildren(node, options)}];
  }
  // Links: absolute URLs, so the Markdown works wherever it is pasted.
  if (node.tagName === 'a' && typeof node.properties.href === 'string') {
    return [{...node, properties: {href: absolute(node.properties.href, options)}, children: transformChildren(node, options)}];
  }
  if (node.tagName === 'img' && typeof node.properties.src === 'string') {
    return [{...node, properties: {...node.properties, src: absolute(node.properties.src, options)}}];
  }
  // Diagrams rendered to SVG at build time (plugins/diagrams): their Mermaid source, as a fenced block.
  if (typeof node.properties.dataDiagram === 'string') {
    const source = options.diagramSource?.(node.properties.dataDiagram);
    if (source !== undefined) return [el('pre', [el('code', [text(source.trim())], {className: ['language-mermaid']})])];
  }
  return [{...node, children: transformChildren(node, options)}];
}

function findByClassPrefix(root: Element, prefix: string): Element | undefined {
  return selectAllBy(root, (n) => hasClassPrefix(n, prefix))[0];
}

/** The descendants of `root` that pass `test`, in document order; a match's own descendants are not searched. */
function selectAllBy(root: Element, test: (node: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(root, 'element', (node) => {
    if (node === root || !test(node)) return;
    found.push(node);
    return SKIP;
  });
  return found;
}

/** Code text with one line per `.token-line` (the theme ends each with `<br>`, rendered or not). */
function codeText(code: Element): string {
  const lines = selectAllBy(code, (n) => classList(n).includes('token-line'));
  const value =
    lines.length > 0
      ? lines.map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, '')).join('\n')
      : toText(code, {whitespace: 'pre'});
  return value.replace(/\n+$/, '');
}

function absolute(href: string, options: ConvertOptions): string {
  if (href.startsWith('#')) return `${options.siteUrl}${options.route === '/' ? '/' : options.route}${href}`;
  if (href.startsWith('/') && !href.startsWith('//')) return `${options.siteUrl}${href}`;
  return href;
}

function transformChildren(node: Element | Root, options: ConvertOptions): ElementContent[] {
  const out: ElementContent[] = [];
  let previous: ElementContent | undefined;
  for (const child of node.children) {
    if (child.type === 'comment' || child.type === 'doctype') continue;
    if (!isElement(child)) {
      out.push(child as ElementContent);
      previous = child as ElementContent;
      continue;
    }
    if (isDropped(child)) continue;
    // Inline pieces that only CSS keeps apart (a badge after a link, a label after a name) get a space.
    if (isElement(previous) && (previous.tagName === 'span' || child.tagName === 'span') && isInline(previous) && isInline(child)) {
      out.push(text(' '));
    }
    out.push(...rewrite(child, options));
    previous = child;
  }
  return out;
}

const INLINE = new Set(['a', 'span', 'code', 'strong', 'em', 'b', 'i', 'small', 'kbd', 'abbr', 'time']);
const isInline = (node: Element): boolean => INLINE.has(node.tagName) && node.properties.dataMdMath === undefined;

const processor = unified()
  .use(rehypeRemark, {
    handlers: {
      span: (state, node: Element) =>
        typeof node.properties.dataMdMath === 'string'
          ? ({type: 'inlineMath', value: node.properties.dataMdMath} as InlineMath)
          : state.all(node),
      div: (state, node: Element) =>
        typeof node.properties.dataMdMath === 'string'
          ? ({type: 'math', value: node.properties.dataMdMath} as MathNode)
          : state.toFlow(state.all(node)),
    },
  })
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkMath)
  .use(remarkStringify, {bullet: '-', fence: '`', fences: true, emphasis: '_', rule: '-', listItemIndent: 'one'});

/** The rendered page's title (the h1 of the content, else the document title without the site suffix). */
function pageTitle(tree: Root, content: Element | undefined, titleSuffix: string): string {
  const h1 = content ? select('h1', content) : undefined;
  if (h1) return toText(h1).trim();
  const title = select('title', tree);
  // Not `toText`: it follows innerText, for which a <title> renders nothing.
  const value = title
    ? title.children
        .map((c) => (c.type === 'text' ? c.value : ''))
        .join('')
        .trim()
    : '';
  return titleSuffix && value.endsWith(titleSuffix) ? value.slice(0, -titleSuffix.length).trim() : value;
}

const parser = unified().use(rehypeParse, {fragment: true});

/**
 * The part of the page worth parsing: from the doc body to the doc footer, when the page is a doc page (big
 * reference pages are mostly sidebar and table of contents otherwise); the `<title>` is kept for the fallback.
 */
export function contentSlice(html: string): string {
  const marker = html.indexOf('theme-doc-markdown');
  if (marker === -1) return html;
  const start = html.lastIndexOf('<', marker);
  const footer = html.indexOf('theme-doc-footer', marker);
  const end = footer === -1 ? html.indexOf('</article>', marker) : html.lastIndexOf('<', footer);
  const title = /<title[^>]*>[\s\S]*?<\/title>/.exec(html)?.[0] ?? '';
  return `${title}${html.slice(start, end === -1 ? undefined : end)}`;
}

/** Converts one built page to Markdown; `undefined` when the page has no content root. */
export async function htmlToMarkdown(html: string, options: ConvertOptions & {titleSuffix?: string}): Promise<ConvertedPage | undefined> {
  const tree = parser.parse(contentSlice(html)) as Root;
  let content: Element | undefined;
  for (const selector of CONTENT_ROOTS) {
    content = select(selector, tree) ?? undefined;
    if (content) break;
  }
  if (!content) return undefined;
  const title = pageTitle(tree, content, options.titleSuffix ?? '');
  const simplified: Root = {type: 'root', children: transformChildren(content, options)};
  // A page without its own h1 (the home page) gets one from its title.
  if (!select('h1', simplified)) simplified.children.unshift(el('h1', [text(title)]));
  const mdast = await processor.run(simplified);
  const markdown = processor.stringify(mdast as Parameters<typeof processor.stringify>[0]);
  return {title, markdown: tidy(String(markdown))};
}

/** Collapses the blank-line runs left by removed chrome; one trailing newline. */
function tidy(markdown: string): string {
  return `${markdown
    .replace(/\u200b/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
