/**
 * The route map, read from the production build: every route of config/routes.ts is a page with a heading (not a
 * redirect), every published route of 2026 is a page or a redirect to one, and the social card, favicon and
 * robots.txt the pages point to are files of the build. What the server or the browser decides (the 404 status, a
 * `.html` suffix, following a redirect) is in tests/e2e/routes.test.ts. Needs a build: run `npm run build` first.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {ALL_ROUTES} from '../../config/routes';
import {ROUTES_2026} from '../../config/routes-2026';
import {type BuiltPage, builtFile, builtPage, maybeBuiltPage, select} from '../support/built-page';

const hasHeading = (page: BuiltPage): boolean => select('h1', page.tree) !== undefined;

/** Where a redirect page sends the reader (its `<meta http-equiv="refresh">`), or undefined for a page. */
function refreshTarget(page: BuiltPage): string | undefined {
  const content = select('meta[http-equiv="refresh" i]', page.tree)?.properties.content;
  return /url=(.+)$/i.exec(String(content ?? ''))?.[1]?.trim();
}

describe('route map in the build', () => {
  test('every route answers with a page heading in the static HTML', () => {
    builtPage('/');
    const failures: string[] = [];
    for (const route of ALL_ROUTES) {
      const page = maybeBuiltPage(route);
      if (page === undefined) failures.push(`${route}: no file`);
      else if (!hasHeading(page)) failures.push(`${route}: no <h1>`);
      else if (refreshTarget(page)) failures.push(`${route}: is a redirect, not a page`);
    }
    assert.deepEqual(failures, []);
  });

  test('every published route of 2026 answers with a page or a redirect to one', () => {
    builtPage('/');
    const failures: string[] = [];
    for (const route of ROUTES_2026) {
      const page = maybeBuiltPage(route);
      if (page === undefined) {
        failures.push(`${route}: no file`);
        continue;
      }
      const refresh = refreshTarget(page);
      if (!refresh) {
        if (!hasHeading(page)) failures.push(`${route}: no <h1>`);
        continue;
      }
      const target = new URL(refresh, new URL(route, 'http://site.invalid')).pathname;
      const landing = maybeBuiltPage(target);
      if (landing === undefined || !hasHeading(landing)) failures.push(`${route} -> ${target}: no page`);
    }
    assert.deepEqual(failures, []);
  });

  test('the social card, favicon and robots.txt the pages point to are in the build', () => {
    const page = builtPage('/concepts/fees');
    const ogImage = select('meta[property="og:image"]', page.tree)?.properties.content;
    const favicon = select('link[rel~="icon"]', page.tree)?.properties.href;
    assert.ok(typeof ogImage === 'string' && typeof favicon === 'string', 'og:image or favicon missing');
    for (const asset of [new URL(ogImage).pathname, favicon, '/robots.txt']) {
      assert.ok(builtFile(asset), asset);
    }
  });
});
