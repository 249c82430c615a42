import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateSolanaReference} from './generate';

/**
 * Generates the Solana program reference (/solana/reference/<program>/{instructions,accounts,errors,events}, written
 * to the generated docs folder) and the Solana error data of the error decoder, from the Anchor IDLs in the `sablier`
 * package. Like the contract reference, it runs when the plugin is created, before the docs plugin reads its files.
 */
export default function solanaReferencePlugin(context: LoadContext): Plugin {
  const started = Date.now();
  const reference = generateSolanaReference(context.siteDir);
  console.info(`[solana-reference] ${reference.files.size} pages, ${reference.errors.length} errors in ${Date.now() - started} ms`);
  return {name: 'solana-reference'};
}
