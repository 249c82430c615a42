/**
 * Mermaid diagrams as static SVG (see ./remark). After the build, every page's diagram placeholders receive their
 * SVG, and this build's SVG files are copied to build/assets/diagrams/ for client-side navigation.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {injectDiagrams} from './inject';
import {diagramFile} from './remark';

/** Where assembled SVGs are written, relative to the site; inside the generated static folder (/assets/diagrams/). */
export const DIAGRAMS_DIR = path.join('generated', 'static', 'assets', 'diagrams');

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

export default function diagramsPlugin(context: LoadContext): Plugin {
  const svgDir = path.join(context.siteDir, DIAGRAMS_DIR);
  return {
    name: 'diagrams',
    async postBuild({outDir}) {
      const cache = new Map<string, string>();
      const svgOf = (hash: string) => {
        let svg = cache.get(hash);
        if (svg === undefined) {
          const file = diagramFile(svgDir, hash);
          if (!fs.existsSync(file)) throw new Error(`diagram ${hash}: ${file} is missing (the docs were not compiled in this build)`);
          svg = fs.readFileSync(file, 'utf8');
          cache.set(hash, svg);
        }
        return svg;
      };
      let pages = 0;
      for (const file of await htmlFiles(outDir)) {
        const html = fs.readFileSync(file, 'utf8');
        const result = injectDiagrams(html, svgOf);
        if (result.hashes.length === 0) continue;
        fs.writeFileSync(file, result.html);
        pages++;
      }
      // The generated folder also holds diagrams of earlier sources: ship only this build's.
      const target = path.join(outDir, 'assets', 'diagrams');
      fs.rmSync(target, {recursive: true, force: true});
      fs.mkdirSync(target, {recursive: true});
      for (const [hash, svg] of cache) fs.writeFileSync(path.join(target, `${hash}.svg`), svg);
      console.info(`[diagrams] ${cache.size} diagrams in ${pages} pages`);
    },
  };
}
