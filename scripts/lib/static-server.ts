import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import {headersForPath, parseHeadersFile} from '../../plugins/host-headers/headersFile';

/**
 * A small static server for the production build. `docusaurus serve` answers routes with a dot in the last
 * segment (e.g. /reference/lockup/contracts/contract.SablierLockup) with 404, because it takes the dot for
 * a file extension; this one tries the page folder first. Like a production host, it answers text (HTML, JS,
 * CSS, JSON, SVG, ...) gzip-compressed to clients that accept it, so what the browser tests and the benchmark
 * measure is what readers download. The browser tests use it too.
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
  const base = path.join(path.resolve(root), normalized);
  if (!base.startsWith(path.resolve(root))) return undefined;

  const candidates = [base, path.join(base, 'index.html'), `${base}.html`];
  // A `.html` suffix on a route (/concepts/fees.html) is stripped to find the page, so links written with it keep working.
  if (normalized.endsWith('.html')) candidates.push(path.join(base.slice(0, -'.html'.length), 'index.html'));
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Types worth compressing: text formats. Fonts (woff2 is already compressed), images and archives are sent as they are. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

/** Does an Accept-Encoding header allow gzip? `gzip;q=0` refuses it, `*` allows it unless gzip is refused by name. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const codings = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    codings.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const gzip = codings.get('gzip') ?? codings.get('x-gzip') ?? codings.get('*');
  return gzip !== undefined && gzip > 0;
}

const gzipCache = new Map<string, {mtimeMs: number; size: number; body: Buffer}>();

/** The file gzipped at level 9 as the server sends it (and the page-weight model counts it), cached until it changes. */
export function gzipped(file: string): Buffer {
  const {mtimeMs, size} = fs.statSync(file);
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = zlib.gzipSync(fs.readFileSync(file), {level: 9});
  gzipCache.set(file, {mtimeMs, size, body});
  return body;
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
    const contentType = contentTypeOf(body);
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': contentType,
      'Cache-Control': 'no-cache',
      ...headersForPath(rules, pathname),
    };
    if (isCompressible(contentType)) {
      headers.Vary = 'Accept-Encoding';
      if (acceptsGzip(req.headers['accept-encoding'])) {
        const compressed = gzipped(body);
        res.writeHead(status, {...headers, 'Content-Encoding': 'gzip', 'Content-Length': compressed.length});
        res.end(req.method === 'HEAD' ? undefined : compressed);
        return;
      }
    }
    res.writeHead(status, {...headers, 'Content-Length': fs.statSync(body).size});
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
