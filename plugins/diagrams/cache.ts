/**
 * The committed diagram cache (diagrams/ at the repository root): for each diagram, its Mermaid source
 * (`<key>.mmd`) and the SVG Mermaid drew for each colour mode (`<key>.light.svg`, `<key>.dark.svg`), rendered once in
 * a browser by `npm run diagrams`. The build only reads it, so it needs no browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Theme} from './key';

/** The cache folder, relative to the site folder. */
export const DIAGRAM_CACHE = 'diagrams';

export const RENDER_COMMAND = 'npm run diagrams';

export function cacheFile(cacheDir: string, key: string, kind: Theme | 'source'): string {
  return path.join(cacheDir, kind === 'source' ? `${key}.mmd` : `${key}.${kind}.svg`);
}

export interface CachedDiagram {
  light: string;
  dark: string;
}

/** The cached renders of a key, or undefined when either is missing. */
export function readCached(cacheDir: string, key: string): CachedDiagram | undefined {
  try {
    return {
      light: fs.readFileSync(cacheFile(cacheDir, key, 'light'), 'utf8'),
      dark: fs.readFileSync(cacheFile(cacheDir, key, 'dark'), 'utf8'),
    };
  } catch {
    return undefined;
  }
}

/** The keys that have at least one file in the cache. */
export function cachedKeys(cacheDir: string): Set<string> {
  const keys = new Set<string>();
  if (!fs.existsSync(cacheDir)) return keys;
  for (const name of fs.readdirSync(cacheDir)) {
    const match = /^([0-9a-f]{8})\.(?:mmd|light\.svg|dark\.svg)$/.exec(name);
    if (match?.[1]) keys.add(match[1]);
  }
  return keys;
}
