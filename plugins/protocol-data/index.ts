/**
 * Protocol data plugin: checks at load time that src/config/releases.ts agrees with the `sablier` package, and
 * after the build copies the package's CSV templates into the output so pages can link to them for download.
 * Page data itself is injected per page by ./remark.ts (registered in the docs preset's remarkPlugins), from the
 * data components listed in ./registry.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertCurrentReleasesAgree, CSV_URL_PREFIX, csvRoot} from '../lib/sdk';

/** Copies the package's CSV templates (only the .csv files) into `<outDir>/csv-templates/`. */
export function copyCsvTemplates(outDir: string): string[] {
  const root = csvRoot();
  const copied: string[] = [];
  const copyDir = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const from = path.join(dir, entry.name);
      if (entry.isDirectory()) copyDir(from);
      else if (entry.name.endsWith('.csv')) {
        const to = path.join(outDir, CSV_URL_PREFIX, path.relative(root, from));
        fs.mkdirSync(path.dirname(to), {recursive: true});
        fs.copyFileSync(from, to);
        copied.push(to);
      }
    }
  };
  copyDir(root);
  return copied;
}

export default function protocolDataPlugin(): Plugin {
  return {
    name: 'protocol-data',
    async loadContent() {
      assertCurrentReleasesAgree();
    },
    async postBuild({outDir}) {
      copyCsvTemplates(outDir);
    },
  };
}
