/**
 * The host configuration kept at the repository root, where Vercel's and Netlify's Git integrations read it, is
 * current: the root vercel.json holds the build's header rules (run `npm run host-config` after a build when this
 * fails) and builds with the README's commands; netlify.toml builds the same way and publishes build/, whose _headers
 * file Netlify reads.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {rootVercelConfigText} from '../../scripts/host-config';
import {assertSecurityHeaders} from '../support/security-headers';

const ROOT = path.resolve(__dirname, '..', '..');

test('the root vercel.json is what `npm run host-config` writes from this build', () => {
  assert.equal(
    fs.readFileSync(path.join(ROOT, 'vercel.json'), 'utf8'),
    rootVercelConfigText(path.join(ROOT, 'build')),
    'run `npm run host-config`',
  );
});

test('the root vercel.json installs with npm ci, builds with npm run build and sends the security headers', () => {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'vercel.json'), 'utf8'));
  assert.equal(config.installCommand, 'npm ci');
  assert.equal(config.buildCommand, 'npm run build');
  assert.equal(config.outputDirectory, 'build');
  const all = config.headers.find((h: {source: string}) => h.source === '/(.*)');
  const value = (key: string) =>
    all.headers.find((h: {key: string}) => h.key.toLowerCase() === key.toLowerCase())?.value as string | undefined;
  assertSecurityHeaders(value, 'vercel.json');
});

test('netlify.toml builds with npm run build and publishes build/ (with its _headers)', () => {
  const toml = fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8');
  assert.match(toml, /^\s*command = "npm run build"$/m);
  assert.match(toml, /^\s*publish = "build"$/m);
  assert.ok(fs.existsSync(path.join(ROOT, 'build', '_headers')));
});
