import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Locator} from 'playwright-core';
import {createCall} from '../../src/components/StreamChart/create-params';
import {buildShape} from '../../src/components/StreamChart/shapes';
import {useSite} from './harness';

// The stream charts of the concept pages: drawn at build time (visible without JavaScript), redrawn by the sliders.
const site = useSite();

/** Number of drawing commands in an SVG path, i.e. how many points the curve has. */
const commands = (d: string | null): number => (d ?? '').split(/[ML]/).filter((s) => s.trim()).length;

/**
 * Presses ArrowRight on a slider until the path's `d` changes. Retrying covers the moment before React has
 * hydrated the page, when a key press moves the native slider but no handler redraws the curve yet.
 */
async function nudgeUntilRedrawn(slider: Locator, path: Locator): Promise<string | null> {
  const before = await path.getAttribute('d');
  for (let i = 0; i < 40; i++) {
    await slider.press('ArrowRight');
    const now = await path.getAttribute('d');
    if (now !== before) return now;
    await new Promise((r) => setTimeout(r, 100));
  }
  return before;
}

describe('stream charts', () => {
  it('stream-shapes has one chart per shape in the static HTML, with data, even without JavaScript', async () => {
    const page = await site.newPage({javaScriptEnabled: false});
    await page.goto(site.url('/concepts/lockup/stream-shapes'));
    const charts = page.locator('figure[data-stream-chart]');
    assert.equal(await charts.count(), 10);
    const d = await page.locator('[data-stream-chart="cliff"] path[data-series="streamed"]').getAttribute('d');
    assert.match(d ?? '', /^M[\d.]+ [\d.]+ L/);
    // Flat until the cliff, the jump, then the slope: four points at least (straight stretches are one segment each,
    // see simplifyPolyline in src/lib/chartGeometry.ts).
    assert.ok(commands(d) >= 4, `cliff curve has only ${commands(d)} points`);
    // Accessible name and description.
    const svg = page.locator('[data-stream-chart="cliff"] svg[role="img"]');
    const titleId = await svg.getAttribute('aria-labelledby');
    assert.ok(titleId);
    assert.match((await page.locator(`[data-stream-chart="cliff"] title`).textContent()) ?? '', /Cliff/);
    assert.match((await page.locator('[data-stream-chart="cliff"] figcaption').textContent()) ?? '', /day 365/);
    // A 4-year stream is drawn in years, the end of the axis is labelled, and the cliff is marked.
    const cliff = page.locator('[data-stream-chart="cliff"]');
    assert.match((await cliff.locator('text', {hasText: 'Time ('}).textContent()) ?? '', /Time \(years\)/);
    assert.equal(await cliff.locator('[data-moments]').getAttribute('data-moments'), '1');
    assert.match((await cliff.locator('[data-moments] text').textContent()) ?? '', /^1 year$/);
    // Twelve monthly tranches over a year: a month axis, one marked moment per unlock before the end.
    const monthly = page.locator('[data-stream-chart="tranchedMonthly"]');
    assert.match((await monthly.locator('text', {hasText: 'Time ('}).textContent()) ?? '', /Time \(months\)/);
    // Every chart's create call as Solidity and as viem code: the exact text in the static HTML, plain (highlighted
    // only once opened), readable when the disclosure is opened without JavaScript.
    assert.equal(await page.locator('details[data-snippet="solidity"]').count(), 10);
    assert.equal(await page.locator('details[data-snippet="ts"]').count(), 10);
    assert.equal(await page.locator('details[data-snippet] .token').count(), 0);
    const call = createCall(buildShape('cliff').create, 'cliff');
    const create = page.locator('[data-create-shape="cliff"]');
    assert.equal(await create.locator('[data-snippet="solidity"] pre').textContent(), call.solidity);
    assert.equal(await create.locator('[data-snippet="ts"] pre').textContent(), call.viem);
    await create.getByText('Solidity', {exact: true}).click();
    assert.ok(await create.locator('[data-snippet="solidity"] pre').isVisible());
    await page.close();
  });

  it('a snippet is highlighted when opened, keeps its text, and copies it', async () => {
    const page = await site.newPage({colorScheme: 'dark'});
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(site.url('/concepts/lockup/stream-shapes'));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // Nothing is highlighted on load: the highlighter is fetched when a reader opens a snippet (or points at it).
    assert.equal(await page.locator('details[data-snippet] .token').count(), 0);
    const call = createCall(buildShape('linearStepper').create, 'linearStepper');
    const snippet = page.locator('[data-create-shape="linearStepper"] [data-snippet="ts"]');
    await snippet.locator('summary').click();
    const pre = snippet.locator('pre[data-highlighted]');
    await pre.waitFor();
    assert.ok((await pre.locator('.token.keyword').count()) > 0, 'no keyword token');
    assert.ok((await pre.locator('.token.number').count()) > 0, 'no number token');
    assert.equal(await pre.textContent(), call.viem);
    // Other snippets stay plain until they are opened.
    assert.equal(await page.locator('[data-create-shape="cliff"] .token').count(), 0);
    await pre.hover();
    const copy = snippet.locator('button');
    assert.equal(await copy.getAttribute('aria-label'), 'Copy code to clipboard');
    await copy.click();
    await page.locator('[data-create-shape="linearStepper"] [data-snippet="ts"] button[aria-label="Copied"]').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), call.viem);
    await page.close();
  });

  it('moving a slider redraws the curve', async () => {
    const page = await site.newPage({colorScheme: 'dark'});
    await page.goto(site.url('/concepts/lockup/stream-shapes'));
    const chart = page.locator('[data-stream-chart="cliff"]');
    const path = chart.locator('path[data-series="streamed"]');
    const before = await path.getAttribute('d');
    const slider = chart.getByLabel('Cliff', {exact: true});
    await slider.focus();
    const after = await nudgeUntilRedrawn(slider, path);
    assert.notEqual(after, before);
    const output = (await chart.locator('output').first().textContent()) ?? '';
    assert.match(output, /^\d+ days$/);
    assert.notEqual(output, '365 days');
    const cliffDays = output.replace(' days', '');
    assert.match((await chart.locator('figcaption').textContent()) ?? '', new RegExp(`day ${cliffDays}`));
    await page.close();
  });

  it('the Flow overview chart draws debt, withdrawable amount and balance', async () => {
    const page = await site.newPage({width: 390, height: 844, colorScheme: 'light'});
    await page.goto(site.url('/concepts/flow/overview'));
    const chart = page.locator('[data-stream-chart="flow"]');
    for (const series of ['debt', 'covered', 'balance']) {
      assert.ok(commands(await chart.locator(`path[data-series="${series}"]`).getAttribute('d')) >= 2, series);
    }
    const deposit = chart.getByLabel('Deposit');
    const covered = chart.locator('path[data-series="covered"]');
    const before = await covered.getAttribute('d');
    await deposit.focus();
    assert.notEqual(await nudgeUntilRedrawn(deposit, covered), before);
    // The chart fits the phone screen.
    const box = await chart.locator('svg').boundingBox();
    assert.ok(box && box.width <= 390, `chart is ${box?.width}px wide`);
    await page.close();
  });

  it('segments and tranches pages have interactive charts', async () => {
    const page = await site.newPage();
    for (const [route, shape] of [
      ['/concepts/lockup/segments', 'segmentAccelerating'],
      ['/concepts/lockup/tranches', 'tranches'],
    ] as const) {
      await page.goto(site.url(route));
      const chart = page.locator(`[data-stream-chart="${shape}"]`);
      assert.ok((await chart.locator('input[type="range"]').count()) >= 1, route);
      // A curve with at least one bend or step (straight stretches are drawn as one segment).
      assert.ok(commands(await chart.locator('path[data-series="streamed"]').getAttribute('d')) >= 3, route);
    }
    await page.close();
  });
});
