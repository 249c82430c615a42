import assert from 'node:assert/strict';
import {test} from 'node:test';
import {platformOf} from '../../scripts/complete-lockfile';

test('platform constraints are read from binary package names', () => {
  assert.deepEqual(platformOf('@swc/core-darwin-arm64'), {os: ['darwin'], cpu: ['arm64']});
  assert.deepEqual(platformOf('@swc/html-linux-x64-musl'), {os: ['linux'], cpu: ['x64'], libc: ['musl']});
  assert.deepEqual(platformOf('@swc/core-linux-ppc64-gnu'), {os: ['linux'], cpu: ['ppc64'], libc: ['glibc']});
  assert.deepEqual(platformOf('@swc/core-linux-arm-gnueabihf'), {os: ['linux'], cpu: ['arm']});
  assert.deepEqual(platformOf('@biomejs/cli-win32-x64'), {os: ['win32'], cpu: ['x64']});
  assert.equal(platformOf('@swc/helpers'), undefined);
});

test('the committed lock lists every optional platform binary, so npm ci accepts it', async () => {
  const lock = (await import('../../package-lock.json', {with: {type: 'json'}})).default as {
    packages: Record<string, {optionalDependencies?: Record<string, string>}>;
  };
  const missing = Object.values(lock.packages)
    .flatMap((entry) => Object.keys(entry.optionalDependencies ?? {}))
    .filter((dep) => platformOf(dep) && !lock.packages[`node_modules/${dep}`]);
  assert.deepEqual(missing, []);
});
