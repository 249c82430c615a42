import {buildQuery, type Engine, type EngineHit, searchEngine} from './engine';
import {escapeHtml, highlight, type MatchInfo, matchRanges, snippet} from './highlight';
import {camelParts, normalize, words} from './tokenize';
import {
  type DocSearchRecord,
  type FacetFilters,
  type FullHierarchy,
  type Hit,
  LEVELS,
  type Level,
  type SearchRequest,
  type SearchResponse,
} from './types';

/**
 * Answers one Algolia search request from the local engine, in the shape of the hosted DocSearch service:
 * hits with `_highlightResult` and `_snippetResult`, `nbHits`, pagination, facet filters and facet counts.
 * The defaults are those of a DocSearch index (one hit per URL, `content:10` snippets, the
 * `algolia-docsearch-suggestion--highlight` class the theme's search page expects).
 */

export const INDEX_DEFAULTS = {
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '',
};

export interface AdapterOptions {
  /** Absolute site URL (`https://docs.sablier.com`): hosted records carry absolute URLs. */
  siteUrl: string;
}

type Filter = {attribute: string; value: string; negated: boolean};

function parseFilter(raw: string): Filter {
  const negated = raw.startsWith('-');
  const body = negated ? raw.slice(1) : raw;
  const colon = body.indexOf(':');
  const unquote = (s: string) => s.trim().replace(/^"(.*)"$/, '$1');
  return {attribute: unquote(body.slice(0, colon)), value: unquote(body.slice(colon + 1)), negated};
}

function attributeValue(record: DocSearchRecord, attribute: string): string | null {
  switch (attribute) {
    case 'language':
    case 'lang':
      return record.language;
    case 'docusaurus_tag':
      return record.docusaurus_tag;
    case 'type':
      return record.type;
    default: {
      const level = /^hierarchy\.(lvl[0-3])$/.exec(attribute)?.[1] as keyof DocSearchRecord['hierarchy'] | undefined;
      return level ? record.hierarchy[level] : null;
    }
  }
}

/** Algolia's facet filter semantics: the top-level list is ANDed, a nested list is ORed. */
export function facetFilterPredicate(filters: FacetFilters | undefined): (record: DocSearchRecord) => boolean {
  if (filters === undefined || filters.length === 0) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((g) => (typeof g === 'string' ? [g] : g).map(parseFilter));
  return (record) =>
    groups.every((group) => group.length === 0 || group.some((f) => (attributeValue(record, f.attribute) === f.value) !== f.negated));
}

function fullHierarchy(record: DocSearchRecord): FullHierarchy {
  const h = record.hierarchy;
  const esc = (s: string | null) => (s === null ? null : escapeHtml(s));
  return {
    lvl0: esc(h.lvl0),
    lvl1: esc(h.lvl1),
    lvl2: esc(h.lvl2),
    lvl3: esc(h.lvl3),
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
}

function parseSnippetSpec(spec: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of spec) {
    const [attr, size] = s.split(':');
    if (attr) out.set(attr, Number(size) > 0 ? Number(size) : 10);
  }
  return out;
}

/**
 * The record a section hit shows, as Algolia's distinct would pick it among the section's records: the one
 * matching the most query words, then the most words written in full (`withdrawMax` over "Withdraw the
 * maximum"), then a heading over a paragraph, then the first. Sections matched only through their parent
 * headings show their heading.
 */
export function representative(
  engine: Engine,
  hit: EngineHit,
  info: MatchInfo,
  queryWords: {word: string; prefix: boolean}[],
): {record: DocSearchRecord; id: number} {
  let best: {record: DocSearchRecord; id: number; key: [number, number, number]} | null = null;
  for (const id of hit.section.records) {
    const record = engine.records[id] as DocSearchRecord;
    const text = record.type === 'content' ? record.content : record.hierarchy[record.type];
    if (!text) continue;
    const matched = new Set(matchRanges(text, info).flatMap((r) => r.words)).size;
    if (matched === 0) continue;
    // Camel-case parts count as words, as in an Algolia index with `camelCaseAttributes`.
    const tokens = words(text).flatMap((w) => [normalize(w.text), ...camelParts(w.text).map(normalize)]);
    const whole = queryWords.filter((q) => tokens.some((t) => t === q.word || (q.prefix && t.startsWith(q.word)))).length;
    const key: [number, number, number] = [matched, whole, record.type === 'content' ? 0 : 1];
    if (!best || compareDesc(key, best.key) > 0) best = {record, id, key};
  }
  if (best) return best;
  const first = hit.section.records.find((id) => engine.records[id]?.type !== 'content') ?? hit.section.records[0];
  return {id: first as number, record: engine.records[first as number] as DocSearchRecord};
}

function compareDesc(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

function toHit(id: number, record: DocSearchRecord, info: MatchInfo, request: SearchRequest, options: AdapterOptions): Hit {
  const pre = request.highlightPreTag ?? INDEX_DEFAULTS.highlightPreTag;
  const post = request.highlightPostTag ?? INDEX_DEFAULTS.highlightPostTag;
  const ellipsis = request.snippetEllipsisText ?? INDEX_DEFAULTS.snippetEllipsisText;
  const snippets = parseSnippetSpec(request.attributesToSnippet ?? INDEX_DEFAULTS.attributesToSnippet);

  const hierarchyHighlight: Hit['_highlightResult']['hierarchy'] = {};
  const hierarchySnippet: NonNullable<Hit['_snippetResult']['hierarchy']> = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level as keyof DocSearchRecord['hierarchy']];
    if (typeof text !== 'string' || text === '') continue;
    hierarchyHighlight[level as Level] = highlight(text, info, pre, post);
    const size = snippets.get(`hierarchy.${level}`) ?? snippets.get('hierarchy');
    if (size) hierarchySnippet[level as Level] = snippet(text, info, size, pre, post, ellipsis);
  }
  const hashAt = record.url.indexOf('#');
  const path = hashAt === -1 ? record.url : record.url.slice(0, hashAt);
  const hitResult: Hit = {
    objectID: String(id),
    url: options.siteUrl + record.url,
    url_without_anchor: options.siteUrl + path,
    anchor: hashAt === -1 ? null : record.url.slice(hashAt + 1),
    type: record.type,
    hierarchy: fullHierarchy(record),
    content: record.content === null ? null : escapeHtml(record.content),
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    _highlightResult: {hierarchy: hierarchyHighlight, hierarchy_camel: [hierarchyHighlight]},
    _snippetResult: {},
  };
  if (record.content) {
    hitResult._highlightResult.content = highlight(record.content, info, pre, post);
    const size = snippets.get('content');
    if (size) hitResult._snippetResult.content = snippet(record.content, info, size, pre, post, ellipsis);
  }
  if (Object.keys(hierarchySnippet).length > 0) hitResult._snippetResult.hierarchy = hierarchySnippet;
  return hitResult;
}

function facetCounts(records: DocSearchRecord[], facets: string | string[] | undefined) {
  if (!facets || facets.length === 0) return undefined;
  const names = typeof facets === 'string' ? [facets] : facets;
  const wanted = names.includes('*') ? ['language', 'docusaurus_tag', 'type', 'hierarchy.lvl0'] : names;
  const out: Record<string, Record<string, number>> = {};
  for (const name of wanted) {
    const counts: Record<string, number> = {};
    for (const r of records) {
      const v = attributeValue(r, name);
      if (v !== null) counts[v] = (counts[v] ?? 0) + 1;
    }
    out[name] = counts;
  }
  return out;
}

export function answer(engine: Engine, request: SearchRequest, options: AdapterOptions): SearchResponse {
  const started = Date.now();
  const query = request.query ?? '';
  const hitsPerPage = Math.max(0, Math.min(1000, request.hitsPerPage ?? INDEX_DEFAULTS.hitsPerPage));
  const page = Math.max(0, request.page ?? 0);
  const keep = facetFilterPredicate(request.facetFilters);

  const parsed = buildQuery(query);
  let matched: EngineHit[];
  if (parsed) {
    matched = searchEngine(engine, parsed);
  } else if (query.trim() === '') {
    // An empty query lists everything, as Algolia does.
    matched = engine.sections.map((section, id) => ({section, id, score: 0, docTerms: new Set<string>()}));
  } else {
    // Only punctuation: nothing to look for.
    matched = [];
  }
  // Language, tag and section are the same for every record of a section: its first record stands for it.
  const sectionRecord = (h: EngineHit) => engine.records[h.section.records[0] as number] as DocSearchRecord;
  const hits = matched.filter((h) => keep(sectionRecord(h)));
  const terms = parsed?.terms ?? [];
  const pageHits = hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((h) => {
    const info = {queryTerms: terms, docTerms: h.docTerms};
    const {id, record} = representative(engine, h, info, parsed?.words ?? []);
    return toHit(id, record, info, request, options);
  });
  const facets = facetCounts(hits.map(sectionRecord), request.facets);
  return {
    hits: pageHits,
    nbHits: hits.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(hits.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    exhaustive: {nbHits: true},
    query,
    params: new URLSearchParams({query}).toString(),
    index: request.indexName,
    ...(facets && {facets}),
  };
}
