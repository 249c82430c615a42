/**
 * What a diagram's render depends on, and the content address of a render: the committed cache in diagrams/ holds
 * one file per diagram source and theme, named by the hash of the source and of these settings. A change to any of
 * them (a Mermaid upgrade, a theme or font change) gives every diagram a new key, so the cache is rendered again
 * (`npm run diagrams`) instead of being silently out of date.
 */
import {createRequire} from 'node:module';
import {contentHash} from '../page-assets/hash';

const require_ = createRequire(__filename);
const versionOf = (name: string) => (require_(`${name}/package.json`) as {version: string}).version;

/** Mermaid's theme for each colour mode of the site. */
export const THEMES = {light: 'neutral', dark: 'dark'} as const;
export type Theme = keyof typeof THEMES;

/** The site font: the renderer measures labels with it so that they fit their boxes when shown inline. */
export const FONT_FAMILY = 'Urbanist, "Urbanist Fallback", Arial, sans-serif';

/** Per-mode theme variables. Mermaid's dark theme draws edge labels on a grey that leaves its light text under 4.5:1. */
export const THEME_VARIABLES: Record<Theme, Record<string, string>> = {light: {}, dark: {edgeLabelBackground: '#1b1b1d'}};

/** Raise when the renderer changes in a way the other settings do not show. */
const RENDER_REVISION = 1;

export function renderSettings(): string {
  return JSON.stringify({
    mermaid: versionOf('mermaid'),
    font: versionOf('@fontsource-variable/urbanist'),
    themes: THEMES,
    variables: THEME_VARIABLES,
    fontFamily: FONT_FAMILY,
    revision: RENDER_REVISION,
  });
}

/** The cache key of a diagram: 8 hex digits of the SHA-256 of the render settings and the Mermaid source. */
export function diagramKey(source: string): string {
  return contentHash(`${renderSettings()}\n${source}`);
}
