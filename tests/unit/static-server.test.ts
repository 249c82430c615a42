import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {resolveRequestPath, startStaticServer} from '../../scripts/lib/static-server';

let root: string;

before(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const page = (route: string, html: string) => {
    fs.mkdirSync(path.join(root, route), {recursive: true});
    fs.writeFileSync(path.join(root, route, 'index.html'), html);
  };
  page('', '<h1>home</h1>');
  page('concepts/fees', '<h1>fees</h1>');
  page('reference/lockup/contracts/contract.SablierLockup', '<h1>SablierLockup</h1>');
  fs.writeFileSync(path.join(root, '404.html'), '<h1>Page Not Found</h1>');
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'main.js'), 'console.log(1)');
});

after(() => fs.rmSync(root, {recursive: true, force: true}));

test('a route with a dot in its last segment answers with its page', () => {
  const file = resolveRequestPath(root, '/reference/lockup/contracts/contract.SablierLockup');
  assert.equal(file, path.join(root, 'reference/lockup/contracts/contract.SablierLockup/index.html'));
});

test('trailing slash, .html and /index.html suffixes reach the same page', () => {
  const expected = path.join(root, 'concepts/fees/index.html');
  for (const url of ['/concepts/fees', '/concepts/fees/', '/concepts/fees.html', '/concepts/fees/index.html']) {
    assert.equal(resolveRequestPath(root, url), expected, url);
  }
});

test('paths cannot escape the build folder', () => {
  assert.equal(resolveRequestPath(root, '/../../etc/passwd'), undefined);
  assert.equal(resolveRequestPath(root, '/%2e%2e/%2e%2e/etc/passwd'), undefined);
  assert.equal(resolveRequestPath(root, '/%E0%A4%A'), undefined);
});

test('the server answers pages with 200, unknown paths with the 404 page and status', async () => {
  const server = await startStaticServer(root);
  try {
    const ok = await fetch(`${server.url}/reference/lockup/contracts/contract.SablierLockup`);
    assert.equal(ok.status, 200);
    assert.match(await ok.text(), /SablierLockup/);
    const js = await fetch(`${server.url}/assets/main.js`);
    assert.equal(js.headers.get('content-type'), 'text/javascript; charset=utf-8');
    const missing = await fetch(`${server.url}/no/such/page`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /Page Not Found/);
  } finally {
    await server.close();
  }
});

test('with hostHeaders, the headers of _headers are sent for the paths they match', async () => {
  fs.writeFileSync(
    path.join(root, '_headers'),
    '# test\n/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src \'self\'\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  );
  const server = await startStaticServer(root, 0, {hostHeaders: true});
  try {
    const page = await fetch(`${server.url}/concepts/fees?x=1`);
    assert.equal(page.headers.get('content-security-policy'), "default-src 'self'");
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    const asset = await fetch(`${server.url}/assets/main.js`);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(asset.headers.get('x-content-type-options'), 'nosniff');
    const missing = await fetch(`${server.url}/nope`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('content-security-policy'), "default-src 'self'");
  } finally {
    await server.close();
    fs.rmSync(path.join(root, '_headers'));
  }
});

test('without hostHeaders, no security headers are added', async () => {
  const server = await startStaticServer(root);
  try {
    const page = await fetch(`${server.url}/concepts/fees`);
    assert.equal(page.headers.get('content-security-policy'), null);
  } finally {
    await server.close();
  }
});
