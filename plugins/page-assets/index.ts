/**
 * Page assets that must not ride in the global stylesheet or bundle: the site font, KaTeX and the highlighter.
 *
 * - Urbanist: subsetted woff2 files under /assets/fonts/, declared by a small `<style>` in every page's head
 *   (no render-blocking font CSS, no data URIs), the latin face preloaded, and a size-adjusted local fallback face.
 * - KaTeX: stylesheet and subsetted fonts under /assets/katex/, linked only by pages with math
 *   (see ./rehype-katex-stylesheet, registered in the docs preset's rehypePlugins).
 *
 * - The client bundle: Prism with the docs' languages only.
 *
 * Everything is written before the docs compile into the git-ignored GENERATED_STATIC_DIR, which
 * docusaurus.config.ts lists in `staticDirectories`; results are cached by input hash, so warm builds skip the work.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {buildFontAssets, type FontAssets, readFontsourceFaces} from './fonts';
import {contentHash} from './hash';
import {buildKatexAssets, charactersRecord, collectMathCharacters, type KatexManifest, markdownFiles} from './katex';

/** Static files made at build time (served at the site root); git-ignored. */
export const GENERATED_STATIC_DIR = path.join('generated', 'static');
/** What the rehype plugin reads: the KaTeX stylesheet URL and the characters the subsets hold. */
export const KATEX_MANIFEST = path.join('generated', 'katex-manifest.json');

export interface PageAssetsOptions {
  /** Folders whose Markdown is scanned for math (relative to the site). */
  mathRoots: string[];
}

interface Cache {
  key: string;
  fonts: FontAssets;
  katex: KatexManifest;
}

async function buildAll(siteDir: string, options: PageAssetsOptions): Promise<Cache> {
  const outDir = path.join(siteDir, GENERATED_STATIC_DIR);
  fs.mkdirSync(path.join(siteDir, 'generated'), {recursive: true});
  const cacheFile = path.join(siteDir, 'generated', 'page-assets-cache.json');
  const faces = readFontsourceFaces(path.dirname(require.resolve('@fontsource-variable/urbanist/package.json')));
  const {chars} = collectMathCharacters(markdownFiles(options.mathRoots.map((r) => path.join(siteDir, r))));
  const versions = ['katex', 'subset-font', '@fontsource-variable/urbanist']
    .map((p) => (require(`${p}/package.json`) as {version: string}).version)
    .join();
  const key = contentHash(`${versions}|${JSON.stringify(charactersRecord(chars))}|${faces.map((f) => f.unicodeRange).join()}`);
  if (fs.existsSync(cacheFile)) {
    const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as Cache;
    const files = [...cached.fonts.preload, cached.katex.stylesheet].map((u) => path.join(outDir, u));
    if (cached.key === key && files.every((f) => fs.existsSync(f))) return cached;
  }
  fs.rmSync(outDir, {recursive: true, force: true});
  const result: Cache = {
    key,
    fonts: await buildFontAssets(faces, outDir),
    katex: await buildKatexAssets(chars, outDir),
  };
  fs.writeFileSync(cacheFile, JSON.stringify(result));
  return result;
}

/** The plugin module, configured: `plugins: [pageAssets({mathRoots: ['docs']})]`. */
export default function pageAssets(options: PageAssetsOptions): (context: LoadContext) => Plugin {
  // The config's plugin list holds plugins of unknown content; Docusaurus hands this one its own content back.
  return (context) => pageAssetsPlugin(context, options) as Plugin;
}

/**
 * The assets are made in `loadContent` (which `start` and `build` run, and `clear` and `swizzle` do not), and reach
 * the bundler settings and the page head as the plugin's content, through Docusaurus's lifecycle.
 */
function pageAssetsPlugin(context: LoadContext, options: PageAssetsOptions): Plugin<Cache> {
  return {
    name: 'page-assets',
    async loadContent() {
      const started = Date.now();
      const assets = await buildAll(context.siteDir, options);
      fs.writeFileSync(path.join(context.siteDir, KATEX_MANIFEST), JSON.stringify(assets.katex));
      console.info(`[page-assets] fonts and KaTeX subsets ready in ${Date.now() - started} ms`);
      return assets;
    },
    configureWebpack(config, _isServer, _utils, assets) {
      // Compiled pages link the KaTeX stylesheet by its hashed name, which the persistent bundler cache keeps: when
      // the subsets change (a new character in a formula), the cache must go, or unchanged math pages keep linking
      // a stylesheet that no longer exists.
      return withCacheVersion(config, assets.katex.stylesheet);
    },
    injectHtmlTags({content: assets}) {
      return {
        headTags: [
          ...assets.fonts.preload.map((href) => ({
            tagName: 'link',
            attributes: {rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: 'anonymous'},
          })),
          {tagName: 'style', innerHTML: assets.fonts.css},
        ],
      };
    },
  };
}

/**
 * The bundler's persistent-cache settings with `suffix` added to their version (Rspack's `experiments.cache`, or
 * webpack's `cache`), so a change of `suffix` evicts the cache; nothing when the cache is off.
 */
export function withCacheVersion(
  config: Pick<Configuration, 'cache' | 'experiments'>,
  suffix: string,
): Pick<Configuration, 'cache' | 'experiments'> {
  const versioned = <T>(cache: T): T | undefined =>
    typeof cache === 'object' && cache !== null && 'version' in cache && typeof cache.version === 'string'
      ? {...cache, version: `${cache.version}-${contentHash(suffix)}`}
      : undefined;
  // Rspack reads its persistent cache from `experiments.cache`, which webpack's types do not know.
  const rspack = versioned((config.experiments as {cache?: unknown} | undefined)?.cache);
  if (rspack) return {experiments: {cache: rspack} as Configuration['experiments']};
  const webpack = versioned(config.cache);
  return webpack ? {cache: webpack} : {};
}
