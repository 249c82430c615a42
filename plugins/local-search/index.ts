import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INDEX_FILE} from '../../src/lib/search/types';
import {encodeIndex} from '../../src/lib/search/codec';
import {buildRecords, htmlFileCandidates} from './build';

/**
 * Local search (the default, no configuration): after the build, reads every rendered page and writes
 * DocSearch-shaped records to `build/search-index.json`, fetched by the browser on first search.
 * It also points the `algoliasearch/lite` import of the theme's search page at the local client, so the
 * theme's /search page works unchanged; the modal gets the local client from src/theme/SearchBar.
 */
export default function localSearchPlugin(context: LoadContext): Plugin {
  return {
    name: 'local-search',
    getClientModules() {
      return [path.resolve(__dirname, 'local-search.css')];
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {'algoliasearch/lite$': path.resolve(__dirname, '../../src/lib/search/liteClient.ts')},
        },
      };
    },
    async postBuild({outDir, routesPaths}) {
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
