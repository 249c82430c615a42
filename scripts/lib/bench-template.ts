/**
 * The bench's yardstick: a bare Docusaurus classic template of the installed Docusaurus version, created with
 * `create-docusaurus` of that same version (`--skip-install`), installed with `npm install` into its own folder
 * under the git-ignored bench/ and built once. The folder is kept, keyed by version: a later bench reuses it, and a
 * new Docusaurus version gets a template of its own. This is the only step of the bench that talks to the package
 * registry, and only when no complete template of the version is there yet.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface BenchTemplate {
  /** The Docusaurus version of the template (equal to the site's @docusaurus/core). */
  version: string;
  /** The template's project folder. */
  dir: string;
  /** Its production build. */
  buildDir: string;
  /** True when this bench created and built it, false when it reused a cached one. */
  created: boolean;
}

interface TemplateStamp {
  version: string;
  createdAt: string;
}

const STAMP = '.bench-template.json';

/** The folder a template of `version` lives in, under the bench output folder. */
export function templateDir(benchDir: string, version: string): string {
  return path.join(benchDir, 'template', `docusaurus-${version}`);
}

/** The version of @docusaurus/core installed in a project folder. */
export function installedDocusaurusVersion(projectDir: string): string {
  const pkg = path.join(projectDir, 'node_modules', '@docusaurus', 'core', 'package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as {version: string}).version;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd, stdio: ['ignore', 'inherit', 'inherit']});
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}`)),
    );
  });
}

function readStamp(dir: string): TemplateStamp | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, STAMP), 'utf8')) as TemplateStamp;
  } catch {
    return undefined;
  }
}

/**
 * The template of `version`: reused when a complete one is cached (its stamp, written last, names the version and
 * its build has a home page), otherwise created, installed and built from scratch.
 */
export async function ensureTemplate(benchDir: string, version: string): Promise<BenchTemplate> {
  const dir = templateDir(benchDir, version);
  const buildDir = path.join(dir, 'build');
  if (readStamp(dir)?.version === version && fs.existsSync(path.join(buildDir, 'index.html'))) {
    return {version, dir, buildDir, created: false};
  }
  const parent = path.dirname(dir);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(parent, {recursive: true});
  console.log(`template: create-docusaurus@${version} classic into ${path.relative(process.cwd(), dir)}…`);
  await run(
    'npm',
    [
      'exec',
      '--yes',
      `--package=create-docusaurus@${version}`,
      '--',
      'create-docusaurus',
      path.basename(dir),
      'classic',
      '--skip-install',
      '--javascript',
    ],
    parent,
  );
  console.log('template: npm install…');
  // Install scripts stay off, as in the site itself (.npmrc); the template needs none to build.
  await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], dir);
  const installed = installedDocusaurusVersion(dir);
  if (installed !== version) throw new Error(`template: installed @docusaurus/core ${installed}, expected ${version}`);
  console.log('template: docusaurus build…');
  await run(process.execPath, [path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build'], dir);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`template: the build wrote no ${buildDir}/index.html`);
  const stamp: TemplateStamp = {version, createdAt: new Date().toISOString()};
  fs.writeFileSync(path.join(dir, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  return {version, dir, buildDir, created: true};
}
