/**
 * Local search benchmark: index size (raw, gzip, brotli), time to load the index into the engine, the
 * latency of 50 representative queries answered the way the DocSearch modal asks them, and the top-5 hit rate of
 * the search quality table (scripts/lib/search-queries.ts).
 *
 *   npm run bench                       the index of the last build (build/search-index.json)
 *   npm run bench -- --html <dir> ...   an index built now from the HTML of one or more build folders
 *                                       (for a route present in several, the largest page wins)
 *
 * Other scripts call `runSearchBench(buildDir)`, which returns the same figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import zlib from 'node:zlib';
import {buildIndex} from '../plugins/local-search/build';
import {answer} from '../src/lib/search/adapter';
import {decodeIndex, type SearchIndexFile} from '../src/lib/search/codec';
import {createEngine} from '../src/lib/search/engine';
import {INDEX_FILE} from '../src/lib/search/types';
import {evaluateQuality, MIN_HIT_RATE, MODAL_PARAMS, TOP} from './lib/search-quality';

const QUERIES = [
  // words and phrases
  'stream',
  'streams',
  'cancel',
  'withdraw',
  'fees',
  'airdrop',
  'merkle',
  'vesting',
  'cliff',
  'deposit',
  'recipient',
  'sender',
  'nft',
  'hooks',
  'batch',
  'deployments',
  'chains',
  'subgraph',
  'envio',
  'graphql',
  'cancel a stream',
  'create a stream',
  'rate per second',
  'merkle airdrop campaign',
  'transfer the nft',
  // identifiers, exact and by parts
  'withdrawMax',
  'withdraw max',
  'createWithDurationsLL',
  'create with durations',
  'createWithTimestampsLD',
  'SablierLockup',
  'SablierFlow',
  'ISablierLockup',
  'refundableAmountOf',
  'streamedAmountOf',
  'withdrawableAmountOf',
  'ratePerSecond',
  'adjustRatePerSecond',
  'depositViaBroker',
  'LockupLinear',
  // as you type, typos
  'wi',
  'withd',
  'strea',
  'cancle',
  'airdorp',
  'tranches',
  'segmnts',
  'depositt',
  'SablierLock',
  'merkel',
];
const ROUNDS = 5;

function htmlPages(dirs: string[]): {path: string; html: string}[] {
  const byRoute = new Map<string, string>();
  const walk = (root: string, dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(root, full);
      } else if (entry.name === 'index.html') {
        const route = `/${path.relative(root, dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
        if (route === '/search') continue;
        const html = fs.readFileSync(full, 'utf8');
        if ((byRoute.get(route)?.length ?? 0) < html.length) byRoute.set(route, html);
      }
    }
  };
  for (const dir of dirs) walk(path.resolve(dir), path.resolve(dir));
  return [...byRoute].map(([route, html]) => ({path: route, html}));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
}

export interface SearchBenchFigures {
  /** Where the index came from. */
  source: string;
  records: number;
  sections: number;
  pages: number;
  index: {rawBytes: number; gzipBytes: number; brotliBytes: number};
  /** Parse + build the engine, best of ROUNDS, in ms. */
  loadMs: number;
  latency: {queries: number; medianMs: number; p95Ms: number; maxMs: number; withoutResults: number};
  quality: {
    queries: number;
    /** Share (0-1) of quality-table queries answered in the top 5 (or first, where the table asks). */
    top5HitRate: number;
    minHitRate: number;
    failed: {query: string; rank: number | null; top: string[]}[];
  };
}

/**
 * Measures the local search of a build folder (its `search-index.json`), or of an index built now from the
 * HTML of `htmlDirs` when given.
 */
export async function runSearchBench(buildDir = 'build', options: {htmlDirs?: string[]} = {}): Promise<SearchBenchFigures> {
  const dirs = options.htmlDirs ?? [];
  let json: string;
  let source: string;
  if (dirs.length > 0) {
    const pages = htmlPages(dirs);
    json = JSON.stringify(buildIndex(pages, {titleSuffix: ' | Sablier Docs'}));
    source = `${pages.length} pages from ${dirs.join(', ')}`;
  } else {
    const file = path.resolve(buildDir, INDEX_FILE);
    if (!fs.existsSync(file)) throw new Error(`${file} not found: run \`npm run build\` first, or pass --html <dir>`);
    json = await fs.promises.readFile(file, 'utf8');
    source = path.relative(process.cwd(), file);
  }

  const raw = Buffer.byteLength(json);
  const gzip = zlib.gzipSync(json, {level: 9}).length;
  const brotli = zlib.brotliCompressSync(json).length;

  let loadTime = Number.POSITIVE_INFINITY;
  let records = decodeIndex(JSON.parse(json) as SearchIndexFile);
  let engine = createEngine(records);
  for (let round = 0; round < ROUNDS; round++) {
    const loadStart = performance.now();
    records = decodeIndex(JSON.parse(json) as SearchIndexFile);
    engine = createEngine(records);
    loadTime = Math.min(loadTime, performance.now() - loadStart);
  }

  const run = (query: string) => answer(engine, {indexName: 'docs', query, ...MODAL_PARAMS}, {siteUrl: 'https://docs.sablier.com'});
  for (const q of QUERIES) run(q); // warm-up
  // Each query runs ROUNDS times and keeps its fastest time: on a shared machine, slower runs measure the
  // neighbours, not the search.
  const samples: number[] = [];
  let zero = 0;
  for (const q of QUERIES) {
    let best = Number.POSITIVE_INFINITY;
    for (let round = 0; round < ROUNDS; round++) {
      const t = performance.now();
      const res = run(q);
      best = Math.min(best, performance.now() - t);
      if (round === 0 && res.nbHits === 0) zero++;
    }
    samples.push(best);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const quality = evaluateQuality(engine);

  return {
    source,
    records: records.length,
    sections: engine.sections.length,
    pages: new Set(records.map((r) => r.url.split('#')[0])).size,
    index: {rawBytes: raw, gzipBytes: gzip, brotliBytes: brotli},
    loadMs: loadTime,
    latency: {
      queries: QUERIES.length,
      medianMs: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      maxMs: sorted[sorted.length - 1] ?? 0,
      withoutResults: zero,
    },
    quality: {
      queries: quality.outcomes.length,
      top5HitRate: quality.hitRate,
      minHitRate: MIN_HIT_RATE,
      failed: quality.failed.map(({query, rank, top}) => ({query, rank, top})),
    },
  };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

/** The figures as the lines `npm run bench` prints. */
export function formatSearchBench(f: SearchBenchFigures): string[] {
  return [
    `source: ${f.source}`,
    `records: ${f.records} in ${f.sections} sections of ${f.pages} pages`,
    `index size: ${kb(f.index.rawBytes)} raw, ${kb(f.index.gzipBytes)} gzip, ${kb(f.index.brotliBytes)} brotli (budget: 500 KB gzip)`,
    `load (parse + build engine), best of ${ROUNDS}: ${ms(f.loadMs)}`,
    `${f.latency.queries} queries (best of ${ROUNDS} each): median ${ms(f.latency.medianMs)}, p95 ${ms(f.latency.p95Ms)}, max ${ms(f.latency.maxMs)} (budget: p95 < 10 ms); ${f.latency.withoutResults} without results`,
    `quality: top-${TOP} hit rate ${pct(f.quality.top5HitRate)} of ${f.quality.queries} reader queries (minimum ${pct(f.quality.minHitRate)})`,
    ...f.quality.failed.map(
      (q) => `  missed: "${q.query}" (expected page at rank ${q.rank ?? '> 20'}; top: ${q.top.slice(0, 3).join(', ')})`,
    ),
  ];
}

async function main() {
  const args = process.argv.slice(2);
  const htmlDirs = args.flatMap((arg, i) => (arg === '--html' && args[i + 1] ? [args[i + 1] as string] : []));
  const figures = await runSearchBench('build', {htmlDirs});
  for (const line of formatSearchBench(figures)) console.log(line);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
