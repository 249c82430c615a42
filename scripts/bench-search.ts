/**
 * Local search benchmark: index size (raw, gzip, brotli), time to load the index into the engine, and the
 * latency of 50 representative queries answered the way the DocSearch modal asks them.
 *
 *   npm run bench                       the index of the last build (build/search-index.json)
 *   npm run bench -- --html <dir> ...   an index built now from the HTML of one or more build folders
 *                                       (for a route present in several, the largest page wins)
 */
import fs from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import zlib from 'node:zlib';
import {buildIndex} from '../plugins/local-search/build';
import {answer} from '../src/lib/search/adapter';
import {createEngine} from '../src/lib/search/engine';
import {decodeIndex, type SearchIndexFile} from '../src/lib/search/codec';
import {INDEX_FILE} from '../src/lib/search/types';

const QUERIES = [
  // words and phrases
  'stream', 'streams', 'cancel', 'withdraw', 'fees', 'airdrop', 'merkle', 'vesting', 'cliff', 'deposit',
  'recipient', 'sender', 'nft', 'hooks', 'batch', 'deployments', 'chains', 'subgraph', 'envio', 'graphql',
  'cancel a stream', 'create a stream', 'rate per second', 'merkle airdrop campaign', 'transfer the nft',
  // identifiers, exact and by parts
  'withdrawMax', 'withdraw max', 'createWithDurationsLL', 'create with durations', 'createWithTimestampsLD',
  'SablierLockup', 'SablierFlow', 'ISablierLockup', 'refundableAmountOf', 'streamedAmountOf',
  'withdrawableAmountOf', 'ratePerSecond', 'adjustRatePerSecond', 'depositViaBroker', 'LockupLinear',
  // as you type, typos
  'wi', 'withd', 'strea', 'cancle', 'airdorp', 'tranches', 'segmnts', 'depositt', 'SablierLock', 'merkel',
];
const ROUNDS = 5;
const MODAL_PARAMS = {
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

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

const ms = (n: number) => `${n.toFixed(2)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function main() {
  const args = process.argv.slice(2);
  const dirs = args.flatMap((arg, i) => (arg === '--html' && args[i + 1] ? [args[i + 1] as string] : []));
  let json: string;
  if (dirs.length > 0) {
    const pages = htmlPages(dirs);
    json = JSON.stringify(buildIndex(pages, {titleSuffix: ' | Sablier Docs'}));
    console.log(`source: ${pages.length} pages from ${dirs.join(', ')}`);
  } else {
    const file = path.resolve('build', INDEX_FILE);
    if (!fs.existsSync(file)) throw new Error(`${file} not found: run \`npm run build\` first, or pass --html <dir>`);
    json = fs.readFileSync(file, 'utf8');
    console.log(`source: ${path.relative(process.cwd(), file)}`);
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

  console.log(`records: ${records.length} in ${engine.sections.length} sections of ${new Set(records.map((r) => r.url.split('#')[0])).size} pages`);
  console.log(`index size: ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli (budget: 500 KB gzip)`);
  console.log(`load (parse + build engine), best of ${ROUNDS}: ${ms(loadTime)}`);
  console.log(
    `${QUERIES.length} queries (best of ${ROUNDS} each): median ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted[sorted.length - 1] ?? 0)} (budget: p95 < 10 ms); ${zero} without results`,
  );
}

main();
