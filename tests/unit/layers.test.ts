/**
 * The tree says where code runs, and imports only go down the layers (README, "Layout"):
 *
 *   src/       ships to the browser (and modules the build renders with too: they must run in both)
 *   config/, plugins/, docusaurus.config.ts, sidebars.ts   run in the build, in Node
 *   scripts/   commands run by hand or by npm scripts, in Node
 *   tests/     the test suite and its support
 *
 * A module may import from its own layer and the layers above it in this list, never from one below. Code in `src/`
 * may not import Node's built-in modules: nothing there may need Node to run.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {builtinModules} from 'node:module';
import {test} from 'node:test';
import {importsOf, type Layer, layerOf, sourceFiles} from '../support/imports';

const ORDER: readonly Layer[] = ['src', 'build', 'scripts', 'tests'];
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

test('every source file of the repository is in a layer, or is an example the pages show', () => {
  const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.cjs', '*.mjs'], {encoding: 'utf8'}).trim().split('\n');
  assert.ok(sourceFiles().length > 300, `only ${sourceFiles().length} source files found`);
  const outside = tracked.filter((file) => !layerOf(file) && !file.startsWith('examples/') && !file.startsWith('static/'));
  assert.deepEqual(outside, []);
});

test('no import runs from a lower layer to a higher one', () => {
  const wrong: string[] = [];
  for (const file of sourceFiles()) {
    const from = layerOf(file);
    if (!from) continue;
    for (const target of importsOf(file).local) {
      const to = layerOf(target);
      if (to && ORDER.indexOf(to) > ORDER.indexOf(from)) wrong.push(`${file} (${from}) imports ${target} (${to})`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('code in src/ does not need Node', () => {
  const wrong: string[] = [];
  for (const file of sourceFiles().filter((f) => layerOf(f) === 'src')) {
    for (const name of importsOf(file).packages) if (NODE_BUILTINS.has(name.split('/')[0] ?? name)) wrong.push(`${file} imports ${name}`);
  }
  assert.deepEqual(wrong, []);
});

test('the import reader finds imports of every form, and names wrong-way ones', () => {
  const found = importsOf(
    'tests/fixtures/layers/wrong-way.ts',
    [
      "import a from '../../../plugins/lib/sdk';",
      "export {b} from '../../../scripts/lib/page-weight';",
      "const c = await import('../../../src/lib/idle');",
      "const d = require('node:fs');",
      "import type {E} from '@site/config/routes';",
    ].join('\n'),
  );
  assert.deepEqual(found.local, ['plugins/lib/sdk', 'scripts/lib/page-weight', 'src/lib/idle', 'config/routes']);
  assert.deepEqual(found.packages, ['node:fs']);
  assert.equal(layerOf('src/lib/idle.ts'), 'src');
  assert.equal(layerOf('config/routes.ts'), 'build');
  assert.equal(layerOf('plugins/lib/sdk.ts'), 'build');
  assert.equal(layerOf('scripts/lib/page-weight.ts'), 'scripts');
  assert.equal(layerOf('tests/support/imports.ts'), 'tests');
  assert.ok(ORDER.indexOf(layerOf('plugins/lib/sdk.ts') as Layer) > ORDER.indexOf(layerOf('src/lib/idle.ts') as Layer));
});
