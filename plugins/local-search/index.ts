import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import {encodeIndex} from '../../src/lib/search/codec';
import {INDEX_FILE} from '../../src/lib/search/types';
import {buildRecords, htmlFileCandidates} from './build';

export interface LocalSearchOptions {
  /** Local mode: write the index after the build. Hosted mode: only the search page's client (see below). */
  buildIndex: boolean;
}

/** Algolia's browser build of `algoliasearch/lite`, as the search theme resolves it. */
function algoliaLiteBrowserBuild(): string {
  const theme = require.resolve('@docusaurus/theme-search-algolia');
  const nodeBuild = require.resolve('algoliasearch/lite', {paths: [theme]});
  return path.join(path.dirname(nodeBuild), 'browser.js');
}

/** liteClient.ts hands hosted searches to Algolia's own client: that one module gets Algolia's browser build. */
function clientRules(): RuleSetRule[] {
  return [{include: LITE_CLIENT, resolve: {alias: {'algoliasearch-lite-original$': algoliaLiteBrowserBuild()}}}];
}

const LITE_CLIENT = path.resolve(__dirname, '../../src/lib/search/liteClient.ts');
/** The stylesheets of the search modal: DocSearch's and the site's (imported by src/theme/SearchBar/SearchModal.tsx). */
const SEARCH_MODAL_CSS = /[\\/](@docsearch[\\/]css[\\/]dist[\\/]modal\.css|src[\\/]theme[\\/]SearchBar[\\/]modal\.css)$/;

/**
 * Local search (the default, no configuration): after the build, reads every rendered page and writes
 * DocSearch-shaped records to `build/search-index.json`, fetched by the browser on first search.
 *
 * The DocSearch modal gets the local client through its documented `transformSearchClient` prop
 * (src/theme/SearchBar); the /search page (src/theme/SearchPage) imports src/lib/search/liteClient.ts directly.
 * That module answers from the local index in local mode and hands over to Algolia's client in hosted mode, chosen
 * at run time: the rules are the same in both modes on purpose, because the bundler's persistent cache does not see
 * plugin config, so a rule that came and went with the mode would leak between builds.
 */
export default function localSearchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options: LocalSearchOptions = {buildIndex: true, ...(rawOptions as Partial<LocalSearchOptions> | undefined)};
  return {
    name: 'local-search',
    getClientModules() {
      return options.buildIndex ? [path.resolve(__dirname, 'local-search.css')] : [];
    },
    configureWebpack(_config, isServer) {
      return {
        ...(!isServer && {
          optimization: {
            splitChunks: {
              cacheGroups: {
                // Docusaurus puts all CSS into the one stylesheet of every page, lazily imported CSS included. The
                // search modal's styles stay in its own file instead, loaded with the modal's code (not in the page).
                searchModalStyles: {
                  name: 'search-modal',
                  type: 'css/mini-extract',
                  test: SEARCH_MODAL_CSS,
                  chunks: 'async',
                  enforce: true,
                  priority: 60,
                },
              },
            },
          },
        }),
        module: {
          rules: clientRules(),
        },
      };
    },
    async postBuild({outDir, routesPaths}) {
      if (!options.buildIndex) return;
      const pages = [];
      for (const route of routesPaths) {
        for (const candidate of htmlFileCandidates(route)) {
          const html = await fs.readFile(path.join(outDir, candidate), 'utf8').catch(() => null);
          if (html !== null) {
            pages.push({path: route, html});
            break;
          }
        }
      }
      const records = buildRecords(pages, {titleSuffix: ` ${context.siteConfig.titleDelimiter} ${context.siteConfig.title}`});
      const json = JSON.stringify(encodeIndex(records));
      await fs.writeFile(path.join(outDir, INDEX_FILE), json);
      console.log(`[local-search] ${records.length} records from ${pages.length} pages, ${Math.round(json.length / 1024)} KB`);
    },
  };
}
