/**
 * A route that existed can never silently disappear: every route of config/route-history.ts must be a page or a
 * redirect in the build, every redirect must land on a page, and every page of the build must be in the history
 * (so that it is protected from then on). Needs a build: run `npm run build` first.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {HISTORIC_ROUTES} from '../../config/route-history';

const BUILD = path.resolve(__dirname, '../../build');

/** The build's answer for a route: a page, a redirect (with its target) or nothing. */
function answer(route: string): {kind: 'page'} | {kind: 'redirect'; to: string} | undefined {
  const file = path.join(BUILD, route, 'index.html');
  if (!fs.existsSync(file)) return undefined;
  const html = fs.readFileSync(file, 'utf8');
  const refresh = html.match(/http-equiv="?refresh"?\s+content="?\d+;\s*url=([^"\s>]+)/i);
  return refresh
    ? {
        kind: 'redirect',
        to:
          decodeURI(refresh[1] as string)
            .replace(/[#?].*$/, '')
            .replace(/\/$/, '') || '/',
      }
    : {kind: 'page'};
}

/** Routes of the build's pages (index.html files that are not redirects). */
function builtPages(dir = BUILD, route = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === 'index.html' && answer(route || '/')?.kind === 'page' ? [route || '/'] : [];
    if (dir === BUILD && entry.name === 'assets') return [];
    return builtPages(path.join(dir, entry.name), `${route}/${entry.name}`);
  });
}

describe('route history', () => {
  before(() => {
    if (!fs.existsSync(path.join(BUILD, 'index.html'))) throw new Error(`No build found at ${BUILD}. Run \`npm run build\` first.`);
  });

  it('every route of the history has a page or a redirect to a page', () => {
    const missing: string[] = [];
    for (const route of HISTORIC_ROUTES) {
      const a = answer(route);
      if (!a) missing.push(`${route}: neither a page nor a redirect (add a redirect in config/redirects.ts)`);
      else if (a.kind === 'redirect' && answer(a.to)?.kind !== 'page') missing.push(`${route}: redirects to ${a.to}, which is not a page`);
    }
    assert.deepEqual(missing, []);
  });

  it('every page of the build is in the history', () => {
    const known = new Set(HISTORIC_ROUTES);
    const unknown = builtPages().filter((route) => !known.has(route));
    assert.deepEqual(unknown, [], 'new pages: append their routes to config/route-history.ts');
  });
});
