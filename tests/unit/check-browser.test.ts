import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

const SCRIPT = path.resolve(__dirname, '../../scripts/check-browser.sh');
/** bash itself, by absolute path, so the tests can hand the script a PATH without it. */
const BASH = spawnSync('bash', ['-c', 'command -v bash'], {encoding: 'utf8'}).stdout.trim();

function run(env: Record<string, string>, ...args: string[]) {
  const r = spawnSync(BASH, [SCRIPT, ...args], {encoding: 'utf8', env: {HOME: os.tmpdir(), PATH: '/usr/bin:/bin', ...env}});
  return {status: r.status, stdout: r.stdout.trim(), stderr: r.stderr.trim()};
}

describe('scripts/check-browser.sh', () => {
  it('uses CHROMIUM_PATH when it is an executable', () => {
    assert.deepEqual(run({CHROMIUM_PATH: '/bin/sh'}, '--path'), {status: 0, stdout: '/bin/sh', stderr: ''});
    assert.equal(run({CHROMIUM_PATH: '/bin/sh'}).stdout, 'browser: /bin/sh');
  });

  it('fails in one line when CHROMIUM_PATH points nowhere', () => {
    const r = run({CHROMIUM_PATH: '/nonexistent/chrome'});
    assert.equal(r.status, 1);
    assert.equal(r.stderr.split('\n').length, 1);
    assert.match(r.stderr, /CHROMIUM_PATH=\/nonexistent\/chrome is not an executable file/);
  });

  it('finds a browser on PATH by its usual names', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-'));
    try {
      const fake = path.join(dir, 'google-chrome-stable');
      fs.writeFileSync(fake, '#!/bin/sh\n', {mode: 0o755});
      // Names on PATH come before the install locations, so the fake wins even where a real browser is installed.
      assert.deepEqual(run({PATH: dir}, '--path'), {status: 0, stdout: fake, stderr: ''});
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
