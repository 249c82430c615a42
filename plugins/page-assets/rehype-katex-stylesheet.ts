/**
 * Rehype plugin, after rehype-katex: a page (or partial) that contains math starts with
 * `<link rel="stylesheet" href="/assets/katex/katex.<hash>.css" />` (see stylesheetLink), so KaTeX's stylesheet and fonts
 * load only where math is. It also fails the build when a page draws a character the subset of its KaTeX face lacks
 * (the subsets are made from a scan of the docs before they compile; a miss means the scan and the page disagree).
 * Display formulas become focusable: on a phone a long one scrolls sideways, and the keyboard must reach it. Each
 * formula reaches the page's JavaScript as one HTML string rather than as JSX (see compactFormula).
 */
import fs from 'node:fs';
import type {Element, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {SKIP, visit} from 'unist-util-visit';
import {type KatexManifest, katexFontModel} from './katex';
import {charactersByFace, type KatexFontModel, mergeCharacters} from './katex-fonts';

interface VFileLike {
  path?: string;
}

function hasClass(node: Element, name: string): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

/** Characters drawn by each KaTeX face in this tree (keys: face names). Empty when the tree has no math. */
export function katexCharacters(tree: Root, model: KatexFontModel = katexFontModel()): Map<string, Set<string>> {
  const chars = new Map<string, Set<string>>();
  visit(tree, 'element', (node: Element) => {
    if (!hasClass(node, 'katex')) return undefined;
    mergeCharacters(chars, charactersByFace({type: 'root', children: [node]}, model));
    return SKIP;
  });
  return chars;
}

/**
 * `<link rel="stylesheet">` at the start of the page's content. Not in `<Head>`: react-helmet removes a head link
 * that the server rendered and adds it again once the page hydrates, which fetches the stylesheet and its fonts a
 * second time. A stylesheet link is valid in the body, React 19 renders one without `precedence` where it stands
 * (and hydration keeps it), and at the start of the content it is loaded before the first formula is drawn.
 */
function stylesheetLink(stylesheet: string): unknown {
  return {
    type: 'mdxJsxFlowElement',
    name: 'link',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
      {type: 'mdxJsxAttribute', name: 'href', value: stylesheet},
    ],
    children: [],
  };
}

/**
 * A rendered formula as one `<span className="katex" dangerouslySetInnerHTML={{__html: "…"}} />`. As JSX, each of the
 * dozens of spans and MathML elements of a formula would be its own `jsx()` call in the page's JavaScript chunk;
 * as one HTML string it is about half the size. The static HTML is the same markup either way, and React leaves
 * the inner HTML as the server rendered it.
 */
export function compactFormula(node: Element): unknown {
  const html = toHtml(node.children);
  // KaTeX's formula root carries its class only; anything else would need its React attribute name here.
  const extra = Object.keys(node.properties).filter((name) => name !== 'className');
  if (extra.length > 0) throw new Error(`compactFormula: unexpected properties ${extra.join(', ')} on a KaTeX formula`);
  const attributes: unknown[] = [{type: 'mdxJsxAttribute', name: 'className', value: (node.properties.className as string[]).join(' ')}];
  attributes.push({
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'ObjectExpression',
                properties: [
                  {
                    type: 'Property',
                    kind: 'init',
                    method: false,
                    shorthand: false,
                    computed: false,
                    key: {type: 'Identifier', name: '__html'},
                    value: {type: 'Literal', value: html, raw: JSON.stringify(html)},
                  },
                ],
              },
            },
          ],
        },
      },
    },
  });
  return {type: 'mdxJsxTextElement', name: node.tagName, attributes, children: []};
}

/** `manifestFile` is written by the page-assets plugin before the docs compile. */
export default function rehypeKatexStylesheet(options: {manifestFile: string}) {
  return (tree: Root, file: VFileLike) => {
    const drawn = katexCharacters(tree);
    if (drawn.size === 0) return;
    const manifest = JSON.parse(fs.readFileSync(options.manifestFile, 'utf8')) as KatexManifest;
    const missing = [...drawn].flatMap(([face, chars]) =>
      [...chars].filter((c) => !(manifest.characters[face] ?? '').includes(c)).map((c) => `${JSON.stringify(c)} (${face})`),
    );
    if (missing.length > 0) {
      throw new Error(
        `${file.path ?? 'a page'}: KaTeX draws ${missing.join(' ')}, which the KaTeX font subsets lack. The page-assets plugin scans the docs for math before they compile: make sure it reads this file.`,
      );
    }
    // A formula wider than a phone scrolls sideways (custom.css): keyboard users must be able to reach it too.
    visit(tree, 'element', (node: Element) => {
      if (hasClass(node, 'katex-display')) node.properties.tabIndex = 0;
    });
    // Each formula as one HTML string in the page's JavaScript (see compactFormula).
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!hasClass(node, 'katex') || !parent || index === undefined) return undefined;
      (parent.children as unknown[])[index] = compactFormula(node);
      return SKIP;
    });
    (tree.children as unknown[]).unshift(stylesheetLink(manifest.stylesheet));
  };
}
