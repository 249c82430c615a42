/**
 * Every redirect of the site, read from the production build: the explicit pairs, the old alias of every page under a
 * prefix rule, and the fallbacks in force. Each old route is a redirect page whose refresh and canonical link name
 * its target and whose one script is the shared redirect script, and each target is a page with a heading. What the
 * build answers needs no browser (the old utils routes of the Comptroller are also named on their own);
 * tests/e2e/routes.test.ts follows one redirect of each kind in Chromium, with a query and a hash.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {REDIRECT_SCRIPT} from '../../plugins/host-headers/inlineScripts';
import {listBuiltPages} from '../../scripts/lib/build-pages';
import {EXPLICIT_REDIRECTS, legacyAliases, type Redirect, resolveFallbackRedirects} from '../../config/redirects';

const BUILD = path.resolve(__dirname, '..', '..', 'build');
const pages = new Set(fs.existsSync(path.join(BUILD, 'index.html')) ? listBuiltPages(BUILD).map((p) => p.route) : []);

const indexFile = (route: string) => path.join(BUILD, route, 'index.html');

/** What is wrong with `from` as a redirect page to `to`, if anything. */
function redirectProblem({from, to}: Redirect): string | undefined {
  const file = indexFile(from);
  if (!fs.existsSync(file)) return `${from}: no redirect page`;
  const html = fs.readFileSync(file, 'utf8');
  const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (refresh !== to) return `${from}: refreshes to ${refresh ?? 'nothing'}, not ${to}`;
  if (canonical !== to) return `${from}: canonical link ${canonical ?? 'missing'}, not ${to}`;
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  if (scripts.length !== 1 || scripts[0] !== REDIRECT_SCRIPT) return `${from}: not the shared redirect script`;
  if (!pages.has(to)) return `${from}: its target ${to} is not a page`;
  if (!/<h1[\s>]/.test(fs.readFileSync(indexFile(to), 'utf8'))) return `${from}: its target ${to} has no heading`;
  return undefined;
}

describe('redirects in the build', () => {
  test('the build has pages', () => {
    assert.ok(pages.size > 200, `No build at ${BUILD} (or only ${pages.size} pages): run \`npm run build\` first.`);
  });

  test('every explicit redirect is a redirect page to its target', () => {
    assert.ok(EXPLICIT_REDIRECTS.length > 40);
    assert.deepEqual(EXPLICIT_REDIRECTS.map(redirectProblem).filter(Boolean), []);
  });

  test('every page under a prefix rule answers at its old alias', () => {
    const aliases = [...pages].flatMap((to) => (legacyAliases(to) ?? []).map((from) => ({from, to})));
    assert.ok(aliases.length > 50, `only ${aliases.length} aliases`);
    assert.deepEqual(aliases.map(redirectProblem).filter(Boolean), []);
  });

  test('every fallback in force is a redirect page to the first of its targets that is a page', () => {
    const fallbacks = resolveFallbackRedirects((route) => pages.has(route));
    assert.ok(fallbacks.length > 0);
    assert.deepEqual(fallbacks.map(redirectProblem).filter(Boolean), []);
  });

  test('the old utils routes of the Comptroller land on its pages', () => {
    const moved: Redirect[] = [
      {
        from: '/reference/utils/contracts/contract.SablierComptroller',
        to: '/reference/comptroller/contracts/contract.SablierComptroller',
      },
      {
        from: '/reference/utils/contracts/interfaces/interface.ISablierComptroller',
        to: '/reference/comptroller/contracts/interfaces/interface.ISablierComptroller',
      },
    ];
    assert.deepEqual(moved.map(redirectProblem).filter(Boolean), []);
  });

  test('a route that is no redirect has no redirect page', () => {
    assert.match(redirectProblem({from: '/concepts/fees', to: '/concepts/fees'}) ?? '', /refreshes to nothing/);
  });
});
