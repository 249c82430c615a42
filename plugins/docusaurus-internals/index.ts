/**
 * The one place where the site relies on Docusaurus internals: gains that Docusaurus offers no public option for,
 * each checked against the exact shape it relies on, so that a Docusaurus update that changes that shape stops the
 * build (or, for the browser part, switches the gain off) with a message naming this folder, instead of silently
 * losing the gain or breaking a page. Nothing else in src/, plugins/ or the config may reach a private path
 * (tests/unit/public-seams.test.ts).
 *
 * - The route registry without module paths in the client bundle (./registry-loader.cjs): about 2.5 KiB gzip off
 *   the `main` bundle of every page. Checked: the loader fails the build unless it rewrites every entry.
 * - One tslib helper instead of all of tslib for `@docusaurus/utils-common`'s client entry
 *   (./tslib-import-default.ts): about 4 KiB gzip off the `main` bundle. Checked: assertTslibHelpers, below.
 * - Route prefetching in idle time (./client/idlePrefetch.ts, a client module): it replaces the frozen
 *   `window.docusaurus` global. Checked in the browser: a global of another shape is left alone.
 * - No Prism grammars in every page's bundle (./prism-grammars.ts, used by plugins/code-highlight, which highlights
 *   code at build time): theme-classic's grammar client module is swapped for an empty one in the browser bundle,
 *   about 35 KiB gzip off every page. Checked: the theme file's exact content before the build, and the built main
 *   bundle after it.
 *
 * Remove an item here when Docusaurus offers it (see the upstream requests in the folder's history), or when its
 * check fails and the gain is not worth adapting.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The package whose client entry requires tslib whole, and the one helper it uses. */
const UTILS_COMMON = '@docusaurus/utils-common';
const TSLIB_HELPERS = ['__importDefault'];

/** The tslib helpers a CommonJS module calls (`tslib_1.__name`), in order of first use. */
export function tslibHelpers(source: string): string[] {
  return [...new Set(source.match(/tslib_1\.(\w+)/g)?.map((m) => m.slice('tslib_1.'.length)))];
}

/**
 * Throws, naming this adapter, unless `source` (the client entry of @docusaurus/utils-common) requires tslib and
 * calls exactly the helpers ./tslib-import-default.ts provides.
 */
export function assertTslibHelpers(source: string, file: string): void {
  const helpers = tslibHelpers(source);
  const requires = /\brequire\(["']tslib["']\)/.test(source);
  if (!requires || helpers.join() !== TSLIB_HELPERS.join()) {
    throw new Error(
      `docusaurus-internals: ${file} ${requires ? `uses the tslib helpers [${helpers.join(', ')}]` : 'no longer requires tslib'}, ` +
        `not [${TSLIB_HELPERS.join(', ')}] as plugins/docusaurus-internals/tslib-import-default.ts provides. ` +
        'Remove the tslib rule from plugins/docusaurus-internals/index.ts, or add the helpers there.',
    );
  }
}

/** The client entry of @docusaurus/utils-common, checked (assertTslibHelpers). */
function utilsCommonEntry(): string {
  const file = require.resolve(UTILS_COMMON);
  assertTslibHelpers(fs.readFileSync(file, 'utf8'), file);
  return file;
}

/** The bundler path test for one file, whatever the platform's separator. */
function fileTest(file: string): RegExp {
  const parts = file.split(/[\\/]/).filter(Boolean).slice(-4);
  return new RegExp(`[\\\\/]${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\\\/]')}$`);
}

export default function docusaurusInternals(): Plugin {
  const entry = utilsCommonEntry();
  return {
    name: 'docusaurus-internals',
    getClientModules() {
      return [path.join(__dirname, 'client', 'idlePrefetch.ts')];
    },
    configureWebpack(_config, isServer) {
      // Server rendering reads the registry's module paths (react-loadable's capture); the client bundle only.
      if (isServer) return {};
      return {
        module: {
          rules: [
            {test: fileTest(entry), resolve: {alias: {tslib$: path.join(__dirname, 'tslib-import-default.ts')}}},
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: path.join(__dirname, 'registry-loader.cjs')}]},
          ],
        },
      };
    },
  };
}
