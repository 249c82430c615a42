/**
 * Prism tokens to lines of typed tokens, and theme styles per token: the pure part of the code-block highlighter
 * (./staticHtml.ts). Same behaviour as prism-react-renderer 2's `normalizeTokens` and `themeToDict`, on a Prism
 * instance that holds only the languages the docs use.
 */
import type {CSSProperties} from 'react';

export interface PrismToken {
  type: string;
  alias?: string | string[];
  content: string | PrismToken | (string | PrismToken)[];
}

export interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
}

export interface PrismThemeEntry {
  types: string[];
  languages?: string[];
  style: CSSProperties;
}

export interface PrismTheme {
  plain: CSSProperties;
  styles: PrismThemeEntry[];
}

const NEWLINE = /\r\n|\r|\n/;

function withType(types: string[], add: string | string[] | undefined): string[] {
  if (add === undefined) return types;
  let out = types;
  for (const type of Array.isArray(add) ? add : [add]) if (out[out.length - 1] !== type) out = [...out, type];
  return out;
}

function markEmpty(line: LineToken[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]?.content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

/** Splits Prism's token tree into lines; each token carries the types of its ancestors. */
export function normalizeTokens(tokens: (string | PrismToken)[]): LineToken[][] {
  let line: LineToken[] = [];
  const lines: LineToken[][] = [line];
  const walk = (list: (string | PrismToken)[], types: string[], nested: boolean) => {
    for (const token of list) {
      let tokenTypes: string[];
      let content: PrismToken['content'];
      if (typeof token === 'string') {
        tokenTypes = nested ? types : ['plain'];
        content = token;
      } else {
        tokenTypes = withType(withType(types, token.type), token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        walk(Array.isArray(content) ? content : [content], tokenTypes, true);
        continue;
      }
      const parts = content.split(NEWLINE);
      line.push({types: tokenTypes, content: parts[0] ?? ''});
      for (const part of parts.slice(1)) {
        markEmpty(line);
        line = [];
        lines.push(line);
        line.push({types: tokenTypes, content: part});
      }
    }
  };
  walk(tokens, [], false);
  markEmpty(line);
  return lines;
}

export type ThemeDictionary = Record<string, CSSProperties | undefined>;

/** Style per token type for one language; `root` is the block's style, `plain` the same without background. */
export function themeToDict(theme: PrismTheme, language: string): ThemeDictionary {
  const dict: ThemeDictionary = {};
  for (const {types, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...style};
  }
  dict.root = theme.plain;
  dict.plain = {...theme.plain, backgroundColor: undefined};
  return dict;
}

/** The style of a token: its types' styles merged in order (an empty line's token stays an inline block). */
export function styleForToken(dict: ThemeDictionary, token: Pick<LineToken, 'types' | 'empty'>): CSSProperties | undefined {
  const {types, empty} = token;
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return dict[types[0] as string];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}
