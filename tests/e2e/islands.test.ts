import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import {arrivedAt, settled, useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

const REFERENCE = '/reference/lockup/contracts/contract.SablierLockup';

async function open(route: string, width = 390): Promise<Page> {
  const page = await site.newPage({width, height: 800});
  await page.goto(site.url(route));
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await settled(page);
  return page;
}

/** Whether React manages the element (hydrated or rendered), from the fiber key react-dom puts on its nodes. */
/** Where the sticky navbar ends in the viewport: 0 when it has hidden on scroll. */
function navbarBottom(page: Page): Promise<number> {
  return page.locator('.navbar').evaluate((navbar) => Math.max(0, Math.round(navbar.getBoundingClientRect().bottom)));
}

function isReactNode(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));
}

describe('islands (src/components/Island)', () => {
  test('a long page hydrates only what is near the viewport; the rest keeps its server HTML until it comes near', async () => {
    const page = await open(REFERENCE);
    const live = await page.locator('[data-island="live"]').count();
    const statics = page.locator('[data-island="static"]');
    assert.ok(live > 0, 'the islands near the top are live');
    assert.ok((await statics.count()) > 200, `only ${await statics.count()} static islands: the tables and code blocks far down should be`);

    // A code block far down: its server HTML is there, un-hydrated and without the browser-only copy button.
    const block = page.locator('.theme-code-block[data-island="static"]').last();
    const code = await block.locator('code').textContent();
    assert.ok(code && code.length > 0, 'the static block shows its code');
    assert.equal(await isReactNode(block.locator('pre')), false, 'its children are not hydrated');
    assert.equal(await block.locator('button').count(), 0);

    // Scrolled to, it goes live: same code, now with the theme's copy button, managed by React.
    await block.scrollIntoViewIfNeeded();
    const woken = page
      .locator('.theme-code-block')
      .filter({hasText: code ?? ''})
      .last();
    await page.waitForFunction((text) => {
      const blocks = Array.from(document.querySelectorAll<HTMLElement>('.theme-code-block')).filter(
        (b) => b.querySelector('code')?.textContent === text,
      );
      return blocks.at(-1)?.dataset.island === 'live';
    }, code);
    assert.equal(await woken.locator('code').textContent(), code);
    await woken.hover();
    await woken.getByRole('button', {name: /copy/i}).waitFor();
    assert.equal(await isReactNode(woken.locator('pre')), true);
    await page.close();
  });

  test('focus moving into a static island is carried over to the same element of the live markup', async () => {
    const page = await open(REFERENCE);
    const table = page
      .locator('.table-scroll[data-island="static"]')
      .filter({has: page.locator('a[href^="/reference/"]')})
      .last();
    const link = table.locator('a[href^="/reference/"]').first();
    const href = await link.getAttribute('href');
    await link.focus();
    await page.waitForFunction(() => document.activeElement?.closest('[data-island]')?.getAttribute('data-island') === 'live');
    const focused = await page.evaluate(() => ({
      href: document.activeElement?.getAttribute('href'),
      react: Object.keys(document.activeElement ?? {}).some((key) => key.startsWith('__reactFiber')),
    }));
    assert.deepEqual(focused, {href, react: true}, 'the live copy of the same link has focus');
    await page.close();
  });

  test('a pointer reaching a static island wakes it before the press: the first click copies an address', async () => {
    const page = await open('/guides/lockup/deployments', 1280);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const section = page.locator('section[data-chain-id]').last();
    assert.equal(await section.getAttribute('data-island'), 'static', 'the last chain is far down');
    const address = await section.locator('a[href*="/address/0x"] code').first().textContent();
    await section
      .getByRole('button', {name: /^Copy address of/})
      .first()
      .click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), address);
    assert.equal(await section.getAttribute('data-island'), 'live');
    await section
      .getByRole('button', {name: /^Copied address of/})
      .first()
      .waitFor();
    await page.close();
  });

  test('after a client-side navigation every island renders at once (there is no server HTML to keep)', async () => {
    const page = await open('/reference/lockup/contracts/types/library.Lockup', 1280);
    await page.evaluate(() => {
      (window as unknown as {marker: boolean}).marker = true;
    });
    // The sidebar's link: a client-side navigation, as every internal link.
    await page.locator(`nav a[href="${REFERENCE}"]:visible`).first().click();
    await page.waitForURL(`**${REFERENCE}`);
    await arrivedAt(page, 'SablierLockup');
    assert.equal(await page.evaluate(() => (window as unknown as {marker?: boolean}).marker), true, 'no full page load');
    assert.equal(await page.locator('[data-island="static"]').count(), 0);
    assert.ok((await page.locator('[data-island="live"]').count()) > 200);
    await page.close();
  });

  test('an off-screen code block keeps its exact height before it is drawn (content-visibility placeholder)', async () => {
    const page = await open(REFERENCE, 1280);
    const heights = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.theme-code-block'))
        .slice(-12)
        .map((block) => {
          const before = block.getBoundingClientRect().height;
          block.style.contentVisibility = 'visible';
          const after = block.getBoundingClientRect().height;
          return {before, after};
        }),
    );
    assert.equal(heights.length, 12);
    for (const {before, after} of heights) assert.ok(Math.abs(before - after) <= 1, `placeholder ${before}px, drawn ${after}px`);
    await page.close();
  });
});

describe('route prefetching in idle time (plugins/docusaurus-internals/client/idlePrefetch.ts)', () => {
  test('a link that comes into view queues its route: the prefetch tags are added later, not at once', async () => {
    const page = await open('/concepts/what-is-sablier', 1280);
    const result = await page.evaluate(() => {
      const route = '/reference/lockup/contracts/contract.SablierBatchLockup';
      const before = document.querySelectorAll('link[rel="prefetch"]').length;
      const returned = (window as unknown as {docusaurus: {prefetch(r: string): unknown}}).docusaurus.prefetch(route);
      return {before, now: document.querySelectorAll('link[rel="prefetch"]').length, returned};
    });
    assert.equal(result.returned, true);
    assert.equal(result.now, result.before, 'nothing is fetched synchronously');
    await page.waitForFunction((before) => document.querySelectorAll('link[rel="prefetch"]').length > before, result.before);
    await page.close();
  });
});

describe('reference sections (plugins/reference-sections, content-visibility)', () => {
  test('a generated reference page draws only the sections near the viewport', async () => {
    const page = await open(REFERENCE);
    const drawn = await page.$$eval('.markdown > section.reference-section', (sections) =>
      sections.map((s) => s.firstElementChild?.checkVisibility({contentVisibilityAuto: true}) ?? false),
    );
    assert.ok(drawn.length > 100, `only ${drawn.length} sections`);
    assert.equal(drawn[0], true, 'the first section is drawn');
    assert.equal(drawn.at(-1), false, 'the last is not, until it comes near');
    assert.ok(drawn.filter(Boolean).length < 20, `${drawn.filter(Boolean).length} sections drawn at load`);
    // Every section starts with its heading.
    const first = await page.$$eval('.markdown > section.reference-section', (s) => s.map((x) => x.firstElementChild?.tagName));
    assert.deepEqual([...new Set(first)].sort(), ['H2', 'H3', 'H4']);
    await page.close();
  });

  test('the spacing is the theme’s: a heading sits its own top margin below the section before', async () => {
    for (const width of [390, 1280]) {
      const page = await open(REFERENCE, width);
      const result = await page.evaluate(() => {
        const markdown = document.querySelector('.markdown') as HTMLElement;
        // The theme's margin for a top-level h3, from a probe heading placed straight under `.markdown`.
        const probe = document.createElement('h3');
        markdown.prepend(probe);
        const themeMargin = getComputedStyle(probe).marginTop;
        probe.remove();
        const sections = Array.from(markdown.querySelectorAll<HTMLElement>(':scope > section.reference-section'));
        for (const s of sections) s.style.contentVisibility = 'visible';
        const gaps = sections.slice(1).map((section, i) => {
          const previous = sections[i]?.lastElementChild?.getBoundingClientRect().bottom ?? 0;
          const heading = section.firstElementChild as HTMLElement;
          return {gap: heading.getBoundingClientRect().top - previous, margin: Number.parseFloat(getComputedStyle(heading).marginTop)};
        });
        const h3 = sections.map((s) => s.firstElementChild).find((h) => h?.tagName === 'H3') as HTMLElement;
        return {themeMargin, sectionMargin: getComputedStyle(h3).marginTop, gaps};
      });
      assert.equal(result.sectionMargin, result.themeMargin, `${width}px: an h3 in a section has the theme's top margin`);
      for (const {gap, margin} of result.gaps)
        assert.ok(Math.abs(gap - margin) < 1, `${width}px: gap ${gap}px, heading margin ${margin}px`);
      await page.close();
    }
  });

  test('a link to a member far down the page lands on its heading, and it stays there (JavaScript on and off)', async () => {
    for (const [width, javaScriptEnabled] of [
      [390, true],
      [1280, true],
      [1280, false],
    ] as const) {
      for (const id of ['transfer', 'withdrawmultiple']) {
        const page = await site.newPage({width, height: 800, javaScriptEnabled});
        await page.goto(site.url(`${REFERENCE}#${id}`));
        if (javaScriptEnabled) {
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
          await settled(page);
        }
        const top = () => page.locator(`#${id}`).evaluate((h) => Math.round(h.getBoundingClientRect().top));
        const where = `#${id} at ${width}px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;
        const first = await top();
        // Below the navbar where it stays on screen (JavaScript off: it cannot hide on scroll), and near the top.
        const navbar = await navbarBottom(page);
        assert.ok(
          first >= navbar && first < navbar + 120,
          `${where}: the heading is ${first}px from the top, the navbar ends at ${navbar}px`,
        );
        // Sections come into view and are drawn in the next frames, islands render in idle time: after those. Without
        // JavaScript there are no islands and no frame callbacks; each screenshot waits for a new frame instead.
        if (javaScriptEnabled) await settled(page);
        else for (let frame = 0; frame < 2; frame++) await page.screenshot();
        assert.equal(await top(), first, `${where}: sections drawn around it moved it`);
        await page.close();
      }
    }
  });

  test('following the table of contents to a far member lands on its heading', async () => {
    const page = await open(REFERENCE, 1280);
    await page.locator('.theme-doc-toc-desktop a[href="#withdrawmultiple"]').click();
    await page.waitForFunction(() => location.hash === '#withdrawmultiple');
    await settled(page);
    const top = await page.locator('#withdrawmultiple').evaluate((h) => Math.round(h.getBoundingClientRect().top));
    const navbar = await navbarBottom(page);
    assert.ok(top >= navbar && top < navbar + 120, `the heading is ${top}px from the top, the navbar ends at ${navbar}px`);
    await page.close();
  });
});
