import fs from 'node:fs';
import path from 'node:path';

/**
 * Some package mirrors omit the platform binaries of other systems (e.g. `@swc/core-darwin-arm64`), and npm then
 * writes a package-lock.json without them, which `npm ci` rejects as out of sync. This adds the missing
 * optional platform entries (name, version, os, cpu, libc), so `npm ci` skips them on other platforms and
 * fetches them on their own. Run after `npm install` changes the lock: `npx tsx scripts/complete-lockfile.ts`.
 */

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32'];
const CPU: Record<string, string> = {arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', s390x: 's390x', riscv64: 'riscv64'};

/** Platform constraints read from a binary package's name, e.g. `core-linux-x64-musl`. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = (name.split('/').pop() ?? '').split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (!os || !cpu) return undefined;
  const libc = parts.includes('musl') ? ['musl'] : os === 'linux' && parts.includes('gnu') ? ['glibc'] : undefined;
  return {os: [os], cpu: [cpu], ...(libc ? {libc} : {})};
}

function main(): void {
  const file = path.resolve(__dirname, '..', 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as {packages: Record<string, LockEntry>};
  const added: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const depKey = `node_modules/${dep}`;
      const platform = platformOf(dep);
      if (lock.packages[depKey] || !platform || !/^\d+\.\d+\.\d+$/.test(version)) continue;
      lock.packages[depKey] = {version, ...(entry.dev ? {dev: true} : {}), optional: true, ...platform};
      added.push(`${dep}@${version} (for ${key.replace(/^node_modules\//, '')})`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added:\n  ${added.join('\n  ')}` : 'package-lock.json already complete');
}

if (require.main === module) main();
