/**
 * Keyboard alone: every control is reached with Tab and operated with the keys a reader expects, focus is always
 * visible, and a reader who prefers reduced motion gets no animation (the sidebar collapses in 1 ms).
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

async function open(pathname: string, width = 1280): Promise<Page> {
  const page = await site.newPage({width});
  await page.goto(site.url(pathname));
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

/** Presses Tab until `predicate` holds for the focused element (at most `limit` times). */
async function tabTo(page: Page, selector: string, limit = 400): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The outline and box shadow of every focusable element, before anything has focus: what focus must change. */
async function recordUnfocused(page: Page): Promise<void> {
  await page.evaluate(() => {
    const styles = new WeakMap<Element, string>();
    for (const el of Array.from(document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]'))) {
      const s = getComputedStyle(el);
      styles.set(el, `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`);
    }
    (window as unknown as {unfocused: WeakMap<Element, string>}).unfocused = styles;
  });
}

interface TabStop {
  /** The focused element's markup, or '' when focus left the page's controls. */
  key: string;
  /** Focus came back to the first stop: the whole tab order has been walked. */
  cycled: boolean;
  /** The element, when focus shows no visible indicator of its own. */
  invisible?: string;
}

/**
 * The focused element, and whether focus shows on it: an outline that is drawn (a style, a width, a colour that is
 * not transparent) or a box shadow, which the element does not have without focus. A shadow or outline the element
 * always has is no focus indicator.
 */
async function tabStop(page: Page): Promise<TabStop> {
  return page.evaluate(() => {
    const w = window as unknown as {unfocused: WeakMap<Element, string>; firstStop?: Element};
    const el = document.activeElement;
    if (!el || el === document.body) return {key: '', cycled: false};
    if (el === w.firstStop) return {key: '', cycled: true};
    w.firstStop ??= el;
    const s = getComputedStyle(el);
    const now = `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`;
    const outline =
      s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0 && !/^rgba\(.*,\s*0\)$|^transparent$/.test(s.outlineColor);
    const shadow = s.boxShadow !== 'none';
    const before = w.unfocused.get(el);
    const changed = before === undefined || before !== now;
    const key = el.outerHTML.slice(0, 200);
    return (outline || shadow) && changed ? {key, cycled: false} : {key, cycled: false, invisible: el.outerHTML.slice(0, 120)};
  });
}

describe('keyboard', () => {
  for (const pathname of [
    '/concepts/lockup/stream-shapes',
    '/guides/lockup/deployments',
    '/reference/errors',
    '/api/airdrops/merkle-api/examples',
  ]) {
    test(`${pathname}: every Tab stop shows where focus is, all the way round`, async () => {
      const page = await open(pathname);
      await recordUnfocused(page);
      const invisible = new Set<string>();
      let stops = 0;
      let cycled = false;
      // Round the whole tab order, until focus comes back to the first stop (through the browser's own controls).
      for (let i = 0; i < 5000 && !cycled; i++) {
        await page.keyboard.press('Tab');
        const stop = await tabStop(page);
        cycled = stop.cycled;
        if (stop.key) stops++;
        if (stop.invisible) invisible.add(stop.invisible);
      }
      assert.ok(cycled, `Tab did not come back round after ${stops} stops`);
      assert.ok(stops > 20, `only ${stops} Tab stops`);
      assert.deepEqual([...invisible], []);
      await page.context().close();
    });
  }

  test('sidebar categories open and close with Enter', async () => {
    const page = await open('/guides/lockup/overview');
    const collapsed = 'nav.menu [aria-expanded="false"]';
    const label = await page
      .locator(`${collapsed}:visible`)
      .first()
      .evaluate((el) => el.getAttribute('aria-label') ?? el.textContent);
    await tabTo(page, collapsed);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    assert.equal(focused, label);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-expanded') === 'true');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-expanded') === 'false');
    await page.context().close();
  });

  test('the navbar dropdown, the mobile menu and search work from the keyboard', async () => {
    const page = await open('/concepts/fees');
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('withdraw');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('ArrowDown');
    // Enter follows the hit the arrow keys selected, to its section.
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a');
    await selected.waitFor();
    const href = (await selected.getAttribute('href')) ?? '';
    assert.notEqual(new URL(href, site.url('/')).pathname, '/concepts/fees');
    await page.keyboard.press('Enter');
    await page.waitForFunction((h) => `${location.pathname}${location.search}${location.hash}` === h, href);
    await page.context().close();

    const mobile = await open('/concepts/fees', 390);
    await tabTo(mobile, '.navbar__toggle');
    await mobile.keyboard.press('Enter');
    await mobile.locator('.navbar-sidebar').waitFor();
    await mobile.locator('nav.navbar-sidebar--show').waitFor();
    await tabTo(mobile, '.navbar-sidebar a.menu__link');
    // Escape closes the menu and gives focus back to the button that opened it.
    await mobile.keyboard.press('Escape');
    await mobile.locator('nav.navbar-sidebar--show').waitFor({state: 'detached'});
    await mobile.waitForFunction(() => document.activeElement?.matches('.navbar__toggle') ?? false);
    await mobile.context().close();
  });

  test('tabs: arrow keys move between tabs, Enter selects (manual activation)', async () => {
    const page = await open('/api/airdrops/merkle-api/examples');
    await tabTo(page, '[role="tab"][aria-selected="true"]');
    const before = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (previous) => document.activeElement?.getAttribute('aria-selected') === 'true' && document.activeElement.textContent !== previous,
      before,
    );
    await page.context().close();
  });

  test('chart sliders move with the arrow keys and the output follows', async () => {
    const page = await open('/concepts/lockup/stream-shapes');
    await tabTo(page, 'input[type="range"]');
    const output = () => page.evaluate(() => (document.activeElement?.closest('div')?.querySelector('output')?.textContent ?? '').trim());
    const before = await output();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    assert.notEqual(await output(), before);
    await page.context().close();
  });

  test('copy buttons and the error decoder work from the keyboard', async () => {
    const page = await open('/guides/lockup/deployments');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.url('')});
    await tabTo(page, 'button[aria-label^="Copy address of"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Copied address of'));
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^0x[0-9a-fA-F]{40}$/);
    await page.context().close();

    const errors = await open('/reference/errors');
    await tabTo(errors, 'input[type="text"]');
    await errors.keyboard.type('WithdrawAmountZero');
    await errors.getByRole('status').getByText('WithdrawAmountZero').first().waitFor();
    await errors.context().close();
  });
});

describe('reduced motion', () => {
  test('the sidebar collapses in 1 ms and nothing else animates', async () => {
    const page = await open('/guides/lockup/overview');
    await page.evaluate(() => {
      const w = window as unknown as {transitions: string[]};
      w.transitions = [];
      new MutationObserver((records) => {
        for (const r of records)
          if (r.target instanceof HTMLElement && r.target.style.transition) w.transitions.push(r.target.style.transition);
      }).observe(document.querySelector('nav.menu') as Node, {subtree: true, attributes: true, attributeFilter: ['style']});
    });
    await page.locator('nav.menu [aria-expanded="false"]:visible').first().click();
    await page.waitForFunction(() => (window as unknown as {transitions: string[]}).transitions.length > 0);
    const transitions = (await page.evaluate('window.transitions')) as string[];
    assert.ok(
      transitions.every((t) => /^height 1ms\b/.test(t)),
      transitions.join(' | '),
    );

    // No other transition or animation lasts longer than 1 ms.
    // (A string, not a function: the test transpiler would add helpers the page does not have.)
    const long = (await page.evaluate(`(() => {
      const seconds = (list) => Math.max(...list.split(',').map((d) => (d.trim().endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d))));
      return Array.from(document.querySelectorAll('*'))
        .filter((el) => {
          const s = getComputedStyle(el);
          return seconds(s.transitionDuration) > 0.001 || (s.animationName !== 'none' && seconds(s.animationDuration) > 0.001);
        })
        .map((el) => el.tagName.toLowerCase() + '.' + String(el.className).slice(0, 60))
        .slice(0, 10);
    })()`)) as string[];
    assert.deepEqual(long, []);
    await page.context().close();
  });
});
