/**
 * What a reader with JavaScript off sees. These rules sit in a <noscript> in the page head, so they apply only
 * then and cost nothing otherwise (no flash, no layout shift before hydration):
 * - controls that need JavaScript are hidden rather than shown dead: anything marked `js-only` (chart sliders,
 *   deployment filters, copy buttons, the error decoder), the code-block buttons, the search button, the colour
 *   mode switch, the mobile menu button, the announcement bar's close button, the phone layout's collapsed
 *   table of contents (its entries are only rendered once opened), and the expand button beside a sidebar category
 *   that has a page of its own (a `generated-index` category: its link still leads to that page and its cards);
 * - content that tabs would hide is shown: every tab panel, one after the other;
 * - a link to a heading lands below the navbar. The navbar hides on scroll (config/navbar.ts), so headings keep
 *   only a small scroll margin; without JavaScript it cannot hide and stays on top, and headings get the margin the
 *   theme gives them under a navbar that stays (`.anchor[id]` outranks the theme's single class).
 */
export const NO_JS_CSS = [
  '.js-only,.theme-code-block button,.navbar .DocSearch-Button,.navbar__search,.navbar__toggle,' +
    '.navbar [class*="colorModeToggle"],.theme-announcement-bar button,.theme-doc-toc-mobile,.menu__caret{display:none!important}',
  '.tabs-container [role="tabpanel"][hidden]{display:block!important}',
  '.tabs-container [role="tablist"]{display:none!important}',
  '.anchor[id]{scroll-margin-top:calc(var(--ifm-navbar-height) + 0.5rem)}',
].join('');

/** `headTags` entry for docusaurus.config.ts. */
export const noJsHeadTag = {tagName: 'noscript', attributes: {}, innerHTML: `<style>${NO_JS_CSS}</style>`};
