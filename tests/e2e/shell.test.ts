import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {announcementBar} from '../../config/announcement';
import {useSite} from './harness';

const site = useSite();
const DOC = '/concepts/what-is-sablier';

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(site.url(pathname));
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** The toggle cycles through its choices; click until the wanted one is stored. */
async function chooseColorMode(page: Page, choice: 'light' | 'dark'): Promise<void> {
  for (let i = 0; i < 3; i++) {
    if ((await page.evaluate(() => localStorage.getItem('theme'))) === choice) return;
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  }
  assert.fail(`the colour toggle never offered ${choice}`);
}

describe('colour mode', () => {
  test('follows the system preference when no choice is stored', async () => {
    for (const scheme of ['dark', 'light'] as const) {
      const page = await site.newPage({colorScheme: scheme});
      await open(page, DOC);
      assert.equal(await theme(page), scheme);
    }
  });

  test('the toggle switches the mode and the choice persists across reloads', async () => {
    const page = await site.newPage({colorScheme: 'dark'});
    await open(page, DOC);
    await chooseColorMode(page, 'light');
    assert.equal(await theme(page), 'light');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await theme(page), 'light');
    await chooseColorMode(page, 'dark');
    assert.equal(await theme(page), 'dark');
  });

  test('a choice made in one tab reaches the other open tabs', async () => {
    const context = await site.newContext({colorScheme: 'light'});
    const [first, second] = [await context.newPage(), await context.newPage()];
    await open(first, DOC);
    await open(second, '/');
    assert.equal(await theme(second), 'light');
    await chooseColorMode(first, 'dark');
    await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  });
});

describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');

  test('shows the current release until dismissed, and the dismissal is stored', async () => {
    const page = await site.newPage();
    await open(page, DOC);
    assert.ok(await bar(page).isVisible());
    assert.match((await bar(page).textContent()) ?? '', /Lockup v\d/);
    await bar(page).getByRole('button', {name: 'Close'}).click();
    assert.equal(await bar(page).count(), 0);
    const stored = await page.evaluate(() => ({
      dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
      id: localStorage.getItem('docusaurus.announcement.id'),
    }));
    assert.deepEqual(stored, {dismiss: 'true', id: announcementBar.id});
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await bar(page).count(), 0);
  });

  test('a bar with a new id shows again to readers who dismissed the old one', async () => {
    const page = await site.newPage();
    await open(page, DOC);
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    });
    await page.reload();
    await bar(page).waitFor({state: 'visible', timeout: 5000});
  });
});

describe('navbar and footer', () => {
  test('list the sections, the community links and the footer groups', async () => {
    const page = await site.newPage();
    await open(page, DOC);
    const left = await page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link').allTextContents();
    assert.deepEqual(left, ['Concepts', 'Guides', 'References', 'APIs', 'Apps', 'Solana', 'Support']);
    const right = await page.locator('.navbar__items--right a.navbar__link').allTextContents();
    assert.deepEqual(
      right.map((t) => t.trim()),
      ['Discord', 'GitHub', 'Links'],
    );
    assert.equal((await page.locator('nav.navbar .navbar__title').first().textContent())?.trim(), 'Sablier Docs');
    const groups = await page.locator('footer .footer__title').allTextContents();
    assert.deepEqual(groups, ['Company', 'Community', 'Developers']);
  });

  test('the section of the current page is marked active', async () => {
    const page = await site.newPage();
    await open(page, '/guides/flow/overview');
    const active = await page.locator('.navbar__items a.navbar__link--active').allTextContents();
    assert.deepEqual(active, ['Guides']);
  });

  test('hides when scrolling down and comes back when scrolling up', async () => {
    const page = await site.newPage({height: 600});
    await open(page, '/concepts/glossary');
    const navBottom = () => page.evaluate(() => document.querySelector('nav.navbar')?.getBoundingClientRect().bottom ?? 0);
    for (let y = 100; y <= 1500; y += 100) {
      await page.mouse.wheel(0, 100);
      await page.waitForTimeout(30);
    }
    await page.waitForFunction(() => (document.querySelector('nav.navbar')?.getBoundingClientRect().bottom ?? 1) <= 0);
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => (document.querySelector('nav.navbar')?.getBoundingClientRect().top ?? -1) >= 0);
    assert.ok((await navBottom()) > 0);
  });
});

describe('mobile menu below 996 px', () => {
  const toggle = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});
  const isOpen = (page: Page) => page.evaluate(() => document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show'));

  test('opens on a doc page with the sidebar, and the back button shows the main menu', async () => {
    const page = await site.newPage({width: 390, height: 844});
    await open(page, DOC);
    await toggle(page).click();
    assert.equal(await isOpen(page), true);
    const back = page.getByRole('button', {name: /Back to main menu/});
    await back.waitFor();
    await back.click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Guides'}).waitFor();
  });

  test('closes when the viewport becomes desktop-wide', async () => {
    const page = await site.newPage({width: 390, height: 844});
    await open(page, DOC);
    await toggle(page).click();
    assert.equal(await isOpen(page), true);
    await page.setViewportSize({width: 1200, height: 844});
    await page.waitForFunction(() => !document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show'));
  });

  test('closes on back navigation', async () => {
    const page = await site.newPage({width: 390, height: 844});
    await open(page, DOC);
    await page.goto(site.url('/concepts/fees'));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await toggle(page).click();
    assert.equal(await isOpen(page), true);
    await page.goBack();
    await page.waitForFunction(() => !document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show'));
  });
});

describe('reading aids', () => {
  test('the first Tab reaches the skip link, which moves focus to the main content', async () => {
    const page = await site.newPage();
    await open(page, DOC);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
    await page.keyboard.press('Enter');
    // The theme moves the sequential focus starting point to the main column: the next Tab lands inside it,
    // past the navbar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => {
      const target = document.getElementById('__docusaurus_skipToContent_fallback');
      const nav = document.querySelector('nav.navbar');
      const focused = document.activeElement;
      return Boolean(target?.contains(focused) && !nav?.contains(focused));
    });
    assert.ok(inMain, 'focus did not move to the main content');
  });

  test('the table of contents lists exactly the h2 and h3 headings', async () => {
    const page = await site.newPage();
    await open(page, '/concepts/lockup/stream-shapes');
    const toc = await page
      .locator('.theme-doc-toc-desktop a.table-of-contents__link')
      .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').slice(1)));
    const headings = await page.locator('article .markdown :is(h2, h3)[id]').evaluateAll((hs) => hs.map((h) => h.id));
    assert.ok(headings.length > 0);
    assert.deepEqual(toc, headings);
    const deeper = await page.locator('article .markdown :is(h4, h5, h6)[id]').evaluateAll((hs) => hs.map((h) => h.id));
    for (const id of deeper) assert.ok(!toc.includes(id), `h4+ heading ${id} in the TOC`);
  });

  test('math renders with KaTeX and its fonts come from the site itself', async () => {
    const page = await site.newPage();
    await open(page, '/concepts/lockup/stream-shapes');
    const katex = page.locator('.katex').first();
    await katex.waitFor();
    const family = await katex.evaluate((el) => getComputedStyle(el).fontFamily);
    assert.match(family, /KaTeX_Main/);
    await page.evaluate(() => document.fonts.ready);
    const katexFontLoaded = await page.evaluate(() =>
      Array.from(document.fonts as unknown as Iterable<FontFace>).some((f) => f.family.includes('KaTeX') && f.status === 'loaded'),
    );
    assert.ok(katexFontLoaded, 'no KaTeX font was loaded');
  });
});

describe('code blocks', () => {
  const GUIDE = '/guides/lockup/examples/create-stream/lockup-linear';
  /** Colour and font style of the first Solidity keyword and comment of the page. */
  const tokenStyles = (page: Page) =>
    page.evaluate(() => {
      // No named functions in here: the test runner's transpiler would wrap them in a helper the page lacks.
      const [keyword, comment, plain] = ['.token.keyword', '.token.comment', 'code'].map((selector) => {
        const el = document.querySelector(`article .language-solidity pre ${selector}`);
        if (!el) return null;
        const s = getComputedStyle(el);
        return `${s.color} ${s.fontStyle}`;
      });
      return {keyword, comment, plain};
    });

  test('are highlighted in the static HTML, in the colours of each mode, and load no Prism', async () => {
    const scripts: string[] = [];
    const styles: Record<string, Awaited<ReturnType<typeof tokenStyles>>> = {};
    for (const scheme of ['light', 'dark'] as const) {
      const page = await site.newPage({colorScheme: scheme});
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await open(page, GUIDE);
      styles[scheme] = await tokenStyles(page);
      // No chunk with Prism's grammars: every block of the page was highlighted at build time.
      for (const url of scripts) {
        const body = await (await fetch(url)).text();
        assert.doesNotMatch(body, /Prism\.languages\.solidity/, `${url} holds Prism`);
      }
    }
    assert.ok(styles.light?.keyword && styles.dark?.keyword, 'no Solidity keyword on the page');
    assert.notEqual(styles.light?.keyword, styles.dark?.keyword);
    assert.notEqual(styles.light?.comment, styles.dark?.comment);
    assert.match(styles.light?.comment ?? '', /italic/);
    // Without JavaScript: the same tokens, coloured by the stylesheet (light, as the page has no data-theme then).
    const noJs = await site.newPage({javaScriptEnabled: false});
    await noJs.goto(site.url(GUIDE));
    assert.deepEqual(await tokenStyles(noJs), styles.light);
  });

  test('the copy button copies the code, line for line', async () => {
    const page = await site.newPage({colorScheme: 'dark'});
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.url('')});
    await open(page, GUIDE);
    const block = page.locator('article .theme-code-block').first();
    const lines = await block.locator('.token-line').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    await block.hover();
    await block.getByRole('button', {name: /Copy code/}).click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), lines.join('\n'));
  });
});
