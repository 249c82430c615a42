/**
 * The failure paths of the specification (states and error catalogue), each in the browser against the build:
 * JavaScript off, blocked storage, a route chunk that fails to load, a component that throws, and the document
 * title through hydration.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import type {Page, Route} from 'playwright-core';
import {arrivedAt, settled, useSite} from './harness';
import {mermaidFences} from '../../scripts/lib/diagram-fences';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

/** Controls a reader could try to use, visible on the page (a link with a real target works without JavaScript). */
async function visibleControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('button, input, select, textarea, [role="button"], [role="tab"], [role="slider"]'))
      .filter((el) => !(el instanceof HTMLAnchorElement && el.getAttribute('href') && el.getAttribute('href') !== '#'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => el.outerHTML.slice(0, 100)),
  );
}

const FENCES = mermaidFences(path.resolve(__dirname, '..', '..', 'docs'));
/** Mermaid fences in the source of the page at `pathname` (docs/<pathname>.md or .mdx). */
const fencesOf = (pathname: string) => FENCES.filter((f) => `/${f.file.replace(/\.mdx?$/, '')}` === pathname).length;

describe('JavaScript off', () => {
  // A page for each kind of JavaScript-driven control: chart sliders, deployment filters and copy buttons, the
  // error decoder, code-block buttons, tabs; and a page with diagrams.
  const PAGES = [
    '/concepts/lockup/stream-shapes',
    '/guides/lockup/deployments',
    '/reference/errors',
    '/guides/lockup/examples/create-stream/lockup-linear',
    '/api/airdrops/merkle-api/examples',
    '/concepts/flow/statuses',
  ];
  test('the pages include one with diagrams', () => {
    assert.ok(PAGES.some((pathname) => fencesOf(pathname) > 0));
  });
  for (const width of [1280, 390]) {
    for (const pathname of PAGES) {
      test(`${pathname} at ${width}px shows its full content and no dead controls`, async () => {
        // Every Mermaid fence of the page's source is a diagram a reader sees, with JavaScript or without.
        const diagramCount = fencesOf(pathname);
        const page = await site.newPage({javaScriptEnabled: false, width});
        await page.goto(site.url(pathname));
        assert.ok(await page.locator('article h1').first().isVisible(), 'the page heading is not shown');
        assert.deepEqual(await visibleControls(page), [], 'controls that need JavaScript are shown');
        // Everything the article holds is laid out: tables, charts, diagrams and every tab panel.
        const hidden = await page.evaluate(() =>
          Array.from(
            document.querySelectorAll('article table, article figure svg, article [role="tabpanel"], .docusaurus-mermaid-container'),
          )
            .filter((el) => el.getBoundingClientRect().height === 0)
            .map((el) => el.outerHTML.slice(0, 80)),
        );
        assert.deepEqual(hidden, []);
        assert.equal(
          await page.locator('article svg[aria-roledescription]:visible').count(),
          diagramCount,
          'diagrams missing without JavaScript',
        );
        await page.context().close();
      });
    }
  }

  test('a link to a heading lands below the navbar, which cannot hide on scroll', async () => {
    for (const width of [1280, 390]) {
      const page = await site.newPage({javaScriptEnabled: false, width});
      await page.goto(site.url('/concepts/lockup/stream-shapes#lockup-dynamic'));
      const [heading, navbar] = await page.evaluate(() =>
        ['#lockup-dynamic', '.navbar'].map((selector) => document.querySelector(selector)?.getBoundingClientRect()),
      );
      assert.ok(heading && navbar && navbar.bottom > 0, `${width}px: the navbar stays on screen`);
      assert.ok(
        heading.top >= navbar.bottom && heading.top < navbar.bottom + 40,
        `${width}px: heading at ${heading.top}px, navbar ends at ${navbar.bottom}px`,
      );
      await page.context().close();
    }
  });

  test('the error decoder says it needs JavaScript', async () => {
    const page = await site.newPage({javaScriptEnabled: false});
    await page.goto(site.url('/reference/errors'));
    assert.match((await page.locator('article').textContent()) ?? '', /The decoder needs JavaScript/);
    await page.context().close();
  });

  test('with JavaScript on, the same controls are shown and the notice is not', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/reference/errors'));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.ok(await page.getByLabel('Selector, revert data or error name').isVisible());
    assert.equal(await page.getByText('The decoder needs JavaScript').isVisible(), false);
    await page.context().close();
  });
});

describe('blocked storage', () => {
  test('pages load, one warning is logged, colour mode and announcement bar work for the session', async () => {
    const page = await site.newPage({colorScheme: 'light'});
    // What a browser with storage blocked does: touching window.localStorage throws.
    await page.addInitScript(
      "Object.defineProperty(window, 'localStorage', {configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }});",
    );
    const messages: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(site.url('/concepts/fees'));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');

    // The switch cycles system -> light -> dark.
    const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
    for (let i = 0; i < 3 && (await page.getAttribute('html', 'data-theme-choice')) !== 'dark'; i++) await toggle.click();
    await page.waitForSelector('html[data-theme="dark"][data-theme-choice="dark"]');
    const bar = page.locator('.theme-announcement-bar');
    assert.ok(await bar.isVisible(), 'the announcement bar is not shown');
    await bar.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'detached'});

    // Client-side navigation keeps both for the session.
    await page.locator('nav.menu a[href="/concepts/streaming"]').first().click();
    await page.waitForURL('**/concepts/streaming');
    await arrivedAt(page, 'Token Distribution');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.locator('.theme-announcement-bar').count(), 0);

    assert.deepEqual(errors, []);
    const storageWarnings = messages.filter((m) => /storage is not available/i.test(m));
    assert.equal(storageWarnings.length, 1, messages.join('\n'));
    assert.match(storageWarnings[0] ?? '', /^warning:/);
    assert.deepEqual(
      messages.filter((m) => m.startsWith('error:')),
      [],
    );
    await page.context().close();
  });
});

describe('failing chunk load', () => {
  test('a route whose JavaScript fails to load logs the failure and reloads the page', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/concepts/fees'));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name)));

    // From now until the next document request, every script not loaded yet answers 500 (prefetches too).
    let failing = true;
    const failed: string[] = [];
    await page.route('**/assets/js/*.js', (route: Route) => {
      const url = route.request().url();
      if (!failing || loaded.has(url)) return route.fallback();
      failed.push(url);
      return route.fulfill({status: 500, body: 'error'});
    });
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) failing = false;
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });

    // A client-side navigation to a page that nothing on this one links to, so no prefetch has loaded its chunks.
    const reload = page.waitForEvent('load');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/reference/errors');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await reload;
    assert.ok(failed.length > 0, 'no route chunk was requested');
    assert.ok(
      warnings.some((w) => /ChunkLoadError|Loading chunk|failed/i.test(w)),
      `the preload failure was not logged: ${warnings.join(' | ')}`,
    );
    // The reload fetched the page itself, and it works.
    assert.equal(new URL(page.url()).pathname, '/reference/errors');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.match((await page.locator('article h1').first().textContent()) ?? '', /Errors/i);
    await page.context().close();
  });
});

describe('component crash', () => {
  test('a page whose component throws shows the crash page, and "Try again" renders it again', async () => {
    const page = await site.newPage();
    // The content module of /concepts/fees is served with its page component wrapped to throw until the test
    // says the fault is gone: what a component bug (or a transient fault) does, without shipping one. (Throwing
    // only once would not do: React retries a failed render once by itself.)
    await page.route('**/assets/js/*.js', async (route: Route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes(`JSON.parse('{"id":"concepts/fees"`)) return route.fulfill({response});
      const patched = body.replace(
        /default:\(\)=>([A-Za-z_$][\w$]*)/,
        (_m, name: string) =>
          `default:()=>function(p){if(!window.__faultGone)throw new Error("Injected render failure");return ${name}(p)}`,
      );
      assert.notEqual(patched, body, 'the content module has no default export to wrap');
      return route.fulfill({response, body: patched});
    });
    page.on('pageerror', () => undefined);
    await page.goto(site.url('/concepts/fees'));
    await page.getByRole('heading', {name: 'This page crashed.'}).waitFor();
    assert.match((await page.locator('main').textContent()) ?? '', /Injected render failure/);
    // The shell stays usable around the crash.
    assert.ok(await page.locator('nav.navbar').isVisible());
    await page.evaluate('window.__faultGone = true');
    await page.getByRole('button', {name: 'Try again'}).click();
    await page.locator('article h1').first().waitFor();
    assert.match((await page.locator('article h1').first().textContent()) ?? '', /Fees/);
    // Route handlers still fetching (prefetches) must not outlive the page.
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await page.context().close();
  });
});

describe('document title', () => {
  for (const pathname of ['/concepts/fees', '/reference/lockup/contracts/contract.SablierLockup', '/guides/lockup/deployments']) {
    test(`${pathname} keeps its "Page | Sablier Docs" title from first paint through hydration`, async () => {
      const page = await site.newPage();
      // Records every title the document has, from the first parsed <title> on.
      await page.addInitScript(`
        window.__titles = [];
        var record = function () {
          var t = document.title;
          if (t && window.__titles[window.__titles.length - 1] !== t) window.__titles.push(t);
        };
        new MutationObserver(record).observe(document, {subtree: true, childList: true, characterData: true});
      `);
      await page.goto(site.url(pathname));
      await page.waitForSelector('html[data-has-hydrated="true"]');
      // A title set after hydration is written in an animation frame (react-helmet-async): wait for the frames and
      // the idle time after them, and for the islands near the viewport to render.
      await settled(page);
      const titles = (await page.evaluate('window.__titles')) as string[];
      assert.equal(titles.length, 1, `the title changed: ${titles.join(' -> ')}`);
      assert.match(titles[0] ?? '', / \| Sablier Docs$/);
      await page.context().close();
    });
  }
});
