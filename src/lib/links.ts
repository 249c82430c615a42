/** Link helpers shared by the MDX link component and the build tests. */

/** What screen readers hear after a link that opens a new tab. */
export const NEW_TAB_NOTE = '(opens in a new tab)';

/** True for links that leave the site (absolute http(s) or protocol-relative URLs on another origin). */
export function isExternalHref(href: string | undefined, siteUrl: string): boolean {
  if (!href || !/^(https?:)?\/\//i.test(href)) return false;
  try {
    return new URL(href, siteUrl).origin !== new URL(siteUrl).origin;
  } catch {
    return false;
  }
}
