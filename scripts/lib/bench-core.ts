/**
 * The pure parts of `npm run bench` (scripts/bench.ts): options, medians, what it keeps of a Lighthouse
 * report, and the Markdown it writes.
 */
import {TRANSFER_KINDS, type TransferTotals} from '../../src/lib/pageWeight';

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

export interface BenchOptions {
  pages: string[];
  runs: number;
  skipBuild: boolean;
  lighthouse: boolean;
}

export const BENCH_USAGE = `Usage: npm run bench -- [options]
  --pages /a,/b      pages to measure (default: ${DEFAULT_BENCH_PAGES.join(',')})
  --runs N           Lighthouse runs per page and form factor; the median is reported (default 3)
  --skip-build       measure the existing build/ and report no build times
  --no-lighthouse    page weight, build times and search only
  --help             this text`;

export function parseBenchArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = {pages: [...DEFAULT_BENCH_PAGES], runs: 3, skipBuild: false, lighthouse: true};
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
}

interface LighthouseReport {
  lighthouseVersion?: string;
  runtimeError?: {code?: string; message?: string};
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
  };
}

// ---------------------------------------------------------------------------------------------------------
// Results and Markdown

export interface PageResult {
  route: string;
  totals: TransferTotals;
  lighthouse?: {mobile: LighthouseRun; desktop: LighthouseRun; runs: number};
}

export interface BenchResults {
  date: string;
  commit: string;
  machine: {cpus: number; loadAverage: number[]};
  node: {project: string; lighthouse?: string};
  lighthouseVersion?: string;
  build?: {coldSeconds: number; warmSeconds: number};
  pages: PageResult[];
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
    `${results.date}, commit \`${results.commit}\`, ${results.machine.cpus} CPUs, load average ${results.machine.loadAverage
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
  if (runs) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
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
