import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertGenerated} from '../generated-docs/generate-all';

/**
 * The Solana program reference (/solana/reference/<program>/{instructions,accounts,errors,events}) and the Solana
 * error data of the error decoder are written from the Anchor IDLs by the generation step (`npm run generate`, which
 * `npm run build` and `npm start` run first). This plugin only checks that it ran.
 */
export default function solanaReferencePlugin(context: LoadContext): Plugin {
  return {
    name: 'solana-reference',
    async loadContent() {
      assertGenerated(context.siteDir, 'solana-reference');
    },
  };
}
