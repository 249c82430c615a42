import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {useSite} from './harness';

// Mermaid diagrams are SVG in the static HTML (plugins/diagrams): no Mermaid runtime, themed by CSS.
const site = useSite();
const PAGE = '/concepts/flow/statuses';

/** Fill of the first flowchart node shape of the first diagram on the page. */
const nodeFill = (page: Page) =>
  page
    .locator('[data-diagram] svg .node')
    .first()
    .locator('path, rect, circle, polygon')
    .first()
    .evaluate((el) => getComputedStyle(el).fill);

describe('diagrams', () => {
  it('are in the static HTML and readable without JavaScript', async () => {
    const page = await site.newPage({javaScriptEnabled: false});
    await page.goto(site.url(PAGE));
    const diagrams = page.locator('figure.sablier-diagram [data-diagram] svg');
    assert.ok((await diagrams.count()) >= 6, `only ${await diagrams.count()} diagrams`);
    assert.match((await diagrams.first().textContent()) ?? '', /STREAMING/);
    const box = await diagrams.first().boundingBox();
    assert.ok(box && box.width > 100 && box.height > 50, `diagram box ${JSON.stringify(box)}`);
    await page.close();
  });

  it('load no diagram JavaScript and keep their SVG through hydration', async () => {
    const page = await site.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(site.url(PAGE));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const bodies = await Promise.all(scripts.map(async (url) => (await (await fetch(url)).text()).includes('mermaid.render')));
    assert.deepEqual(
      scripts.filter((_, i) => bodies[i]),
      [],
      'a script with the Mermaid runtime was loaded',
    );
    assert.ok((await page.locator('[data-diagram] svg').count()) >= 6);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('follow the colour mode', async () => {
    const light = await site.newPage({colorScheme: 'light'});
    await light.goto(site.url(PAGE));
    await light.waitForSelector('html[data-theme="light"]');
    const dark = await site.newPage({colorScheme: 'dark'});
    await dark.goto(site.url(PAGE));
    await dark.waitForSelector('html[data-theme="dark"]');
    assert.notEqual(await nodeFill(light), await nodeFill(dark));
    await light.close();
    await dark.close();
  });

  it('appear after a client-side navigation', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/concepts/flow/overview'));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, PAGE);
    await page.waitForSelector('[data-diagram] svg', {timeout: 10_000});
    assert.match((await page.locator('[data-diagram] svg').first().textContent()) ?? '', /STREAMING/);
    await page.close();
  });
});
