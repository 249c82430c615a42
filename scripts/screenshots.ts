import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {chromiumPath} from './lib/chromium';
import {startStaticServer} from './lib/static-server';

/**
 * Screenshots of built pages as a reader sees them: light and dark, desktop and a 390 px phone.
 *   npm run screenshots -- / /concepts/fees        (FULL=1 for full-page shots)
 * PNGs go to screenshots/ (git-ignored).
 */
const OUT = path.resolve(__dirname, '..', 'screenshots');
const VIEWPORTS = [
  {width: 1280, height: 900},
  {width: 390, height: 844},
];

async function main(paths: string[]): Promise<void> {
  fs.mkdirSync(OUT, {recursive: true});
  const server = await startStaticServer(path.resolve(__dirname, '..', 'build'));
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    for (const pathname of paths.length ? paths : ['/']) {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const viewport of VIEWPORTS) {
          const context = await browser.newContext({colorScheme, viewport});
          await context.route('**/*', (route) =>
            new URL(route.request().url()).hostname === 'localhost' ? route.continue() : route.abort(),
          );
          const page = await context.newPage();
          await page.goto(server.url + pathname);
          await page.waitForSelector('html[data-has-hydrated="true"]');
          await page.evaluate(() => document.fonts.ready);
          const slug = pathname.replace(/[^\w.-]+/g, '_').replace(/^_|_$/g, '') || 'home';
          const file = path.join(OUT, `${slug}-${colorScheme}-${viewport.width}.png`);
          await page.screenshot({path: file, fullPage: process.env.FULL === '1'});
          console.log(file);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
