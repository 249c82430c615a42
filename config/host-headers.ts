/**
 * Security and caching headers for the static host: the one source of truth. plugins/host-headers turns these
 * rules into build/_headers (read by Netlify and Cloudflare Pages) and build/vercel.json (Vercel), adding the
 * hashes of the inline scripts it finds in the build output to `script-src`. Third-party origins appear only
 * when the feature that needs them is configured for the build (hosted search, chat widget).
 */

export interface HeaderRule {
  /** A path pattern in the `_headers` syntax: `*` matches any characters, including `/`. */
  path: string;
  headers: Record<string, string>;
}

export interface HostFeatures {
  /** Algolia application id when hosted search is configured; undefined for the built-in local search. */
  hostedSearchAppId?: string;
  /** True when the chat widget is configured (CRISP_WEBSITE_ID). */
  chatWidget?: boolean;
}

/** Origins the hosted search client talks to: the app's DSN and fallback hosts, and the insights endpoint. */
export function hostedSearchOrigins(appId: string): string[] {
  const app = appId.toLowerCase();
  if (!/^[a-z0-9]+$/.test(app)) throw new Error(`Unexpected Algolia app id "${appId}"`);
  return [
    `https://${app}-dsn.algolia.net`,
    `https://${app}-1.algolianet.com`,
    `https://${app}-2.algolianet.com`,
    `https://${app}-3.algolianet.com`,
    'https://insights.algolia.io',
  ];
}

/** The chat widget's loader, its assets, images and message sockets (the vendor's documented domains). */
export const CHAT_ORIGINS = {
  script: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
  style: ['https://client.crisp.chat'],
  font: ['https://client.crisp.chat'],
  img: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
  connect: ['https://client.crisp.chat', 'https://storage.crisp.chat', 'wss://client.relay.crisp.chat', 'wss://stream.relay.crisp.chat'],
  frame: ['https://game.crisp.chat'],
  worker: ['blob:'],
};

/**
 * The Content-Security-Policy. Scripts: same origin plus the given inline-script hashes, never
 * 'unsafe-inline' or 'unsafe-eval'. Styles keep 'unsafe-inline': React renders `style` attributes and the
 * theme sets inline styles (a style cannot run code).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], features: HostFeatures = {}): string {
  const chat = features.chatWidget === true;
  const search = features.hostedSearchAppId ? hostedSearchOrigins(features.hostedSearchAppId) : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...scriptHashes].sort().map((h) => `'${h}'`), ...(chat ? CHAT_ORIGINS.script : [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...(chat ? CHAT_ORIGINS.style : [])]],
    ['img-src', ["'self'", 'data:', ...(chat ? CHAT_ORIGINS.img : [])]],
    ['font-src', ["'self'", 'data:', ...(chat ? CHAT_ORIGINS.font : [])]],
    ['connect-src', ["'self'", ...search, ...(chat ? CHAT_ORIGINS.connect : [])]],
    ...(chat
      ? ([
          ['frame-src', CHAT_ORIGINS.frame],
          ['worker-src', ["'self'", ...CHAT_ORIGINS.worker]],
        ] as [string, string[]][])
      : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Features this site's pages may use; everything else is switched off for the page and its frames. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Two years, the minimum the browsers' preload lists ask for; subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The header rules, in order. `/assets/*` holds only content-hashed files (the bundler names them). */
export function headerRules(scriptHashes: readonly string[], features: HostFeatures = {}): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(scriptHashes, features),
        'Strict-Transport-Security': HSTS,
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': PERMISSIONS_POLICY,
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    {path: '/assets/*', headers: {'Cache-Control': 'public, max-age=31536000, immutable'}},
  ];
}
