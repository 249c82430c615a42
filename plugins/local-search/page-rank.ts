/**
 * Page rank by what a page is, as DocSearch's crawler config sets it (`pageRank` per `pathsToMatch` action,
 * stored in each record's `weight.pageRank`). Ranking uses it after text relevance: it decides between pages
 * that match the query equally well, never lifts a page that matches worse.
 *
 * Concepts and guides answer most readers' questions; API, app and support pages come next; the generated
 * contract reference repeats every word of the protocol in hundreds of function entries, so for the same words
 * a hand-written page comes first. Exact identifier queries still reach the reference entry first, because an
 * exactly matching heading ranks before page rank (see engine.ts).
 *
 * The first rule whose pattern matches the page path wins. For hosted DocSearch, give the crawler's actions the
 * same `pageRank` values with the same paths.
 */
export interface PageRankRule {
  /** What the rule covers, for the README and the benchmark. */
  name: string;
  pattern: RegExp;
  pageRank: number;
}

export const PAGE_RANK_RULES: readonly PageRankRule[] = [
  {name: 'generated contract reference', pattern: /^\/reference\/[^/]+\/contracts\//, pageRank: 1},
  {name: 'concepts', pattern: /^\/concepts(\/|$)/, pageRank: 5},
  {name: 'guides', pattern: /^\/guides(\/|$)/, pageRank: 5},
  {name: 'hand-written reference', pattern: /^\/reference(\/|$)/, pageRank: 3},
  // The GraphQL schema reference lists every field of every entity: the hand-written entities pages come first.
  {name: 'generated GraphQL schema reference', pattern: /^\/api\/schema\//, pageRank: 1},
  {name: 'API, apps and support', pattern: /^\/(api|apps|support)(\/|$)/, pageRank: 3},
  // Solana: a program reference generated like the contract reference, and hand-written pages about one chain, which
  // rank below the EVM concepts and guides that answer the same words for most readers.
  {name: 'generated Solana program reference', pattern: /^\/solana\/reference\//, pageRank: 1},
  {name: 'Solana section', pattern: /^\/solana(\/|$)/, pageRank: 3},
  {name: 'home page', pattern: /^\/$/, pageRank: 2},
];

/** Pages no rule covers (shared fragments, anything new and unclassified). */
export const DEFAULT_PAGE_RANK = 0;

/** The page rank of a site path (anchors and trailing slashes ignored). */
export function pageRankOf(path: string): number {
  const clean = path.split('#')[0]?.replace(/(.)\/+$/, '$1') || '/';
  return PAGE_RANK_RULES.find((rule) => rule.pattern.test(clean))?.pageRank ?? DEFAULT_PAGE_RANK;
}
