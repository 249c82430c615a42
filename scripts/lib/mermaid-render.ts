/**
 * Renders Mermaid source to SVG in the system Chromium (playwright-core), for `npm run diagrams`: the only place a
 * browser draws diagrams (the build reads the committed cache). Each diagram gets a fresh page, so a render depends
 * on its source and the settings of plugins/diagrams/key.ts alone, not on what was rendered before (Mermaid keeps
 * counters across renders). The site font is loaded so that the measured labels fit their boxes on the page.
 */
import fs from 'node:fs';
import {type Browser, chromium} from 'playwright-core';
import {FONT_FAMILY, THEME_VARIABLES, THEMES, type Theme} from '../../plugins/diagrams/key';
import {CHROMIUM_ARGS, chromiumPath} from './chromium';

function fontFaceCss(): string {
  const file = require.resolve('@fontsource-variable/urbanist/files/urbanist-latin-wght-normal.woff2');
  const data = fs.readFileSync(file).toString('base64');
  // The renderer page only (never shipped): the font the site shows the inline SVG with.
  return `@font-face{font-family:Urbanist;font-weight:100 900;src:url(data:font/woff2;base64,${data}) format("woff2")}`;
}

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{svg: string}>;
}

export interface MermaidRenderer {
  /** The SVG Mermaid draws for `source` with the mode's theme; `id` becomes the SVG's id (and prefixes its ids). */
  render(source: string, id: string, theme: Theme): Promise<string>;
  close(): Promise<void>;
}

export async function openMermaidRenderer(): Promise<MermaidRenderer> {
  const browser: Browser = await chromium.launch({executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS});
  const context = await browser.newContext();
  const font = fontFaceCss();
  const script = fs.readFileSync(require.resolve('mermaid/dist/mermaid.min.js'), 'utf8');
  return {
    async render(source, id, theme) {
      const page = await context.newPage();
      try {
        await page.setContent('<!doctype html><html><head></head><body></body></html>');
        await page.addStyleTag({content: font});
        await page.addScriptTag({content: script});
        await page.evaluate(() => document.fonts.load('16px Urbanist'));
        return await page.evaluate(
          async ({source, id, theme, variables, fontFamily}) => {
            const mermaid = (window as unknown as {mermaid: MermaidApi}).mermaid;
            // A fixed seed: Mermaid draws some shapes with rough.js, which is random otherwise (and the two themes
            // must draw the same geometry).
            mermaid.initialize({
              startOnLoad: false,
              theme,
              fontFamily,
              securityLevel: 'strict',
              deterministicIds: true,
              deterministicIDSeed: id,
              handDrawnSeed: 1,
              ...(Object.keys(variables).length > 0 ? {themeVariables: variables} : {}),
            });
            const {svg} = await mermaid.render(id, source);
            // Mermaid's markup is HTML (labels hold unclosed <br>); serialize it as well-formed XML for svgo.
            const holder = document.createElement('div');
            holder.innerHTML = svg;
            const element = holder.firstElementChild;
            if (!element) throw new Error('Mermaid returned no SVG');
            return new XMLSerializer().serializeToString(element);
          },
          {source, id, theme: THEMES[theme], variables: THEME_VARIABLES[theme], fontFamily: FONT_FAMILY},
        );
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}
