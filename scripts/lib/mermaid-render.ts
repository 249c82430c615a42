/**
 * Renders Mermaid source to SVG in the system Chromium (playwright-core), once per theme, with the site font so
 * that the measured text fits the boxes when the SVG is shown inline on the page. One browser is shared by all
 * renders of a process and closed when no render has asked for it for a moment.
 */
import fs from 'node:fs';
import {type Browser, chromium, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../../scripts/lib/chromium';

export const THEMES = {light: 'neutral', dark: 'dark'} as const;
export type Theme = keyof typeof THEMES;
export const FONT_FAMILY = 'Urbanist, "Urbanist Fallback", Arial, sans-serif';

const IDLE_CLOSE_MS = 3000;
let pagePromise: Promise<{browser: Browser; page: Page}> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();

function fontFaceCss(): string {
  const file = require.resolve('@fontsource-variable/urbanist/files/urbanist-latin-wght-normal.woff2');
  const data = fs.readFileSync(file).toString('base64');
  // The renderer page only (never shipped): the font the site shows the inline SVG with.
  return `@font-face{font-family:Urbanist;font-weight:100 900;src:url(data:font/woff2;base64,${data}) format("woff2")}`;
}

async function openPage(): Promise<{browser: Browser; page: Page}> {
  let executablePath: string;
  try {
    executablePath = chromiumPath();
  } catch (error) {
    throw new Error(`Mermaid diagrams are rendered to SVG at build time in Chromium. ${(error as Error).message}`);
  }
  const browser = await chromium.launch({executablePath, headless: true, args: CHROMIUM_ARGS});
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><head></head><body></body></html>');
  await page.addStyleTag({content: fontFaceCss()});
  await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
  await page.evaluate(() => document.fonts.load('16px Urbanist'));
  return {browser, page};
}

function scheduleClose(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const closing = pagePromise;
    pagePromise = undefined;
    void closing?.then(({browser}) => browser.close()).catch(() => undefined);
  }, IDLE_CLOSE_MS);
  idleTimer.unref();
}

/** Renders `source` with the given Mermaid theme; `id` becomes the SVG's id (and prefixes its internal ids). */
export function renderSvg(source: string, id: string, theme: Theme): Promise<string> {
  // Mermaid keeps global configuration: renders run one after the other.
  const run = queue.then(async () => {
    if (idleTimer) clearTimeout(idleTimer);
    pagePromise ??= openPage();
    const {page} = await pagePromise;
    try {
      return await page.evaluate(
        async ({source, id, theme, fontFamily}) => {
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
            // Mermaid's dark theme draws edge labels on a grey that leaves its light text under 4.5:1 contrast.
            ...(theme === 'dark' ? {themeVariables: {edgeLabelBackground: '#1b1b1d'}} : {}),
          });
          const {svg} = await mermaid.render(id, source);
          // Mermaid's markup is HTML (labels hold unclosed <br>); serialize it as well-formed XML for svgo.
          const holder = document.createElement('div');
          holder.innerHTML = svg;
          const element = holder.firstElementChild;
          if (!element) throw new Error('Mermaid returned no SVG');
          return new XMLSerializer().serializeToString(element);
        },
        {source, id, theme: THEMES[theme], fontFamily: FONT_FAMILY},
      );
    } finally {
      scheduleClose();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{svg: string}>;
}

/** For tests and scripts that must not leave a browser behind. */
export async function closeRenderer(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  const closing = pagePromise;
  pagePromise = undefined;
  if (closing) await (await closing).browser.close();
}
