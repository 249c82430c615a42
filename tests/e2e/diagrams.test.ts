import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {useSite} from './harness';

// Mermaid diagrams are SVG in the static HTML (plugins/diagrams): no Mermaid runtime, themed by CSS. That the SVG and
// its text are in the build's HTML is checked from the files (tests/build/diagrams.test.ts); here, what needs a browser.
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
  it('are drawn at a readable size without JavaScript', async () => {
    const page = await site.newPage({javaScriptEnabled: false});
    await page.goto(site.url(PAGE));
    const diagrams = page.locator('figure.sablier-diagram [data-diagram] svg');
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

// The committed renders (diagrams/) are what the renderer of `npm run diagrams` draws today: one flowchart and one
// sequence diagram are drawn again in this machine's browser and compared by structure and text (coordinates may
// move by a fraction of a pixel between browser versions).
describe('the diagram renderer', () => {
  it('draws the committed renders again', async () => {
    const {openMermaidRenderer} = await import('../../scripts/lib/mermaid-render');
    const {mermaidFences} = await import('../../scripts/lib/diagram-fences');
    const {readCached} = await import('../../plugins/diagrams/cache');
    const {diagramKey} = await import('../../plugins/diagrams/key');
    const {diagramId} = await import('../../plugins/diagrams/assemble');
    const fences = mermaidFences(path.resolve(__dirname, '..', '..', 'docs'));
    const picks = [fences.find((f) => /^\s*flowchart/m.test(f.source)), fences.find((f) => /^\s*sequenceDiagram/m.test(f.source))];
    const shape = (svg: string) => ({
      tags: [...svg.matchAll(/<([a-zA-Z]+)[\s>/]/g)].map((m) => m[1]).join(' '),
      text: [...svg.matchAll(/>([^<>]+)</g)]
        .map((m) => m[1]?.trim())
        .filter((t) => t && !t.includes('{'))
        .join('|'),
    });
    const renderer = await openMermaidRenderer();
    try {
      for (const fence of picks) {
        assert.ok(fence, 'a flowchart and a sequence diagram');
        const key = diagramKey(fence.source);
        const cached = readCached(path.resolve(__dirname, '..', '..', 'diagrams'), key);
        assert.ok(cached, `docs/${fence.file}:${fence.line} is in the cache`);
        for (const theme of ['light', 'dark'] as const) {
          const fresh = await renderer.render(fence.source, diagramId(key), theme);
          assert.deepEqual(shape(fresh), shape(cached[theme]), `docs/${fence.file}:${fence.line} (${theme})`);
        }
      }
    } finally {
      await renderer.close();
    }
  });
});
