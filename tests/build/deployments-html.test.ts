/**
 * Walks the `sablier` package and the built site: every address the package lists for a release must appear on
 * that release's page, every CSV template must be downloadable, and the package must stay out of the client JS.
 * Needs a build: run `npx docusaurus build` first.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {DOCUMENTED_PROTOCOLS, listCsvTemplates, listVersions, releaseObjectAddresses, releaseRoute} from '../../plugins/lib/sdk';

const BUILD = path.resolve(__dirname, '../../build');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? htmlFiles(full) : e.name.endsWith('.html') ? [full] : [];
  });
}

function pageHtml(route: string): string {
  const file = path.join(BUILD, route, 'index.html');
  assert.ok(fs.existsSync(file), `the build has no page for ${route} (${file})`);
  return fs.readFileSync(file, 'utf8').toLowerCase();
}

describe('deployment pages in the build', () => {
  before(() => {
    if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
      throw new Error(`No build found at ${BUILD}. Run \`npx docusaurus build\` before this test.`);
    }
  });

  for (const protocol of DOCUMENTED_PROTOCOLS) {
    for (const version of listVersions(protocol)) {
      const route = releaseRoute(protocol, version);
      it(`${protocol} ${version}: every address is on ${route}`, () => {
        const html = pageHtml(route);
        const entries = releaseObjectAddresses(protocol, version);
        assert.ok(entries.length > 0, `the package lists no addresses for ${protocol} ${version}`);
        const missing = entries.filter((entry) => !html.includes(entry.split(':')[1] as string));
        assert.deepEqual(missing, [], `${missing.length} of ${entries.length} ${protocol} ${version} addresses missing on ${route}`);
      });
    }
  }

  it('serves every CSV template and links to it from the CSV page', () => {
    const html = pageHtml('/apps/guides/csv-support');
    for (const t of listCsvTemplates()) {
      assert.ok(fs.existsSync(path.join(BUILD, t.href)), `missing ${t.href} in build/`);
      // The minified HTML may drop attribute quotes.
      assert.match(html, new RegExp(`href="?${t.href.toLowerCase().replace(/\./g, '\\.')}[" >]`), `no link to ${t.href}`);
    }
  });

  it('keeps the sablier package out of the client JavaScript', () => {
    // Tree-shaking may drop the package's helpers, but never the data a bundled copy would use: a copy of the
    // package, or of any module holding more than one page's data, puts the addresses of releases that no single
    // page shows together into one chunk. So every chunk may hold only addresses that one built page renders.
    const routesOf = new Map<string, Set<string>>();
    for (const protocol of DOCUMENTED_PROTOCOLS) {
      for (const version of listVersions(protocol)) {
        for (const entry of releaseObjectAddresses(protocol, version)) {
          const address = (entry.split(':')[1] as string).toLowerCase();
          routesOf.set(address, new Set([...(routesOf.get(address) ?? []), releaseRoute(protocol, version)]));
        }
      }
    }
    // Addresses of exactly one release page: their presence names the page whose data a chunk carries.
    const own = [...routesOf]
      .filter(([, routes]) => routes.size === 1)
      .map(([address, routes]) => [address, [...routes][0] as string] as const);
    assert.ok(new Set(own.map(([, route]) => route)).size > 10, 'too few release pages with their own addresses');
    const pages = htmlFiles(BUILD).map((file) => fs.readFileSync(file, 'utf8').toLowerCase());
    const dir = path.join(BUILD, 'assets', 'js');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      const js = fs.readFileSync(path.join(dir, file), 'utf8').toLowerCase();
      const present = own.filter(([address]) => js.includes(address));
      const routes = new Set(present.map(([, route]) => route));
      if (routes.size > 1) {
        const shownTogether = pages.some((html) => [...routes].every((route) => present.some(([a, r]) => r === route && html.includes(a))));
        assert.ok(shownTogether, `${file} holds addresses of ${[...routes].join(', ')}, which no page shows together`);
      }
      // Markers of the package's own code (its Solana chain data and query helpers), never of page data.
      assert.ok(!js.includes('solana-mainnet-beta'), `${file} contains the sablier package's Solana data`);
      assert.ok(!js.includes('getlatestbyname'), `${file} contains the sablier package's query code`);
    }
  });

  it('ships a release page only its own data', () => {
    const dir = path.join(BUILD, 'assets', 'js');
    const v4 = releaseObjectAddresses('lockup', 'v4.0').map((e) => e.split(':')[1] as string);
    const v3 = releaseObjectAddresses('lockup', 'v3.0').map((e) => e.split(':')[1] as string);
    const onlyV3 = v3.filter((a) => !v4.includes(a));
    const chunks = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8').toLowerCase());
    // Releases share some contracts, so only the chunk holding every v4.0 address is the v4.0 page's data.
    const v4Chunks = chunks.filter((js) => v4.every((a) => js.includes(a)));
    assert.ok(v4Chunks.length > 0, 'no chunk holds all the Lockup v4.0 addresses');
    for (const js of v4Chunks) {
      assert.ok(!onlyV3.some((a) => js.includes(a)), 'a chunk with Lockup v4.0 data also holds v3.0-only addresses');
    }
  });
});
