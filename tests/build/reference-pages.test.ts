/**
 * The EVM reference in the build files: the errors page's tables are in the static HTML, a generated contract page
 * gives a function its own anchor, signature, selector and tables, and a previous route is a redirect page to its
 * successor. The error decoder's behaviour (typing, decoding, its links) needs a browser: tests/e2e/reference.test.ts.
 * Needs a build.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {builtPage, maybeBuiltPage, select} from '../support/built-page';
import {sectionText} from '../support/heading-section';

const ERRORS = '/reference/errors';
const CONTRACT = '/reference/lockup/contracts/contract.SablierLockup';

describe('error reference', () => {
  test('the error tables are in the static HTML', () => {
    const {html} = builtPage(ERRORS);
    assert.ok(html.includes('0xf747ab7c'), `${ERRORS}: no selector 0xf747ab7c`);
    assert.ok(html.includes('SablierFlow_Overdraw'), `${ERRORS}: no SablierFlow_Overdraw`);
  });
});

describe('generated contract pages', () => {
  test('a function has its own anchor, signature, selector and tables', () => {
    const page = builtPage(CONTRACT);
    assert.ok(select('h3#withdraw', page.tree), `${CONTRACT}: no h3#withdraw`);
    const section = sectionText(page, 'withdraw') ?? '';
    assert.match(section, /function withdraw\(/);
    assert.match(section, /0xfdd46d60/);
    assert.match(section, /Parameters/);
  });

  test('a previous route redirects to its successor', () => {
    const from = '/reference/lockup/contracts/abstracts/abstract.SablierLockupBase';
    const {html} = builtPage(from);
    const refresh = /<meta http-equiv="?refresh"?[^>]*url=([^"'>]+)/i.exec(html)?.[1];
    assert.match(refresh ?? 'no refresh', /abstract\.SablierLockupState$/, `${from} does not redirect to its successor`);
    const landing = maybeBuiltPage(new URL(refresh ?? '', `http://site.invalid${from}`).pathname);
    assert.ok(landing && select('h1', landing.tree), `${from} -> ${refresh}: no page with a heading`);
  });
});
