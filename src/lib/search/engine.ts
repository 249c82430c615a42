import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import type {QueryTerm} from './highlight';
import {camelParts, indexTerms, normalize, tokenize, words} from './tokenize';
import type {DocSearchRecord} from './types';

/**
 * The local search engine: MiniSearch over DocSearch records, tuned to rank like DocSearch does.
 * - Three fields: `title` (the record's own heading), `hierarchy` (the headings above it, and the section),
 *   `content` (paragraph text). A hit on a heading outranks a hit in body text.
 * - Every query word is required (AND); when that finds nothing, any word will do (Algolia's
 *   `removeWordsIfNoResults: allOptional`, which DocSearch indexes use).
 * - The last word is a prefix (as-you-type), words of 4+ letters allow one typo, 8+ letters two.
 * - A camelCase word matches by its full name or by all of its parts.
 */

/** Algolia ignores everything past 512 characters of a query; so do we. */
export const MAX_QUERY_LENGTH = 512;
/** More words than this add cost, not precision. */
export const MAX_QUERY_WORDS = 10;

const FIELD_BOOST = {title: 6, hierarchy: 1.5, content: 1};
/** Tie-break between levels, like DocSearch's `weight.level`: a page outranks its sections, sections their text. */
const LEVEL_BOOST: Record<DocSearchRecord['type'], number> = {lvl1: 1.3, lvl2: 1.2, lvl3: 1.1, content: 1};

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
      boostDocument: (id: number) => LEVEL_BOOST[records[id]?.type ?? 'content'],
    },
  });
  mini.addAll(records.map(toDoc));
  return {records, mini};
}

function fuzziness(term: string): number {
  if (/^\p{N}+$/u.test(term)) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

export interface ParsedQuery {
  terms: QueryTerm[];
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
  const perWord = ws.map((w, i) => {
    const prefix = typing && i === ws.length - 1;
    const word = normalize(w.text);
    const leaf = (term: string): Query => {
      terms.push({term, word, prefix});
      return {queries: [term], prefix, fuzzy: fuzziness(term)};
    };
    const parts = camelParts(w.text).map(normalize);
    if (parts.length < 2) return leaf(word);
    return {combineWith: 'OR', queries: [leaf(word), {combineWith: 'AND', queries: parts.map(leaf)}]} as Query;
  });
  return {
    terms,
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

/** All matching records, best first. */
export function searchEngine(engine: Engine, parsed: ParsedQuery): EngineHit[] {
  let results: SearchResult[] = engine.mini.search(parsed.tree('AND'));
  if (results.length === 0 && parsed.terms.length > 1) results = engine.mini.search(parsed.tree('OR'));
  return results.flatMap((r) => {
    const record = engine.records[r.id as number];
    return record ? [{record, id: r.id as number, score: r.score, docTerms: new Set(r.terms)}] : [];
  });
}
