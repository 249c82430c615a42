/**
 * Reads which modules each source file imports, for the layer test (tests/unit/layers.test.ts). Uses TypeScript's
 * own pre-processor, which finds `import`, `export ... from`, `import()` and `require()`.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Layer = 'src' | 'build' | 'scripts' | 'tests';

const ROOT = path.resolve(__dirname, '..', '..');
const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const SKIP = new Set(['node_modules', 'build', '.docusaurus', 'fixtures', 'generated', 'static']);

/** Configuration files at the root, read by the build and the writers' lint. */
const ROOT_BUILD_FILES = new Set(['docusaurus.config.ts', 'sidebars.ts', '.remarkrc.mjs']);

/** Where a repository path runs. `undefined`: outside every layer (docs, examples, data, static files). */
export function layerOf(file: string): Layer | undefined {
  if (file.startsWith('src/')) return 'src';
  if (file.startsWith('config/') || file.startsWith('plugins/') || ROOT_BUILD_FILES.has(file)) {
    return 'build';
  }
  if (file.startsWith('scripts/')) return 'scripts';
  if (file.startsWith('tests/')) return 'tests';
  return undefined;
}

/** Every TypeScript and JavaScript source of the layers, as repository paths. */
export function sourceFiles(): string[] {
  const files: string[] = [...ROOT_BUILD_FILES];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
      if (SKIP.has(entry.name)) continue;
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(rel);
    }
  };
  for (const dir of ['src', 'config', 'plugins', 'scripts', 'tests']) walk(dir);
  return files.filter((file) => fs.existsSync(path.join(ROOT, file))).sort();
}

/**
 * The imports of `file`: `local` as repository paths without extension (relative and `@site/` specifiers), and
 * `packages` as written. `text` replaces the file's content (for tests of this reader).
 */
export function importsOf(file: string, text?: string): {local: string[]; packages: string[]} {
  const source = text ?? fs.readFileSync(path.join(ROOT, file), 'utf8');
  const {importedFiles} = ts.preProcessFile(source, true, true);
  const local: string[] = [];
  const packages: string[] = [];
  for (const {fileName} of importedFiles) {
    if (fileName.startsWith('@site/')) local.push(stripExtension(path.posix.normalize(fileName.slice('@site/'.length))));
    else if (fileName.startsWith('.'))
      local.push(stripExtension(path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName))));
    else packages.push(fileName);
  }
  return {local, packages};
}

/** A local import without its extension, if it was written with one. */
function stripExtension(target: string): string {
  return target.replace(/\.(ts|tsx|js|cjs|mjs)$/, '');
}
