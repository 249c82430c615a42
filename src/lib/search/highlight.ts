import {camelParts, normalize, words} from './tokenize';

/**
 * Highlighting and snippeting as Algolia does it: the stored text, HTML-escaped, with the matched words
 * wrapped in the requested tags. Only the record's own text is ever wrapped; the query is never copied into
 * the output, so a query cannot inject markup.
 */

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
}

/** A term of the query, after tokenizing: `word` is the query word it came from. */
export interface QueryTerm {
  term: string;
  word: string;
  prefix: boolean;
}

/** What the engine says matched in a record: the document terms (exact, prefix or fuzzy expansions). */
export interface MatchInfo {
  queryTerms: QueryTerm[];
  /** Lower-cased document terms that matched. */
  docTerms: ReadonlySet<string>;
}

interface Range {
  start: number;
  end: number;
  /** The query words this range answers (several once touching ranges are merged). */
  words: string[];
}

/** Edit distance, bounded: returns `max + 1` as soon as the distance exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

/** Which query term a document token answers, and how many of its characters to mark. */
function matchToken(token: string, info: MatchInfo): {word: string; length: number} | null {
  if (!info.docTerms.has(token)) return null;
  let best: {word: string; length: number; cost: number} | null = null;
  for (const q of info.queryTerms) {
    if (q.term === token) return {word: q.word, length: token.length};
    if (q.prefix && token.startsWith(q.term)) {
      if (!best || best.cost > 0) best = {word: q.word, length: q.term.length, cost: 0};
      continue;
    }
    const cost = editDistance(q.term, token, 2);
    if (cost <= 2 && (!best || cost < best.cost)) best = {word: q.word, length: token.length, cost};
  }
  return best && {word: best.word, length: best.length};
}

/** The character ranges of `text` to mark. */
export function matchRanges(text: string, info: MatchInfo): Range[] {
  const ranges: Range[] = [];
  for (const w of words(text)) {
    const whole = matchToken(normalize(w.text), info);
    if (whole) {
      ranges.push({start: w.start, end: w.start + whole.length, words: [whole.word]});
      continue;
    }
    let offset = w.start;
    for (const part of camelParts(w.text)) {
      const m = matchToken(normalize(part), info);
      if (m) ranges.push({start: offset, end: offset + m.length, words: [m.word]});
      offset += part.length;
    }
  }
  // Merge touching ranges: `withdraw` + `Max` -> one mark around `withdrawMax`.
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) {
      last.end = Math.max(last.end, r.end);
      last.words.push(...r.words);
    } else {
      merged.push({...r, words: [...r.words]});
    }
  }
  return merged;
}

function wrap(text: string, from: number, to: number, ranges: Range[], pre: string, post: string): string {
  let out = '';
  let at = from;
  for (const r of ranges) {
    const start = Math.max(r.start, from);
    const end = Math.min(r.end, to);
    if (end <= start) continue;
    out += escapeHtml(text.slice(at, start)) + pre + escapeHtml(text.slice(start, end)) + post;
    at = end;
  }
  return out + escapeHtml(text.slice(at, to));
}

function matchedWords(ranges: Range[], info: MatchInfo): {matchedWords: string[]; matchLevel: 'none' | 'partial' | 'full'} {
  const all = [...new Set(info.queryTerms.map((q) => q.word))];
  const found = all.filter((w) => ranges.some((r) => r.words.includes(w)));
  return {
    matchedWords: found,
    matchLevel: found.length === 0 ? 'none' : found.length === all.length ? 'full' : 'partial',
  };
}

export function highlight(text: string, info: MatchInfo, pre: string, post: string) {
  const ranges = matchRanges(text, info);
  const level = matchedWords(ranges, info);
  const marked = ranges.reduce((n, r) => n + (r.end - r.start), 0);
  return {
    value: wrap(text, 0, text.length, ranges, pre, post),
    ...level,
    fullyHighlighted: marked > 0 && marked === text.replace(/[^\p{L}\p{N}]/gu, '').length && ranges.length === 1,
  };
}

/**
 * A window of `size` words holding the most distinct query words (the first such window), starting a
 * couple of words before its first match, with `ellipsis` where text was cut.
 */
export function snippet(text: string, info: MatchInfo, size: number, pre: string, post: string, ellipsis: string) {
  const ranges = matchRanges(text, info);
  const ws = words(text);
  const {matchLevel} = matchedWords(ranges, info);
  if (ws.length <= size) return {value: wrap(text, 0, text.length, ranges, pre, post), matchLevel};
  const wordAt = (offset: number) =>
    Math.max(
      0,
      ws.findIndex((w) => w.start + w.text.length > offset),
    );
  const at = ranges.flatMap((r) => r.words.map((word) => ({word, index: wordAt(r.start)})));
  let best = {count: 0, first: 0, last: 0};
  for (const {index} of at) {
    const inside = at.filter((o) => o.index >= index && o.index < index + size);
    const count = new Set(inside.map((o) => o.word)).size;
    if (count > best.count) best = {count, first: index, last: Math.max(...inside.map((o) => o.index))};
  }
  // Up to two words of context before the first match, as long as the last match stays in the window.
  const lead = Math.max(0, Math.min(2, size - 1 - (best.last - best.first)));
  const startWord = Math.max(0, Math.min(best.first - lead, ws.length - size));
  const endWord = startWord + size - 1;
  const from = startWord === 0 ? 0 : (ws[startWord]?.start ?? 0);
  const lastWord = ws[endWord];
  const to = endWord >= ws.length - 1 || !lastWord ? text.length : lastWord.start + lastWord.text.length;
  const value = (from > 0 ? ellipsis : '') + wrap(text, from, to, ranges, pre, post) + (to < text.length ? ellipsis : '');
  return {value, matchLevel};
}
