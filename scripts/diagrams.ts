/**
 * `npm run diagrams`: renders every Mermaid fence of docs/ that the committed cache (diagrams/) lacks, in Chrome or
 * Chromium, and removes the cache files no fence uses any more. Commit diagrams/ afterwards: the build reads it and
 * needs no browser.
 *
 * `npm run diagrams -- --check` changes nothing and fails when a fence is missing from the cache, a cached source
 * no longer hashes to its file name (stale), or a file belongs to no fence (orphan).
 */
import fs from 'node:fs';
import path from 'node:path';
import {diagramId} from '../plugins/diagrams/assemble';
import {cachedKeys, cacheFile, DIAGRAM_CACHE} from '../plugins/diagrams/cache';
import {cacheReport} from './lib/diagram-cache';
import {mermaidFences} from './lib/diagram-fences';
import {openMermaidRenderer} from './lib/mermaid-render';

const siteDir = path.resolve(__dirname, '..');
const cacheDir = path.join(siteDir, DIAGRAM_CACHE);

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const fences = mermaidFences(path.join(siteDir, 'docs'));
  const report = cacheReport(cacheDir, fences);
  if (check) {
    for (const line of report.problems) console.error(line);
    console.info(`[diagrams] ${fences.length} fences, ${report.keys.size} diagrams, ${report.problems.length} problems`);
    if (report.problems.length > 0) process.exit(1);
    return;
  }
  const toRender = [...report.keys.entries()].filter(([key]) => report.missing.has(key));
  if (toRender.length > 0) {
    fs.mkdirSync(cacheDir, {recursive: true});
    const renderer = await openMermaidRenderer();
    try {
      for (const [key, fence] of toRender) {
        const id = diagramId(key);
        const light = await renderer.render(fence.source, id, 'light');
        const dark = await renderer.render(fence.source, id, 'dark');
        fs.writeFileSync(cacheFile(cacheDir, key, 'light'), `${light}\n`);
        fs.writeFileSync(cacheFile(cacheDir, key, 'dark'), `${dark}\n`);
        fs.writeFileSync(cacheFile(cacheDir, key, 'source'), fence.source);
        console.info(`[diagrams] rendered ${key} (${fence.file}:${fence.line})`);
      }
    } finally {
      await renderer.close();
    }
  }
  let removed = 0;
  for (const key of cachedKeys(cacheDir)) {
    if (report.keys.has(key)) continue;
    for (const kind of ['light', 'dark', 'source'] as const) fs.rmSync(cacheFile(cacheDir, key, kind), {force: true});
    removed++;
  }
  console.info(`[diagrams] ${report.keys.size} diagrams: ${toRender.length} rendered, ${removed} removed`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
