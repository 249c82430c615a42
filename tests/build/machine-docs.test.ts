/**
 * Docs for machines and page metadata, checked on the built site: Markdown twins, llms.txt, llms-full.txt,
 * sitemap, meta tags, edit links, external links, the Copy page control, the Flow rate calculator's worked table and
 * the print stylesheet. What needs a browser (copying, the calculator's form, hiding without JavaScript, how the
 * server serves a twin) is in tests/e2e/machine-docs.test.ts.
 * Needs a build: run `npx docusaurus build` first.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {SCHEMA_ROUTE_PREFIX} from '../../plugins/indexer-schema/routes';
import {PRODUCT_LLMS} from '../../plugins/markdown-twins/products';
import {twinFile} from '../../src/lib/markdownTwin';
import {REPOSITORY_BRANCH, REPOSITORY_URL, SITE_URL} from '../../src/config/site';
import {releaseObjectAddresses} from '../../plugins/lib/sdk';
import {builtPage as parsedPage, select, textOf} from '../support/built-page';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');

interface BuiltPage {
  route: string;
  html: string;
}

/** Every HTML page of the build that is a real page: no redirect stubs, no 404. */
function builtPages(): BuiltPage[] {
  const pages: BuiltPage[] = [];
  for (const rel of fs.readdirSync(BUILD, {recursive: true}).map(String)) {
    if (!rel.endsWith('index.html')) continue;
    const html = fs.readFileSync(path.join(BUILD, rel), 'utf8');
    if (isRedirectPage(html)) continue;
    const dir = path.dirname(rel).split(path.sep).join('/');
    pages.push({route: dir === '.' ? '/' : `/${dir}`, html});
  }
  return pages;
}

const isRedirectPage = (html: string): boolean => /<meta[^>]+http-equiv=["']?refresh/i.test(html);
const isDocPage = (html: string): boolean => html.includes('theme-doc-markdown');
const twin = (route: string): string => fs.readFileSync(path.join(BUILD, twinFile(route)), 'utf8');

function meta(html: string, key: 'name' | 'property', value: string): string | undefined {
  for (const tag of html.match(/<meta[^>]*>/g) ?? []) {
    const attr = new RegExp(`${key}=["']?${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\\s/>]`);
    if (attr.test(tag))
      return /content=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/
        .exec(tag)
        ?.slice(1)
        .find((v) => v !== undefined);
  }
  return undefined;
}

describe('docs for machines in the build', () => {
  let pages: BuiltPage[] = [];
  before(() => {
    if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
      throw new Error(`No build found at ${BUILD}. Run \`npx docusaurus build\` before this test.`);
    }
    pages = builtPages();
    assert.ok(pages.length > 200, `only ${pages.length} pages in the build`);
  });

  it('every page has a Markdown twin at its URL plus .md, with its title and text', () => {
    const missing: string[] = [];
    for (const {route, html} of pages) {
      if (route === '/search') continue;
      const file = path.join(BUILD, twinFile(route));
      if (!fs.existsSync(file)) {
        missing.push(route);
        continue;
      }
      const md = fs.readFileSync(file, 'utf8');
      const h1 = /<h1[^>]*>([^<]+)</.exec(html)?.[1];
      assert.match(md, /^# \S/, `${route}.md has no title`);
      if (h1 && isDocPage(html))
        assert.ok(md.startsWith(`# ${h1.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'")}`), `${route}.md title`);
      assert.ok(md.length > 80, `${route}.md is nearly empty`);
      assert.ok(!/<(div|span|svg|button)\b/.test(md), `${route}.md contains raw HTML`);
    }
    assert.deepEqual(missing, []);
  });

  it('deployment tables keep every address', () => {
    const md = twin('/guides/flow/deployments').toLowerCase();
    const addresses = releaseObjectAddresses('flow', 'v3.0').map((entry) => entry.split(':')[1] as string);
    assert.ok(addresses.length > 20);
    const missing = addresses.filter((a) => !md.includes(a));
    assert.deepEqual(missing, []);
    assert.match(md, /\n\| contract \| address \| block \|\n/);
  });

  it('charts become their description and their create parameters', () => {
    const md = twin('/concepts/lockup/stream-shapes');
    assert.match(md, /Lockup Linear with a cliff: nothing until day 365/);
    assert.match(md, /createWithTimestampsLL/);
    assert.match(md, /\| `unlockAmounts.cliff` \| `uint128` \| \d{10,} \|/);
    assert.match(md, /```solidity\n\/\/ SablierLockup v4\.0: createWithTimestampsLL/);
    assert.match(md, /```ts\nimport \{ type Account/);
    assert.ok(!md.includes('Change the parameters'));
  });

  it('snippets are inlined, admonitions become blockquotes, tabs are all written out', () => {
    const md = twin('/api/flow/endpoints');
    assert.match(md, /> \*\*One endpoint for every chain:\*\*\n>\n> The Graph runs one subgraph per chain/);
    assert.match(md, /\*\*curl\*\*\n\n```bash\ncurl /);
    assert.match(md, /\*\*JavaScript\*\*\n\n```ts\n/);
  });

  it('imported Solidity files appear as fenced code', () => {
    const md = twin('/guides/flow/examples/flow-calculate-rps');
    const source = fs.readFileSync(path.join(ROOT, 'examples/flow/FlowUtilities.sol'), 'utf8').trim();
    assert.ok(md.includes(`\`\`\`solidity\n${source}\n\`\`\``), 'FlowUtilities.sol is not in the twin verbatim');
    // The calculator's worked values are in the twin too.
    assert.match(md, /\| 1,000 USDC per 30 days \| 6 \| `385802469135802` \| 999\.999999 USDC \| 1 base unit \|/);
  });

  it('math keeps its TeX', () => {
    assert.match(twin('/concepts/flow/overview'), /\$\$\n\\text\{amount owed\} = rps \\cdot \\text\{elapsed time\}\n\$\$/);
  });

  it('diagrams become their Mermaid source', () => {
    assert.match(twin('/concepts/flow/statuses'), /```mermaid\nflowchart LR\n/);
  });

  it('llms.txt lists every sidebar page in sidebar order, linked to its twin, with a description', () => {
    const txt = fs.readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
    const lines = txt.split('\n');
    assert.equal(lines[0], '# Sablier Docs');
    assert.match(lines[2] ?? '', /^> Sablier is /);
    const sections = lines.filter((l) => l.startsWith('## ')).map((l) => l.slice(3));
    assert.deepEqual(sections, ['Concepts', 'Guides', 'Reference', 'API', 'Apps', 'Solana', 'Support']);
    const links = [...txt.matchAll(/^- \[(.+?)\]\((\S+?)\)(: .+)?$/gm)];
    assert.ok(links.length > 200, `${links.length} links`);
    for (const [, name, url, description] of links) {
      assert.ok(url?.startsWith(`${SITE_URL}/`) && url.endsWith('.md'), url);
      assert.ok(fs.existsSync(path.join(BUILD, (url ?? '').slice(SITE_URL.length))), `${name}: ${url} does not exist`);
      assert.ok(description && description.length > 10, `${name} has no description`);
    }
    assert.ok(txt.indexOf('/concepts/what-is-sablier.md') < txt.indexOf('/guides/ai-agents.md'));
    assert.ok(txt.indexOf('/guides/ai-agents.md') < txt.indexOf('/guides/lockup/overview.md'));
  });

  it('each product has its own llms file: its pages only, in the order and format of llms.txt', () => {
    const all = fs.readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
    const linksOf = (txt: string) => [...txt.matchAll(/^- \[.+?\]\((\S+?)\.md\)/gm)].map((m) => (m[1] as string).slice(SITE_URL.length));
    const order = linksOf(all);
    for (const [product, title, must] of [
      [
        'lockup',
        'Sablier Lockup',
        [
          '/concepts/lockup/overview',
          '/reference/lockup/contracts/contract.SablierLockup',
          '/api/lockup/endpoints',
          '/solana/lockup/architecture',
        ],
      ],
      ['flow', 'Sablier Flow', ['/concepts/flow/overview', '/reference/flow/contracts/contract.SablierFlow', '/api/flow/endpoints']],
      [
        'airdrops',
        'Sablier Airdrops',
        ['/concepts/merkle-airdrops', '/guides/airdrops/overview', '/api/airdrops/merkle-api/overview', '/solana/airdrops/architecture'],
      ],
    ] as const) {
      const txt = fs.readFileSync(path.join(BUILD, `llms-${product}.txt`), 'utf8');
      assert.equal(txt.split('\n')[0], `# ${title}`);
      assert.match(txt.split('\n')[2] ?? '', new RegExp(`^> ${title} `));
      const routes = linksOf(txt);
      for (const route of must) assert.ok(routes.includes(route), `llms-${product}.txt lacks ${route}`);
      const extra = PRODUCT_LLMS.find((p) => p.segment === product)?.extra ?? [];
      const foreign = routes.filter((r) => !r.split('/').includes(product) && !extra.includes(r));
      assert.deepEqual(foreign, [], `llms-${product}.txt lists pages of other products`);
      // The same pages as llms.txt, in the same order.
      assert.deepEqual(
        routes,
        order.filter((r) => routes.includes(r)),
      );
      assert.ok(routes.every((r) => fs.existsSync(path.join(BUILD, twinFile(r)))));
    }
  });

  it('an old route that redirects to a page has the twin of that page', () => {
    assert.equal(twin('/api/streams/indexers'), twin('/api/lockup/endpoints'));
    assert.equal(twin('/api/streams/graphql/schema'), twin('/api/lockup/the-graph/entities'));
    assert.ok(!fs.existsSync(path.join(BUILD, twinFile('/api/no-such-route'))));
  });

  it('llms-full.txt holds every listed page, the generated reference included', () => {
    const full = fs.readFileSync(path.join(BUILD, 'llms-full.txt'), 'utf8');
    const txt = fs.readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
    const routes = [...txt.matchAll(/\]\((\S+?)\.md\)/g)].map((m) => (m[1] as string).slice(SITE_URL.length));
    for (const route of routes) {
      assert.ok(full.includes(`\nSource: ${SITE_URL}${route}\n`), `${route} is not in llms-full.txt`);
    }
    assert.ok(full.includes(`Source: ${SITE_URL}/reference/flow/contracts/contract.SablierFlow\n`));
    assert.ok(full.includes(twin('/reference/flow/contracts/contract.SablierFlow').trim()));
  });

  it('sitemap.xml lists real pages only: no redirect pages, no partials', () => {
    const xml = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] as string).slice(SITE_URL.length) || '/');
    assert.ok(locs.length > 200);
    for (const route of locs) {
      const file = path.join(BUILD, route, 'index.html');
      assert.ok(fs.existsSync(file), `sitemap lists ${route}, which has no page`);
      assert.ok(!isRedirectPage(fs.readFileSync(file, 'utf8')), `sitemap lists the redirect page ${route}`);
      assert.ok(!route.startsWith('/snippets/') && route !== '/search', `sitemap lists ${route}`);
    }
    assert.ok(locs.includes('/guides/ai-agents'));
  });

  it('every page has a description, Open Graph and Twitter tags and a canonical URL', () => {
    for (const {route, html} of pages) {
      for (const [key, name] of [
        ['name', 'description'],
        ['property', 'og:title'],
        ['property', 'og:description'],
        ['property', 'og:image'],
        ['property', 'og:url'],
        ['name', 'twitter:card'],
      ] as const) {
        assert.ok(meta(html, key, name), `${route}: no ${name}`);
      }
      assert.equal(meta(html, 'property', 'og:url'), `${SITE_URL}${route === '/' ? '/' : route}`, route);
      const canonical = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(html)?.[1];
      assert.equal(canonical, `${SITE_URL}${route === '/' ? '/' : route}`, `${route}: canonical`);
    }
  });

  it("edit links open this repository's own file; generated pages have none", () => {
    const prefix = `${REPOSITORY_URL}/blob/${REPOSITORY_BRANCH}/`;
    let checked = 0;
    for (const {route, html} of pages.filter((p) => isDocPage(p.html))) {
      const href = /<a href=["']?([^"'\s>]+)["']?[^>]*class=["']?theme-edit-this-page/.exec(html)?.[1];
      if (
        (route.includes('/contracts/') && !route.startsWith('/reference/legacy')) ||
        route.startsWith('/solana/reference/') ||
        route.startsWith(`${SCHEMA_ROUTE_PREFIX}/`)
      ) {
        assert.equal(href, undefined, `${route} is generated but has an edit link`);
        continue;
      }
      if (route.startsWith('/snippets/')) continue;
      assert.ok(href?.startsWith(prefix), `${route}: edit link ${href}`);
      assert.ok(fs.existsSync(path.join(ROOT, (href ?? '').slice(prefix.length))), `${route}: ${href} is not a file of this repository`);
      checked++;
    }
    assert.ok(checked > 100);
  });

  it('links that open a new tab carry rel="noopener noreferrer"; content links say so to screen readers', () => {
    for (const {route, html} of pages) {
      for (const tag of html.match(/<a [^>]*target=["']?_blank[^>]*>/g) ?? []) {
        const rel = /rel=(?:"([^"]*)"|([^\s>]+))/.exec(tag);
        const value = rel?.[1] ?? rel?.[2] ?? '';
        assert.ok(/noopener/.test(value) && /noreferrer/.test(value), `${route}: ${tag}`);
      }
    }
    const html = fs.readFileSync(path.join(BUILD, 'guides/ai-agents/index.html'), 'utf8');
    assert.match(
      html,
      /href=https:\/\/llmstxt\.org\/ target=_blank rel="noopener noreferrer"[^>]*>llms\.txt<span class="visually-hidden sr-only"> \(opens in a new tab\)<\/span><\/a>/,
    );
    assert.match(
      html,
      /class=theme-edit-this-page>.*?Edit this page<span class="visually-hidden sr-only"> \(opens in a new tab\)<\/span><\/a>/,
    );
    // In the page body, every link that opens a new tab says so: a note inside it, or an accessible name that does.
    const silent: string[] = [];
    for (const {route, html: page} of pages.filter((p) => isDocPage(p.html))) {
      const body = page.slice(page.indexOf('theme-doc-markdown'), page.indexOf('theme-doc-footer'));
      for (const m of body.matchAll(/<a [^>]*target=["']?_blank[^>]*>([\s\S]*?)<\/a>/g)) {
        const [tag = '', inner = ''] = [m[0].slice(0, m[0].indexOf('>') + 1), m[1]];
        if (!/new tab/.test(inner) && !/aria-label="[^"]*new tab/.test(tag)) silent.push(`${route}: ${tag}`);
      }
    }
    assert.deepEqual(silent.slice(0, 10), [], `${silent.length} links open a new tab silently`);
  });

  it('doc pages carry the Copy page control, linking the twin, hidden until JavaScript runs', () => {
    for (const route of ['/concepts/flow/overview', '/guides/ai-agents', '/reference/flow/contracts/contract.SablierFlow']) {
      const html = fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
      assert.match(html, new RegExp(`data-copy-page[^>]*>.*?<a [^>]*href=${route.replace(/\./g, '\\.')}\\.md[^>]*>View as Markdown</a>`));
    }
    const css = fs
      .readdirSync(path.join(BUILD, 'assets/css'))
      .map((f) => fs.readFileSync(path.join(BUILD, 'assets/css', f), 'utf8'))
      .join('\n');
    assert.match(css, /html:not\(\[data-has-hydrated=(?:'true'|"true"|true)\]\) \.[\w-]+\{visibility:hidden\}/);
  });

  it('the Flow rate calculator shows its worked table in the static HTML', () => {
    const table = select('[data-flow-rate-calculator] table', parsedPage('/guides/flow/examples/flow-calculate-rps').tree);
    assert.ok(table, 'no worked table in the calculator');
    assert.match(textOf(table), /385802469135802/);
  });

  it('the print stylesheet hides navigation and keeps code whole', () => {
    const css = fs
      .readdirSync(path.join(BUILD, 'assets/css'))
      .map((f) => fs.readFileSync(path.join(BUILD, 'assets/css', f), 'utf8'))
      .join('\n');
    const print = css.match(/@media print\{[\s\S]*?\}\}/g)?.join('\n') ?? '';
    assert.match(print, /\.navbar[,{]/);
    assert.match(print, /\.theme-doc-sidebar-container[,{]/);
    assert.match(print, /\.pagination-nav[,{]/);
    assert.match(print, /white-space:pre-wrap/);
  });
});
