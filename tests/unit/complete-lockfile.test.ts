import assert from 'node:assert/strict';
import {test} from 'node:test';
import {completeLock, isRegistryEntry, type Lock, packageName, platformOf} from '../../scripts/complete-lockfile';

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

test('missing entries are added and every registry entry gets resolved and integrity when the registry has them', () => {
  const lock: Lock = {
    packages: {
      '': {},
      'node_modules/@swc/core': {
        version: '1.0.0',
        resolved: 'https://r/core.tgz',
        integrity: 'sha512-core',
        optionalDependencies: {'@swc/core-darwin-arm64': '1.0.0', '@swc/core-win32-x64-msvc': '1.0.0'},
      },
      'node_modules/a/node_modules/b': {version: '2.0.0'},
      'node_modules/linked': {link: true},
    },
  };
  const result = completeLock(lock, (name, version) =>
    name === '@swc/core-win32-x64-msvc' ? undefined : {tarball: `https://r/${name}-${version}.tgz`, integrity: `sha512-${name}`},
  );
  assert.deepEqual(result.unresolved, ['@swc/core-win32-x64-msvc@1.0.0']);
  assert.deepEqual(result.hashed.sort(), ['@swc/core-darwin-arm64@1.0.0', 'b@2.0.0']);
  assert.deepEqual(lock.packages['node_modules/@swc/core-darwin-arm64'], {
    version: '1.0.0',
    resolved: 'https://r/@swc/core-darwin-arm64-1.0.0.tgz',
    integrity: 'sha512-@swc/core-darwin-arm64',
    optional: true,
    os: ['darwin'],
    cpu: ['arm64'],
  });
  assert.equal(lock.packages['node_modules/a/node_modules/b']?.integrity, 'sha512-b');
  assert.equal(lock.packages['node_modules/linked']?.integrity, undefined);
  assert.equal(lock.packages['node_modules/@swc/core']?.integrity, 'sha512-core');
});

test('every registry entry of the committed lock carries integrity, except platform binaries the registry lacked', async () => {
  const lock = (await import('../../package-lock.json', {with: {type: 'json'}})).default as Lock;
  const withoutHash = Object.entries(lock.packages).filter(([key, entry]) => isRegistryEntry(key, entry) && !entry.integrity);
  // Only optional binaries of other platforms may lack a hash (npm skips them here; see scripts/complete-lockfile.ts).
  const unexpected = withoutHash.filter(([key, entry]) => !(entry.optional && platformOf(packageName(key)) && entry.os));
  assert.deepEqual(
    unexpected.map(([key]) => key),
    [],
  );
  assert.ok(withoutHash.length <= 27, `${withoutHash.length} entries without integrity: run npx tsx scripts/complete-lockfile.ts`);
});
