/**
 * The `_headers` file format (Netlify, Cloudflare Pages): a path pattern on its own line, then indented
 * `Name: value` lines. Written by the host-headers plugin and read back by the static server, so the browser
 * tests serve the build with exactly the headers the host will send. Also the Vercel equivalent.
 */
import type {HeaderRule} from '../../src/config/host-headers';

export function formatHeadersFile(rules: readonly HeaderRule[], comment?: string): string {
  const lines = comment ? comment.split('\n').map((l) => `# ${l}`.trimEnd()) : [];
  for (const rule of rules) {
    lines.push(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: {}});
      continue;
    }
    const current = rules[rules.length - 1];
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Headers for a request path: every matching rule applies; a header set by several rules is joined with ", ". */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!patternToRegExp(rule.path).test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = Object.keys(result).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
      result[key] = result[key] ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}

/** `vercel.json` with the same rules (Vercel's `source` uses path-to-regexp: `*` becomes `(.*)`). */
export function toVercelConfig(rules: readonly HeaderRule[]): {headers: {source: string; headers: {key: string; value: string}[]}[]} {
  return {
    headers: rules.map((rule) => ({
      source: rule.path.replace(/\*/g, '(.*)'),
      headers: Object.entries(rule.headers).map(([key, value]) => ({key, value})),
    })),
  };
}
