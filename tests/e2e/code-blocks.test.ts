/**
 * The writers' code-block features in the browser, on /api/filtering (docs/api/filtering.mdx): the copy button
 * copies the code without line numbers or magic comments, highlighted lines stand out from the others in both
 * colour modes, and word wrap wraps a wide block.
 */
import assert from 'node:assert/strict';
import {after, test} from 'node:test';
import type {Page} from 'playwright-core';
import {useSite} from './harness';

const site = useSite();
const ROUTE = '/api/filtering';
const PAGED = "The Graph: a recipient's open stablecoin streams, paged";
const WALLET = 'The Graph: streams a wallet sends or receives';

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

async function open(colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await site.newPage({colorScheme});
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.url('')});
  await page.goto(site.url(ROUTE));
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

const block = (page: Page, title: string) => page.locator('article .theme-code-block', {hasText: title});

/** Scrolls a block into view: off screen, `content-visibility` leaves it unlaid (the reads below then wait). */
async function reveal(page: Page, title: string) {
  const target = block(page, title);
  await target.scrollIntoViewIfNeeded();
  return target;
}

/**
 * Reads `read` until `ok` holds or 15 s pass, and returns the last value, for the caller to assert: a block that comes
 * into view is laid out a few frames later, later still on a loaded machine, and a behaviour that is broken never
 * satisfies `ok`.
 */
async function settledValue<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 15_000;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((done) => setTimeout(done, 100));
    value = await read();
  }
  return value;
}

async function copied(page: Page, title: string): Promise<string> {
  const target = block(page, title);
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  await target.getByRole('button', {name: /Copy code/}).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('copy gives the code as shown: no line numbers, no magic comment', async () => {
  const page = await open('dark');
  const paged = await copied(page, PAGED);
  assert.match(paged, /^query RecipientOpenStreams\(/);
  assert.equal(paged.split('\n').length, 23);
  assert.doesNotMatch(paged, /^\s*\d+\s/m);
  const wallet = await copied(page, WALLET);
  assert.doesNotMatch(wallet, /highlight-next-line/);
  assert.match(wallet, /\n {6}and: \[/);
});

test('line numbers are drawn and highlighted lines have their own background, in both modes', async () => {
  for (const scheme of ['light', 'dark'] as const) {
    const page = await open(scheme);
    const paged = await reveal(page, PAGED);
    // A number cell on every line, drawn (a CSS counter) with some width.
    const widths = await settledValue(
      () => paged.locator('.code-line-number').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width)),
      (ws) => ws.length === 23 && ws.every((w) => w > 8),
    );
    assert.equal(widths.length, 23);
    assert.ok(
      widths.every((w) => w > 8),
      `${scheme}: a line number cell is empty`,
    );
    const backgrounds = await settledValue(
      () => paged.locator('.token-line').evaluateAll((lines) => lines.map((line) => getComputedStyle(line).backgroundColor)),
      (bs) => bs[3] !== bs[0] && bs[9] !== bs[0],
    );
    const plain = backgrounds[0];
    assert.notEqual(backgrounds[3], plain, `${scheme}: line 4 is not highlighted`);
    assert.notEqual(backgrounds[9], plain, `${scheme}: line 10 is not highlighted`);
    assert.equal(backgrounds[4], plain);
  }
});

test('word wrap wraps a block wider than the page', async () => {
  const page = await site.newPage({width: 390, height: 800});
  await page.goto(site.url(ROUTE));
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const wallet = await reveal(page, WALLET);
  const pre = wallet.locator('pre');
  const scrolls = () => pre.evaluate((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth);
  assert.equal(await settledValue(scrolls, (v) => v), true);
  await wallet.hover();
  await wallet.getByRole('button', {name: 'Toggle word wrap'}).click();
  assert.equal(await settledValue(scrolls, (v) => !v), false);
});
