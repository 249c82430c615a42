/**
 * The one tokenizer shared by the index builder (Node) and the search adapter (browser), so that a word is cut
 * the same way when it is indexed and when it is searched.
 *
 * Words are runs of letters and digits; everything else (spaces, punctuation, `_`, `.`, `-`) separates them.
 * Identifiers are also split at their camelCase boundaries, so `createWithDurationsLL` is found by its full
 * name and by its parts ("create with durations").
 */

const WORD = /[\p{L}\p{N}]+/gu;
/** Boundaries inside a word: `aB`, `ABc` (between B and c's capital), `a1`, `1a`. */
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;

/** Words longer than this are cut: nobody types them, and they would only slow fuzzy matching down. */
export const MAX_WORD_LENGTH = 64;

export interface Token {
  /** The word as written. */
  text: string;
  /** Offset of the word in the source text. */
  start: number;
}

/** Splits text into words, with their offsets. */
export function words(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    out.push({text: m[0].slice(0, MAX_WORD_LENGTH), start: m.index});
  }
  return out;
}

/** Identifiers have a handful of parts; anything with more (hex addresses, hashes) is not split. */
const MAX_PARTS = 6;
const HEX = /^(0x)?[0-9a-f]{16,}$/i;

/** The camelCase parts of a word, as written (`withdrawMax` -> `withdraw`, `Max`); one part for plain words. */
export function camelParts(word: string): string[] {
  if (HEX.test(word)) return [word];
  const parts = word.split(CAMEL_BOUNDARY).filter(Boolean);
  return parts.length > MAX_PARTS ? [word] : parts;
}

export function normalize(term: string): string {
  return term.toLowerCase();
}

/** MiniSearch `tokenize`: the words of a text, as written. */
export function tokenize(text: string): string[] {
  return words(text).map((w) => w.text);
}

/** MiniSearch `processTerm` at indexing time: the whole word plus its camelCase parts, lower-cased. */
export function indexTerms(word: string): string[] {
  const whole = normalize(word);
  const parts = camelParts(word).map(normalize);
  return parts.length > 1 ? [whole, ...new Set(parts)] : [whole];
}
