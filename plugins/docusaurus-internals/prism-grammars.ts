/**
 * The one place where the site relies on a shape Docusaurus does not expose. theme-classic registers a client module,
 * `lib/prism-include-languages.js`, that imports prism-react-renderer's `Prism` (its core and sixteen bundled
 * languages) and runs the swizzlable `@theme/prism-include-languages` on it, on every page. The site highlights code
 * at build time and in a lazy chunk (src/theme/CodeBlock), so the browser bundle swaps that module for an empty one.
 * There is no option to leave the module out; the upstream request is a theme option (for example
 * `prism: {clientGrammars: false}`) or a way for a site to drop one client module of another plugin.
 *
 * The shape is asserted: the module must exist where expected and hold exactly those two imports and the call, and
 * after the build the main bundle must hold no Prism. Otherwise the build stops with a message naming this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Configuration} from 'webpack';

const MODULE = path.join('@docusaurus', 'theme-classic', 'lib', 'prism-include-languages.js');
const MATCH = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
/** The statements of the module, comments and blank lines aside. */
const EXPECTED = [
  "import { Prism } from 'prism-react-renderer';",
  "import prismIncludeLanguages from '@theme/prism-include-languages';",
  'prismIncludeLanguages(Prism);',
];
const EMPTY = path.join(__dirname, 'empty-client-module.ts');

function fail(reason: string): never {
  throw new Error(
    `plugins/docusaurus-internals/prism-grammars.ts: ${reason}. Docusaurus changed how theme-classic loads Prism grammars in ` +
      'the browser; check the new shape and update or remove this adapter (the site highlights code at build time).',
  );
}

/** Asserts the module's shape; returns its path. */
export function assertGrammarsClientModule(siteDir: string): string {
  let file: string;
  try {
    file = require.resolve(
      path.join(path.dirname(require.resolve('@docusaurus/theme-classic', {paths: [siteDir]})), 'prism-include-languages.js'),
    );
  } catch {
    fail(`${MODULE} is gone`);
  }
  const statements = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'));
  if (statements.join('\n') !== EXPECTED.join('\n')) fail(`${MODULE} no longer reads as expected:\n${statements.join('\n')}`);
  return file;
}

type Bundler = {instance: {NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: string) => unknown}};

/** The client bundle's part of the adapter: the empty module in place of the theme's. */
export function grammarsClientModuleRemoval(siteDir: string, bundler: Bundler): Configuration['plugins'] {
  assertGrammarsClientModule(siteDir);
  return [new bundler.instance.NormalModuleReplacementPlugin(MATCH, EMPTY)] as Configuration['plugins'];
}

/**
 * After the build: the main bundle holds no Prism (its core and grammars name `lookbehind`, a property the minifier
 * keeps). Checked on the output, so a warm build whose bundler cache skipped the replacement is checked too.
 */
export function assertNoPrismInMainBundle(outDir: string): void {
  const js = path.join(outDir, 'assets', 'js');
  const main = fs.readdirSync(js).filter((file) => /^main\.[\w]+\.js$/.test(file));
  if (main.length !== 1) fail(`expected one main bundle in ${js}, found ${main.length}`);
  if (fs.readFileSync(path.join(js, main[0] as string), 'utf8').includes('lookbehind')) {
    fail(`the main bundle (${main[0]}) carries Prism: the theme's grammar client module was not left out`);
  }
}
