import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {transferTotals} from '../../scripts/lib/page-weight';
import {
  type BenchResults,
  benchmarkIndexSummary,
  buildCommit,
  buildCommitWarning,
  DEFAULT_BENCH_PAGES,
  headAt,
  interleavedSchedule,
  type LighthouseRun,
  lighthouseTable,
  markdownTable,
  median,
  medianRun,
  parseBenchArgs,
  parseReflog,
  REFERENCE_ROUTE,
  ratioRows,
  ratioTable,
  readLighthouseReport,
  resultsMarkdown,
  weightTable,
} from '../../scripts/lib/bench-core';

describe('bench options', () => {
  test('defaults: the eight pages, 3 runs, build and Lighthouse on', () => {
    assert.deepEqual(parseBenchArgs([]), {
      pages: DEFAULT_BENCH_PAGES,
      runs: 3,
      skipBuild: false,
      lighthouse: true,
      formFactors: ['mobile', 'desktop'],
    });
    assert.equal(DEFAULT_BENCH_PAGES.length, 8);
  });

  test('reads --pages, --runs (also as --name=value), --skip-build and --no-lighthouse', () => {
    assert.deepEqual(parseBenchArgs(['--pages', '/a, /b/c', '--runs', '5', '--skip-build', '--no-lighthouse']), {
      pages: ['/a', '/b/c'],
      runs: 5,
      skipBuild: true,
      lighthouse: false,
      formFactors: ['mobile', 'desktop'],
    });
    assert.deepEqual(parseBenchArgs(['--runs=1', '--pages=/']).runs, 1);
    assert.deepEqual(parseBenchArgs(['--form-factors', 'mobile']).formFactors, ['mobile']);
    assert.deepEqual(parseBenchArgs(['--form-factors=desktop,mobile,desktop']).formFactors, ['mobile', 'desktop']);
  });

  test('rejects bad values and unknown options', () => {
    assert.throws(() => parseBenchArgs(['--runs', '0']), /whole number/);
    assert.throws(() => parseBenchArgs(['--runs', 'two']), /whole number/);
    assert.throws(() => parseBenchArgs(['--runs']), /needs a value/);
    assert.throws(() => parseBenchArgs(['--pages', '--skip-build']), /needs a value/);
    assert.throws(() => parseBenchArgs(['--pages', 'concepts/fees']), /starting with \//);
    assert.throws(() => parseBenchArgs(['--fast']), /unknown option --fast/);
    assert.throws(() => parseBenchArgs(['--form-factors', 'tablet']), /--form-factors takes mobile, desktop, got tablet/);
    assert.throws(() => parseBenchArgs(['--form-factors', ',']), /--form-factors takes/);
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
    const run = (performance: number, tbt: number, cls: number, benchmarkIndex = 1000) => ({
      performance,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      cls,
      tbt,
      lcp: 1000,
      benchmarkIndex,
    });
    assert.deepEqual(medianRun([run(70, 900, 0.2, 800), run(90, 100, 0.25, 1200), run(80, 400, 0.1, 1000)]), run(80, 400, 0.2, 1000));
  });
});

describe('Lighthouse reports', () => {
  const report = {
    lighthouseVersion: '13.5.0',
    environment: {benchmarkIndex: 1143.5},
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
      benchmarkIndex: 1143.5,
    });
  });

  test('a failed run or a missing score is an error, not a zero', () => {
    assert.throws(() => readLighthouseReport({...report, runtimeError: {code: 'NO_FCP', message: 'no paint'}}), /NO_FCP/);
    assert.throws(
      () => readLighthouseReport({...report, categories: {...report.categories, performance: {score: null}}}),
      /no performance score/,
    );
    assert.throws(() => readLighthouseReport({...report, environment: {}}), /no environment\.benchmarkIndex/);
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
      mobile: {
        performance: 78,
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
        cls: 0.1504,
        tbt: 1253.5,
        lcp: 3602.07,
        benchmarkIndex: 900,
      },
      desktop: {performance: 97, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, tbt: 20.4, lcp: 800.6, benchmarkIndex: 910},
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
    assert.ok(!md.includes('against the Docusaurus template') && !md.includes('benchmarkIndex') && !md.includes('built from'));
  });

  test('the results page gives the ratios to the template, the benchmarkIndex and the commit build/ came from', () => {
    const template = {...page.lighthouse.mobile, performance: 80, tbt: 1000};
    const results: BenchResults = {
      date: '2026-11-23T13:00:00.000Z',
      commit: 'ccccccc',
      buildCommit: {commit: 'b'.repeat(40), source: 'reflog', detail: 'HEAD when build/index.html was written'},
      machine: {cpus: 2, loadAverage: [1.5, 1, 0.5]},
      node: {project: '20.20.2'},
      pages: [{...page, lighthouse: {mobile: page.lighthouse.mobile, runs: 3}}],
      template: {docusaurus: '3.10.2', route: '/', lighthouse: {mobile: template, runs: 3}},
      benchmarkIndex: {median: 1043.4, min: 980, max: 1101.6, runs: 6},
      ratios: {mobile: ratioRows(template, [{route: '/x', run: page.lighthouse.mobile}])},
    };
    const md = resultsMarkdown(results);
    assert.match(md, /build\/ \(measured as it was, --skip-build\) was built from `bbbbbbb`: HEAD when build\/index\.html was written\./);
    assert.match(
      md,
      /## Lighthouse mobile against the Docusaurus template\n\nMedians of 3 runs per page and 3 of a bare classic template of Docusaurus 3\.10\.2/,
    );
    assert.match(md, /\| `\/x` \| 78 \| 0\.97x \| 1254 \| 1\.25x \| ≤ 1\.2x \| no \(performance, TBT\) \|/);
    assert.match(md, /benchmarkIndex \(the machine's speed; higher is faster\): median 1043, 980-1102 over 6 runs\./);
    assert.ok(md.includes('## Lighthouse mobile (median of 3)') && !md.includes('## Lighthouse desktop'));
  });
});

const lh = (performance: number, tbt: number): LighthouseRun => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbt,
  lcp: 2000,
  benchmarkIndex: 1000,
});

describe('side by side with the Docusaurus template', () => {
  test('the runs alternate template and page, round by round, in each form factor', () => {
    const order = interleavedSchedule(['/a', '/b'], 2, ['mobile', 'desktop']).map(
      (s) => `${s.round}:${s.formFactor}:${s.site === 'template' ? 'T' : s.route}`,
    );
    assert.deepEqual(order, [
      '0:mobile:T',
      '0:mobile:/a',
      '0:desktop:T',
      '0:desktop:/a',
      '0:mobile:T',
      '0:mobile:/b',
      '0:desktop:T',
      '0:desktop:/b',
      '1:mobile:T',
      '1:mobile:/a',
      '1:desktop:T',
      '1:desktop:/a',
      '1:mobile:T',
      '1:mobile:/b',
      '1:desktop:T',
      '1:desktop:/b',
    ]);
    const one = interleavedSchedule(['/a', '/b', '/c'], 3, ['mobile']);
    assert.equal(one.length, 18);
    assert.ok(one.every((s, i) => (i % 2 === 0 ? s.site === 'template' && s.route === '/' : s.site === 'docs')));
  });

  test('ratios are page / template medians; the targets are performance >= 1x and TBT <= 1.2x (the reference 2x)', () => {
    const rows = ratioRows(lh(80, 500), [
      {route: '/', run: lh(88, 400)},
      {route: '/slow', run: lh(79, 601)},
      {route: '/edge', run: lh(80, 600)},
      {route: REFERENCE_ROUTE, run: lh(85, 1000)},
      {route: '/heavy', run: lh(85, 1000)},
    ]);
    assert.deepEqual(
      rows.map((r) => [r.route, r.performanceRatio, r.tbtRatio, r.tbtLimit, r.performanceMet, r.tbtMet]),
      [
        ['/', 1.1, 0.8, 1.2, true, true],
        ['/slow', 0.9875, 1.202, 1.2, false, false],
        ['/edge', 1, 1.2, 1.2, true, true],
        [REFERENCE_ROUTE, 1.0625, 2, 2, true, true],
        ['/heavy', 1.0625, 2, 1.2, true, false],
      ],
    );
  });

  test('a template with no blocking time gives no TBT ratio, and any page blocking time misses the target', () => {
    const [zero, some] = ratioRows(lh(99, 0), [
      {route: '/z', run: lh(99, 0)},
      {route: '/s', run: lh(99, 10)},
    ]);
    assert.equal(zero?.tbtRatio, null);
    assert.equal(zero?.tbtMet, true);
    assert.equal(some?.tbtMet, false);
    assert.throws(() => ratioRows(lh(0, 0), []), /scored 0/);
  });

  test('the ratio table starts with the template and names what a page misses', () => {
    const rows = ratioRows(lh(80, 500), [
      {route: '/', run: lh(88, 400)},
      {route: '/slow', run: lh(79, 601)},
    ]);
    assert.equal(
      ratioTable(lh(80, 500), rows),
      [
        '| page | performance | vs template | TBT ms | vs template | TBT target | met |',
        '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
        '| Docusaurus template `/` | 80 | 1.00x | 500 | 1.00x |  |  |',
        '| `/` | 88 | 1.10x | 400 | 0.80x | ≤ 1.2x | yes |',
        '| `/slow` | 79 | 0.99x | 601 | 1.20x | ≤ 1.2x | no (performance, TBT) |',
      ].join('\n'),
    );
  });

  test('benchmarkIndex summary: median, range and count', () => {
    assert.deepEqual(benchmarkIndexSummary([900, 1200, 1000, 1100]), {median: 1050, min: 900, max: 1200, runs: 4});
  });
});

describe('which commit built build/', () => {
  const A = 'a'.repeat(40);
  const B = 'b'.repeat(40);
  const C = 'c'.repeat(40);
  const reflogText = [`${C} HEAD@{3000}`, `${B} HEAD@{2000}`, 'not a line', `${A} HEAD@{1000}`, ''].join('\n');

  test('reads the reflog and finds HEAD at a time', () => {
    const reflog = parseReflog(reflogText);
    assert.deepEqual(reflog, [
      {commit: C, time: 3000},
      {commit: B, time: 2000},
      {commit: A, time: 1000},
    ]);
    assert.equal(headAt(reflog, 2500)?.commit, B);
    assert.equal(headAt(reflog, 2000)?.commit, B);
    assert.equal(headAt(reflog, 999), undefined);
  });

  test('a stamp counts only while build/index.html keeps its mtime; else the reflog at that mtime answers', () => {
    const reflog = parseReflog(reflogText);
    const stamp = {commit: A, dirty: true, indexMtimeMs: 2_500_000};
    assert.deepEqual(buildCommit(2_500_000, stamp, reflog), {
      commit: A,
      dirty: true,
      source: 'stamp',
      detail: 'recorded by the bench that built it',
    });
    const fromReflog = buildCommit(2_900_000, stamp, reflog, 600);
    assert.equal(fromReflog.source, 'reflog');
    assert.equal(fromReflog.commit, B);
    assert.match(fromReflog.detail, /HEAD when build\/index\.html was written \(1970-01-01T00:48:20\.000Z\)/);
    assert.doesNotMatch(fromReflog.detail, /may have read/);
    assert.match(buildCommit(2_100_000, undefined, reflog, 600).detail, /moved there 100 s before.*may have read an earlier commit/);
    assert.equal(buildCommit(500_000, undefined, reflog).source, 'unknown');
  });

  test('warns unless build/ comes from HEAD without uncommitted changes', () => {
    assert.equal(buildCommitWarning({commit: C, source: 'reflog', detail: ''}, C), undefined);
    assert.match(buildCommitWarning({commit: B, source: 'reflog', detail: ''}, C) ?? '', /built from bbbbbbb, not from HEAD ccccccc/);
    assert.match(buildCommitWarning({commit: C, dirty: true, source: 'stamp', detail: ''}, C) ?? '', /uncommitted changes/);
    assert.match(buildCommitWarning({source: 'unknown', detail: 'x'}, C) ?? '', /unknown commit/);
  });
});
