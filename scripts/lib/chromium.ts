import fs from 'node:fs';

/**
 * The system Chromium or Chrome, used by the browser tests, the screenshots and the build (Mermaid diagrams are
 * rendered to SVG at build time). `CHROMIUM_PATH` overrides the search.
 */
const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export function findChromium(): string | undefined {
  return CANDIDATES.find((p): p is string => Boolean(p && fs.existsSync(p)));
}

export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error('Chromium not found: install Chromium or Chrome (Debian: apt-get install chromium), or set CHROMIUM_PATH.');
  return found;
}

/** The network here is closed: these flags stop Chromium's own background connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
