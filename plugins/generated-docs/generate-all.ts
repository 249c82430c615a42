import fs from 'node:fs';
import path from 'node:path';
import {ERRORS_DATA_FILE, generateReference} from '../contract-reference/generate';
import {generateSchemaReference} from '../indexer-schema';
import {generateSolanaReference, SOLANA_ERRORS_FILE} from '../solana-reference/generate';

/** One generator: what it writes (files relative to the site; the first is checked before a build) and how. */
export interface Generator {
  name: string;
  /** Files every run writes: if one is missing, the generation step has not run. */
  outputs: readonly string[];
  run(siteDir: string): string;
}

export const GENERATORS: readonly Generator[] = [
  {
    name: 'contract-reference',
    outputs: [ERRORS_DATA_FILE, 'docs/.generated/reference/lockup/contracts'],
    run(siteDir) {
      const reference = generateReference(siteDir);
      return `${reference.pages.length} pages, ${reference.errors.length} errors`;
    },
  },
  {
    name: 'solana-reference',
    outputs: [SOLANA_ERRORS_FILE, 'docs/.generated/solana/reference'],
    run(siteDir) {
      const reference = generateSolanaReference(siteDir);
      return `${reference.files.size} pages, ${reference.errors.length} errors`;
    },
  },
  {
    name: 'indexer-schema',
    outputs: ['docs/.generated/api/schema'],
    run(siteDir) {
      return `${generateSchemaReference(siteDir)} pages`;
    },
  },
];

/** Runs every generator; returns one line per generator for the log. */
export function generateAll(siteDir: string): string[] {
  return GENERATORS.map((generator) => {
    const started = Date.now();
    const summary = generator.run(siteDir);
    return `[${generator.name}] ${summary} in ${Date.now() - started} ms`;
  });
}

/**
 * Called from a plugin's `loadContent` (which `start` and `build` run, and `clear` and `swizzle` do not): fails with
 * the command to run when the generation step has not written `name`'s outputs.
 */
export function assertGenerated(siteDir: string, name: string): void {
  const generator = GENERATORS.find((g) => g.name === name);
  if (!generator) throw new Error(`generated-docs: no generator named ${name}`);
  const missing = generator.outputs.filter((file) => !fs.existsSync(path.join(siteDir, file)));
  if (missing.length > 0) {
    throw new Error(
      `[${name}] ${missing.join(', ')} not found: the generated pages are written by \`npm run generate\`, which ` +
        '`npm run build` and `npm start` run first. Run it, or build with `npm run build`.',
    );
  }
}
