/**
 * The fences of the docs that are neither code nor queries: JSON and TOML parse, CSV rows have the header's columns,
 * and every shell command runs a tool the pages introduce, installing only packages that exist (this project's
 * dependencies or a Sablier protocol package). Every fence language is checked here or by its own test (Solidity,
 * TypeScript, GraphQL, Mermaid); `text` fences are program output and prose, and are counted.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {parse as parseToml} from 'smol-toml';
import {docFences} from '../support/doc-fences';

const ROOT = path.resolve(__dirname, '..', '..');
const fences = docFences();
const of = (...langs: string[]) => fences.filter((f) => langs.includes(f.lang));

/** The command-line tools the pages ask readers to run, each introduced on the page that uses it. */
const TOOLS = new Set([
  'anchor',
  'bun',
  'cast',
  'cd',
  'curl',
  'export',
  'forge',
  'git',
  'just',
  'mkdir',
  'npm',
  'npx',
  'pnpm',
  'solana',
  'solana-verify',
  'source',
  'truffle',
  'vercel',
  'yarn',
]);

/** The Sablier protocol packages (each protocol's Solidity sources), beside this project's own dependencies. */
const SABLIER_PACKAGES = ['@sablier/airdrops', '@sablier/bob', '@sablier/evm-utils', '@sablier/flow', '@sablier/lockup'];
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
const KNOWN_PACKAGES = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {}), ...SABLIER_PACKAGES]);

/** A command's words, with quoted strings kept whole (`X="<a b>"` is one word). */
function shellWords(command: string): string[] {
  return [...command.matchAll(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g)].map((m) => m[0]);
}

/** The commands of a shell fence: continuation lines joined, comments dropped, split at `&&`, `;` and `|`. */
function commands(code: string): string[][] {
  return code
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean)
    .flatMap((line) => line.split(/&&|;|\|/))
    .map((command) => shellWords(command.trim()))
    .map((words) => {
      // Leading variable assignments (`FOUNDRY_PROFILE=optimized forge ...`) are not the command.
      let i = 0;
      while (i < words.length - 1 && /^[A-Z_][A-Z0-9_]*=/.test(words[i] ?? '')) i++;
      return words.slice(i);
    })
    .filter((words) => words.length > 0 && !/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? ''));
}

/** The packages an install command adds: `npm install a b`, `bun add a`, `pnpm add a` (a bare `install` adds none). */
function installed(words: string[]): string[] {
  const [tool, verb, ...rest] = words;
  const adds =
    (tool === 'npm' && ['install', 'i'].includes(verb ?? '')) || (['bun', 'pnpm', 'yarn'].includes(tool ?? '') && verb === 'add');
  return adds ? rest.filter((w) => !w.startsWith('-')).map((w) => w.replace(/(.)@[^@/]*$/, '$1')) : [];
}

describe('data and shell fences of the docs', () => {
  it('every fence language has a check', () => {
    const checkedElsewhere = ['solidity', 'ts', 'graphql', 'mermaid'];
    const checkedHere = ['json', 'toml', 'csv', 'bash', 'shell', 'text'];
    const languages = [...new Set(fences.map((f) => f.lang))].sort();
    assert.deepEqual(
      languages.filter((l) => !checkedElsewhere.includes(l) && !checkedHere.includes(l)),
      [],
      'a fence language without a check (or a fence without a language)',
    );
    console.log(
      `fences: ${of('json').length} JSON, ${of('toml').length} TOML, ${of('csv').length} CSV, ${of('bash', 'shell').length} shell, ${of('text').length} text`,
    );
  });

  it('JSON and TOML parse', () => {
    const broken: string[] = [];
    for (const f of of('json')) {
      try {
        JSON.parse(f.code);
      } catch (error) {
        broken.push(`${f.where}: ${(error as Error).message}`);
      }
    }
    for (const f of of('toml')) {
      try {
        parseToml(f.code);
      } catch (error) {
        broken.push(`${f.where}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    assert.ok(of('json').length >= 5);
    assert.deepEqual(broken, []);
  });

  it("CSV rows have the header's columns", () => {
    for (const f of of('csv')) {
      const [header, ...rows] = f.code.trim().split('\n');
      const columns = (header ?? '').split(',').length;
      assert.ok(columns > 1, f.where);
      for (const row of rows) assert.equal(row.split(',').length, columns, `${f.where}: ${row}`);
    }
  });

  it('shell commands run tools the pages introduce and install packages that exist', () => {
    const unknown: string[] = [];
    for (const f of of('bash', 'shell')) {
      for (const words of commands(f.code)) {
        if (!TOOLS.has(words[0] ?? '')) unknown.push(`${f.where}: command ${words[0]}`);
        for (const name of installed(words)) if (!KNOWN_PACKAGES.has(name)) unknown.push(`${f.where}: package ${name}`);
      }
    }
    assert.ok(of('bash', 'shell').length >= 30);
    assert.deepEqual(unknown, []);
  });

  it('the shell check reads commands as a shell would', () => {
    assert.deepEqual(
      commands(
        'FOUNDRY_PROFILE=optimized forge verify-contract \\\n  --watch\ncd a && bun add @sablier/lockup@4.0.1 # comment\nexport X=1\nRPC_URL="<RPC endpoint of the chain>"',
      ),
      [
        ['forge', 'verify-contract', '--watch'],
        ['cd', 'a'],
        ['bun', 'add', '@sablier/lockup@4.0.1'],
        ['export', 'X=1'],
      ],
    );
    assert.deepEqual(installed(['npm', 'install', 'sablier', 'viem@2', '-D']), ['sablier', 'viem']);
    assert.deepEqual(installed(['bun', 'add', '@sablier/flow']), ['@sablier/flow']);
    assert.deepEqual(installed(['pnpm', 'install']), []);
  });
});
