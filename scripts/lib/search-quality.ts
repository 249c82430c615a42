import {answer} from '../../src/lib/search/adapter';
import type {Engine} from '../../src/lib/search/engine';
import type {SearchParams} from '../../src/lib/search/types';
import {QUALITY_QUERIES, type QualityQuery} from './search-queries';

/** A query as the DocSearch modal sends it (contextual facet filters of an English docs page). */
export const MODAL_PARAMS: SearchParams = {
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

/** Hits counted: the first five, as the top of the modal and of the search page show them. */
export const TOP = 5;
/** The quality bar: the share of queries whose answer is in the top five (or first, when asked). */
export const MIN_HIT_RATE = 0.95;

export interface QueryOutcome {
  query: string;
  kind: QualityQuery['kind'];
  /** 1-based rank of the first expected hit among the first 20, null when none. */
  rank: number | null;
  passed: boolean;
  /** Site-relative URLs of the first five hits. */
  top: string[];
}

export interface QualityReport {
  outcomes: QueryOutcome[];
  /** Share of queries that passed (0-1). */
  hitRate: number;
  failed: QueryOutcome[];
}

/** Whether a hit URL (`/path#anchor`) is one of the expected answers. */
export function matches(url: string, expected: string | RegExp): boolean {
  if (expected instanceof RegExp) return expected.test(url);
  return expected.includes('#') ? url === expected : url.split('#')[0] === expected;
}

export function evaluateQuality(engine: Engine, queries: readonly QualityQuery[] = QUALITY_QUERIES): QualityReport {
  const outcomes = queries.map((q): QueryOutcome => {
    const {hits} = answer(engine, {indexName: 'docs', query: q.query, ...MODAL_PARAMS}, {siteUrl: ''});
    const urls = hits.map((h) => h.url);
    const index = urls.findIndex((url) => q.expect.some((e) => matches(url, e)));
    const rank = index === -1 ? null : index + 1;
    const passed = rank !== null && rank <= (q.first ? 1 : TOP);
    return {query: q.query, kind: q.kind, rank, passed, top: urls.slice(0, TOP)};
  });
  const failed = outcomes.filter((o) => !o.passed);
  return {outcomes, failed, hitRate: outcomes.length === 0 ? 0 : (outcomes.length - failed.length) / outcomes.length};
}
