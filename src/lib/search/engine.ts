import MiniSearch, {type Query, type QueryCombination, type SearchResult} from 'minisearch';
import {editDistance, type QueryTerm} from './highlight';
import {SYNONYMS} from './synonyms';
import {camelParts, indexTerms, normalize, tokenize, words} from './tokenize';
import type {DocSearchRecord} from './types';

/**
 * The local search engine: MiniSearch over DocSearch records, ranked the way Algolia ranks a DocSearch index.
 *
 * - DocSearch indexes return one hit per URL (`distinct` on `url`), so the engine indexes one document per
 *   URL: a section, made of its heading record and the paragraph records under it. Fields: `title` (the
 *   section's own heading, DocSearch's `hierarchy_radio`), `hierarchy` (the headings above it and the site
 *   section) and `content` (its paragraphs). The adapter then shows the record of the section that matched
 *   best, as Algolia's distinct would.
 * - Results are sorted by Algolia's criteria, in order: words matched, typos, split identifiers, proximity
 *   (approximated as the most query words found in one field), best matched attribute (own page title,
 *   then own h2, own h3, then parent headings, then body text), exact (the section's own heading is the query,
 *   word for word: `withdrawMax` finds the `withdrawMax` entry before "Using withdrawMax"), then the custom
 *   ranking of a DocSearch index: page rank (pageRank.ts: a concept page before a generated reference page that
 *   matches as well), record level (page, h2, h3, paragraph), and last MiniSearch's BM25 score. So a page whose
 *   title matches comes first, then sections whose heading matches, then paragraphs.
 * - Every query word is required (AND); when that finds nothing, any word will do (Algolia's
 *   `removeWordsIfNoResults: allOptional`, which DocSearch indexes use).
 * - The last word is a prefix (as-you-type). Words of 4+ letters allow one typo, 8+ letters two, and a swap of
 *   two neighbouring letters counts as one typo (`cancle`), as in Algolia.
 * - A camelCase word matches by its full name or by all of its parts.
 */

/** Algolia ignores everything past 512 characters of a query; so do we. */
export const MAX_QUERY_LENGTH = 512;
/** More words than this add cost, not precision. */
export const MAX_QUERY_WORDS = 10;

const FIELD_BOOST = {title: 3, hierarchy: 1.5, content: 1};
/** DocSearch's `weight.level`: a page outranks its sections, sections their paragraphs. */
const LEVEL_RANK: Record<DocSearchRecord['type'], number> = {lvl1: 1, lvl2: 2, lvl3: 3, content: 4};

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

type RankKey = [
  words: number,
  typos: number,
  splits: number,
  together: number,
  attribute: number,
  exact: number,
  pageRank: number,
  level: number,
  score: number,
];

const FIELDS = ['title', 'hierarchy', 'content'] as const;

/** Algolia's tie-breaking criteria for one result (smaller is better, element by element). */
function rankKey(result: SearchResult, section: Section, parsed: ParsedQuery): RankKey {
  const docTerms = Object.keys(result.match);
  let typos = 0;
  let splits = 0;
  // Each query word counts through its best kind of match only: whole, else by its parts, else with typos.
  // So "withdrawMax" found whole in a paragraph does not also count for "Withdraw the maximum" or
  // "withdrawal" in the heading.
  const best: string[][] = [];
  for (const w of parsed.words) {
    const whole = docTerms.filter((t) => t === w.word || w.synonyms.has(t) || (w.prefix && t.startsWith(w.word)));
    if (whole.length > 0) {
      best.push(whole);
      continue;
    }
    const byPart = w.parts.map((p, j) => {
      const prefix = w.prefix && j === w.parts.length - 1;
      return docTerms.filter((t) => t === p || (prefix && t.startsWith(p)));
    });
    if (byPart.length > 0 && byPart.every((terms) => terms.length > 0)) {
      splits++;
      best.push(byPart.flat());
      continue;
    }
    const typo = docTerms.filter((t) => w.terms.has(t) || editDistance(t, w.word, 2) <= 2);
    if (typo.length > 0) {
      typos++;
      best.push(typo);
    }
  }
  // Proximity, roughly: the most query words one field holds together, and the best field that does
  // ("Cancel several streams" beats a page titled "Stream statuses" that says "cancel" further down).
  // Then the attribute: own page title, own h2, own h3, parent headings, body text.
  let together = 0;
  let attribute = 99;
  for (const field of FIELDS) {
    const n = best.filter((terms) => terms.some((t) => result.match[t]?.includes(field))).length;
    if (n === 0) continue;
    const rank = field === 'title' ? LEVEL_RANK[section.level] : field === 'hierarchy' ? 10 : 20;
    if (n > together || (n === together && rank < attribute)) {
      together = n;
      attribute = rank;
    }
  }
  const level = attribute < 10 ? LEVEL_RANK[section.level] : LEVEL_RANK.content;
  const exact = attribute < 10 && isExact(section, parsed) ? 0 : 1;
  return [-best.length, typos, splits, -together, attribute, exact, -section.pageRank, level, -result.score];
}

function compareKeys(a: RankKey, b: RankKey): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/** All matching sections, best first. */
export function searchEngine(engine: Engine, parsed: ParsedQuery): EngineHit[] {
  let results: SearchResult[] = engine.mini.search(parsed.tree('AND'));
  if (results.length === 0 && parsed.words.length > 1) results = engine.mini.search(parsed.tree('OR'));
  const ranked = results.flatMap((r) => {
    const id = r.id as number;
    const section = engine.sections[id];
    if (!section) return [];
    return [{section, id, score: r.score, docTerms: new Set(r.terms), key: rankKey(r, section, parsed)}];
  });
  ranked.sort((a, b) => compareKeys(a.key, b.key));
  return ranked.map(({key: _key, ...hit}) => hit);
}
