/**
 * The build's diagram step needs no browser: it runs on every Mermaid fence of the docs in a process where no
 * Chrome or Chromium can be found (CHROMIUM_PATH points nowhere, PATH holds only Node) and where starting one, or
 * running the browser check, throws (tests/support/forbid-browser.cjs). The test command also runs the whole
 * production build under the same guard (`npm run build:no-browser`). The SVGs it assembles are checked here too
 * (title, description, markup), so the diagrams are assembled once in the unit tests.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {mermaidFences} from '../../scripts/lib/diagram-fences';

const ROOT = path.resolve(__dirname, '..', '..');
const GUARD = path.join(ROOT, 'tests', 'support', 'forbid-browser.cjs');

function runGuarded(args: string[], env: NodeJS.ProcessEnv): string {
  return execFileSync(process.execPath, ['--require', GUARD, ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const bareEnv = (home: string, log: string): NodeJS.ProcessEnv => ({
  PATH: path.dirname(process.execPath),
  HOME: home,
  CHROMIUM_PATH: path.join(home, 'no-browser-here'),
  BROWSER_GUARD_LOG: log,
});

/** The build's diagram step, run once on every fence in the guarded process; the tests below read what it wrote. */
const assembled = {home: '', out: '', log: '', fences: 0, files: 0};

before(() => {
  assembled.home = fs.mkdtempSync(path.join(os.tmpdir(), 'no-browser-'));
  assembled.log = path.join(assembled.home, 'requests.log');
  assembled.out = path.join(assembled.home, 'out');
  const out = runGuarded(
    ['--import', 'tsx', 'tests/support/assemble-all-diagrams.ts', assembled.out],
    bareEnv(assembled.home, assembled.log),
  );
  Object.assign(assembled, JSON.parse(out.trim().split('\n').pop() ?? '{}') as {fences: number; files: number});
});

after(() => fs.rmSync(assembled.home, {recursive: true, force: true}));

test('every diagram is assembled without a browser', () => {
  assert.equal(assembled.fences, mermaidFences(path.join(ROOT, 'docs')).length);
  assert.ok(assembled.files >= 100, `${assembled.files} SVG files`);
  assert.equal(fs.existsSync(assembled.log), false, fs.existsSync(assembled.log) ? fs.readFileSync(assembled.log, 'utf8') : '');
});

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test('each assembled diagram has its accTitle and accDescr as title and description, and no self-closed HTML', () => {
  const svgs = fs.readdirSync(assembled.out).filter((f) => f.endsWith('.svg'));
  assert.equal(svgs.length, assembled.files);
  for (const name of svgs) {
    const svg = fs.readFileSync(path.join(assembled.out, name), 'utf8');
    // The step writes each diagram's Mermaid source beside its SVG (for the Markdown twins).
    const source = fs.readFileSync(path.join(assembled.out, name.replace(/\.svg$/, '.mmd')), 'utf8');
    const fence = mermaidFences(path.join(ROOT, 'docs')).find((f) => f.source === source);
    const where = fence ? `docs/${fence.file}:${fence.line}` : name;
    const title = /^\s*accTitle:\s*(.+)$/m.exec(source)?.[1]?.trim();
    const description = /^\s*accDescr:\s*(.+)$/m.exec(source)?.[1]?.trim() ?? /^\s*accDescr\s*\{([^}]*)\}/m.exec(source)?.[1]?.trim();
    assert.ok(title && description, `${where}: accTitle and accDescr`);
    assert.equal(decodeEntities(/<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1] ?? ''), title, `${where}: <title>`);
    assert.equal(
      decodeEntities(/<desc[^>]*>([^<]*)<\/desc>/.exec(svg)?.[1] ?? '').replace(/\s+/g, ' '),
      description.replace(/\s+/g, ' '),
      `${where}: <desc>`,
    );
    assert.match(svg, /^<svg [^>]*aria-labelledby="[^"]+"[^>]*>/, `${where}: labelled`);
    assert.doesNotMatch(svg, /<(span|div|p)\b[^>]*\/>/, `${where}: a self-closed HTML element stays open in an HTML page`);
    assert.doesNotMatch(svg, /<span\b[^>]*>(?:(?!<\/span>).)*<p>/s, `${where}: a paragraph inside a span`);
  }
});

test('the guard stops a browser launch and the browser check', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'no-browser-'));
  const log = path.join(home, 'requests.log');
  try {
    const script = [
      "const {chromium} = require('playwright-core');",
      "chromium.launch({executablePath: '/usr/bin/chromium'}).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); });",
    ].join('\n');
    assert.throws(() => runGuarded(['-e', script], bareEnv(home, log)), /A browser was requested|status 3/);
    assert.throws(() =>
      runGuarded(['-e', "require('node:child_process').execFileSync('bash', ['scripts/check-browser.sh'])"], bareEnv(home, log)),
    );
    assert.match(fs.readFileSync(log, 'utf8'), /check-browser/);
  } finally {
    fs.rmSync(home, {recursive: true, force: true});
  }
});
