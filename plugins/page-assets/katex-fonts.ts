/**
 * Which KaTeX font draws each character. KaTeX picks a font per element through classes (`.mathnormal` is
 * KaTeX_Math italic, `.delimsizing.size2` is KaTeX_Size2, `.mathbf` is KaTeX_Main bold, …), all declared in
 * katex.min.css. This module reads those rules and the `@font-face` list from the stylesheet itself, applies the
 * cascade (specificity, then order, then inheritance) to rendered KaTeX markup, and resolves each family, weight
 * and style to one of KaTeX's faces the way a browser matches fonts. Each face can then be subsetted to only the
 * characters it draws, instead of every face holding every character of every formula.
 */
import type {Element, Root, RootContent} from 'hast';
import {selectAll} from 'hast-util-select';
import postcss, {type Declaration} from 'postcss';

export interface KatexFace {
  /** The face's name: its woff2 file name without extension, e.g. `KaTeX_Main-Regular`. */
  name: string;
  family: string;
  bold: boolean;
  italic: boolean;
  /** The woff2 source as written in the stylesheet, e.g. `fonts/KaTeX_Main-Regular.woff2`. */
  woff2: string;
}

interface FontDeclaration {
  family?: string;
  bold?: boolean;
  italic?: boolean;
}

export interface FontRule extends FontDeclaration {
  selector: string;
  /** [classes + attributes + pseudo-classes, types]: KaTeX's selectors use no ids. */
  specificity: [number, number];
  order: number;
}

export interface KatexFontModel {
  faces: KatexFace[];
  rules: FontRule[];
}

const firstFamily = (value: string) => (value.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
const isBold = (value: string) => value === 'bold' || value === 'bolder' || (/^\d+$/.test(value) && Number(value) >= 600);
const isItalic = (value: string) => value === 'italic' || value.startsWith('oblique');

/** `font: [style] [variant] [weight] size[/line-height] family, …` */
function fontShorthand(value: string): FontDeclaration {
  const sizeAt = value.search(/(^|\s)[\d.]+(em|rem|px|pt|%|ex)?(\/\S+)?\s/);
  if (sizeAt === -1) return {};
  const before = value.slice(0, sizeAt).trim().split(/\s+/).filter(Boolean);
  const after = value
    .slice(sizeAt)
    .trim()
    .replace(/^\S+\s+/, '');
  return {family: firstFamily(after), bold: before.some(isBold), italic: before.some(isItalic)};
}

function declarationsOf(decls: Declaration[]): FontDeclaration {
  const out: FontDeclaration = {};
  for (const decl of decls) {
    const value = decl.value.trim();
    if (decl.prop === 'font') Object.assign(out, fontShorthand(value));
    else if (decl.prop === 'font-family') out.family = firstFamily(value);
    else if (decl.prop === 'font-weight') out.bold = isBold(value);
    else if (decl.prop === 'font-style') out.italic = isItalic(value);
  }
  return out;
}

function specificity(selector: string): [number, number] {
  const withoutStrings = selector.replace(/"[^"]*"|'[^']*'/g, '');
  const classes = (withoutStrings.match(/[.:[]/g) ?? []).length;
  const types = (withoutStrings.match(/(^|[\s>+~])[a-z][\w-]*/gi) ?? []).length;
  return [classes, types];
}

/** The faces and font rules of katex.min.css. */
export function readKatexFontModel(css: string): KatexFontModel {
  const root = postcss.parse(css);
  const faces: KatexFace[] = [];
  const rules: FontRule[] = [];
  root.walkAtRules('font-face', (atRule) => {
    const decls = atRule.nodes?.filter((n): n is Declaration => n.type === 'decl') ?? [];
    const {family, bold = false, italic = false} = declarationsOf(decls);
    const src = decls.find((d) => d.prop === 'src')?.value ?? '';
    const woff2 = /url\(["']?([^)"']+\.woff2)["']?\)/.exec(src)?.[1];
    if (!family || !woff2)
      throw new Error(`katex.min.css: @font-face without a family or a woff2 source: ${atRule.toString().slice(0, 80)}`);
    faces.push({name: (woff2.split('/').pop() ?? woff2).replace(/\.woff2$/, ''), family, bold, italic, woff2});
  });
  let order = 0;
  root.walkRules((rule) => {
    const decls = rule.nodes.filter((n): n is Declaration => n.type === 'decl');
    const font = declarationsOf(decls);
    if (font.family === undefined && font.bold === undefined && font.italic === undefined) return;
    for (const selector of rule.selectors) rules.push({selector, specificity: specificity(selector), order: order++, ...font});
  });
  if (faces.length === 0) throw new Error('katex.min.css: no @font-face rules found');
  return {faces, rules};
}

/** The face a browser draws a family/weight/style with: style first (italic ↔ normal), then the nearest weight. */
export function matchFace(faces: readonly KatexFace[], family: string, bold: boolean, italic: boolean): KatexFace | undefined {
  const ofFamily = faces.filter((f) => f.family === family);
  if (ofFamily.length === 0) return undefined;
  const styled = ofFamily.filter((f) => f.italic === italic);
  const pool = styled.length > 0 ? styled : ofFamily;
  return pool.find((f) => f.bold === bold) ?? pool[0];
}

const isWhitespace = (c: string) => /\s/.test(c);

/**
 * Characters drawn by each face in the KaTeX markup of a tree (every `.katex` element in it; only the visible
 * `.katex-html` part, not the MathML). Keys are face names.
 */
export function charactersByFace(tree: Root | Element, model: KatexFontModel): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  // The winning declaration of each element, per property: specificity, then source order.
  const winners = new Map<Element, {family?: FontRule; bold?: FontRule; italic?: FontRule}>();
  const beats = (a: FontRule, b: FontRule | undefined) =>
    !b ||
    a.specificity[0] > b.specificity[0] ||
    (a.specificity[0] === b.specificity[0] &&
      (a.specificity[1] > b.specificity[1] || (a.specificity[1] === b.specificity[1] && a.order > b.order)));
  for (const rule of model.rules) {
    for (const element of selectAll(rule.selector, tree)) {
      const won = winners.get(element) ?? {};
      for (const key of ['family', 'bold', 'italic'] as const) {
        if (rule[key] !== undefined && beats(rule, won[key])) won[key] = rule;
      }
      winners.set(element, won);
    }
  }
  interface Computed {
    family?: string;
    bold: boolean;
    italic: boolean;
    visible: boolean;
  }
  const walk = (node: Root | RootContent, inherited: Computed) => {
    if (node.type === 'text') {
      if (!inherited.visible || !inherited.family) return;
      const face = matchFace(model.faces, inherited.family, inherited.bold, inherited.italic);
      if (!face) return;
      const set = out.get(face.name) ?? new Set<string>();
      for (const c of node.value) if (!isWhitespace(c)) set.add(c);
      if (set.size > 0) out.set(face.name, set);
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') return;
    let computed = inherited;
    if (node.type === 'element') {
      const won = winners.get(node);
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      computed = {
        family: won?.family?.family ?? inherited.family,
        bold: won?.bold?.bold ?? inherited.bold,
        italic: won?.italic?.italic ?? inherited.italic,
        visible: (inherited.visible || classes.includes('katex-html')) && !classes.includes('katex-mathml'),
      };
    }
    for (const child of node.children) walk(child, computed);
  };
  walk(tree, {bold: false, italic: false, visible: false});
  return out;
}

/** Merges per-face character sets into the first. */
export function mergeCharacters(into: Map<string, Set<string>>, from: Map<string, Set<string>>): Map<string, Set<string>> {
  for (const [face, chars] of from) {
    const set = into.get(face) ?? new Set<string>();
    for (const c of chars) set.add(c);
    into.set(face, set);
  }
  return into;
}
