/**
 * From the two cached renders of a diagram to the one SVG the page shows: each render shrunk with svgo, then merged
 * into one SVG for both colour modes (./themes), with HTML elements inside `foreignObject` written so that the HTML
 * parser reads them as Mermaid meant (an inline SVG is parsed as HTML, where `<span/>` opens a span and never closes),
 * labels' paragraphs in block wrappers, and the text alternatives escaped once, not twice.
 * Pure Node: no browser.
 */
import type {CachedDiagram} from './cache';
import {optimizeSvg} from './optimize';
import {combineThemes} from './themes';

/** The id Mermaid gave the SVG (and prefixed its internal ids with). */
export const diagramId = (key: string) => `diagram-${key}`;

/** HTML elements Mermaid puts in `foreignObject` labels; a self-closed one is opened and closed explicitly. */
const SELF_CLOSED_HTML = /<(span|div|p|i|b|em|strong|code|a)(\s[^<>]*?)?\s*\/>/g;

export function expandSelfClosedHtml(svg: string): string {
  return svg.replace(SELF_CLOSED_HTML, (_all, name: string, attributes = '') => `<${name}${attributes}></${name}>`);
}

/**
 * Mermaid escapes the text of accTitle and accDescr as HTML, and the XML serializer escapes it once more, so a
 * screen reader would read `&lt;` for `<`: the title and description are unescaped once.
 */
export function unescapeTextAlternatives(svg: string): string {
  return svg.replace(
    /(<(title|desc)\b[^>]*>)([^<]*)(<\/\2>)/g,
    (_all, open: string, _name, text: string, close: string) =>
      `${open}${text.replace(/&amp;(lt|gt|amp|quot|apos|#\d+);/g, '&$1;')}${close}`,
  );
}

/**
 * Mermaid wraps a label's paragraph in a span (`<span class="nodeLabel"><p>…</p></span>`); HTML allows no `<p>` in a
 * `<span>`, so the wrapper becomes a `<div>` with the same class. The paragraph was a block already, so nothing moves;
 * the diagram's CSS rules that select `span` (label colours) select `:is(span,div)` instead, so they still apply.
 */
export function blockLabelWrappers(svg: string): string {
  const wrapped = /<span(\s[^<>]*)?>(<p>[\s\S]*?<\/p>)<\/span>/g;
  if (!wrapped.test(svg)) return svg;
  return svg
    .replace(wrapped, (_all, attributes = '', paragraph: string) => `<div${attributes}>${paragraph}</div>`)
    .replace(
      /<style>([\s\S]*?)<\/style>/g,
      (_all, css: string) => `<style>${css.replace(/(^|[\s,>+~}(])span(?=[\s.:#[,>+~{)])/g, '$1:is(span,div)')}</style>`,
    );
}

export function assembleDiagram(key: string, cached: CachedDiagram): string {
  const id = diagramId(key);
  const light = optimizeSvg(cached.light);
  const dark = optimizeSvg(cached.dark);
  return unescapeTextAlternatives(
    blockLabelWrappers(expandSelfClosedHtml(combineThemes(light, dark, id, () => dark.split(id).join(`${id}-dark`)))),
  );
}
