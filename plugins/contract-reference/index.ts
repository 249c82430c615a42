import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertGenerated} from '../generated-docs/generate-all';
import {AIRDROPS_SPEC, BOB_SPEC} from './abi-data';
import {dataFileOf, generateReference} from './generate';

/**
 * The contract reference (the /reference/<protocol>/contracts/** pages and the error table of /reference/errors) is
 * written by the generation step (`npm run generate`, which `npm run build` and `npm start` run first) before
 * Docusaurus starts. This plugin checks that it ran, and on `npm start` writes the pages again when the Airdrops or
 * Bob descriptions it watches change.
 */
export default function contractReferencePlugin(context: LoadContext): Plugin {
  let first = true;
  return {
    name: 'contract-reference',
    async loadContent() {
      if (first) assertGenerated(context.siteDir, 'contract-reference');
      else generateReference(context.siteDir);
      first = false;
    },
    getPathsToWatch() {
      return [AIRDROPS_SPEC, BOB_SPEC].map((spec) => dataFileOf(context.siteDir, spec));
    },
  };
}
