/**
 * plugins/docusaurus-internals/prism-grammars.ts, the one module that relies on a shape the theme does not document: it
 * accepts the installed theme, and stops the build when the main bundle carries Prism.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {assertGrammarsClientModule, assertNoPrismInMainBundle} from '../../plugins/docusaurus-internals/prism-grammars';

const ROOT = path.resolve(__dirname, '../..');

test("the installed theme's grammar client module has the shape the adapter expects", () => {
  assert.match(assertGrammarsClientModule(ROOT), /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/);
});

test('a main bundle with Prism in it stops the build, naming the adapter', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'adapter-'));
  const js = path.join(out, 'assets', 'js');
  fs.mkdirSync(js, {recursive: true});
  try {
    fs.writeFileSync(path.join(js, 'main.abc123.js'), 'var a={pattern:/x/,lookbehind:!0};');
    assert.throws(() => assertNoPrismInMainBundle(out), /prism-grammars\.ts: the main bundle \(main\.abc123\.js\) carries Prism/);
    fs.writeFileSync(path.join(js, 'main.abc123.js'), 'var a=1;');
    assert.doesNotThrow(() => assertNoPrismInMainBundle(out));
  } finally {
    fs.rmSync(out, {recursive: true, force: true});
  }
});
