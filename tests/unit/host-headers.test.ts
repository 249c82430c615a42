import assert from 'node:assert/strict';
import {test} from 'node:test';
import {formatHeadersFile, headersForPath, parseHeadersFile, toVercelConfig} from '../../plugins/host-headers/headersFile';
import {
  inlineHandlers,
  inlineScripts,
  REDIRECT_SCRIPT,
  scriptHash,
  withSharedRedirectScript,
} from '../../plugins/host-headers/inlineScripts';
import {contentSecurityPolicy, type HeaderRule, headerRules} from '../../config/host-headers';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

test('the default policy: same origin, hashed inline scripts, no unsafe script sources, no framing', () => {
  const csp = directives(contentSecurityPolicy(['sha256-b', 'sha256-a']));
  assert.deepEqual(csp.get('default-src'), ["'self'"]);
  assert.deepEqual(csp.get('script-src'), ["'self'", "'sha256-a'", "'sha256-b'"]);
  assert.deepEqual(csp.get('object-src'), ["'none'"]);
  assert.deepEqual(csp.get('base-uri'), ["'self'"]);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(csp.get('connect-src'), ["'self'"]);
  const all = [...csp.values()].flat().join(' ');
  assert.doesNotMatch(all, /unsafe-eval|https:|wss:/);
  assert.doesNotMatch(csp.get('script-src')?.join(' ') ?? '', /unsafe-inline/);
});

test('third-party origins appear only for the features that are configured', () => {
  const search = directives(contentSecurityPolicy([], {hostedSearchAppId: 'ABC123'}));
  assert.ok(search.get('connect-src')?.includes('https://abc123-dsn.algolia.net'));
  assert.doesNotMatch([...search.values()].flat().join(' '), /crisp/);
  const chat = directives(contentSecurityPolicy([], {chatWidget: true}));
  assert.ok(chat.get('script-src')?.includes('https://client.crisp.chat'));
  assert.ok(chat.get('connect-src')?.includes('wss://client.relay.crisp.chat'));
  assert.doesNotMatch([...chat.values()].flat().join(' '), /algolia/);
  assert.throws(() => contentSecurityPolicy([], {hostedSearchAppId: 'x.evil.com'}));
});

test('every path gets the security headers; hashed assets are cached for a year, immutable', () => {
  const rules = headerRules(['sha256-a']);
  const page = headersForPath(rules, '/concepts/fees');
  assert.match(page['Strict-Transport-Security'] ?? '', /max-age=(\d+)/);
  assert.ok(Number(/max-age=(\d+)/.exec(page['Strict-Transport-Security'] ?? '')?.[1]) >= 31_536_000);
  assert.equal(page['X-Content-Type-Options'], 'nosniff');
  assert.ok(page['Referrer-Policy']);
  assert.match(page['Permissions-Policy'] ?? '', /camera=\(\)/);
  assert.equal(page['Cache-Control'], undefined);
  const asset = headersForPath(rules, '/assets/js/main.1234.js');
  assert.equal(asset['Cache-Control'], 'public, max-age=31536000, immutable');
  assert.ok(asset['Content-Security-Policy']);
});

test('_headers round-trips, and vercel.json carries the same rules', () => {
  const rules = headerRules(['sha256-a'], {chatWidget: true});
  const text = formatHeadersFile(rules, 'generated');
  assert.match(text, /^# generated\n\/\*\n {2}Content-Security-Policy: /);
  assert.deepEqual(parseHeadersFile(text), rules);
  const vercel = toVercelConfig(rules);
  assert.deepEqual(
    vercel.headers.map((h) => h.source),
    ['/(.*)', '/assets/(.*)'],
  );
  assert.deepEqual(Object.fromEntries(vercel.headers[0]?.headers.map((h) => [h.key, h.value]) ?? []), rules[0]?.headers);
  assert.throws(() => parseHeadersFile('  Orphan: header\n'));
});

test('path patterns: * matches across segments, :name one segment, later rules join repeated headers', () => {
  const rules: HeaderRule[] = [
    {path: '/*', headers: {A: '1'}},
    {path: '/docs/:page', headers: {a: '2', B: '3'}},
  ];
  assert.deepEqual(headersForPath(rules, '/docs/x'), {A: '1, 2', B: '3'});
  assert.deepEqual(headersForPath(rules, '/docs/x/y'), {A: '1'});
});

test('inline scripts: executable ones are hashed, data blocks and external scripts are not', () => {
  const html =
    '<script>a()</script><script type="application/ld+json">{"x":1}</script><script src="/x.js"></script>' +
    '<script data-rh=true type=module>b()</script><script type=text/javascript>c()</script>';
  assert.deepEqual(inlineScripts(html), ['a()', 'b()', 'c()']);
  // echo -n 'a()' | openssl dgst -sha256 -binary | base64
  assert.equal(scriptHash('a()'), 'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=');
  assert.deepEqual(inlineHandlers('<p>onload= in text</p><img src=x onerror="x()">'), ['<img src=x onerror="x()">']);
  assert.deepEqual(inlineHandlers('<a href="javascript:void(0)">x</a><a href="/ok">y</a>').length, 1);
});

test('redirect pages share one script that reads the target from the canonical link', () => {
  const page = (to: string, forward: boolean) => `
<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${to}">
    <link rel="canonical" href="${to}" />
  </head>
  <script>
    window.location.href = '${to}'${forward ? ' + window.location.search + window.location.hash' : ''};
  </script>
</html>
`;
  const a = withSharedRedirectScript(page('/api/overview', true));
  const b = withSharedRedirectScript(page('/concepts/fees#x', false));
  assert.deepEqual(inlineScripts(a), [REDIRECT_SCRIPT]);
  assert.deepEqual(inlineScripts(b), [REDIRECT_SCRIPT]);
  assert.equal(withSharedRedirectScript('<script>x()</script>'), '<script>x()</script>');
});
