/** What the committed diagram cache lacks or holds in excess, compared with the fences of the docs. */
import fs from 'node:fs';
import {cachedKeys, cacheFile} from '../../plugins/diagrams/cache';
import {diagramKey} from '../../plugins/diagrams/key';
import type {MermaidFence} from './diagram-fences';

export interface CacheReport {
  /** Every key the docs use, with the first fence that uses it. */
  keys: Map<string, MermaidFence>;
  /** Keys the docs use that lack a file. */
  missing: Set<string>;
  /** One line per problem: missing, stale or orphan. */
  problems: string[];
}

export function cacheReport(cacheDir: string, fences: readonly MermaidFence[]): CacheReport {
  const keys = new Map<string, MermaidFence>();
  for (const fence of fences) {
    const key = diagramKey(fence.source);
    if (!keys.has(key)) keys.set(key, fence);
  }
  const missing = new Set<string>();
  const problems: string[] = [];
  for (const [key, fence] of keys) {
    const absent = (['light', 'dark', 'source'] as const).filter((kind) => !fs.existsSync(cacheFile(cacheDir, key, kind)));
    if (absent.length > 0) {
      missing.add(key);
      problems.push(
        `missing: docs/${fence.file}:${fence.line} has no ${absent.join(', ')} render in the cache (${key}): run \`npm run diagrams\``,
      );
    }
  }
  for (const key of cachedKeys(cacheDir)) {
    if (keys.has(key)) continue;
    const sourceFile = cacheFile(cacheDir, key, 'source');
    const source = fs.existsSync(sourceFile) ? fs.readFileSync(sourceFile, 'utf8') : undefined;
    if (source !== undefined && diagramKey(source) !== key) {
      problems.push(`stale: ${key} was rendered with other settings (a Mermaid, theme or font change): run \`npm run diagrams\``);
    } else {
      problems.push(`orphan: ${key} belongs to no diagram of the docs: run \`npm run diagrams\` to remove it`);
    }
  }
  return {keys, missing, problems};
}
