/**
 * A table cell's content (text, inline code, links) with two renderers: mdast nodes, for the remark plugin that
 * puts entity tables into authored pages, and a Markdown string, for the generated schema reference pages.
 */

import {SITE_URL} from '../../src/config/site';

export type Inline = {text: string} | {code: string} | {link: string; children: Inline[]};

export interface MdastInline {
  type: 'text' | 'inlineCode' | 'link';
  value?: string;
  url?: string;
  children?: MdastInline[];
}

export const text = (value: string): Inline => ({text: value});
export const code = (value: string): Inline => ({code: value});
export const link = (url: string, ...children: Inline[]): Inline => ({link: url, children});

/**
 * A description from the SDL as inline content: its backtick spans become inline code, URLs become links (a URL of
 * this site becomes its route, so the build checks it), the rest stays text (the SDL's descriptions use no other
 * Markdown).
 */
export function fromDescription(description: string, siteUrl: string = SITE_URL): Inline[] {
  return description
    .replace(/\\`/g, '`')
    .split(/(`[^`]+`|https?:\/\/[^\s)]*[^\s).,;:])/)
    .flatMap((part): Inline[] => {
      if (part === '') return [];
      if (/^`[^`]+`$/.test(part)) return [code(part.slice(1, -1))];
      if (/^https?:\/\//.test(part)) {
        const own = part.startsWith(`${siteUrl}/`) ? part.slice(siteUrl.length) : undefined;
        return [link(own ?? part, text(own ?? part))];
      }
      return [text(part)];
    });
}

export function toMdast(inlines: readonly Inline[]): MdastInline[] {
  return inlines.map((i): MdastInline => {
    if ('text' in i) return {type: 'text', value: i.text};
    if ('code' in i) return {type: 'inlineCode', value: i.code};
    return {type: 'link', url: i.link, children: toMdast(i.children)};
  });
}

/** Escapes what Markdown would read as syntax in text, `|` included since the text sits in a table cell. */
const escapeText = (s: string): string => s.replace(/([\\`*_[\]<>|#~])/g, '\\$1');

export function toMarkdown(inlines: readonly Inline[]): string {
  return inlines
    .map((i) => {
      if ('text' in i) return escapeText(i.text);
      if ('code' in i) {
        const fence = i.code.includes('`') ? '``' : '`';
        return `${fence}${i.code.replace(/\|/g, '\\|')}${fence}`;
      }
      return `[${toMarkdown(i.children)}](${i.link})`;
    })
    .join('');
}

/** Plain text of inline content (for tests and alt texts). */
export function toPlainText(inlines: readonly Inline[]): string {
  return inlines.map((i) => ('text' in i ? i.text : 'code' in i ? i.code : toPlainText(i.children))).join('');
}

/** A Markdown table from a header and rows of cells. */
export function markdownTable(header: readonly string[], rows: readonly (readonly Inline[])[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map((row) => line(row.map((cell) => toMarkdown(cell) || ' ')))].join('\n');
}
