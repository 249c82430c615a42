/**
 * Docusaurus through its public seams only (issue #25): no code of src/, config/, plugins/ or the site config imports a private
 * file of a Docusaurus package (`@docusaurus/<package>/lib/...`, `@docusaurus/theme-common/internal`), rewrites a
 * generated `.docusaurus/` source, patches the `window.docusaurus` global, or aliases a theme or Docusaurus module
 * (or the theme's `prism-react-renderer`) to a copy. The one exception is the adapter, plugins/docusaurus-internals,
 * which checks each shape it relies on. The test lists every offending line.

 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['src', 'config', 'plugins', 'docusaurus.config.ts', 'sidebars.ts'];
const EXTENSIONS = /\.(ts|tsx|js|jsx|cjs|mjs|css)$/;
/** The one adapter allowed to use internals (see its index.ts). */
const ADAPTER = 'plugins/docusaurus-internals/';

/** A path as written in code or in a bundler pattern (`[\\/]`, `\.`), with forward slashes and no escapes. */
export function normalizePathText(line: string): string {
  return line
    .replace(/\[\\{1,2}\/\]/g, '/')
    .replace(/\[\/\\{1,2}\]/g, '/')
    .replace(/\\\./g, '.');
}

const RULES: {name: string; pattern: RegExp}[] = [
  {name: 'private file of a Docusaurus package', pattern: /@docusaurus\/[a-z0-9-]+\/lib\//},
  {name: 'theme-common internal API', pattern: /@docusaurus\/theme-common\/internal\b/},
  {name: 'generated .docusaurus/ source', pattern: /(^|[^\w-])\.docusaurus\//},
  {name: 'window.docusaurus patched', pattern: /\.docusaurus\s*=(?!=)|defineProperty\([^,]+,\s*['"]docusaurus['"]/},
  {
    name: 'theme or Docusaurus module aliased',
    pattern: /['"](@theme(-original|-init)?\/|@docusaurus\/|prism-react-renderer)[^'"]*['"]\s*:/,
  },
];

/** Whether a line is only a comment (the adapter's and other modules' doc comments name these paths). */
function isComment(line: string): boolean {
  return /^\s*(\/\/|\/\*|\*)/.test(line);
}

/** `file:line: rule: text` for every offending line of one file's source. */
export function offenders(file: string, source: string): string[] {
  const out: string[] = [];
  source.split('\n').forEach((line, index) => {
    if (isComment(line)) return;
    const text = normalizePathText(line);
    for (const rule of RULES) {
      if (rule.pattern.test(text)) out.push(`${file}:${index + 1}: ${rule.name}: ${line.trim()}`);
    }
  });
  return out;
}

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && EXTENSIONS.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

test('the rules catch each kind of private seam, in code and in bundler patterns, and skip comments', () => {
  const samples = [
    "import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';",
    "import {useAnnouncementBar} from '@docusaurus/theme-common/internal';",
    'const GRAMMARS = /@docusaurus[\\\\/]theme-classic[\\\\/]lib[\\\\/]prism-include-languages\\.js$/;',
    '{test: /[\\\\/]\\.docusaurus[\\\\/]registry\\.js$/, use: [{loader}]},',
    'host.docusaurus = Object.freeze({...docusaurus});',
    "Object.defineProperty(window, 'docusaurus', {value});",
    "const alias = {'prism-react-renderer$': shim};",
    "resolve: {alias: {'@theme/CodeBlock': copy}},",
  ];
  for (const sample of samples) assert.equal(offenders('x.ts', sample).length, 1, `not caught: ${sample}`);
  const fine = [
    ' * rewrites `.docusaurus/registry.js` (a comment)',
    "import AnnouncementBar from '@theme-original/AnnouncementBar';",
    "import {useThemeConfig} from '@docusaurus/theme-common';",
    "import prismIncludeLanguages from '@theme/prism-include-languages';",
    'if (window.docusaurus === undefined) return;',
    "const file = path.join(siteDir, 'generated', 'x.json');",
  ];
  for (const sample of fine) assert.deepEqual(offenders('x.ts', sample), [], `wrongly caught: ${sample}`);
});

test('no code outside plugins/docusaurus-internals reaches a private Docusaurus seam', () => {
  const files = SCANNED.flatMap(sourceFiles);
  assert.ok(files.length > 100, `only ${files.length} files scanned`);
  assert.ok(
    files.some((f) => f.startsWith(ADAPTER)),
    'the adapter is scanned (and allowed)',
  );
  const found = files
    .filter((file) => !file.startsWith(ADAPTER))
    .flatMap((file) => offenders(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
  assert.deepEqual(found, [], `private Docusaurus seams outside ${ADAPTER}:\n${found.join('\n')}`);
});

test('the adapter is where the internals are: it still uses each one it documents', () => {
  const adapter = sourceFiles(ADAPTER.slice(0, -1)).flatMap((file) => offenders(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
  assert.ok(
    adapter.some((line) => line.includes('generated .docusaurus/ source')),
    adapter.join('\n'),
  );
  assert.ok(
    adapter.some((line) => line.includes('window.docusaurus patched')),
    adapter.join('\n'),
  );
});
