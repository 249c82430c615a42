/**
 * The host configuration in the build: build/_headers covers every inline script of every built page with a
 * hash, allows no inline or eval script source, and build/vercel.json carries exactly the same rules.
 * Needs a build: run `npm run build` first.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {parseHeadersFile, toVercelConfig} from '../../plugins/host-headers/headersFile';
import {inlineHandlers, inlineScripts, scriptHash} from '../../plugins/host-headers/inlineScripts';
import {assertSecurityHeaders} from '../support/security-headers';

const BUILD = path.resolve(__dirname, '../../build');

function rules() {
  const file = path.join(BUILD, '_headers');
  assert.ok(fs.existsSync(file), `${file} is missing: run \`npm run build\``);
  return parseHeadersFile(fs.readFileSync(file, 'utf8'));
}

test('every inline script of every built page is allowed by its hash, and nothing else inline is', () => {
  const csp = rules().find((r) => r.path === '/*')?.headers['Content-Security-Policy'] ?? '';
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
  assert.ok(scriptSrc.includes("'self'"));
  assert.deepEqual(
    scriptSrc.filter((s) => /unsafe/.test(s)),
    [],
  );
  const missing: string[] = [];
  let pages = 0;
  for (const entry of fs.readdirSync(BUILD, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    pages += 1;
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, 'utf8');
    for (const body of inlineScripts(html)) {
      if (!scriptSrc.includes(`'${scriptHash(body)}'`)) missing.push(`${path.relative(BUILD, file)}: ${body.slice(0, 60)}`);
    }
    for (const tag of inlineHandlers(html)) missing.push(`${path.relative(BUILD, file)}: inline handler ${tag}`);
  }
  assert.ok(pages > 300, `only ${pages} HTML files in the build`);
  assert.deepEqual(missing.slice(0, 20), []);
});

test('_headers and vercel.json send the required security headers on every path', () => {
  const all = rules().find((r) => r.path === '/*')?.headers ?? {};
  const lookup = (headers: Record<string, string>) => (name: string) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  assertSecurityHeaders(lookup(all), '_headers /*');
  const vercel = JSON.parse(fs.readFileSync(path.join(BUILD, 'vercel.json'), 'utf8')) as ReturnType<typeof toVercelConfig>;
  const vercelAll = vercel.headers.find((h) => h.source === '/(.*)')?.headers ?? [];
  assertSecurityHeaders(lookup(Object.fromEntries(vercelAll.map((h) => [h.key, h.value]))), 'vercel.json /(.*)');
  assert.deepEqual(vercel, toVercelConfig(rules()), 'vercel.json carries the same rules as _headers');
});
