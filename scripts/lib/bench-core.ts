/**
 * The pure parts of `npm run bench` (scripts/bench.ts): options, medians, what it keeps of a Lighthouse
 * report, the order of the Lighthouse runs, the ratios to the Docusaurus template, the commit a build came from,
 * and the Markdown it writes.
 */
import {TRANSFER_KINDS, type TransferTotals} from './page-weight';

/** The six pages of issue 9, a page with Mermaid diagrams and a page with KaTeX math. */
export const DEFAULT_BENCH_PAGES = [
  '/',
  '/concepts/what-is-sablier',
  '/concepts/lockup/stream-shapes',
  '/guides/lockup/deployments',
  '/reference/lockup/contracts/contract.SablierLockup',
  '/api/overview',
  '/reference/lockup/access-control',
  '/concepts/flow/overview',
];

export const FORM_FACTORS = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

export interface BenchOptions {
  pages: string[];
  runs: number;
  skipBuild: boolean;
  lighthouse: boolean;
  formFactors: FormFactor[];
}

export const BENCH_USAGE = `Usage: npm run bench -- [options]
  --pages /a,/b      pages to measure (default: ${DEFAULT_BENCH_PAGES.join(',')})
  --runs N           Lighthouse runs per page and form factor; the median is reported (default 3)
  --form-factors f   Lighthouse form factors, comma-separated: mobile, desktop (default mobile,desktop)
  --skip-build       measure the existing build/ and report no build times (the report names the commit
                     that built it, not the current one)
  --no-lighthouse    page weight, build times and search only
  --help             this text`;

export function parseBenchArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = {
    pages: [...DEFAULT_BENCH_PAGES],
    runs: 3,
    skipBuild: false,
    lighthouse: true,
    formFactors: [...FORM_FACTORS],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || (inline === undefined && v.startsWith('--'))) throw new Error(`${name} needs a value\n${BENCH_USAGE}`);
      return v;
    };
    if (name === '--pages') {
      const pages = value()
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const bad = pages.filter((p) => !p.startsWith('/'));
      if (pages.length === 0 || bad.length > 0)
        throw new Error(`--pages takes site paths starting with /, got ${bad.join(', ') || 'none'}`);
      options.pages = pages;
    } else if (name === '--runs') {
      const raw = value();
      const runs = Number(raw);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number >= 1, got ${raw}`);
      options.runs = runs;
    } else if (name === '--form-factors') {
      const raw = value();
      const list = [...new Set(raw.split(',').map((f) => f.trim()))].filter(Boolean);
      const bad = list.filter((f) => !(FORM_FACTORS as readonly string[]).includes(f));
      if (list.length === 0 || bad.length > 0) throw new Error(`--form-factors takes ${FORM_FACTORS.join(', ')}, got ${raw}`);
      options.formFactors = FORM_FACTORS.filter((f) => list.includes(f));
    } else if (name === '--skip-build') {
      options.skipBuild = true;
    } else if (name === '--no-lighthouse') {
      options.lighthouse = false;
    } else {
      throw new Error(`unknown option ${arg}\n${BENCH_USAGE}`);
    }
  }
  return options;
}

/** The median; for an even count, the mean of the two middle values. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

// ---------------------------------------------------------------------------------------------------------
// Lighthouse

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRun {
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  /** Milliseconds. */
  tbt: number;
  lcp: number;
  /**
   * Lighthouse's measure of the machine's speed at the time of the run (`environment.benchmarkIndex`: a fixed
   * JavaScript workload's iterations per second; higher is faster).
   */
  benchmarkIndex: number;
}

interface LighthouseReport {
  lighthouseVersion?: string;
  runtimeError?: {code?: string; message?: string};
  environment?: {benchmarkIndex?: number};
  categories?: Record<string, {score: number | null} | undefined>;
  audits?: Record<string, {numericValue?: number} | undefined>;
}

/** The figures the bench keeps of one Lighthouse JSON report; throws on a failed run. */
export function readLighthouseReport(report: LighthouseReport): LighthouseRun {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`);
  const score = (id: string) => {
    const s = report.categories?.[id]?.score;
    if (typeof s !== 'number') throw new Error(`Lighthouse report has no ${id} score`);
    return Math.round(s * 100);
  };
  const metric = (id: string) => {
    const v = report.audits?.[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`Lighthouse report has no ${id} value`);
    return v;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    lcp: metric('largest-contentful-paint'),
    benchmarkIndex: (() => {
      const b = report.environment?.benchmarkIndex;
      if (typeof b !== 'number') throw new Error('Lighthouse report has no environment.benchmarkIndex');
      return b;
    })(),
  };
}

/** The median of each figure across runs (each figure on its own, as Lighthouse's own guidance does). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const pick = (key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    lcp: pick('lcp'),
    benchmarkIndex: pick('benchmarkIndex'),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Side by side with the Docusaurus template

/** The template page every docs page is compared with: the classic template's home page. */
export const TEMPLATE_ROUTE = '/';

/** The reference page with the looser blocking-time target. */
export const REFERENCE_ROUTE = '/reference/lockup/contracts/contract.SablierLockup';

/**
 * The Lighthouse targets, as ratios to the template's median in the same run: every page scores at least the
 * template's performance, and blocks the main thread at most 1.2 times as long (the SablierLockup reference, the
 * longest page, at most twice as long).
 */
export const LIGHTHOUSE_TARGETS = {performanceRatio: 1, tbtRatio: 1.2, referenceTbtRatio: 2} as const;

export interface ScheduledRun {
  site: 'template' | 'docs';
  route: string;
  formFactor: FormFactor;
  /** 0-based: the n-th run of this page and form factor. */
  round: number;
}

/**
 * The order of the Lighthouse runs: round by round, each docs page right after a run of the template in the same
 * form factor (template, page A, template, page B, ...), so a change in the machine's speed during the bench
 * reaches both sides alike. The template runs once per docs page and round.
 */
export function interleavedSchedule(pages: string[], runs: number, formFactors: readonly FormFactor[]): ScheduledRun[] {
  const schedule: ScheduledRun[] = [];
  for (let round = 0; round < runs; round++) {
    for (const route of pages) {
      for (const formFactor of formFactors) {
        schedule.push({site: 'template', route: TEMPLATE_ROUTE, formFactor, round});
        schedule.push({site: 'docs', route, formFactor, round});
      }
    }
  }
  return schedule;
}

export interface RatioRow {
  route: string;
  performance: number;
  tbt: number;
  /** The page's median performance / the template's. */
  performanceRatio: number;
  /** The page's median TBT / the template's; null when the template's is 0 (no ratio exists). */
  tbtRatio: number | null;
  /** The page's TBT target, as a ratio to the template's. */
  tbtLimit: number;
  performanceMet: boolean;
  tbtMet: boolean;
}

/** Each page's median performance and TBT against the template's median, with the targets. */
export function ratioRows(template: LighthouseRun, pages: {route: string; run: LighthouseRun}[]): RatioRow[] {
  if (template.performance <= 0) throw new Error('the template scored 0: no ratio to it exists');
  return pages.map(({route, run}) => {
    const tbtLimit = route === REFERENCE_ROUTE ? LIGHTHOUSE_TARGETS.referenceTbtRatio : LIGHTHOUSE_TARGETS.tbtRatio;
    return {
      route,
      performance: run.performance,
      tbt: run.tbt,
      performanceRatio: run.performance / template.performance,
      tbtRatio: template.tbt > 0 ? run.tbt / template.tbt : null,
      tbtLimit,
      performanceMet: run.performance >= LIGHTHOUSE_TARGETS.performanceRatio * template.performance,
      tbtMet: run.tbt <= tbtLimit * template.tbt,
    };
  });
}

const ratio = (r: number | null) => (r === null ? '–' : `${r.toFixed(2)}x`);

/** The ratio table: the template's medians first, then each page's, with its ratios and whether it meets them. */
export function ratioTable(template: LighthouseRun, rows: RatioRow[]): string {
  return markdownTable(
    ['page', 'performance', 'vs template', 'TBT ms', 'vs template', 'TBT target', 'met'],
    [
      ['Docusaurus template `/`', fixed(template.performance), '1.00x', fixed(Math.round(template.tbt)), '1.00x', '', ''],
      ...rows.map((r) => [
        `\`${r.route}\``,
        fixed(r.performance),
        ratio(r.performanceRatio),
        fixed(Math.round(r.tbt)),
        ratio(r.tbtRatio),
        `≤ ${r.tbtLimit}x`,
        r.performanceMet && r.tbtMet
          ? 'yes'
          : `no (${[!r.performanceMet && 'performance', !r.tbtMet && 'TBT'].filter(Boolean).join(', ')})`,
      ]),
    ],
    ['l', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
}

export interface BenchmarkIndexSummary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** The machine's benchmarkIndex over every Lighthouse run of the bench. */
export function benchmarkIndexSummary(values: number[]): BenchmarkIndexSummary {
  return {median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values.length};
}

// ---------------------------------------------------------------------------------------------------------
// Which commit built build/

/** What the bench writes next to its results when it builds: the commit, and the build's home page mtime. */
export interface BuildStamp {
  commit: string;
  dirty: boolean;
  /** build/index.html's mtime (ms) right after the build: a later build rewrites the file and voids the stamp. */
  indexMtimeMs: number;
}

export interface BuildCommit {
  /** Full hash, or undefined when nothing says. */
  commit?: string;
  /** The work tree had uncommitted changes (only a stamp knows). */
  dirty?: boolean;
  source: 'this bench' | 'stamp' | 'reflog' | 'unknown';
  /** How the commit was found, for the report. */
  detail: string;
}

export interface ReflogEntry {
  commit: string;
  /** Unix seconds at which HEAD moved to `commit`. */
  time: number;
}

/** Parses `git reflog show --format='%H %gd' --date=unix HEAD` (newest first). */
export function parseReflog(text: string): ReflogEntry[] {
  const entries: ReflogEntry[] = [];
  for (const line of text.split('\n')) {
    const m = /^([0-9a-f]{40}) \S+@\{(\d+)\}$/.exec(line.trim());
    if (m) entries.push({commit: m[1] as string, time: Number(m[2])});
  }
  return entries.sort((a, b) => b.time - a.time);
}

/** The commit HEAD pointed at at `time` (unix seconds), and when it got there; undefined if the reflog starts later. */
export function headAt(reflog: ReflogEntry[], time: number): ReflogEntry | undefined {
  return reflog.find((e) => e.time <= time);
}

/**
 * Which commit built build/, from what is known: a stamp written by the bench that built it (valid only while
 * build/index.html keeps the mtime it recorded), else the reflog's HEAD when build/index.html was written.
 */
export function buildCommit(
  indexMtimeMs: number,
  stamp: BuildStamp | undefined,
  reflog: ReflogEntry[],
  /** A build takes minutes: a HEAD move this many seconds before index.html was written makes the reflog answer uncertain. */
  buildWindowSeconds = 600,
): BuildCommit {
  if (stamp && stamp.indexMtimeMs === indexMtimeMs) {
    return {commit: stamp.commit, dirty: stamp.dirty, source: 'stamp', detail: 'recorded by the bench that built it'};
  }
  const written = Math.floor(indexMtimeMs / 1000);
  const at = headAt(reflog, written);
  if (!at) return {source: 'unknown', detail: 'no stamp, and the reflog starts after build/index.html was written'};
  const when = new Date(indexMtimeMs).toISOString();
  const detail =
    `HEAD when build/index.html was written (${when}), from the reflog; uncommitted changes not known` +
    (at.time > written - buildWindowSeconds
      ? `; HEAD moved there ${written - at.time} s before, within a build's time, so the build may have read an earlier commit`
      : '');
  return {commit: at.commit, source: 'reflog', detail};
}

/** A warning when build/ did not come from the current HEAD (or from an unknown or uncommitted state). */
export function buildCommitWarning(build: BuildCommit, head: string): string | undefined {
  if (!build.commit) return `build/ comes from an unknown commit (${build.detail}); HEAD is ${head.slice(0, 7)}`;
  if (build.commit !== head) {
    return `build/ was built from ${build.commit.slice(0, 7)}, not from HEAD ${head.slice(0, 7)}: the figures are those of ${build.commit.slice(0, 7)}`;
  }
  if (build.dirty) return `build/ was built from ${build.commit.slice(0, 7)} with uncommitted changes`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Results and Markdown

export interface PageResult {
  route: string;
  totals: TransferTotals;
  lighthouse?: {mobile?: LighthouseRun; desktop?: LighthouseRun; runs: number};
}

export interface TemplateResult {
  /** Docusaurus version of the template (the site's). */
  docusaurus: string;
  route: string;
  /** Medians over every template run of the form factor (one per docs page and round). */
  lighthouse: {mobile?: LighthouseRun; desktop?: LighthouseRun; runs: number};
}

export interface BenchResults {
  date: string;
  commit: string;
  /** The commit build/ was built from, when the bench did not build it itself. */
  buildCommit?: BuildCommit;
  machine: {cpus: number; loadAverage: number[]};
  node: {project: string; lighthouse?: string};
  lighthouseVersion?: string;
  build?: {coldSeconds: number; warmSeconds: number};
  pages: PageResult[];
  template?: TemplateResult;
  benchmarkIndex?: BenchmarkIndexSummary;
  ratios?: {mobile?: RatioRow[]; desktop?: RatioRow[]};
  search?: {command: string; output: string[]};
}

export function markdownTable(header: string[], rows: string[][], align: ('l' | 'r')[] = []): string {
  const escapeCell = (cell: string) => cell.replace(/\|/g, '\\|');
  const rule = header.map((_, i) => (align[i] === 'r' ? '---:' : '---'));
  return [header, rule, ...rows].map((row) => `| ${row.map(escapeCell).join(' | ')} |`).join('\n');
}

const kibValue = (bytes: number) => (bytes / 1024).toFixed(1);
const fixed = (n: number, digits = 0) => (Number.isInteger(n) && digits === 0 ? String(n) : n.toFixed(digits));

/** One row per page: requests, then gzip / raw KiB per type. */
export function weightTable(pages: PageResult[]): string {
  const kinds = TRANSFER_KINDS.filter((k) => pages.some((p) => p.totals[k].requests > 0));
  return markdownTable(
    ['page', 'requests', ...kinds.map((k) => `${k} gzip / raw`), 'total gzip / raw'],
    pages.map((p) => [
      `\`${p.route}\``,
      String(p.totals.total.requests),
      ...[...kinds, 'total' as const].map((k) =>
        p.totals[k].requests === 0 ? '–' : `${kibValue(p.totals[k].bytes)} / ${kibValue(p.totals[k].raw)}`,
      ),
    ]),
    ['l', 'r', ...kinds.map(() => 'r' as const), 'r'],
  );
}

export function lighthouseTable(pages: PageResult[], formFactor: 'mobile' | 'desktop'): string {
  return markdownTable(
    ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'CLS', 'TBT ms', 'LCP ms'],
    pages.map((p) => {
      const r = p.lighthouse?.[formFactor];
      if (!r) return [`\`${p.route}\``, '–', '–', '–', '–', '–', '–', '–'];
      return [
        `\`${p.route}\``,
        fixed(r.performance),
        fixed(r.accessibility),
        fixed(r.bestPractices),
        fixed(r.seo),
        r.cls.toFixed(3),
        fixed(Math.round(r.tbt)),
        fixed(Math.round(r.lcp)),
      ];
    }),
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
}

export function resultsMarkdown(results: BenchResults): string {
  const runs = results.pages.find((p) => p.lighthouse)?.lighthouse?.runs;
  const parts = [
    '# Benchmark',
    '',
    `${results.date}, HEAD \`${results.commit}\`, ${results.machine.cpus} CPUs, load average ${results.machine.loadAverage
      .map((l) => l.toFixed(1))
      .join(' / ')} at the start. Node ${results.node.project}` +
      (results.node.lighthouse ? `; Lighthouse ${results.lighthouseVersion ?? ''} on Node ${results.node.lighthouse}` : '') +
      '.',
    '',
    '## First load (390x844, HTTP cache disabled, gzip server, prefetches of other routes excluded)',
    '',
    'KiB on the wire (gzip) / KiB decoded (raw).',
    '',
    weightTable(results.pages),
  ];
  if (results.buildCommit) {
    const b = results.buildCommit;
    parts.splice(
      3,
      0,
      '',
      `build/ (measured as it was, --skip-build) was built from ${b.commit ? `\`${b.commit.slice(0, 7)}\`${b.dirty ? ' with uncommitted changes' : ''}` : 'an unknown commit'}: ${b.detail}.`,
    );
  }
  const template = results.template;
  if (template && results.ratios) {
    for (const formFactor of FORM_FACTORS) {
      const rows = results.ratios[formFactor];
      const median = template.lighthouse[formFactor];
      if (!rows || !median) continue;
      parts.push(
        '',
        `## Lighthouse ${formFactor} against the Docusaurus template`,
        '',
        `Medians of ${template.lighthouse.runs} runs per page and ${template.lighthouse.runs * rows.length} of a bare classic template ` +
          `of Docusaurus ${template.docusaurus} (its home page), run alternately in the same bench; ratios are page / template. ` +
          `Targets: performance at least the template's, TBT at most ${LIGHTHOUSE_TARGETS.tbtRatio}x the template's ` +
          `(\`${REFERENCE_ROUTE}\` at most ${LIGHTHOUSE_TARGETS.referenceTbtRatio}x).`,
        '',
        ratioTable(median, rows),
      );
    }
  }
  if (results.benchmarkIndex) {
    const b = results.benchmarkIndex;
    parts.push(
      '',
      `Lighthouse benchmarkIndex (the machine's speed; higher is faster): median ${Math.round(b.median)}, ` +
        `${Math.round(b.min)}-${Math.round(b.max)} over ${b.runs} runs.`,
    );
  }
  if (runs) {
    for (const formFactor of FORM_FACTORS) {
      if (!results.pages.some((p) => p.lighthouse?.[formFactor])) continue;
      parts.push('', `## Lighthouse ${formFactor} (median of ${runs})`, '', lighthouseTable(results.pages, formFactor));
    }
  }
  if (results.build) {
    parts.push(
      '',
      '## Production build',
      '',
      markdownTable(
        ['build', 'seconds'],
        [
          ['cold (after `docusaurus clear` and removing node_modules/.cache)', results.build.coldSeconds.toFixed(1)],
          ['warm (second run)', results.build.warmSeconds.toFixed(1)],
        ],
        ['l', 'r'],
      ),
    );
  }
  if (results.search) {
    parts.push('', '## Search', '', `\`${results.search.command}\`:`, '', '```', ...results.search.output, '```');
  }
  return `${parts.join('\n')}\n`;
}
