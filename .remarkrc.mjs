// Markdown and MDX lint for the pages under docs/ (`npm run lint:docs`). remark parses pages as the site does (MDX,
// frontmatter, GFM tables, KaTeX math, `:::tip[...]` admonitions), and remark-lint reports each problem as file:line:column.
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkLintHeadingIncrement from 'remark-lint-heading-increment';
import remarkLintNoLiteralUrls from 'remark-lint-no-literal-urls';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkPresetLintRecommended from 'remark-preset-lint-recommended';
import remarkLintNoHandTypedVersion from './plugins/remark-lint/remark-lint-no-hand-typed-version.mjs';

export default {
  plugins: [
    remarkFrontmatter,
    remarkGfm,
    remarkMath,
    remarkMdx,
    remarkDirective,
    remarkPresetLintRecommended,
    remarkLintHeadingIncrement,
    // Bare URLs are fine: GFM links them, and the site renders GFM.
    [remarkLintNoLiteralUrls, false],
    // Versions come from the installed packages (plugins/remark-lint/remark-lint-no-hand-typed-version.mjs).
    remarkLintNoHandTypedVersion,
  ],
};
