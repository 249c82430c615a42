/**
 * Redirects from the previous site's URLs, which live on in bookmarks and in other sites' links.
 * Two kinds: explicit pairs, and prefix rules that give every current page under a prefix its old alias.
 * src/config/redirects.test.ts checks both against the route map.
 */
export interface Redirect {
  from: string;
  to: string;
}

/** Explicit old URL -> current page. Alphabetical by `from`. */
export const EXPLICIT_REDIRECTS: Redirect[] = [
  {from: '/api', to: '/api/overview'},
  {from: '/api/airdrops/the-graph', to: '/api/airdrops/the-graph/entities'},
  {from: '/api/indexers/protocol', to: '/api/lockup/envio/similarities'},
  {from: '/api/lockup/the-graph', to: '/api/lockup/the-graph/entities'},
  {from: '/api/merkle-api/intro', to: '/api/airdrops/merkle-api/overview'},
  {from: '/api/subgraphs/endpoints', to: '/api/lockup/endpoints'},
  {from: '/api/subgraphs/merkle', to: '/api/airdrops/the-graph/entities'},
  {from: '/api/subgraphs/overview', to: '/api/overview'},
  {from: '/api/subgraphs/protocol', to: '/api/lockup/the-graph/entities'},
  {from: '/apps', to: '/apps/features/overview'},
  {from: '/apps/csv-support', to: '/apps/guides/csv-support'},
  {from: '/apps/features', to: '/apps/features/vesting'},
  {from: '/apps/features/airstreams', to: '/apps/features/airdrops'},
  {from: '/apps/features/general', to: '/apps/features/overview'},
  {from: '/apps/features/streams', to: '/apps/features/vesting'},
  {from: '/apps/overview', to: '/apps/features/overview'},
  {from: '/apps/url-schemes', to: '/apps/guides/url-schemes'},
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
];

/**
 * Prefix rules: a current page under `current` is also reachable at the same path under `legacy`.
 * Order matters: the first matching rule wins, as in the previous site.
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
