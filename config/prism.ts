import {type PrismTheme, themes} from 'prism-react-renderer';
import {parseColor, type Rgb, toHex, withMinContrast} from '../plugins/lib/contrast';

/** A colour laid over the code background: red, green, blue (0-255) and opacity (0-1). */
export type Tint = readonly [number, number, number, number];

/**
 * The tints of marked lines, per mode: highlighted lines, then error lines. src/theme/CodeBlock/styles.module.css
 * draws them (`--docusaurus-highlighted-code-line-bg`, `--code-block-error-line-bg`); tests/unit/prism-theme.test.ts
 * checks that the two stay the same.
 */
export const LINE_TINTS: {light: readonly Tint[]; dark: readonly Tint[]} = {
  light: [
    [0, 0, 0, 0.06],
    [255, 0, 0, 0.06],
  ],
  dark: [
    [255, 255, 255, 0.07],
    [255, 80, 80, 0.1],
  ],
};

/** The solid colour of `tint` drawn over `background`. */
export function tinted(background: string, [r, g, b, alpha]: Tint): string {
  const under = parseColor(background);
  return toHex([r, g, b].map((v, i) => (under[i] ?? 0) + (v - (under[i] ?? 0)) * alpha) as Rgb);
}

/**
 * The GitHub and Palenight themes, with every token colour nudged just enough to reach WCAG AA contrast
 * (4.5:1) on the code background and on the tinted backgrounds of marked lines: their comments, numbers and
 * keywords fall short as shipped.
 */
export function accessibleTheme(theme: PrismTheme, tints: readonly Tint[] = []): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const backgrounds = [background, ...tints.map((tint) => tinted(background, tint))];
  // Each step moves the colour away from backgrounds of the same lightness, so it keeps the earlier ones' contrast.
  const readable = (color?: string) => (color ? backgrounds.reduce((c, bg) => withMinContrast(c, bg), color) : color);
  return {
    plain: {...theme.plain, color: readable(theme.plain.color)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      // Opacity would undo the contrast: namespaces are drawn at full strength.
      style: {...entry.style, color: readable(entry.style.color), opacity: undefined},
    })),
  };
}

export const prism = {
  theme: accessibleTheme(themes.github, LINE_TINTS.light),
  darkTheme: accessibleTheme(themes.palenight, LINE_TINTS.dark),
  // Every language the docs highlight, in dependency order: the site bundles Prism's core with only these
  // (plugins/code-highlight, src/theme/CodeBlock/highlighter.ts). A fence in another language shows as plain text.
  // Magic comments: the theme's default (the first one also marks `{1,3}` ranges), and lines a reader must not copy
  // as they stand (`// error-next-line`, `// error-start` ... `// error-end`). src/lib/prism/lines.ts reads them.
  magicComments: [
    {className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: {start: 'highlight-start', end: 'highlight-end'}},
    {className: 'code-block-error-line', line: 'error-next-line', block: {start: 'error-start', end: 'error-end'}},
  ],
  additionalLanguages: [
    'markup',
    'clike',
    'javascript',
    'typescript',
    'jsx',
    'tsx',
    'json',
    'graphql',
    'bash',
    'solidity',
    'diff',
    'toml',
    'yaml',
  ],
};
