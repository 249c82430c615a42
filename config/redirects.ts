/**
 * Redirects from URLs that live on in bookmarks, search results and other sites' links: the published routes (see
 * config/routes-2026.ts) and older layouts of them. Three kinds: explicit pairs, prefix rules that
 * give every current page under a prefix its old alias, and fallbacks for routes whose own page is being added.
 * config/redirects.test.ts and config/routes-2026.test.ts check them against the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {GENERATED_DIR_NAME} from '../plugins/lib/generated-docs';
import {SOLANA_REDIRECTS} from './solana-routes';

export interface Redirect {
  from: string;
  to: string;
}

/** Explicit old URL -> current page. Alphabetical by `from`. */
export const EXPLICIT_REDIRECTS: Redirect[] = [
  {from: '/api', to: '/api/overview'},
  {from: '/api/airdrops/graphql/envio/overview', to: '/api/airdrops/envio/queries'},
  {from: '/api/airdrops/graphql/examples', to: '/api/airdrops/envio/queries'},
  {from: '/api/airdrops/graphql/schema', to: '/api/airdrops/the-graph/entities'},
  {from: '/api/airdrops/graphql/the-graph/overview', to: '/api/airdrops/the-graph/entities'},
  {from: '/api/airdrops/indexers', to: '/api/airdrops/endpoints'},
  {from: '/api/airdrops/the-graph', to: '/api/airdrops/the-graph/entities'},
  {from: '/api/flow/indexers', to: '/api/flow/endpoints'},
  {from: '/api/ids', to: '/api/identifiers'},
  {from: '/api/indexers/protocol', to: '/api/lockup/envio/similarities'},
  {from: '/api/lockup/indexers', to: '/api/lockup/endpoints'},
  {from: '/api/lockup/the-graph', to: '/api/lockup/the-graph/entities'},
  {from: '/api/merkle-api/functionality', to: '/api/airdrops/merkle-api/functionality'},
  {from: '/api/merkle-api/intro', to: '/api/airdrops/merkle-api/overview'},
  {from: '/api/streams/graphql/envio/overview', to: '/api/lockup/envio/queries'},
  {from: '/api/streams/graphql/examples', to: '/api/lockup/envio/queries'},
  {from: '/api/streams/graphql/schema', to: '/api/lockup/the-graph/entities'},
  {from: '/api/streams/graphql/the-graph/overview', to: '/api/lockup/the-graph/entities'},
  {from: '/api/streams/indexers', to: '/api/lockup/endpoints'},
  {from: '/api/subgraphs/endpoints', to: '/api/lockup/endpoints'},
  {from: '/api/subgraphs/merkle', to: '/api/airdrops/the-graph/entities'},
  {from: '/api/subgraphs/overview', to: '/api/overview'},
  {from: '/api/subgraphs/protocol', to: '/api/lockup/the-graph/entities'},
  {from: '/apps', to: '/apps/features/overview'},
  {from: '/apps/csv-support', to: '/apps/guides/csv-support'},
  {from: '/apps/features', to: '/apps/features/vesting'},
  {from: '/apps/features/airstreams', to: '/apps/features/airdrops'},
  {from: '/apps/features/general', to: '/apps/features/overview'},
  {from: '/apps/features/other', to: '/apps/features/generic'},
  {from: '/apps/features/streams', to: '/apps/features/vesting'},
  {from: '/apps/legacy', to: '/apps/v1'},
  {from: '/apps/overview', to: '/apps/features/overview'},
  {from: '/apps/url-schemes', to: '/apps/guides/url-schemes'},
  {from: '/concepts/airdrops', to: '/concepts/merkle-airdrops'},
  {from: '/concepts/flow', to: '/concepts/flow/overview'},
  {from: '/concepts/lockup', to: '/concepts/lockup/overview'},
  {from: '/concepts/protocol/fees', to: '/concepts/fees'},
  {from: '/concepts/protocol/nft', to: '/concepts/nft'},
  {from: '/concepts/protocol/stream-types', to: '/concepts/lockup/stream-shapes'},
  {from: '/concepts/protocol/streaming', to: '/concepts/streaming'},
  {from: '/concepts/protocol/transferability', to: '/concepts/transferability'},
  {from: '/concepts/sablier-protocol', to: '/concepts/what-is-sablier'},
  {from: '/contracts/v1/deployments', to: '/guides/legacy/deployments'},
  {from: '/contracts/v1/guides/getting-started', to: '/guides/legacy/overview'},
  {from: '/contracts/v1/overview', to: '/guides/legacy/overview'},
  {from: '/contracts/v2/deployments/v2.0', to: '/guides/lockup/previous-deployments/v1.0'},
  {from: '/contracts/v2/deployments/v2.1', to: '/guides/lockup/previous-deployments/v1.1'},
  {from: '/contracts/v2/guides', to: '/guides/lockup/overview'},
  {from: '/contracts/v2/reference/overview', to: '/reference/overview'},
  {from: '/contracts/v2/security', to: '/concepts/security'},
  {from: '/csv', to: '/apps/guides/csv-support'},
  {from: '/guides/building-with-llms', to: '/guides/ai-agents'},
  {from: '/protocol/faq/basics', to: '/concepts/what-is-sablier'},
  {from: '/protocol/guides/chains', to: '/guides/legacy/overview'},
  {from: '/protocol/guides/getting-started', to: '/guides/legacy/overview'},
  {from: '/protocol/introduction', to: '/concepts/what-is-sablier'},
  {from: '/protocol/subgraphs/endpoints', to: '/api/overview'},
  {from: '/support/contact', to: '/support/faq'},
];

/**
 * Prefix rules: a current page under `current` is also reachable at the same path under `legacy`.
 * Order matters: the first matching rule wins.
 */
export const PREFIX_RULES: {current: string; legacy: string}[] = [
  {current: '/concepts/lockup/', legacy: '/concepts/protocol/'},
  {current: '/guides/legacy/', legacy: '/contracts/v1/guides/'},
  {current: '/reference/lockup/', legacy: '/contracts/v2/reference/'},
  {current: '/reference/legacy/', legacy: '/contracts/v1/'},
  {current: '/guides/lockup/examples/', legacy: '/contracts/v2/guides/'},
];

/** The old aliases of one existing page, as plugin-client-redirects' `createRedirects` expects. */
export function legacyAliases(existingPath: string): string[] | undefined {
  const rule = PREFIX_RULES.find((r) => existingPath.startsWith(r.current));
  if (!rule) return undefined;
  const alias = rule.legacy + existingPath.slice(rule.current.length);
  // An explicit redirect or a real page may already own the alias; the explicit list wins.
  if (EXPLICIT_REDIRECTS.some((r) => r.from === alias)) return undefined;
  return [alias];
}

/**
 * Routes whose own page another part of the site is adding. Until it exists, each redirects to the first of its
 * targets that is a page; once a page exists at `from`, the redirect disappears. Resolved when the redirect plugin
 * runs, after the generated reference pages are written, so a generated target is found too.
 */
export const FALLBACK_REDIRECTS: readonly {from: string; to: readonly string[]}[] = [
  {from: '/guides/ai-agents', to: ['/guides/lockup/overview']},
  {from: '/guides/claim-with-ai-skills', to: ['/guides/ai-agents', '/guides/lockup/examples/stream-management/withdraw']},
  // The published Solana routes that are not pages here (config/solana-routes.ts).
  ...SOLANA_REDIRECTS,
];

/** The fallback redirects that apply, given which routes are pages. */
export function resolveFallbackRedirects(isPage: (route: string) => boolean): Redirect[] {
  return FALLBACK_REDIRECTS.flatMap(({from, to}) => {
    if (isPage(from)) return [];
    const target = to.find(isPage);
    return target ? [{from, to: target}] : [];
  });
}

const DOCS_DIR = path.resolve(__dirname, '..', 'docs');

/**
 * Whether a Markdown page exists for a docs route (file names equal the route's last segment on this site), authored
 * or generated (the generated folder is written before the redirects are resolved).
 */
export function docPageExists(route: string): boolean {
  return ['.mdx', '.md'].some(
    (ext) =>
      fs.existsSync(path.join(DOCS_DIR, `${route}${ext}`)) || fs.existsSync(path.join(DOCS_DIR, GENERATED_DIR_NAME, `${route}${ext}`)),
  );
}

/**
 * plugin-client-redirects' `createRedirects`: the aliases of one existing page, from the prefix rules and from the
 * fallbacks that currently land on it.
 */
export function redirectsTo(existingPath: string): string[] | undefined {
  const fallbacks = resolveFallbackRedirects((route) => route === existingPath || docPageExists(route))
    .filter((r) => r.to === existingPath)
    .map((r) => r.from);
  const all = [...(legacyAliases(existingPath) ?? []), ...fallbacks];
  return all.length > 0 ? all : undefined;
}
