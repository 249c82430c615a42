import path from 'node:path';
import {after, before} from 'node:test';
import AxeBuilder from '@axe-core/playwright';
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
      await context.route('**/*', (route) => {
        const {hostname} = new URL(route.request().url());
        if (hostname === 'localhost' || hostname === '127.0.0.1') return route.continue();
        externalRequests.push(route.request().url());
        return route.abort('blockedbyclient');
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
 * Waits until the page has nothing left to do after loading: two frames (for the islands near the viewport to be
 * seen, src/lib/island/near.ts) and an idle period (for them to render). An audit that runs while an island replaces
 * its server HTML would read half-replaced markup.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 2000}))),
      ),
  );
}

/**
 * WCAG 2.1 A/AA violations axe-core finds on the page as it is now, one readable line each. `extraTags` adds
 * rule sets, e.g. 'best-practice' (landmark-unique, region, heading-order, page-has-heading-one, ...).
 */
export async function axeViolations(page: Page, disabledRules: string[] = [], extraTags: string[] = []): Promise<string[]> {
  await settled(page);
  // `options()` replaces every option set before it, so it comes first.
  const results = await new AxeBuilder({page})
    .options(violationsOnly())
    .withTags([...WCAG_TAGS, ...extraTags])
    .disableRules(disabledRules)
    .analyze();
  return results.violations.map(formatViolation);
}

/** Violations of the named axe rules only (e.g. the colour rules, re-run after the colour mode changes). */
export async function axeRuleViolations(page: Page, rules: string[]): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({page}).options(violationsOnly()).withRules(rules).analyze();
  return results.violations.map(formatViolation);
}

function formatViolation(v: {id: string; help: string; nodes: {target: unknown[]}[]}): string {
  return `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
    .slice(0, 3)
    .map((n) => n.target.join(' '))
    .join(' | ')}`;
}
