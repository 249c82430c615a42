import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {encodeIndex} from '../../src/lib/search/codec';
import {INDEX_FILE} from '../../src/lib/search/types';
import {buildRecords, htmlFileCandidates} from './build';

export interface LocalSearchOptions {
  /** Local mode: write the index after the build. Hosted mode: only the client alias below. */
  buildIndex: boolean;
}

/** Algolia's browser build of `algoliasearch/lite`, as the search theme resolves it. */
function algoliaLiteBrowserBuild(): string {
  const theme = require.resolve('@docusaurus/theme-search-algolia');
  const nodeBuild = require.resolve('algoliasearch/lite', {paths: [theme]});
  return path.join(path.dirname(nodeBuild), 'browser.js');
}

/**
 * Local search (the default, no configuration): after the build, reads every rendered page and writes
 * DocSearch-shaped records to `build/search-index.json`, fetched by the browser on first search.
 * In both modes it points the `algoliasearch/lite` import of the theme's search page at
 * src/lib/search/liteClient.ts, which answers from the local index in local mode and hands over to Algolia's
 * client in hosted mode, so the theme's /search page works unchanged. (The modal gets the local client from
 * src/theme/SearchBar.) The alias is the same in both modes on purpose: the bundler's persistent cache does
 * not see plugin aliases, so an alias that came and went with the mode would leak between builds.
 */
export default function localSearchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options: LocalSearchOptions = {buildIndex: true, ...(rawOptions as Partial<LocalSearchOptions> | undefined)};
  return {
    name: 'local-search',
    getClientModules() {
      return options.buildIndex ? [path.resolve(__dirname, 'local-search.css')] : [];
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': path.resolve(__dirname, '../../src/lib/search/liteClient.ts'),
            'algoliasearch-lite-original$': algoliaLiteBrowserBuild(),
          },
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
