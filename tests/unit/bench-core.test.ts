import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {transferTotals} from '../../src/lib/pageWeight';
import {
  type BenchResults,
  DEFAULT_BENCH_PAGES,
  lighthouseTable,
  markdownTable,
  median,
  medianRun,
  parseBenchArgs,
  readLighthouseReport,
  resultsMarkdown,
  weightTable,
} from '../../scripts/lib/bench-core';

describe('bench options', () => {
  test('defaults: the eight pages, 3 runs, build and Lighthouse on', () => {
    assert.deepEqual(parseBenchArgs([]), {pages: DEFAULT_BENCH_PAGES, runs: 3, skipBuild: false, lighthouse: true});
    assert.equal(DEFAULT_BENCH_PAGES.length, 8);
  });

  test('reads --pages, --runs (also as --name=value), --skip-build and --no-lighthouse', () => {
    assert.deepEqual(parseBenchArgs(['--pages', '/a, /b/c', '--runs', '5', '--skip-build', '--no-lighthouse']), {
      pages: ['/a', '/b/c'],
      runs: 5,
      skipBuild: true,
      lighthouse: false,
    });
    assert.deepEqual(parseBenchArgs(['--runs=1', '--pages=/']).runs, 1);
  });

  test('rejects bad values and unknown options', () => {
    assert.throws(() => parseBenchArgs(['--runs', '0']), /whole number/);
    assert.throws(() => parseBenchArgs(['--runs', 'two']), /whole number/);
    assert.throws(() => parseBenchArgs(['--runs']), /needs a value/);
    assert.throws(() => parseBenchArgs(['--pages', '--skip-build']), /needs a value/);
    assert.throws(() => parseBenchArgs(['--pages', 'concepts/fees']), /starting with \//);
    assert.throws(() => parseBenchArgs(['--fast']), /unknown option --fast/);
  });
});

describe('median', () => {
  test('middle value of an odd count, mean of the middle two of an even count, order-free', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([10, 40, 20, 30]), 25);
    assert.equal(median([7]), 7);
    assert.throws(() => median([]), /no values/);
  });

  test('takes the median of each Lighthouse figure on its own', () => {
    const run = (performance: number, tbt: number, cls: number) => ({
      performance,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      cls,
      tbt,
      lcp: 1000,
    });
    assert.deepEqual(medianRun([run(70, 900, 0.2), run(90, 100, 0.25), run(80, 400, 0.1)]), run(80, 400, 0.2));
  });
});

describe('Lighthouse reports', () => {
  const report = {
    lighthouseVersion: '13.5.0',
    categories: {performance: {score: 0.59}, accessibility: {score: 1}, 'best-practices': {score: 0.96}, seo: {score: 1}},
    audits: {
      'cumulative-layout-shift': {numericValue: 0.1504},
      'total-blocking-time': {numericValue: 1253.5},
      'largest-contentful-paint': {numericValue: 3602.07},
    },
  };

  test('keeps the four scores (0-100) and CLS, TBT, LCP', () => {
    assert.deepEqual(readLighthouseReport(report), {
      performance: 59,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      cls: 0.1504,
      tbt: 1253.5,
      lcp: 3602.07,
    });
  });

  test('a failed run or a missing score is an error, not a zero', () => {
    assert.throws(() => readLighthouseReport({...report, runtimeError: {code: 'NO_FCP', message: 'no paint'}}), /NO_FCP/);
    assert.throws(
      () => readLighthouseReport({...report, categories: {...report.categories, performance: {score: null}}}),
      /no performance score/,
    );
  });
});

describe('Markdown', () => {
  test('tables escape pipes and align numbers right', () => {
    assert.equal(markdownTable(['page', 'KiB'], [['`/a|b`', '1.0']], ['l', 'r']), '| page | KiB |\n| --- | ---: |\n| `/a\\|b` | 1.0 |');
  });

  const page = {
    route: '/x',
    totals: transferTotals([
      {url: '/x', kind: 'html', bytes: 5120, raw: 20480},
      {url: '/main.js', kind: 'js', bytes: 102400, raw: 409600},
      {url: '/a.woff2', kind: 'font', bytes: 12288, raw: 12288},
    ]),
    lighthouse: {
      runs: 3,
      mobile: {performance: 78, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.1504, tbt: 1253.5, lcp: 3602.07},
      desktop: {performance: 97, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, tbt: 20.4, lcp: 800.6},
    },
  };

  test('the weight table has requests and gzip / raw KiB of each type present', () => {
    assert.equal(
      weightTable([page]),
      [
        '| page | requests | html gzip / raw | js gzip / raw | font gzip / raw | total gzip / raw |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        '| `/x` | 3 | 5.0 / 20.0 | 100.0 / 400.0 | 12.0 / 12.0 | 117.0 / 432.0 |',
      ].join('\n'),
    );
  });

  test('the Lighthouse table rounds scores and milliseconds and shows CLS to 3 places', () => {
    assert.match(lighthouseTable([page], 'mobile'), /\| `\/x` \| 78 \| 100 \| 100 \| 100 \| 0\.150 \| 1254 \| 3602 \|$/);
    assert.match(lighthouseTable([{...page, lighthouse: undefined}], 'desktop'), /\| `\/x` \| – \| – \|/);
  });

  test('the results page holds every section that was measured', () => {
    const results: BenchResults = {
      date: '2026-11-23T13:00:00.000Z',
      commit: 'abc1234',
      machine: {cpus: 2, loadAverage: [1.5, 1, 0.5]},
      node: {project: '20.20.2', lighthouse: '24.21.0'},
      lighthouseVersion: '13.5.0',
      build: {coldSeconds: 81.23, warmSeconds: 40.5},
      pages: [page],
      search: {command: 'tsx scripts/bench-search.ts', output: ['index size: 1 KB']},
    };
    const md = resultsMarkdown(results);
    for (const heading of [
      '# Benchmark',
      '## First load',
      '## Lighthouse mobile (median of 3)',
      '## Lighthouse desktop (median of 3)',
      '## Production build',
      '## Search',
    ]) {
      assert.ok(md.includes(heading), heading);
    }
    assert.match(md, /Lighthouse 13\.5\.0 on Node 24\.21\.0/);
    assert.match(md, /\| warm \(second run\) \| 40\.5 \|/);
    assert.match(md, /```\nindex size: 1 KB\n```\n$/);
    const bare = resultsMarkdown({...results, build: undefined, search: undefined, pages: [{...page, lighthouse: undefined}]});
    assert.ok(!bare.includes('## Lighthouse') && !bare.includes('## Production build') && !bare.includes('## Search'));
  });
});
