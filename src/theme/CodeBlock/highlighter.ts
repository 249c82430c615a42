/**
 * Highlighting in the page, for code that exists only in the browser (see ./index.tsx): Prism's core with the site's
 * grammars (the theme's swizzlable prism-include-languages, which loads `prism.additionalLanguages`) and the same
 * HTML as the build makes (src/lib/prism/staticHtml.ts). The browser loads it in a chunk of its own (./loader.ts).
 */
import '../../lib/prism/manual';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Prism from 'prismjs/components/prism-core';
import {type MagicComment, parseCodeLines} from '../../lib/prism/lines';
import {type CodeThemes, highlightToHtml, type PrismLike} from '../../lib/prism/staticHtml';

prismIncludeLanguages(Prism as never);

/**
 * The block's HTML with its line features: highlighted lines from the meta's range or the magic comments (removed
 * from the code), and line numbers from `lineNumbersStart`.
 */
export function highlightCode(
  code: string,
  language: string,
  themes: CodeThemes,
  meta: string,
  magicComments: readonly MagicComment[],
  lineNumbersStart: number | undefined,
): string | undefined {
  const lines = parseCodeLines(code, language, meta, magicComments);
  return highlightToHtml(Prism as unknown as PrismLike, lines.code, language, themes, {
    lineClassNames: lines.lineClassNames,
    lineNumbersStart,
  });
}
