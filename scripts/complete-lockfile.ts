import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Some package mirrors omit the platform binaries of other systems (e.g. `@swc/core-darwin-arm64`), and npm then
 * writes a package-lock.json without them, which `npm ci` rejects as out of sync. This adds the missing optional
 * platform entries (name, version, os, cpu, libc), so `npm ci` skips them on other platforms and fetches them on
 * their own, and gives every entry that lacks them its `resolved` URL and `integrity` hash, asked from the
 * configured registry with `npm view` (one query per such entry). An entry the registry cannot answer for is
 * reported and left without a hash. Run after `npm install` changes the lock: `npx tsx scripts/complete-lockfile.ts`.
 */

export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

export interface Lock {
  packages: Record<string, LockEntry>;
}

/** The registry's answer for one version, or undefined when it has none. */
export type DistLookup = (name: string, version: string) => {tarball: string; integrity: string} | undefined;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32'];
const CPU: Record<string, string> = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
};

/** Platform constraints read from a binary package's name, e.g. `core-linux-x64-musl`. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = (name.split('/').pop() ?? '').split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (!os || !cpu) return undefined;
  const libc = parts.includes('musl') ? ['musl'] : os === 'linux' && parts.includes('gnu') ? ['glibc'] : undefined;
  return {os: [os], cpu: [cpu], ...(libc ? {libc} : {})};
}

/** Package name of a lock key: `node_modules/a/node_modules/@b/c` -> `@b/c`. */
export function packageName(key: string): string {
  return key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** True for a lock entry that names a registry package (not the root, not a workspace link, not a git/file source). */
export function isRegistryEntry(key: string, entry: LockEntry): boolean {
  return (
    key !== '' &&
    !entry.link &&
    /^\d+\.\d+\.\d+/.test(entry.version ?? '') &&
    (entry.resolved === undefined || /^https?:/.test(entry.resolved))
  );
}

/** Completes the lock in place; returns what it added and what the registry could not answer for. */
export function completeLock(lock: Lock, lookup: DistLookup): {added: string[]; hashed: string[]; unresolved: string[]} {
  const added: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const depKey = `node_modules/${dep}`;
      const platform = platformOf(dep);
      if (lock.packages[depKey] || !platform || !/^\d+\.\d+\.\d+$/.test(version)) continue;
      lock.packages[depKey] = {version, ...(entry.dev ? {dev: true} : {}), optional: true, ...platform};
      added.push(`${dep}@${version} (for ${packageName(key) || 'the site'})`);
    }
  }
  const hashed: string[] = [];
  const unresolved: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!isRegistryEntry(key, entry) || entry.integrity) continue;
    const id = `${packageName(key)}@${entry.version}`;
    const dist = lookup(packageName(key), entry.version as string);
    if (!dist) {
      unresolved.push(id);
      continue;
    }
    lock.packages[key] = {version: entry.version, resolved: dist.tarball, integrity: dist.integrity, ...entry};
    hashed.push(id);
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  return {added, hashed, unresolved};
}

/** Asks the configured registry through npm itself. */
const npmView: DistLookup = (name, version) => {
  try {
    const out = execFileSync('npm', ['view', `${name}@${version}`, 'dist', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const dist = JSON.parse(out) as {tarball?: string; integrity?: string};
    return dist.tarball && dist.integrity ? {tarball: dist.tarball, integrity: dist.integrity} : undefined;
  } catch {
    return undefined;
  }
};

function main(): void {
  const file = path.resolve(__dirname, '..', 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as Lock;
  const {added, hashed, unresolved} = completeLock(lock, npmView);
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  if (added.length) console.log(`added:\n  ${added.join('\n  ')}`);
  if (hashed.length) console.log(`resolved and integrity from the registry:\n  ${hashed.join('\n  ')}`);
  if (unresolved.length)
    console.log(
      `the registry has no tarball for (left without integrity; run again against a complete registry):\n  ${unresolved.join('\n  ')}`,
    );
  if (!added.length && !hashed.length && !unresolved.length) console.log('package-lock.json already complete');
}

if (require.main === module) main();
