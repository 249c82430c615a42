/**
 * Scrolling tables (src/components/ScrollableTable): a table that overflows its column becomes a named, focusable
 * region, unique on the page; a table that fits stays a plain container; the names follow the viewport.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {useSite} from './harness';

const site = useSite();
after(() => assert.deepEqual(site.externalRequests, [], 'a page requested a host other than localhost'));

// A generated contract page: well over a hundred tables, many sharing a heading name ("Parameters", "Returns").
const ROUTE = '/reference/lockup/contracts/contract.SablierLockup';

interface TableState {
  overflows: boolean;
  role: string | null;
  tabIndex: string | null;
  label: string | null;
}

async function tables(page: Page): Promise<TableState[]> {
  return page.$$eval('article .table-scroll', (wrappers) =>
    wrappers.map((w) => ({
      overflows: w.scrollWidth - w.clientWidth > 1,
      role: w.getAttribute('role'),
      tabIndex: w.getAttribute('tabindex'),
      label: w.getAttribute('aria-label'),
    })),
  );
}

/** Waits until every table's region state matches its overflow (the names are set after layout). */
async function settledTables(page: Page): Promise<TableState[]> {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('article .table-scroll')).every(
        (w) => w.scrollWidth - w.clientWidth > 1 === (w.getAttribute('role') === 'region'),
      ),
    undefined,
    // Tables far down the page are measured in idle time. Each poll lays out every section (it reads every table's
    // width), so polling often would leave a slow machine no idle time at all: poll twice a second, and give the
    // page's idle queue, a few tables per idle period, time to go through well over a hundred tables.
    {polling: 500, timeout: 120_000},
  );
  return tables(page);
}

describe('scrolling tables', () => {
  test('at 390 px the overflowing tables are focusable regions with unique names, the others plain', async () => {
    const page = await site.newPage({width: 390});
    await page.goto(site.url(ROUTE));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const all = await settledTables(page);
    assert.ok(all.length > 100, `only ${all.length} tables`);
    const regions = all.filter((t) => t.role === 'region');
    assert.ok(regions.length > 20, `only ${regions.length} tables overflow at 390 px`);
    for (const t of regions) {
      assert.equal(t.tabIndex, '0');
      assert.ok(t.label && t.label !== 'Table', `a region without a useful name: ${t.label}`);
    }
    for (const t of all.filter((x) => x.role !== 'region')) assert.equal(t.tabIndex, null);
    const names = regions.map((t) => t.label?.toLowerCase());
    assert.equal(new Set(names).size, names.length, 'two regions share a name');
    assert.ok(
      regions.some((t) => / \(\d+ of \d+\)$/.test(t.label ?? '')),
      'no shared name was numbered',
    );
  });

  test('widening the window turns regions back into plain containers, narrowing makes them again', async () => {
    const page = await site.newPage({width: 390});
    await page.goto(site.url(ROUTE));
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const narrow = (await settledTables(page)).filter((t) => t.role === 'region').length;
    await page.setViewportSize({width: 1600, height: 900});
    const wide = (await settledTables(page)).filter((t) => t.role === 'region').length;
    assert.ok(wide < narrow, `regions at 1600 px (${wide}) not fewer than at 390 px (${narrow})`);
    await page.setViewportSize({width: 390, height: 844});
    assert.equal((await settledTables(page)).filter((t) => t.role === 'region').length, narrow);
  });

  test('the static HTML has no regions: they need JavaScript to be named', async () => {
    const page = await site.newPage({width: 390, javaScriptEnabled: false});
    await page.goto(site.url(ROUTE));
    const all = await tables(page);
    assert.ok(all.length > 100);
    assert.deepEqual(
      all.filter((t) => t.role !== null || t.tabIndex !== null),
      [],
    );
  });
});
