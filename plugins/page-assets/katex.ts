/**
 * KaTeX's stylesheet and fonts, only for pages with math. Before the docs compile, every math expression of the
 * docs is rendered once with KaTeX to learn which characters the pages draw and with which face (./katex-fonts);
 * each KaTeX face is subsetted to the characters it draws (woff2 only), and a copy of katex.min.css pointing at the subsets is written with a content hash in
 * its name. The rehype plugin (./rehype-katex-stylesheet) links that stylesheet from pages that contain math.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fromHtml} from 'hast-util-from-html';
import katex from 'katex';
import type {Root as MdastRoot} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import subsetFont from 'subset-font';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {contentHash} from './hash';
import {charactersByFace, type KatexFontModel, mergeCharacters, readKatexFontModel} from './katex-fonts';

export interface MathExpression {
  value: string;
  displayMode: boolean;
}

// Built once: constructing the parsers is a large part of the cost. Tables need no GFM here: a table row without
// it is a paragraph, and its math is still inline math.
const markdownParser = unified().use(remarkParse).use(remarkDirective).use(remarkMath).freeze();
const mdxParser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkMath).use(remarkMdx).freeze();

/** Math expressions of one Markdown or MDX source (frontmatter removed), as remark-math parses them. */
export function mathExpressions(source: string, mdx: boolean): MathExpression[] {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const tree = (mdx ? mdxParser : markdownParser).parse(body) as MdastRoot;
  const found: MathExpression[] = [];
  visit(tree, (node) => {
    if (node.type === 'math') found.push({value: node.value, displayMode: true});
    if (node.type === 'inlineMath') found.push({value: node.value, displayMode: false});
  });
  return found;
}

let katexModel: KatexFontModel | undefined;
/** The font faces and font rules of KaTeX's stylesheet (read once). */
export function katexFontModel(): KatexFontModel {
  katexModel ??= readKatexFontModel(fs.readFileSync(require.resolve('katex/dist/katex.min.css'), 'utf8'));
  return katexModel;
}

/** The characters each KaTeX face draws for one rendered expression (the `.katex-html` part). */
export function drawnCharacters(renderedHtml: string, model: KatexFontModel = katexFontModel()): Map<string, Set<string>> {
  return charactersByFace(fromHtml(renderedHtml, {fragment: true}), model);
}

/** Every character each KaTeX face draws for the math in the given files. */
export function collectMathCharacters(files: readonly string[]): {chars: Map<string, Set<string>>; pages: string[]} {
  const chars = new Map<string, Set<string>>();
  const pages: string[] = [];
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    // Math needs a dollar sign; parsing is the slow part, so files without one are skipped.
    if (!source.includes('$')) continue;
    const expressions = mathExpressions(source, file.endsWith('.mdx'));
    if (expressions.length === 0) continue;
    pages.push(file);
    for (const {value, displayMode} of expressions) {
      mergeCharacters(chars, drawnCharacters(katex.renderToString(value, {displayMode, throwOnError: false})));
    }
  }
  return {chars, pages};
}

/** A stable text form of per-face characters (face names and characters sorted), for cache keys and the manifest. */
export function charactersRecord(chars: Map<string, Set<string>>): Record<string, string> {
  return Object.fromEntries(
    [...chars]
      .filter(([, set]) => set.size > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([face, set]) => [face, [...set].sort().join('')]),
  );
}

/** Markdown and MDX files under the given folders (partials included: pages import them). */
export function markdownFiles(roots: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) out.push(full);
    }
  };
  for (const root of roots) walk(root);
  return out.sort();
}

export interface KatexManifest {
  /** URL path of the stylesheet pages with math link. */
  stylesheet: string;
  /** Per face (e.g. `KaTeX_Main-Regular`), the characters its subset holds; the rehype plugin fails a page that draws another. */
  characters: Record<string, string>;
}

const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * Writes `<outDir>/assets/katex/katex.<hash>.css` and the subsetted woff2 fonts beside it. Each face is subsetted to
 * the characters drawn with it; its `@font-face` keeps only its woff2 source, renamed to the subset file. Faces
 * that draw nothing lose their `@font-face` (the rehype plugin fails a page that would draw with one).
 */
export async function buildKatexAssets(
  chars: Map<string, Set<string>>,
  outDir: string,
  urlPrefix = '/assets/katex/',
): Promise<KatexManifest> {
  const katexDist = path.dirname(require.resolve('katex/dist/katex.min.css'));
  const characters = charactersRecord(chars);
  const dir = path.join(outDir, 'assets', 'katex');
  fs.mkdirSync(path.join(dir, 'fonts'), {recursive: true});
  const original = fs.readFileSync(path.join(katexDist, 'katex.min.css'), 'utf8');
  const faces = original.match(FONT_FACE) ?? [];
  if (faces.length === 0) throw new Error('katex.min.css: no @font-face rules found');
  const renamed = new Map<string, string>();
  for (const face of faces) {
    const woff2 = /url\((fonts\/[^)]+\.woff2)\)/.exec(face)?.[1];
    if (!woff2) throw new Error(`katex.min.css: @font-face without a woff2 source: ${face.slice(0, 80)}`);
    const text = characters[path.basename(woff2, '.woff2')];
    if (!text) {
      renamed.set(face, '');
      continue;
    }
    const subsetted = await subsetFont(fs.readFileSync(path.join(katexDist, woff2)), text, {targetFormat: 'woff2'});
    const name = `fonts/${path.basename(woff2, '.woff2')}.${contentHash(subsetted)}.woff2`;
    fs.writeFileSync(path.join(dir, name), subsetted);
    renamed.set(face, face.replace(/src:[^;}]*/, `src:url(${name}) format("woff2")`));
  }
  const css = original.replace(FONT_FACE, (face) => renamed.get(face) ?? face);
  const file = `katex.${contentHash(css)}.css`;
  fs.writeFileSync(path.join(dir, file), css);
  return {stylesheet: `${urlPrefix}${file}`, characters};
}
