import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {headersForPath, parseHeadersFile} from '../../plugins/host-headers/headersFile';

/**
 * A small static server for the production build. `docusaurus serve` answers routes with a dot in the last
 * segment (e.g. /reference/lockup/contracts/contract.SablierLockup) with 404, because it takes the dot for
 * a file extension; this one tries the page folder first. The browser tests use it too.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.gz': 'application/gzip',
};

/** The file that answers a URL path, or undefined for a 404. Never leaves `root`. */
export function resolveRequestPath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]?.split('#')[0] ?? '/');
  } catch {
    return undefined;
  }
  const normalized = path.posix.normalize(`/${decoded}`);
  if (normalized.includes('\0')) return undefined;
  const base = path.join(root, normalized);
  if (!base.startsWith(path.resolve(root))) return undefined;

  const candidates = [base, path.join(base, 'index.html'), `${base}.html`];
  // A `.html` suffix on a route (/concepts/fees.html) is stripped to find the page, as on the old site.
  if (normalized.endsWith('.html')) candidates.push(path.join(base.slice(0, -'.html'.length), 'index.html'));
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export interface StaticServerOptions {
  /**
   * Send the headers of `<root>/_headers` (written by plugins/host-headers), as Netlify and Cloudflare Pages
   * would: security headers, the Content-Security-Policy and asset caching.
   */
  hostHeaders?: boolean;
}

export function createStaticServer(root: string, options: StaticServerOptions = {}): http.Server {
  const notFound = path.join(root, '404.html');
  const headersFile = path.join(root, '_headers');
  if (options.hostHeaders && !fs.existsSync(headersFile)) {
    throw new Error(`${headersFile} is missing: the host-headers plugin writes it during the build.`);
  }
  const rules = options.hostHeaders ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    const file = resolveRequestPath(root, req.url ?? '/');
    const status = file ? 200 : 404;
    const body = file ?? (fs.existsSync(notFound) ? notFound : undefined);
    if (!body) {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'}).end('Not found');
      return;
    }
    const pathname = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    res.writeHead(status, {'Content-Type': contentTypeOf(body), 'Cache-Control': 'no-cache', ...headersForPath(rules, pathname)});
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(body).pipe(res);
  });
}

/** Starts the server on 127.0.0.1; port 0 picks a free one. */
export async function startStaticServer(
  root: string,
  port = 0,
  options: StaticServerOptions = {},
): Promise<{url: string; close: () => Promise<void>}> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No production build in ${root}: run \`npm run build\` first.`);
  }
  const server = createStaticServer(root, options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const {port: actual} = server.address() as AddressInfo;
  return {
    url: `http://localhost:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
