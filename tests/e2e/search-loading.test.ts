import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {useSite} from './harness';

/**
 * Search costs nothing until it is used: on page load there is the search button and its styles, but no search
 * index, no script holding MiniSearch or DocSearch's modal, and none of the modal's styles. Hovering or focusing
 * the button loads the modal's code and styles; opening search loads the index and the engine. The shortcuts
 * (`/`, Ctrl/Cmd+K) work before any of it has loaded.
 */

const site = useSite();
const DOC = '/concepts/what-is-sablier';

after(() => assert.deepEqual(site.externalRequests, [], 'search requested a host other than localhost'));

interface Loaded {
  url: string;
  type: string;
  body: string;
}

interface Recording {
  loaded: Loaded[];
  /** Waits for the bodies of what has arrived so far. */
  settled: () => Promise<Loaded[]>;
  /**
   * Waits until the page has done everything an action started: no request in flight, and the page idle twice, so
   * that code which arrived has run and anything it requested has arrived too. A negative check ("hovering loaded no
   * index") comes after this, not after a fixed sleep that a slow machine outlasts.
   */
  quiet: () => Promise<void>;
}

/** Records every script, stylesheet and fetch the page loads, with its body, and the requests still in flight. */
function record(page: Page): Recording {
  const loaded: Loaded[] = [];
  const pending: Promise<void>[] = [];
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet', 'fetch'].includes(type)) return;
    pending.push(
      response
        .text()
        .catch(() => '')
        .then((body) => {
          loaded.push({url: response.url(), type, body});
        }),
    );
  });
  const settled = async () => {
    await Promise.all(pending);
    return loaded;
  };
  const quiet = async () => {
    for (let round = 0; round < 2; round++) {
      await eventually(() => inFlight.size === 0, 'requests still in flight');
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    }
    await eventually(() => inFlight.size === 0, 'requests still in flight');
    await settled();
  };
  return {loaded, settled, quiet};
}

// What identifies each part of search in what the browser loaded.
const isIndex = (l: Loaded) => new URL(l.url).pathname === '/search-index.json';
const isEngine = (l: Loaded) => l.type === 'script' && l.body.includes('MiniSearch');
const isModalCode = (l: Loaded) => l.type === 'script' && l.body.includes('DocSearch-Modal');
const isModalCss = (l: Loaded) => l.type === 'stylesheet' && /\.DocSearch-(Modal|Container)\b/.test(l.body);

async function load(page: Page, pathname: string): Promise<void> {
  await page.goto(site.url(pathname));
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
}

/** Waits until `condition` holds (what the browser loads arrives asynchronously), failing with `message`. */
async function eventually(condition: () => boolean, message: string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) assert.fail(message);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const gzipKiB = (items: Loaded[]) => (items.reduce((sum, l) => sum + zlib.gzipSync(l.body, {level: 9}).length, 0) / 1024).toFixed(1);

describe('search loading', () => {
  test('nothing of search but the button loads with the page; hover loads the modal, opening loads the index', async () => {
    const page = await site.newPage();
    const {loaded, settled, quiet} = record(page);
    await load(page, DOC);
    const initial = [...(await settled())];
    const js = initial.filter((l) => l.type === 'script');
    const css = initial.filter((l) => l.type === 'stylesheet');
    console.log(`${DOC} on load: JS ${gzipKiB(js)} KiB gzip in ${js.length} files, CSS ${gzipKiB(css)} KiB gzip in ${css.length}`);
    assert.deepEqual(
      initial.filter(isIndex).map((l) => l.url),
      [],
      'the index loaded with the page',
    );
    assert.deepEqual(
      initial.filter(isEngine).map((l) => l.url),
      [],
      'MiniSearch loaded with the page',
    );
    assert.deepEqual(
      initial.filter(isModalCode).map((l) => l.url),
      [],
      "DocSearch's modal loaded with the page",
    );
    assert.deepEqual(
      initial.filter(isModalCss).map((l) => l.url),
      [],
      "the modal's styles loaded with the page",
    );
    assert.ok(
      css.some((l) => l.body.includes('.DocSearch-Button')),
      "the button's styles are in the page CSS",
    );
    // The button is styled (DocSearch's button CSS), not a bare <button>.
    const button = page.locator('.DocSearch-Button');
    assert.equal(await button.evaluate((el) => getComputedStyle(el).display), 'flex');

    await button.hover();
    await eventually(() => loaded.some(isModalCode), "hovering did not load DocSearch's modal");
    await eventually(() => loaded.some(isModalCss), "hovering did not load the modal's styles");
    await quiet();
    assert.ok(!loaded.some(isIndex), 'hovering loaded the index');
    assert.ok(!loaded.some(isEngine), 'hovering loaded MiniSearch');

    await button.click();
    await page.locator('.DocSearch-Modal').waitFor();
    await page.locator('.DocSearch-Input').fill('withdraw');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await eventually(() => loaded.some(isIndex), 'the index did not load');
    await eventually(() => loaded.some(isEngine), 'MiniSearch did not load');
    // The modal is styled (DocSearch's modal CSS): a fixed overlay.
    assert.equal(await page.locator('.DocSearch-Container').evaluate((el) => getComputedStyle(el).position), 'fixed');
  });

  test('focusing the button with the keyboard loads the modal', async () => {
    const page = await site.newPage();
    const {loaded, quiet} = record(page);
    await load(page, DOC);
    await page.locator('.DocSearch-Button').focus();
    await eventually(() => loaded.some(isModalCode), "focus did not load DocSearch's modal");
    await eventually(() => loaded.some(isModalCss), "focus did not load the modal's styles");
    await quiet();
    assert.ok(!loaded.some(isIndex), 'focus loaded the index');
  });

  for (const shortcut of ['/', 'Control+k', 'Meta+k']) {
    test(`"${shortcut}" opens search before its code has loaded`, async () => {
      const page = await site.newPage();
      const {settled} = record(page);
      await load(page, DOC);
      assert.ok(!(await settled()).some(isModalCode), 'the modal was loaded before the shortcut');
      await page.locator('main').click({position: {x: 5, y: 5}});
      await page.keyboard.press(shortcut);
      await page.locator('.DocSearch-Modal').waitFor();
      assert.equal(await page.locator('.DocSearch-Input').evaluate((el) => el === document.activeElement), true);
      await page.keyboard.type('fees');
      await page.locator('.DocSearch-Hit').first().waitFor();
    });
  }
});
