import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {axeViolations, useSite} from './harness';

// The reader tools in a real browser: Copy page, the Flow rate calculator, the charts' create call, and the server's
// answer for a Markdown twin. What the static HTML answers (the calculator's worked table, the Copy page markup) is
// checked from the build files in tests/build/machine-docs.test.ts.
const site = useSite();

async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

describe('Copy page', () => {
  it('copies the page Markdown from the keyboard, with visible and announced feedback', async () => {
    const context = await site.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.url('/')});
    const page = await context.newPage();
    await page.goto(site.url('/concepts/flow/overview'));
    await hydrated(page);
    const toolbar = page.locator('[data-copy-page]');
    const button = toolbar.getByRole('button', {name: 'Copy page'});
    assert.ok(await button.isVisible());
    const view = toolbar.getByRole('link', {name: 'View as Markdown'});
    assert.equal(await view.getAttribute('href'), '/concepts/flow/overview.md');

    // Reach the button with Tab from the element before it, then press Enter.
    await page.locator('.theme-doc-breadcrumbs a').last().focus();
    for (let i = 0; i < 10 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    assert.ok(await button.evaluate((el) => el === document.activeElement), 'Copy page is not reachable with Tab');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', {name: 'Copied'}).waitFor();
    assert.match((await toolbar.locator('[aria-live]').textContent()) ?? '', /copied/i);

    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await page.request.get(site.url('/concepts/flow/overview.md'))).text();
    assert.equal(clipboard, twin);
    assert.match(clipboard, /^# Overview\n/);
    assert.deepEqual(await axeViolations(page), []);
    await page.close();
  });

  it('is absent without JavaScript', async () => {
    const page = await site.newPage({javaScriptEnabled: false});
    await page.goto(site.url('/concepts/flow/overview'));
    assert.equal(await page.locator('[data-copy-page]').count(), 1);
    assert.equal(await page.locator('[data-copy-page] button').isVisible(), false);
    assert.equal(await page.getByRole('button', {name: 'Copy page'}).count(), 0);
    await page.close();
  });

  it('serves the twin as text', async () => {
    const response = await fetch(site.url('/guides/ai-agents.md'));
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/markdown; charset=utf-8$/);
    assert.match(await response.text(), /^# AI Agents\n/);
  });
});

describe('Flow rate calculator', () => {
  it('shows no form without JavaScript', async () => {
    const page = await site.newPage({javaScriptEnabled: false});
    await page.goto(site.url('/guides/flow/examples/flow-calculate-rps'));
    const calc = page.locator('[data-flow-rate-calculator]');
    assert.equal(await calc.count(), 1);
    assert.equal(await calc.locator('form').isVisible(), false);
    await page.close();
  });

  it('computes the rate as the reader types', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/concepts/flow/overview'));
    await hydrated(page);
    const calc = page.locator('[data-flow-rate-calculator]');
    const result = calc.locator('[role=status]');
    assert.match((await result.textContent()) ?? '', /385802469135802/);
    await calc.getByLabel('Amount per period (tokens)').fill('86.4');
    await calc.getByLabel('Token decimals').fill('18');
    await calc.getByLabel('Period', {exact: true}).selectOption('day');
    await page.waitForFunction(() =>
      document.querySelector('[data-flow-rate-calculator] [role=status]')?.textContent?.includes('1000000000000000'),
    );
    assert.match((await result.textContent()) ?? '', /\(exact\)/);
    await calc.getByLabel('Amount per period (tokens)').fill('1.1234567');
    await calc.getByLabel('Token decimals').fill('6');
    await page.waitForFunction(() =>
      /cannot hold 7 decimal places/.test(document.querySelector('[data-flow-rate-calculator] [role=status]')?.textContent ?? ''),
    );
    assert.deepEqual(await axeViolations(page), []);
    await page.close();
  });
});

describe('stream chart create parameters', () => {
  it('follow the sliders', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/concepts/lockup/stream-shapes'));
    await hydrated(page);
    const params = page.locator('[data-stream-chart="cliff"] + [data-create-params]');
    const cliffRow = params.locator('tr', {has: page.locator('code', {hasText: /^cliffTime$/})});
    const before = await cliffRow.textContent();
    assert.match(before ?? '', /1767225600 \(2026-01-01T00:00:00Z\)/);
    const slider = page.locator('[data-stream-chart="cliff"]').getByLabel('Cliff', {exact: true});
    await slider.focus();
    await slider.press('ArrowRight');
    await page.waitForFunction((text) => {
      const row = Array.from(document.querySelectorAll('[data-stream-chart="cliff"] + [data-create-params] tr')).find((r) =>
        r.textContent?.startsWith('cliffTime'),
      );
      return row && row.textContent !== text;
    }, before);
    assert.match((await cliffRow.textContent()) ?? '', /1767657600/);
    await params.locator('summary', {hasText: 'Solidity'}).click();
    assert.match((await params.locator('pre').first().textContent()) ?? '', /uint40 cliffTime = 1767657600;/);
    await page.close();
  });
});
