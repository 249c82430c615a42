import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import type {QueryTerm} from './highlight';
import {camelParts, indexTerms, normalize, tokenize, words} from './tokenize';
import type {DocSearchRecord} from './types';

/**
 * The local search engine: MiniSearch over DocSearch records, ranked the way Algolia ranks a DocSearch index.
 * - Three fields: `title` (the record's own heading, DocSearch's `hierarchy_radio`), `hierarchy` (the
 *   headings above it and the section), `content` (paragraph text).
 * - Results are sorted by Algolia's criteria, in order: words matched, typos, split identifiers, best matched
 *   attribute (own page title, then own h2, own h3, then parent headings, then body text), record level
 *   (page, h2, h3, paragraph), and last MiniSearch's BM25 score. So a page whose title matches comes first,
 *   then sections whose heading matches, then paragraphs.
 * - Every query word is required (AND); when that finds nothing, any word will do (Algolia's
 *   `removeWordsIfNoResults: allOptional`, which DocSearch indexes use).
 * - The last word is a prefix (as-you-type), words of 4+ letters allow one typo, 8+ letters two.
 * - A camelCase word matches by its full name or by all of its parts.
 */

/** Algolia ignores everything past 512 characters of a query; so do we. */
export const MAX_QUERY_LENGTH = 512;
/** More words than this add cost, not precision. */
export const MAX_QUERY_WORDS = 10;

const FIELD_BOOST = {title: 3, hierarchy: 1.5, content: 1};
/** DocSearch's `weight.level`: a page outranks its sections, sections their paragraphs. */
const LEVEL_RANK: Record<DocSearchRecord['type'], number> = {lvl1: 1, lvl2: 2, lvl3: 3, content: 4};

export interface Engine {
  records: readonly DocSearchRecord[];
  mini: MiniSearch<IndexedDoc>;
}

interface IndexedDoc {
  id: number;
  title: string;
  hierarchy: string;
  content: string;
}

function toDoc(record: DocSearchRecord, id: number): IndexedDoc {
  const {lvl0, lvl1, lvl2, lvl3} = record.hierarchy;
  const own = record.type === 'content' ? null : record.hierarchy[record.type];
  const above = [lvl0, lvl1, lvl2, lvl3].filter((h): h is string => Boolean(h) && h !== own);
  return {id, title: own ?? '', hierarchy: above.join(' '), content: record.content ?? ''};
}

export function createEngine(records: readonly DocSearchRecord[]): Engine {
  const mini = new MiniSearch<IndexedDoc>({
    fields: ['title', 'hierarchy', 'content'],
    tokenize,
    processTerm: indexTerms,
    searchOptions: {
      // Query leaves are single, already lower-cased terms (see `buildQuery`).
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      weights: {fuzzy: 0.35, prefix: 0.7},
    },
  });
  mini.addAll(records.map(toDoc));
  return {records, mini};
}

function fuzziness(term: string): number {
  if (/^\p{N}+$/u.test(term)) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

interface QueryWord {
  word: string;
  parts: string[];
  prefix: boolean;
}

export interface ParsedQuery {
  terms: QueryTerm[];
  words: QueryWord[];
  tree: (combineWith: 'AND' | 'OR') => Query;
}

/** Turns query text into MiniSearch's query tree; null when it holds no word at all. */
export function buildQuery(text: string): ParsedQuery | null {
  const source = text.slice(0, MAX_QUERY_LENGTH);
  const ws = words(source).slice(0, MAX_QUERY_WORDS);
  if (ws.length === 0) return null;
  // As-you-type: the last word is a prefix unless the user already typed a space after it.
  const typing = !/[^\p{L}\p{N}]$/u.test(source);
  const terms: QueryTerm[] = [];
  const queryWords: QueryWord[] = [];
  const perWord = ws.map((w, i) => {
    const prefix = typing && i === ws.length - 1;
    const word = normalize(w.text);
    const leaf = (term: string): Query => {
      terms.push({term, word, prefix});
      return {queries: [term], prefix, fuzzy: fuzziness(term)};
    };
    const parts = camelParts(w.text).map(normalize);
    queryWords.push({word, parts: parts.length < 2 ? [] : parts, prefix});
    if (parts.length < 2) return leaf(word);
    return {combineWith: 'OR', queries: [leaf(word), {combineWith: 'AND', queries: parts.map(leaf)}]} as Query;
  });
  return {
    terms,
    words: queryWords,
    tree: (combineWith) => ({combineWith, queries: perWord}),
  };
}

export interface EngineHit {
  record: DocSearchRecord;
  id: number;
  score: number;
  /** Lower-cased document terms that matched. */
  docTerms: Set<string>;
}

type RankKey = [words: number, typos: number, splits: number, attribute: number, level: number, score: number];

/** Algolia's tie-breaking criteria for one result (smaller is better, element by element). */
export function rankKey(result: SearchResult, record: DocSearchRecord, parsed: ParsedQuery): RankKey {
  const docTerms = Object.keys(result.match);
  const queryTerms = new Set(result.queryTerms);
  const hits = (term: string, prefix: boolean) => docTerms.some((t) => t === term || (prefix && t.startsWith(term)));
  let matched = 0;
  let typos = 0;
  let splits = 0;
  for (const w of parsed.words) {
    if (!queryTerms.has(w.word) && !w.parts.some((p) => queryTerms.has(p))) continue;
    matched++;
    const whole = hits(w.word, w.prefix);
    const split = !whole && w.parts.length > 0 && w.parts.every((p) => hits(p, w.prefix));
    if (split) splits++;
    else if (!whole) typos++;
  }
  let attribute = 99;
  for (const fields of Object.values(result.match)) {
    for (const field of fields) {
      const rank = field === 'title' ? LEVEL_RANK[record.type] : field === 'hierarchy' ? 10 : 20;
      attribute = Math.min(attribute, rank);
    }
  }
  return [-matched, typos, splits, attribute, LEVEL_RANK[record.type], -result.score];
}

function compareKeys(a: RankKey, b: RankKey): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/** All matching records, best first. */
export function searchEngine(engine: Engine, parsed: ParsedQuery): EngineHit[] {
  let results: SearchResult[] = engine.mini.search(parsed.tree('AND'));
  if (results.length === 0 && parsed.words.length > 1) results = engine.mini.search(parsed.tree('OR'));
  const ranked = results.flatMap((r) => {
    const id = r.id as number;
    const record = engine.records[id];
    return record ? [{record, id, score: r.score, docTerms: new Set(r.terms), key: rankKey(r, record, parsed)}] : [];
  });
  ranked.sort((a, b) => compareKeys(a.key, b.key));
  return ranked.map(({key: _key, ...hit}) => hit);
}
