import fs from 'node:fs';
import path from 'node:path';
import {isRedirectPage, routeOfIndexFile} from './page-weight';

/**
 * The page routes of a production build: every `index.html` under the build folder except the redirect pages
 * of @docusaurus/plugin-client-redirects (404.html is not an index.html). Sorted by route.
 */
export function listBuiltPages(buildDir: string): {route: string; file: string}[] {
  const pages: {route: string; file: string}[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html' && !isRedirectPage(fs.readFileSync(full, 'utf8'))) {
        pages.push({route: routeOfIndexFile(path.relative(buildDir, full)), file: full});
      }
    }
  };
  walk(buildDir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
