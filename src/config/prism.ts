import {type PrismTheme, themes} from 'prism-react-renderer';
import {withMinContrast} from '../lib/contrast';

/**
 * The GitHub and Palenight themes, with every token colour nudged just enough to reach WCAG AA contrast
 * (4.5:1) on the code background: their comments, numbers and keywords fall short as shipped.
 */
export function accessibleTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const readable = (color?: string) => (color ? withMinContrast(color, background) : color);
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
  theme: accessibleTheme(themes.github),
  darkTheme: accessibleTheme(themes.palenight),
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
