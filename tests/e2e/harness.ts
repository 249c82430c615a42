import assert from 'node:assert/strict';
import path from 'node:path';
import {after, before} from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import {type Browser, type BrowserContext, chromium, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../../scripts/lib/chromium';
import {startStaticServer} from '../../scripts/lib/static-server';

export {chromiumPath};

/**
 * Browser tests run against the production build (build/), served on localhost by the same static server
 * as `npm run serve`, in the system Chromium. Every request to a host other than localhost is aborted and
 * recorded, so a test can assert that a page makes no third-party request.
 */

export interface PageOptions {
  colorScheme?: 'light' | 'dark' | 'no-preference';
  width?: number;
  height?: number;
  javaScriptEnabled?: boolean;
}

export interface Site {
  /** Absolute URL of a site path. */
  url(pathname: string): string;
  /** A page in a fresh browser context (fresh storage). */
  newPage(options?: PageOptions): Promise<Page>;
  /** A fresh context, for tests that need several tabs sharing storage. */
  newContext(options?: PageOptions): Promise<BrowserContext>;
  /** Requests that tried to leave localhost since the start of the file. */
  externalRequests: string[];
}

export interface SiteOptions {
  /** Serve the build with the headers of build/_headers (CSP, security headers), as the static host does. */
  hostHeaders?: boolean;
  /** The folder to serve, read when the tests start (default: build/). */
  root?: () => string;
}

export function useSite(siteOptions: SiteOptions = {}): Site {
  let browser: Browser | undefined;
  let server: {url: string; close: () => Promise<void>} | undefined;
  const contexts: BrowserContext[] = [];
  const externalRequests: string[] = [];

  before(async () => {
    server = await startStaticServer(siteOptions.root?.() ?? path.resolve(__dirname, '..', '..', 'build'), 0, {
      hostHeaders: siteOptions.hostHeaders,
    });
    browser = await chromium.launch({executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS});
  });

  after(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await server?.close();
  });

  const site: Site = {
    externalRequests,
    url(pathname) {
      if (!server) throw new Error('site not started: call useSite() at the top of the test file');
      return server.url + pathname;
    },
    async newContext(options = {}) {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({
        colorScheme: options.colorScheme ?? 'no-preference',
        viewport: {width: options.width ?? 1280, height: options.height ?? 800},
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        reducedMotion: 'reduce',
      });
      // A request the page gives up while it waits here (a reload, a closed tab) is already handled by the time the
      // handler answers: Playwright then rejects, and the rejection would surface in whichever test runs next.
      const settle = (answer: Promise<void>) => answer.catch(() => undefined);
      await context.route('**/*', (route) => {
        const {hostname} = new URL(route.request().url());
        if (hostname === 'localhost' || hostname === '127.0.0.1') return settle(route.continue());
        externalRequests.push(route.request().url());
        return settle(route.abort('blockedbyclient'));
      });
      contexts.push(context);
      return context;
    },
    async newPage(options = {}) {
      const context = await site.newContext(options);
      return context.newPage();
    },
  };
  return site;
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe keeps full details of violations only (passes and the rest are still evaluated): about 12 % faster on long pages.
 * A new object each time: the builder's other setters write into the object `options()` was given.
 */
const violationsOnly = () => ({resultTypes: ['violations' as const]});

/**
 * One axe run in the page, with the engine the project pins (`axe-core` in package.json; the wrapper's own copy would
 * be older): axe-core 4.14 checks colour contrast two to three times as fast as 4.13 on long pages. The wrapper's default
 * mode runs axe in each frame and merges the frames' results in a second, blank page: it serializes every node axe
 * looked at (a unique selector, XPath and ancestry for each of the thousands of passing nodes of the colour rules) before
 * `resultTypes` can drop them, which took most of the time of a run on long pages with 4.14 (SablierLockup reference:
 * 22-45 s against 7-9 s). Its legacy mode runs `axe.run` in the page, which drops them first and still tests same-origin
 * frames; it cannot test cross-origin frames, which no page here has (a request to another host fails every browser
 * test file: `externalRequests`).
 */
function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({page, axeSource: axe.source}).setLegacyMode(true).options(violationsOnly());
}

/**
 * Waits until the page has nothing left to do after loading: two frames (for the islands near the viewport to be
 * seen, src/lib/island/near.ts) and an idle period (for them to render), then until every table that overflows is a
 * focusable region (tables far down a long page are measured in idle time, src/components/ScrollableTable/regions).
 * An audit that runs while an island replaces its server HTML would read half-replaced markup. If the tables never
 * settle, the audit runs anyway and reports them.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 2000}))),
      ),
  );
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('.table-scroll')).every(
          (wrapper) => wrapper.scrollWidth - wrapper.clientWidth <= 1 || wrapper.hasAttribute('tabindex'),
        ),
      undefined,
      // Polling on every frame would leave the page no idle time to measure its tables in.
      {polling: 100, timeout: 10_000},
    )
    .catch(() => undefined);
}

const DRAW_ALL = 'axe-draw-all';

/**
 * Runs `audit` with every part of the page drawn. Parts far from the viewport skip rendering until they come near
 * (`content-visibility: auto` on code blocks and reference sections); axe reads colours where elements are painted,
 * so on an unpainted part it reports backgrounds no reader ever sees. A reader sees each part drawn: so does axe.
 */
async function drawn<T>(page: Page, audit: () => Promise<T>): Promise<T> {
  await page.evaluate((id) => {
    const style = document.createElement('style');
    style.id = id;
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
  }, DRAW_ALL);
  try {
    return await audit();
  } finally {
    await page.evaluate((id) => document.getElementById(id)?.remove(), DRAW_ALL);
  }
}

/**
 * WCAG 2.1 A/AA violations axe-core finds on the page as it is now, one readable line each. `extraTags` adds
 * rule sets, e.g. 'best-practice' (landmark-unique, region, heading-order, page-has-heading-one, ...).
 */
export async function axeViolations(page: Page, disabledRules: string[] = [], extraTags: string[] = []): Promise<string[]> {
  await settled(page);
  // `options()` replaces every option set before it, so it comes first (in axeBuilder).
  const results = await drawn(page, () =>
    axeBuilder(page)
      .withTags([...WCAG_TAGS, ...extraTags])
      .disableRules(disabledRules)
      .analyze(),
  );
  return results.violations.map(formatViolation);
}

/** Violations of the named axe rules only (e.g. the colour rules, re-run after the colour mode changes). */
export async function axeRuleViolations(page: Page, rules: string[]): Promise<string[]> {
  await settled(page);
  const results = await drawn(page, () => axeBuilder(page).withRules(rules).analyze());
  return results.violations.map(formatViolation);
}

function formatViolation(v: {id: string; help: string; nodes: {target: unknown[]}[]}): string {
  return `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
    .slice(0, 3)
    .map((n) => n.target.join(' '))
    .join(' | ')}`;
}

/**
 * Waits until a client-side navigation has rendered the page titled `heading`, then checks the title is exactly
 * that. Docusaurus changes the URL first and renders the new route once its chunks have loaded, so `waitForURL`
 * alone can still find the previous page's heading.
 */
export async function arrivedAt(page: Page, heading: string, selector = 'article h1'): Promise<void> {
  const title = page.locator(selector);
  await title.filter({hasText: heading}).first().waitFor();
  assert.equal((await title.first().textContent())?.trim(), heading);
}
