import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import zlib from 'node:zlib';
import {acceptsGzip, resolveRequestPath, startStaticServer} from '../../scripts/lib/static-server';

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
  fs.writeFileSync(path.join(root, 'assets', 'big.css'), '.navbar{color:red}\n'.repeat(2000));
  fs.writeFileSync(path.join(root, 'assets', 'font.woff2'), Buffer.alloc(4096, 7));
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

test('a relative build folder works like an absolute one', () => {
  const relative = path.relative(process.cwd(), root);
  assert.equal(resolveRequestPath(relative, '/concepts/fees'), path.join(root, 'concepts/fees/index.html'));
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

test('reads Accept-Encoding the way browsers and curl send it', () => {
  assert.equal(acceptsGzip('gzip, deflate, br, zstd'), true);
  assert.equal(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1'), true);
  assert.equal(acceptsGzip('*'), true);
  assert.equal(acceptsGzip('gzip;q=0, br'), false);
  assert.equal(acceptsGzip('*, gzip;q=0'), false);
  assert.equal(acceptsGzip('identity'), false);
  assert.equal(acceptsGzip(''), false);
  assert.equal(acceptsGzip(undefined), false);
});

/** A raw GET (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string>): Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      })
      .on('error', reject);
  });
}

test('the server sends text gzip-compressed to clients that accept it, and fonts as they are', async () => {
  const server = await startStaticServer(root);
  try {
    const css = fs.readFileSync(path.join(root, 'assets', 'big.css'));
    const zipped = await get(`${server.url}/assets/big.css`, {'Accept-Encoding': 'gzip, deflate, br'});
    assert.equal(zipped.status, 200);
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.equal(zipped.headers.vary, 'Accept-Encoding');
    assert.equal(Number(zipped.headers['content-length']), zipped.body.length);
    assert.ok(zipped.body.length < css.length / 10, `gzip body ${zipped.body.length} B for ${css.length} B of CSS`);
    assert.deepEqual(zlib.gunzipSync(zipped.body), css);

    const plain = await get(`${server.url}/assets/big.css`, {'Accept-Encoding': 'identity'});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, css);

    const page = await get(`${server.url}/concepts/fees`, {'Accept-Encoding': 'gzip'});
    assert.equal(page.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(page.body).toString(), '<h1>fees</h1>');
    const missing = await get(`${server.url}/no/such/page`, {'Accept-Encoding': 'gzip'});
    assert.equal(missing.status, 404);
    assert.match(zlib.gunzipSync(missing.body).toString(), /Page Not Found/);

    const font = await get(`${server.url}/assets/font.woff2`, {'Accept-Encoding': 'gzip'});
    assert.equal(font.headers['content-encoding'], undefined);
    assert.equal(font.body.length, 4096);
  } finally {
    await server.close();
  }
});

test('with hostHeaders, the headers of _headers are sent for the paths they match', async () => {
  fs.writeFileSync(
    path.join(root, '_headers'),
    "# test\n/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
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
