/**
 * The `_headers` file format (Netlify, Cloudflare Pages): a path pattern on its own line, then indented
 * `Name: value` lines. Written by the host-headers plugin and read back by the static server, so the browser
 * tests serve the build with exactly the headers the host will send. Also the Vercel equivalent.
 */
import type {HeaderRule} from '../../config/host-headers';

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

/** What Vercel's Git integration reads from the repository root: how to build, and what to serve how. */
export interface VercelProjectConfig extends ReturnType<typeof toVercelConfig> {
  $schema: string;
  installCommand: string;
  buildCommand: string;
  outputDirectory: string;
  trailingSlash: boolean;
  rewrites: {source: string; destination: string}[];
}

/**
 * The root `vercel.json`: `npm ci && npm run build`, `build/` served as it is, and the header rules. Routes whose
 * last segment has a dot (`/reference/lockup/contracts/contract.SablierLockup`) are folders with an index.html; the
 * rewrite serves it when no file of that name exists (Vercel applies rewrites only after its file-system check),
 * and an unknown path still ends on build/404.html with status 404.
 */
export function toVercelProjectConfig(rules: readonly HeaderRule[]): VercelProjectConfig {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    installCommand: 'npm ci',
    buildCommand: 'npm run build',
    outputDirectory: 'build',
    trailingSlash: false,
    rewrites: [{source: '/(.*\\.[^/.]+)', destination: '/$1/index.html'}],
    ...toVercelConfig(rules),
  };
}
