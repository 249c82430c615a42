/**
 * Rehype plugin, after rehype-katex: a page (or partial) that contains math gets
 * `<Head><link rel="stylesheet" href="/assets/katex/katex.<hash>.css" /></Head>`, so KaTeX's stylesheet and fonts
 * load only where math is. It also fails the build when a page draws a character the subset of its KaTeX face lacks
 * (the subsets are made from a scan of the docs before they compile; a miss means the scan and the page disagree).
 * Display formulas become focusable: on a phone a long one scrolls sideways, and the keyboard must reach it.
 */
import fs from 'node:fs';
import type {Element, Root} from 'hast';
import {SKIP, visit} from 'unist-util-visit';
import {type KatexManifest, katexFontModel} from './katex';
import {charactersByFace, type KatexFontModel, mergeCharacters} from './katex-fonts';

/** Local name of the imported Head component (unlikely to clash with a page's own imports). */
const HEAD = 'KatexStylesheetHead';

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

function headElement(stylesheet: string): unknown {
  return {
    type: 'mdxJsxFlowElement',
    name: HEAD,
    attributes: [],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'link',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
          {type: 'mdxJsxAttribute', name: 'href', value: stylesheet},
        ],
        children: [],
      },
    ],
  };
}

function headImport(): unknown {
  const source = `import ${HEAD} from '@docusaurus/Head';`;
  return {
    type: 'mdxjsEsm',
    value: source,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: HEAD}}],
            source: {type: 'Literal', value: '@docusaurus/Head', raw: "'@docusaurus/Head'"},
          },
        ],
      },
    },
  };
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
    const children = tree.children as unknown[];
    children.unshift(headImport());
    children.push(headElement(manifest.stylesheet));
  };
}
