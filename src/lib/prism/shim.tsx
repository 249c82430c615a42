/**
 * Stands in for `prism-react-renderer` in the site bundles (aliased by plugins/page-assets): the in-page highlighter
 * (src/theme/CodeBlock/highlighter.ts) imports `Prism` from it, and so would any theme component that imports
 * `Highlight`. The package bundles Prism with sixteen languages into one module (about 26 KB gzip); this shim gives
 * Prism's core, to which the highlighter adds only the languages listed in `prism.additionalLanguages`
 * (src/config/prism.ts). Node-side code (the site config's themes) still imports the real package.
 */
import './manual';
import clsx from 'clsx';
import Prism from 'prismjs/components/prism-core';
import {type CSSProperties, type ReactNode, useMemo} from 'react';
import {type LineToken, normalizeTokens, type PrismTheme, type PrismToken, styleForToken, themeToDict} from './tokens';

export {Prism};

interface LineInputProps {
  line: LineToken[];
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

interface TokenInputProps {
  token: LineToken;
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

interface RenderProps {
  tokens: LineToken[][];
  className: string;
  style: CSSProperties;
  getLineProps(input: LineInputProps): Record<string, unknown> & {className: string};
  getTokenProps(input: TokenInputProps): Record<string, unknown> & {className: string};
}

interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  children(props: RenderProps): ReactNode;
}

export function Highlight({code, language: languageProp, theme, children}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);
  const tokens = useMemo(() => {
    const grammar = Prism.languages[language];
    if (!grammar) return normalizeTokens([code]);
    return normalizeTokens(Prism.tokenize(code, grammar) as (string | PrismToken)[]);
  }, [code, language]);
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dict.root ?? {},
    getLineProps: ({line: _line, className, style, ...rest}) => {
      const props = {...rest, className: clsx('token-line', className)} as Record<string, unknown> & {className: string};
      if (dict.plain) props.style = {...dict.plain, ...style};
      else if (style) props.style = style;
      return props;
    },
    getTokenProps: ({token, className, style, ...rest}) => {
      const props = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: styleForToken(dict, token),
      } as Record<string, unknown> & {className: string};
      if (style) props.style = {...(props.style as CSSProperties | undefined), ...style};
      return props;
    },
  });
}
