/**
 * `npm run host-config` (after `npm run build`): writes the root `vercel.json`, which Vercel's Git integration reads
 * before it builds, from the header rules of the build (build/_headers, written by plugins/host-headers from
 * config/host-headers.ts with the hashes of the build's inline scripts). tests/build/host-config.test.ts fails
 * while the committed file differs from what this writes. Build with the same ALGOLIA_* and CRISP_WEBSITE_ID as the
 * host does, so that the policy names the same origins.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseHeadersFile, toVercelProjectConfig} from '../plugins/host-headers/headersFile';

export function rootVercelConfigText(buildDir: string): string {
  const rules = parseHeadersFile(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8'));
  return `${JSON.stringify(toVercelProjectConfig(rules), null, 2)}\n`;
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  fs.writeFileSync(path.join(root, 'vercel.json'), rootVercelConfigText(path.join(root, 'build')));
  console.info('vercel.json written from build/_headers');
}
