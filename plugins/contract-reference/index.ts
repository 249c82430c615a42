import type {LoadContext, Plugin} from '@docusaurus/types';
import {AIRDROPS_SPEC, BOB_SPEC} from './abi-data';
import {dataFileOf, generateReference} from './generate';

/**
 * Generates the contract reference (the /reference/<protocol>/contracts/** pages, written to the generated docs
 * folder, and the error table for /reference/errors) from the published packages. It runs when the plugin is created, which Docusaurus does
 * for every plugin before any of them loads content, so the docs plugin finds the pages on `start` and `build`.
 */
export default function contractReferencePlugin(context: LoadContext): Plugin {
  const generate = () => {
    const started = Date.now();
    const reference = generateReference(context.siteDir);
    console.info(`[contract-reference] ${reference.pages.length} pages, ${reference.errors.length} errors in ${Date.now() - started} ms`);
  };
  generate();
  let first = true;
  return {
    name: 'contract-reference',
    // On `npm start`, an edit of the Airdrops or Bob descriptions reloads this plugin: generate again (the first load
    // already happened above, before the docs plugin read its files).
    async loadContent() {
      if (!first) generate();
      first = false;
    },
    getPathsToWatch() {
      return [AIRDROPS_SPEC, BOB_SPEC].map((spec) => dataFileOf(context.siteDir, spec));
    },
  };
}
