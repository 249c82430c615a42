/**
 * The route map, read from the production build: every route of config/routes.ts is a page with a heading (not a
 * redirect), every published route of 2026 is a page or a redirect to one, and the social card, favicon and
 * robots.txt the pages point to are files of the build. What the server or the browser decides (the 404 status, a
 * `.html` suffix, following a redirect) is in tests/e2e/routes.test.ts. Needs a build: run `npm run build` first.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, test} from 'node:test';
import {ALL_ROUTES} from '../../config/routes';
import {ROUTES_2026} from '../../config/routes-2026';
import {builtFile, builtPage} from '../support/built-page';

/** The HTML the build serves for `route`, or undefined when no file answers it. */
function served(route: string): string | undefined {
  const file = builtFile(route);
  return file ? fs.readFileSync(file, 'utf8') : undefined;
}

const hasHeading = (html: string): boolean => /<h1[\s>]/.test(html);

describe('route map in the build', () => {
  test('every route answers with a page heading in the static HTML', () => {
    builtPage('/');
    const failures: string[] = [];
    for (const route of ALL_ROUTES) {
      const html = served(route);
      if (html === undefined) failures.push(`${route}: no file`);
      else if (!hasHeading(html)) failures.push(`${route}: no <h1>`);
      else if (/http-equiv="?refresh/i.test(html)) failures.push(`${route}: is a redirect, not a page`);
    }
    assert.deepEqual(failures, []);
  });

  test('every published route of 2026 answers with a page or a redirect to one', () => {
    builtPage('/');
    const failures: string[] = [];
    for (const route of ROUTES_2026) {
      const html = served(route);
      if (html === undefined) {
        failures.push(`${route}: no file`);
        continue;
      }
      const refresh = /http-equiv="?refresh"?[^>]*url=([^"'>]+)/i.exec(html)?.[1];
      if (!refresh) {
        if (!hasHeading(html)) failures.push(`${route}: no <h1>`);
        continue;
      }
      const target = new URL(refresh, new URL(route, 'http://site.invalid')).pathname;
      const landing = served(target);
      if (landing === undefined || !hasHeading(landing)) failures.push(`${route} -> ${target}: no page`);
    }
    assert.deepEqual(failures, []);
  });

  test('the social card, favicon and robots.txt the pages point to are in the build', () => {
    const {html} = builtPage('/concepts/fees');
    const ogImage = html.match(/<meta[^>]+property="?og:image"?[^>]+content="?([^"\s>]+)/)?.[1];
    const favicon = html.match(/<link[^>]+rel="?icon"?[^>]+href="?([^"\s>]+)/)?.[1];
    assert.ok(ogImage && favicon, 'og:image or favicon missing');
    for (const asset of [new URL(ogImage).pathname, favicon, '/robots.txt']) {
      assert.ok(builtFile(asset), asset);
    }
  });
});
