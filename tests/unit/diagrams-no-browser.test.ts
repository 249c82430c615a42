/**
 * The build's diagram step needs no browser: it runs on every Mermaid fence of the docs in a process where no
 * Chrome or Chromium can be found (CHROMIUM_PATH points nowhere, PATH holds only Node) and where starting one, or
 * running the browser check, throws (tests/support/forbid-browser.cjs). The test command also runs the whole
 * production build under the same guard (`npm run build:no-browser`).
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
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

test('every diagram is assembled without a browser', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'no-browser-'));
  const log = path.join(home, 'requests.log');
  try {
    const out = runGuarded(['--import', 'tsx', 'tests/support/assemble-all-diagrams.ts', path.join(home, 'out')], bareEnv(home, log));
    const {fences, files} = JSON.parse(out.trim().split('\n').pop() ?? '{}') as {fences: number; files: number};
    assert.equal(fences, mermaidFences(path.join(ROOT, 'docs')).length);
    assert.ok(files >= 100, `${files} SVG files`);
    assert.equal(fs.existsSync(log), false, fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '');
  } finally {
    fs.rmSync(home, {recursive: true, force: true});
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
