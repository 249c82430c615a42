/**
 * Prism for the build: the core and the grammars of `prism.additionalLanguages` (config/prism.ts), the same
 * files the browser bundle used, evaluated into a private instance (no global `Prism`, no shared module cache), and
 * the site's two code themes. `highlight` gives a block's HTML (src/lib/prism/staticHtml.ts).
 */
import fs from 'node:fs';
import {prism} from '../../config/prism';
import type {CodeLines} from '../../src/lib/prism/lines';
import {type CodeThemes, highlightToHtml, type PrismLike} from '../../src/lib/prism/staticHtml';
import type {PrismTheme} from '../../src/lib/prism/tokens';

function source(module: string): string {
  return fs.readFileSync(require.resolve(`prismjs/components/${module}.js`), 'utf8');
}

/** A Prism instance with exactly these languages, loaded in order (a grammar may extend an earlier one). */
export function loadPrism(languages: readonly string[]): PrismLike {
  // prism-core assigns `module.exports` and `global.Prism` when they exist: give it neither.
  const instance = new Function('module', 'global', `${source('prism-core')}\nreturn Prism;`)(undefined, undefined) as PrismLike;
  for (const language of languages) new Function('Prism', source(`prism-${language}`))(instance);
  return instance;
}

export const CODE_THEMES: CodeThemes = {light: prism.theme as PrismTheme, dark: prism.darkTheme as PrismTheme};

let shared: PrismLike | undefined;

/**
 * A block's inner `<code>` HTML, with its line features if any (src/lib/prism/lines.ts), or undefined when it must
 * highlight in the browser (see highlightToHtml).
 */
export function highlight(
  code: string,
  language: string,
  lines?: Pick<CodeLines, 'lineClassNames' | 'lineNumbersStart'>,
): string | undefined {
  shared ??= loadPrism(prism.additionalLanguages);
  return highlightToHtml(shared, code, language.toLowerCase(), CODE_THEMES, lines);
}
