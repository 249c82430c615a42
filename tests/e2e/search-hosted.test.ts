import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {ALGOLIA_HOSTS, type AlgoliaRequest, algoliaResponse, HOSTED_ENV, paramsOf} from './fixtures/algolia';
import {useSite} from './harness';

/**
 * Hosted DocSearch, the mode a production deployment with Algolia runs: the site is built with Algolia settings
 * (into a temporary folder), and every request to Algolia is answered in the browser with recorded Algolia-shaped
 * responses (fixtures/algolia.ts). Nothing else may leave localhost.
 */

const ROOT = path.resolve(__dirname, '..', '..');
/** Docusaurus writes its generated sources for every build here, `--out-dir` or not. */
const GENERATED = path.join(ROOT, '.docusaurus');
let outDir = '';
let savedGenerated = '';

before(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sablier-hosted-'));
  // The hosted build would leave .docusaurus/ describing itself, not build/, which the build tests read with it:
  // it is put back as the production build left it.
  savedGenerated = fs.mkdtempSync(path.join(os.tmpdir(), 'sablier-generated-'));
  if (fs.existsSync(GENERATED)) fs.cpSync(GENERATED, savedGenerated, {recursive: true});
  const docusaurus = path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const result = spawnSync(process.execPath, [docusaurus, 'build', '--out-dir', outDir], {
    cwd: ROOT,
    env: {...process.env, ...HOSTED_ENV},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  restoreGenerated();
  assert.equal(result.status, 0, `hosted build failed:\n${result.stdout}\n${result.stderr}`);
});

function restoreGenerated(): void {
  if (!savedGenerated) return;
  fs.rmSync(GENERATED, {recursive: true, force: true});
  fs.cpSync(savedGenerated, GENERATED, {recursive: true});
  fs.rmSync(savedGenerated, {recursive: true, force: true});
  savedGenerated = '';
}

const site = useSite({root: () => outDir});

after(() => {
  assert.deepEqual(site.externalRequests, [], 'a request left localhost without being intercepted');
  if (outDir) fs.rmSync(outDir, {recursive: true, force: true});
});

const DOC = '/concepts/what-is-sablier';

interface Intercepted {
  url: string;
  headers: Record<string, string>;
  requests: AlgoliaRequest[];
}

/** Answers Algolia's hosts from the recordings (or fails them, when `offline` says so) and logs each request. */
async function interceptAlgolia(page: Page, state: {offline?: boolean} = {}): Promise<Intercepted[]> {
  const seen: Intercepted[] = [];
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const request = route.request();
    const body = (request.postDataJSON() ?? {}) as {requests?: AlgoliaRequest[]};
    seen.push({url: request.url(), headers: request.headers(), requests: body.requests ?? []});
    if (state.offline) return route.abort('internetdisconnected');
    return route.fulfill({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify(algoliaResponse(body.requests ?? [])),
    });
  });
  return seen;
}

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(site.url(pathname));
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

async function searchInModal(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Modal').waitFor();
  await page.locator('.DocSearch-Input').fill(query);
}

describe('hosted DocSearch', () => {
  test('the page hints a connection to the Algolia cluster and loads no local index', async () => {
    const page = await site.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await open(page, DOC);
    const preconnect = await page.locator('link[rel="preconnect"][href*="algolia.net"]').getAttribute('href');
    assert.equal(preconnect, 'https://TESTAPPID-dsn.algolia.net');
    assert.ok(!fs.existsSync(path.join(outDir, 'search-index.json')), 'a hosted build writes no local index');
    assert.ok(!requests.some((u) => u.includes('search-index')));
  });

  test('the modal shows the hits, asks with contextual facet filters, and rewrites result paths', async () => {
    const page = await site.newPage();
    const seen = await interceptAlgolia(page);
    await open(page, DOC);
    await searchInModal(page, 'stream');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const last = seen.at(-1);
    assert.ok(last, 'no request reached Algolia');
    assert.match(last.url, /\/1\/indexes\/\*\/queries/);
    const appId = last.headers['x-algolia-application-id'] ?? new URL(last.url).searchParams.get('x-algolia-application-id');
    assert.equal(appId, HOSTED_ENV.ALGOLIA_APP_ID);
    const [request] = last.requests;
    assert.ok(request);
    assert.equal(request.indexName, HOSTED_ENV.ALGOLIA_INDEX_NAME);
    const params = paramsOf(request);
    assert.equal(params.query, 'stream');
    assert.deepEqual(params.facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    // `ALGOLIA_REPLACE_PATHNAME_*`: the index's /docs/ paths become this site's paths.
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.ok(hrefs.includes('/concepts/streaming'), `hrefs: ${hrefs.join(', ')}`);
    assert.ok(hrefs.includes('/concepts/lockup/stream-shapes#cliff'));
    assert.ok(!hrefs.some((h) => h?.startsWith('/docs/')), 'a result path was not rewritten');
    // Footer: "See all 20 results".
    assert.match((await page.locator('.DocSearch-HitsFooter').textContent()) ?? '', /^See all 20 results$/);
    // An internal result navigates within the site.
    await page.locator('.DocSearch-Hit a[href="/concepts/streaming"]').click();
    await page.waitForURL((url) => url.pathname === '/concepts/streaming');
  });

  test('a result matching the external URL regex opens as a link to the other site', async () => {
    const page = await site.newPage();
    await interceptAlgolia(page);
    const blog: string[] = [];
    await page.route('https://blog.sablier.com/**', (route) => {
      blog.push(route.request().url());
      return route.fulfill({status: 200, contentType: 'text/html', body: '<title>Blog</title>'});
    });
    await open(page, DOC);
    await searchInModal(page, 'stream');
    const external = page.locator('.DocSearch-Hit a[href="https://blog.sablier.com/streaming-explained"]');
    await external.waitFor();
    // Chosen with the keyboard, it leaves the site (DocSearch's navigator), not a route of this one.
    await external.hover();
    await page.keyboard.press('Enter');
    await page.waitForURL('https://blog.sablier.com/streaming-explained');
    assert.deepEqual(blog, ['https://blog.sablier.com/streaming-explained']);
  });

  test('the search page lists the hits with rewritten paths and loads the next page on scroll', async () => {
    const page = await site.newPage();
    const seen = await interceptAlgolia(page);
    await open(page, '/search?q=stream');
    await page.getByText('20 documents found').waitFor();
    const articles = page.locator('main article');
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 15);
    const first = await page.locator('main article h2 a').first().getAttribute('href');
    assert.equal(first, '/concepts/streaming');
    const pagesAsked = () => seen.flatMap((s) => s.requests.map((r) => Number(paramsOf(r).page ?? 0)));
    assert.ok(!pagesAsked().includes(1));
    await page.mouse.wheel(0, 20_000);
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 20);
    assert.equal(await articles.count(), 20);
    assert.ok(pagesAsked().includes(1), 'the second page was never asked for');
    const facetFilters = seen.flatMap((s) => s.requests.map((r) => JSON.stringify(paramsOf(r).facetFilters ?? '')));
    assert.ok(
      facetFilters.some((f) => f.includes('docusaurus_tag:docs-default-current') && f.includes('language:en')),
      facetFilters.join(' '),
    );
  });

  test('when Algolia cannot be reached, the error screen stays; the no-results screen offers suggestions', async () => {
    const page = await site.newPage();
    const state = {offline: false};
    await interceptAlgolia(page, state);
    await open(page, DOC);
    await searchInModal(page, 'stream');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.locator('.DocSearch-Input').fill('qqqzz');
    const noResults = page.locator('.DocSearch-NoResults');
    await noResults.waitFor();
    assert.match((await noResults.textContent()) ?? '', /No results for "qqqzz"/);
    // DocSearch 4.7 never renders "Try searching for" (algolia/docsearch#2922): the list is DocSearchFixes.tsx's.
    await noResults.locator('.DocSearch-NoResults-Prefill-List.docsearch-fix').waitFor();
    assert.equal(await noResults.locator('.DocSearch-NoResults-Prefill-List:not(.docsearch-fix)').count(), 0);
    assert.deepEqual(await noResults.locator('.DocSearch-Prefill').allTextContents(), ['Concepts', 'Blog', 'Guides']);

    state.offline = true;
    // A query Algolia's client has not answered yet (it caches answers in memory).
    await page.locator('.DocSearch-Input').fill('stream shapes');
    const error = page.locator('.DocSearch-ErrorScreen');
    await error.waitFor();
    assert.match((await error.textContent()) ?? '', /Unable to fetch results/);
    // DocSearch drops its own error screen at once (its status goes back to idle): this one is DocSearchFixes.tsx's.
    assert.equal(await page.locator('.DocSearch-ErrorScreen:not(.docsearch-fix)').count(), 0);
    state.offline = false;
    await page.locator('.DocSearch-Input').fill('streams');
    await error.waitFor({state: 'detached'});
    await page.locator('.DocSearch-Hit').first().waitFor();
  });
});
