/**
 * The build served with exactly the headers of build/_headers (as Netlify or Cloudflare Pages would send them):
 * pages carry the security headers, and walking pages, navigating, searching and using the interactive parts
 * triggers no Content-Security-Policy violation, and every page hydrates.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {parseHeadersFile} from '../../plugins/host-headers/headersFile';
import {arrivedAt, useSite} from './harness';
import {assertSecurityHeaders} from '../support/security-headers';

const site = useSite({hostHeaders: true});

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

const PAGES = [
  '/',
  '/concepts/lockup/stream-shapes',
  '/concepts/flow/statuses',
  '/concepts/lockup/segments',
  '/guides/lockup/deployments',
  '/reference/errors',
  '/reference/lockup/contracts/contract.SablierLockup',
  '/api/airdrops/merkle-api/examples',
  '/search?q=stream',
  '/no-such-page',
];

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  column: number;
}

/**
 * Collects CSP violations from the start of every document: the DOM event, and the reports in the console.
 */
async function watchViolations(page: Page): Promise<{events: Violation[]; console: string[]}> {
  const found = {events: [] as Violation[], console: [] as string[]};
  await page.exposeFunction('__reportCspViolation', (v: Violation) => found.events.push(v));
  await page.addInitScript(`
    document.addEventListener('securitypolicyviolation', function (e) {
      window.__reportCspViolation({directive: e.violatedDirective, blocked: e.blockedURI || 'inline', source: e.sourceFile, line: e.lineNumber, column: e.columnNumber});
    });
  `);
  // The browser's own console reports (not console.* calls, which page.on('console') sees) come over the
  // DevTools protocol's Log domain.
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Log.entryAdded', ({entry}) => {
    if (/Content Security Policy|Refused to/i.test(entry.text)) found.console.push(entry.text);
  });
  await cdp.send('Log.enable');
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) found.console.push(m.text());
  });
  return found;
}

/**
 * The one report the policy is expected to cause: the search UI (@docsearch/react 4.7) bundles zod, which probes
 * once whether it may compile code, with `try { Function(""); } catch {}`, and falls back to plain parsing when the
 * policy says no. The browser reports the refused probe although nothing fails. A violation counts as that probe
 * only if the script at the reported position is exactly this probe.
 */
async function isCaughtEvalProbe(v: Violation): Promise<boolean> {
  if (v.blocked !== 'eval' || !v.source.includes('/assets/js/')) return false;
  const text = await (await fetch(v.source)).text();
  const line = text.split('\n')[v.line - 1] ?? '';
  return line.slice(Math.max(0, v.column - 40), v.column + 40).includes('try{return Function(""),!0}catch');
}

describe('security headers', () => {
  let expected: Record<string, string> = {};
  before(() => {
    const file = path.resolve(__dirname, '..', '..', 'build', '_headers');
    expected = parseHeadersFile(fs.readFileSync(file, 'utf8')).find((r) => r.path === '/*')?.headers ?? {};
  });

  test('every page is served with the security headers of _headers', async () => {
    for (const pathname of ['/', '/concepts/fees', '/no-such-page']) {
      const response = await fetch(site.url(pathname));
      assertSecurityHeaders((name) => response.headers.get(name), pathname);
      for (const [name, value] of Object.entries(expected)) assert.equal(response.headers.get(name), value, `${pathname}: ${name}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/);
      assert.doesNotMatch(/script-src[^;]*/.exec(csp)?.[0] ?? '', /unsafe-inline|unsafe-eval/);
    }
    const html = await (await fetch(site.url('/'))).text();
    const asset = /\/assets\/js\/[^"' >]+\.js/.exec(html)?.[0];
    assert.ok(asset, 'no script asset on the home page');
    assert.equal((await fetch(site.url(asset))).headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  test('pages hydrate and nothing violates the policy: walking, navigating, searching, using the controls', async () => {
    const page = await site.newPage();
    const violations = await watchViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const pathname of PAGES) {
      await page.goto(site.url(pathname));
      await page.waitForSelector('html[data-has-hydrated="true"]');
      // Client-rendered parts finish drawing (diagrams) before the next page.
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('.docusaurus-mermaid-container')).every((c) => c.querySelector('svg')),
      );
    }
    // Search: the modal loads its code and the index, and answers.
    await page.goto(site.url('/concepts/fees'));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('withdraw');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');
    // Client-side navigation loads the next route's chunks.
    await page.locator('nav.menu a[href="/concepts/streaming"]').first().click();
    await page.waitForURL('**/concepts/streaming');
    await arrivedAt(page, 'Token Distribution');
    // A redirect page (its inline script) lands on its target.
    await page.goto(site.url('/api'));
    await page.waitForURL('**/api/overview');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // The colour mode switch and the announcement bar (inline head scripts and stored state).
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');

    const unexpected: Violation[] = [];
    for (const v of violations.events) if (!(await isCaughtEvalProbe(v))) unexpected.push(v);
    assert.deepEqual(unexpected, []);
    const probes = violations.events.length - unexpected.length;
    // The console reports nothing else either (a refused probe may appear there as a refused eval).
    assert.deepEqual(
      violations.console.filter((m) => !(probes > 0 && /evaluate a string as JavaScript/.test(m))),
      [],
    );
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
