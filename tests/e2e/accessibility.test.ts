import assert from 'node:assert/strict';
import {after, test} from 'node:test';
import {axeViolations, useSite} from './harness';

const site = useSite();

after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

const PAGES = [
  '/',
  '/concepts/what-is-sablier',
  '/concepts/lockup/stream-shapes',
  '/concepts/lockup/segments',
  '/guides/lockup/overview',
  '/guides/lockup/examples/create-stream/lockup-linear',
  '/api/lockup/endpoints',
];

for (const pathname of PAGES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${pathname} has no WCAG 2.1 A/AA violations in ${colorScheme} mode`, async () => {
      const page = await site.newPage({colorScheme});
      await page.goto(site.url(pathname));
      await page.waitForSelector('html[data-has-hydrated="true"]');
      assert.deepEqual(await axeViolations(page), []);
    });
  }
}
