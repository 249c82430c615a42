/**
 * The syntax highlighter of the create-call snippets, in its own chunk: CodeSnippet imports it only when a
 * reader opens a snippet or points at / focuses its summary, so the page's first load carries neither Prism's
 * grammars nor tokenized markup for the twenty snippets of the stream-shapes page.
 *
 * Where the site's code blocks already loaded these grammars into the same Prism instance, the bundler runs each
 * module once and these imports add nothing.
 */
import Prism from './prismGlobal';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-solidity';
import {type LineToken, normalizeTokens, type PrismToken} from '../../lib/prism/tokens';

export type {LineToken};

/** Lines of typed tokens for `code`; plain text when the language is unknown. */
export function tokenLines(code: string, language: string): LineToken[][] {
  const grammar = Prism.languages[language];
  return normalizeTokens(grammar ? (Prism.tokenize(code, grammar) as (string | PrismToken)[]) : [code]);
}
