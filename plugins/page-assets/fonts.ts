/**
 * The site font: Urbanist (variable, weights 400-700) as two woff2 files split by unicode-range, so a page of
 * English text loads one ~18 KB file, plus a metric-matched local fallback face so swapping fonts shifts nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createFontStack} from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import urbanist from '@capsizecss/metrics/urbanist';
import subsetFont from 'subset-font';
import {contentHash} from './hash';

export const FONT_FAMILY = 'Urbanist';
/** The weights the stylesheet uses (Infima normal 400, our base 500, semibold 600, bold 700). */
export const WEIGHT_RANGE = {min: 400, max: 700} as const;

export interface FontFace {
  /** Subset name from the fontsource package: `latin`, `latin-ext`. */
  subset: string;
  /** CSS unicode-range value. */
  unicodeRange: string;
  /** Path of the variable woff2 file in the package. */
  source: string;
}

/** Expands a CSS unicode-range (`U+0000-00FF,U+0131`) into the string of its code points. */
export function charactersOf(unicodeRange: string): string {
  let out = '';
  for (const part of unicodeRange.split(',')) {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match?.[1]) throw new Error(`unicode-range part not understood: "${part}"`);
    const start = Number.parseInt(match[1], 16);
    const end = match[2] ? Number.parseInt(match[2], 16) : start;
    for (let cp = start; cp <= end; cp++) {
      // Surrogates and control characters are not glyphs.
      if (cp < 0x20 || (cp >= 0xd800 && cp <= 0xdfff)) continue;
      out += String.fromCodePoint(cp);
    }
  }
  return out;
}

/** Reads the latin and latin-ext faces (normal style) from the fontsource-variable stylesheet. */
export function readFontsourceFaces(packageDir: string, subsets: readonly string[] = ['latin', 'latin-ext']): FontFace[] {
  const css = fs.readFileSync(path.join(packageDir, 'wght.css'), 'utf8');
  const faces: FontFace[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    const subset = file ? /^urbanist-(.+)-wght-normal\.woff2$/.exec(file)?.[1] : undefined;
    if (!file || !range || !subset || !subsets.includes(subset)) continue;
    faces.push({subset, unicodeRange: range.trim(), source: path.join(packageDir, 'files', file)});
  }
  const missing = subsets.filter((s) => !faces.some((f) => f.subset === s));
  if (missing.length > 0) throw new Error(`@fontsource-variable/urbanist has no ${missing.join(', ')} face in wght.css`);
  // Most specific first: the `latin` face is the one every page needs, so it is the one to preload.
  return subsets.map((s) => faces.find((f) => f.subset === s) as FontFace);
}

/** The fallback face: Arial (or its metric twin Liberation Sans) resized to Urbanist's metrics. */
export function fallbackFace(): string {
  const {fontFaces} = createFontStack([urbanist, arial]);
  return fontFaces.replace(
    /src: local\('Arial'\), local\('ArialMT'\);/,
    "src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');",
  );
}

export interface FontAssets {
  /** `@font-face` rules: the web font faces and the fallback face. */
  css: string;
  /** URL paths of the files worth preloading (the latin face). */
  preload: string[];
}

/** Subsets the faces to their unicode ranges and the weight range, writes `<outDir>/assets/fonts/*.woff2`. */
export async function buildFontAssets(faces: FontFace[], outDir: string, urlPrefix = '/assets/fonts/'): Promise<FontAssets> {
  const rules: string[] = [];
  const preload: string[] = [];
  for (const face of faces) {
    const subsetted = await subsetFont(fs.readFileSync(face.source), charactersOf(face.unicodeRange), {
      targetFormat: 'woff2',
      variationAxes: {wght: WEIGHT_RANGE},
    });
    const name = `urbanist-${face.subset}.${contentHash(subsetted)}.woff2`;
    fs.mkdirSync(path.join(outDir, 'assets', 'fonts'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'assets', 'fonts', name), subsetted);
    const url = `${urlPrefix}${name}`;
    if (face.subset === 'latin') preload.push(url);
    rules.push(
      `@font-face{font-family:${FONT_FAMILY};font-style:normal;font-display:swap;font-weight:${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max};src:url(${url}) format("woff2");unicode-range:${face.unicodeRange}}`,
    );
  }
  rules.push(fallbackFace().replace(/\s*\n\s*/g, ''));
  return {css: rules.join(''), preload};
}
