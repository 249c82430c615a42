import {execFileSync} from 'node:child_process';
import path from 'node:path';

/**
 * The system Chromium or Chrome, used by the browser tests, the screenshots and `npm run diagrams` (never by the
 * build). Found by scripts/check-browser.sh, the check that `npm test` runs first, so there is one search:
 * `CHROMIUM_PATH`, the usual names on PATH, then install locations.
 */
const CHECK = path.resolve(__dirname, '..', 'check-browser.sh');

function search(): string {
  return execFileSync('bash', [CHECK, '--path'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
}

export function findChromium(): string | undefined {
  try {
    return search() || undefined;
  } catch {
    return undefined;
  }
}

export function chromiumPath(): string {
  try {
    return search();
  } catch (error) {
    throw new Error(String((error as {stderr?: string}).stderr ?? error).trim());
  }
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
