/**
 * The adapter to Docusaurus internals (plugins/docusaurus-internals): each gain checks the shape it relies on and
 * stops the build, naming the adapter, when a Docusaurus update changes that shape.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';
import docusaurusInternals, {assertTslibHelpers, tslibHelpers} from '../../plugins/docusaurus-internals';
import {__importDefault} from '../../plugins/docusaurus-internals/tslib-import-default';

const registryLoader = require('../../plugins/docusaurus-internals/registry-loader.cjs') as (source: string) => string;

test('the installed @docusaurus/utils-common client entry uses tslib for __importDefault only, which the adapter provides', () => {
  const file = require.resolve('@docusaurus/utils-common');
  const source = fs.readFileSync(file, 'utf8');
  assert.deepEqual(tslibHelpers(source), ['__importDefault']);
  assert.doesNotThrow(() => assertTslibHelpers(source, file));
  assert.deepEqual(__importDefault(5), {default: 5});
  const esm = {__esModule: true, default: 1};
  assert.equal(__importDefault(esm), esm);
});

test('a utils-common entry of another shape stops the build with a message naming the adapter', () => {
  const changed = 'const tslib_1 = require("tslib");\nconst a = tslib_1.__importDefault(x);\nconst b = tslib_1.__awaiter(y);';
  assert.throws(
    () => assertTslibHelpers(changed, 'index.js'),
    /index\.js uses the tslib helpers \[__importDefault, __awaiter\].*plugins\/docusaurus-internals/,
  );
  assert.throws(() => assertTslibHelpers('export {a} from "./a";', 'index.js'), /no longer requires tslib/);
});

test('the registry loader empties every module path, and stops the build on a registry of another format', () => {
  const entry = (key: string, module: string) =>
    `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
  const source = `export default {\n${entry('003168ce', '@site/docs/api/filtering.mdx')}\n${entry('17896441', '@theme/DocItem')}\n};\n`;
  const out = registryLoader(source);
  assert.doesNotMatch(out, /, "@site\/docs\/api\/filtering\.mdx", /);
  assert.match(
    out,
    /import\(\/\* webpackChunkName: "003168ce" \*\/ "@site\/docs\/api\/filtering\.mdx"\), "", require\.resolveWeak\("@site\/docs\/api\/filtering\.mdx"\)/,
  );
  assert.equal(out.match(/, "", require\.resolveWeak/g)?.length, 2);
  // A format the loader does not know (a fourth field, say) must not pass half-rewritten.
  const changed = source.replace(', require.resolveWeak(', ', 1, require.resolveWeak(');
  assert.throws(
    () => registryLoader(changed),
    /rewrote 1 of 2 entries of \.docusaurus\/registry\.js; its format changed.*plugins\/docusaurus-internals/,
  );
  assert.throws(() => registryLoader('export default {};'), /rewrote 0 of 0/);
});

test('the plugin rewrites the client bundle only, and adds the idle-prefetch client module', () => {
  const plugin = docusaurusInternals();
  const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => {module?: {rules: {test: RegExp}[]}};
  assert.deepEqual(configure({}, true), {});
  const rules = configure({}, false).module?.rules ?? [];
  assert.equal(rules.length, 2);
  const entry = require.resolve('@docusaurus/utils-common');
  assert.ok(rules[0]?.test.test(entry), `${rules[0]?.test} does not match ${entry}`);
  assert.ok(rules[1]?.test.test('/site/.docusaurus/registry.js'));
  assert.match(String(plugin.getClientModules?.()), /docusaurus-internals[\\/]client[\\/]idlePrefetch\.ts$/);
});
