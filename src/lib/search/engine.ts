import MiniSearch, {type Query, type QueryCombination, type SearchResult} from 'minisearch';
import type {QueryTerm} from './highlight';
import {SYNONYMS} from './synonyms';
import {camelParts, indexTerms, normalize, tokenize, words} from './tokenize';
import type {DocSearchRecord} from './types';

/**
 * The local search engine: MiniSearch over DocSearch records, ranked by MiniSearch's own BM25 score and options.
 *
 * - DocSearch indexes return one hit per URL (`distinct` on `url`), so the engine indexes one document per
 *   URL: a section, made of its heading record and the paragraph records under it. Fields: `title` (the
 *   section's own heading, DocSearch's `hierarchy_radio`), `hierarchy` (the headings above it and the site
 *   section) and `content` (its paragraphs). The adapter then shows the record of the section that matched
 *   best, as Algolia's distinct would.
 * - Ranking is MiniSearch's: BM25 over the fields, boosted title 3, hierarchy 2, content 1; any query word may
 *   match (OR), and a section that matches more of them, rarer ones, or in its heading scores higher. `boostDocument`
 *   adds what a DocSearch index ranks by besides the text: page rank (pageRank.ts: a concept page before a
 *   generated reference page that matches as well), record level (page, h2, h3, paragraph), and `exact` (the
 *   section's own heading is the query, word for word: `withdrawMax` finds the `withdrawMax` entry before
 *   "Using withdrawMax"). Only one thing is applied after MiniSearch: a section found only through a typo of a word
 *   has its score divided by one plus the number of such words (MiniSearch weighs a fuzzy term per term, and a
 *   typo hit would otherwise outrank a whole-word hit on a longer page).
 * - The last word is a prefix (as-you-type). Words of 4+ letters allow one typo, 8+ letters two, and a swap of
 *   two neighbouring letters counts as one typo (`cancle`), as in Algolia.
 * - A camelCase word matches by its full name or by all of its parts; the site's synonyms (./synonyms.ts) match as
 *   the word itself.
 */

/** Algolia ignores everything past 512 characters of a query; so do we. */
export const MAX_QUERY_LENGTH = 512;
/** More words than this add cost, not precision. */
export const MAX_QUERY_WORDS = 10;

const FIELD_BOOST = {title: 3, hierarchy: 2, content: 1};
/** DocSearch's `weight.level`: a page outranks its sections, sections their paragraphs. */
const LEVEL_RANK: Record<DocSearchRecord['type'], number> = {lvl1: 1, lvl2: 2, lvl3: 3, content: 4};
/** The same order as a score factor: a page's own title, then an h2, an h3, a paragraph. */
const LEVEL_BOOST: Record<DocSearchRecord['type'], number> = {lvl1: 1.7, lvl2: 1.3, lvl3: 1.1, content: 1};
/** Page rank (0-5, ./pageRank.ts) as a score factor: 1 + pageRank / 5, so a concept page counts twice a bare one. */
const PAGE_RANK_SCALE = 5;
/** A section whose own heading is the query, word for word (`withdrawMax` finds the `withdrawMax` entry first). */
const EXACT_BOOST = 4;

/** The records that share one URL: a heading and the paragraphs under it. */
export interface Section {
  url: string;
  /** Indexes into `Engine.records`, in document order. */
  records: number[];
  /** Best level among the section's heading records (`content` if it has none). */
  level: DocSearchRecord['type'];
  /** `weight.pageRank` of the section's page. */
  pageRank: number;
  /** The section's own headings as lower-cased words, each also with identifiers cut into their parts. */
  headings: string[][];
}

export interface Engine {
  records: readonly DocSearchRecord[];
  sections: readonly Section[];
  mini: MiniSearch<IndexedDoc>;
}

interface IndexedDoc {
  id: number;
  title: string;
  hierarchy: string;
  content: string;
}

function ownHeading(record: DocSearchRecord): string | null {
  return record.type === 'content' ? null : record.hierarchy[record.type];
}

/** A heading as lower-cased words, and (when it holds identifiers) as the words' camelCase parts. */
export function headingForms(heading: string): string[][] {
  const ws = words(heading).map((w) => w.text);
  const whole = ws.map(normalize);
  const parts = ws.flatMap((w) => camelParts(w).map(normalize));
  return parts.length === whole.length ? [whole] : [whole, parts];
}

/** Algolia's `exact` for a heading: the query, word for word, is the whole heading. */
function isExact(section: Section, parsed: ParsedQuery): boolean {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  return section.headings.some((h) => same(h, parsed.allWords) || same(h, parsed.allParts));
}

export function groupSections(records: readonly DocSearchRecord[]): Section[] {
  const byUrl = new Map<string, Section>();
  records.forEach((record, i) => {
    let section = byUrl.get(record.url);
    if (!section) {
      section = {url: record.url, records: [], level: 'content', pageRank: record.weight.pageRank, headings: []};
      byUrl.set(record.url, section);
    }
    section.records.push(i);
    if (LEVEL_RANK[record.type] < LEVEL_RANK[section.level]) section.level = record.type;
    const heading = ownHeading(record);
    if (heading) section.headings.push(...headingForms(heading));
  });
  return [...byUrl.values()];
}

function toDoc(section: Section, records: readonly DocSearchRecord[], id: number): IndexedDoc {
  const members = section.records.map((i) => records[i] as DocSearchRecord);
  const headings = members.map(ownHeading).filter((h): h is string => h !== null);
  const first = members[0] as DocSearchRecord;
  const {lvl0, lvl1, lvl2, lvl3} = first.hierarchy;
  const above = [lvl0, lvl1, lvl2, lvl3].filter((h): h is string => Boolean(h) && !headings.includes(h as string));
  const content = members.flatMap((r) => (r.content ? [r.content] : []));
  return {id, title: headings.join('\n'), hierarchy: above.join('\n'), content: content.join('\n')};
}

/** Memoized: a docs site repeats the same words (and headings) thousands of times. */
function memo<T>(fn: (s: string) => T): (s: string) => T {
  const cache = new Map<string, T>();
  return (s) => {
    let v = cache.get(s);
    if (v === undefined) {
      v = fn(s);
      if (cache.size < 200_000) cache.set(s, v);
    }
    return v;
  };
}

export function createEngine(records: readonly DocSearchRecord[]): Engine {
  const sections = groupSections(records);
  const mini = new MiniSearch<IndexedDoc>({
    fields: ['title', 'hierarchy', 'content'],
    tokenize: memo(tokenize),
    processTerm: memo(indexTerms),
    searchOptions: {
      // Query leaves are single, already lower-cased terms (see `buildQuery`).
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      weights: {fuzzy: 0.35, prefix: 0.7},
    },
  });
  mini.addAll(sections.map((s, id) => toDoc(s, records, id)));
  return {records, sections, mini};
}

function fuzziness(term: string): number {
  if (/^[\p{N}]+$/u.test(term) || /^0x[0-9a-f]*$/.test(term)) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** The word with two neighbouring letters swapped, each way: Algolia counts a swap as a single typo. */
export function swaps(term: string): string[] {
  if (term.length < 4 || term.length > 20) return [];
  const out = new Set<string>();
  for (let i = 0; i < term.length - 1; i++) {
    if (term[i] === term[i + 1]) continue;
    out.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  out.delete(term);
  return [...out];
}

interface QueryWord {
  word: string;
  parts: string[];
  prefix: boolean;
  /** All leaf terms that stand for this word (name, parts, swaps, synonyms). */
  terms: Set<string>;
  /** The site's words for this word (./synonyms): a hit on one counts as a hit on the word. */
  synonyms: Set<string>;
}

export interface ParsedQuery {
  terms: QueryTerm[];
  /** The words searched for (stop words dropped). */
  words: QueryWord[];
  /** Every word of the query, lower-cased, and the same with identifiers cut into parts (for `exact`). */
  allWords: string[];
  allParts: string[];
  tree: (combineWith: 'AND' | 'OR') => Query;
}

/**
 * English words that carry no meaning in a search ("cancel a stream", "how to withdraw", "why did my transaction
 * revert"): articles, pronouns, auxiliaries and question words, from the English list Algolia applies with
 * `removeStopWords: ['en']`, less the words that say something on this site (all, not, up, out, before, after...). A
 * query that has other words is searched without them; the word being typed is kept (`to` may be the start of
 * `token`), and they still count for `exact`.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an the of to in on at for and or is are how do i my can could what which who whom why when where does did was were be been being it its this that these those there with from by as if so me you your we our they their will would should much far'.split(
    ' ',
  ),
);

/** Turns query text into MiniSearch's query tree; null when it holds no word at all. */
export function buildQuery(text: string): ParsedQuery | null {
  const source = text.slice(0, MAX_QUERY_LENGTH);
  const all = words(source).slice(0, MAX_QUERY_WORDS);
  if (all.length === 0) return null;
  // As-you-type: the last word is a prefix unless the user already typed a space after it.
  const typing = !/[^\p{L}\p{N}]$/u.test(source);
  const meaningful = all.filter((w, i) => !STOP_WORDS.has(normalize(w.text)) || (typing && i === all.length - 1));
  const ws = meaningful.length > 0 ? meaningful : all;
  const allWords = all.map((w) => normalize(w.text));
  const allParts = all.flatMap((w) => camelParts(w.text).map(normalize));
  const terms: QueryTerm[] = [];
  const queryWords: QueryWord[] = [];
  const perWord = ws.map((w, i): Query => {
    const prefix = typing && i === ws.length - 1 && ws[i] === all[all.length - 1];
    const word = normalize(w.text);
    const parts = camelParts(w.text).map(normalize);
    const qw: QueryWord = {word, parts: parts.length < 2 ? [] : parts, prefix, terms: new Set(), synonyms: new Set(SYNONYMS[word] ?? [])};
    queryWords.push(qw);
    const leaf = (term: string, options: {prefix: boolean; fuzzy: number}): QueryCombination => {
      terms.push({term, word, prefix: options.prefix});
      qw.terms.add(term);
      return {queries: [term], ...options};
    };
    const whole = [
      leaf(word, {prefix, fuzzy: fuzziness(word)}),
      ...swaps(word).map((s) => leaf(s, {prefix: false, fuzzy: 0})),
      ...[...qw.synonyms].map((s) => leaf(s, {prefix: false, fuzzy: 0})),
    ];
    if (qw.parts.length === 0) return whole.length === 1 ? (whole[0] as QueryCombination) : {combineWith: 'OR', queries: whole};
    // Parts: exact, the last one a prefix while typing (`SablierLock` -> sablier + lock*).
    const partLeaves = qw.parts.map((p, j) => leaf(p, {prefix: prefix && j === qw.parts.length - 1, fuzzy: 0}));
    return {combineWith: 'OR', queries: [...whole, {combineWith: 'AND', queries: partLeaves}]};
  });
  return {terms, words: queryWords, allWords, allParts, tree: (combineWith) => ({combineWith, queries: perWord})};
}

export interface EngineHit {
  section: Section;
  id: number;
  score: number;
  /** Lower-cased document terms that matched. */
  docTerms: Set<string>;
}

/** All matching sections, best first. */
export function searchEngine(engine: Engine, parsed: ParsedQuery): EngineHit[] {
  const boosts = new Map<number, number>();
  const boostOf = (id: number): number => {
    let boost = boosts.get(id);
    if (boost === undefined) {
      const section = engine.sections[id];
      boost = section
        ? (1 + section.pageRank / PAGE_RANK_SCALE) * LEVEL_BOOST[section.level] * (isExact(section, parsed) ? EXACT_BOOST : 1)
        : 1;
      boosts.set(id, boost);
    }
    return boost;
  };
  const results: SearchResult[] = engine.mini.search(parsed.tree('OR'), {
    boostDocument: (id) => boostOf(id as number),
  });
  const hits = results.flatMap((r) => {
    const id = r.id as number;
    const section = engine.sections[id];
    const score = r.score / (1 + typos(r, parsed));
    return section ? [{section, id, score, docTerms: new Set(r.terms)}] : [];
  });
  return hits.sort((a, b) => b.score - a.score);
}

/**
 * How many query words a result matched only with a typo: MiniSearch reports the query terms that matched
 * (`queryTerms`), and a word that matched no document term whole, by a synonym, a prefix or a part did so fuzzily.
 */
function typos(result: SearchResult, parsed: ParsedQuery): number {
  return parsed.words.filter((w) => {
    if (!result.queryTerms.some((q) => w.terms.has(q))) return false;
    return !result.terms.some((t) => t === w.word || w.synonyms.has(t) || (w.prefix && t.startsWith(w.word)) || w.parts.includes(t));
  }).length;
}
