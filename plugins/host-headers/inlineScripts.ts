/**
 * Inline scripts in built HTML: their CSP hashes (`sha256-...`), and the checks that keep the policy honest.
 * Only executable scripts count: a `<script type="application/ld+json">` is data and never runs.
 */
import crypto from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The bodies of the executable inline scripts of an HTML document, in order. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').toLowerCase();
    if (EXECUTABLE_TYPES.has(type)) bodies.push(body);
  }
  return bodies;
}

/** The CSP source expression of a script body, without quotes: `sha256-<base64>`. */
export function scriptHash(body: string): string {
  return `sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

/** Inline event-handler attributes (`onload="..."`) and `javascript:` URLs: a hash-based policy blocks both. */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<[a-z][a-z0-9-]*\s[^>]*>/gi)) {
    const handler = /\son[a-z]+\s*=/i.exec(tag) ?? /\s(?:href|src|action)\s*=\s*["']?\s*javascript:/i.exec(tag);
    if (handler) found.push(tag.slice(0, 120));
  }
  return found;
}

/**
 * The redirect pages of @docusaurus/plugin-client-redirects each carry an inline script naming their own target,
 * which would need one hash per page (too many for a header). This script does the same for every page, reading
 * the target from the page's canonical link, so all redirect pages share one hash.
 */
export const REDIRECT_SCRIPT =
  "var u=document.querySelector('link[rel=canonical]').getAttribute('href');" +
  'window.location.href=/[?#]/.test(u)?u:u+window.location.search+window.location.hash;';

const REDIRECT_PAGE_SCRIPT =
  /<script>\s*window\.location\.href = '[^']*'(?: \+ window\.location\.search \+ window\.location\.hash)?;\s*<\/script>/;

/** A redirect page with its per-target script replaced by REDIRECT_SCRIPT; other HTML unchanged. */
export function withSharedRedirectScript(html: string): string {
  if (!/<meta http-equiv="refresh"/.test(html) || !/<link rel="canonical"/.test(html)) return html;
  return html.replace(REDIRECT_PAGE_SCRIPT, `<script>${REDIRECT_SCRIPT}</script>`);
}
