/**
 * The code fences of the hand-written docs, read once for the tests that check them by language (tests/unit/*-fences,
 * graphql-*): where each is (page and line), its language, its meta and its code. A fence whose meta says
 * `nocheck="reason"` is one its test cannot check; the reason is kept.
 */
import fs from 'node:fs';
import path from 'node:path';

export const DOCS = path.resolve(__dirname, '..', '..', 'docs');

const FENCE = /^(\s*)(`{3,})(\w*)([^\n`]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm;
const NOCHECK = /\bnocheck(?:="([^"]*)")?/;

export interface DocFence {
  /** `page.mdx:line`, relative to docs/, the line of the opening fence. */
  where: string;
  lang: string;
  code: string;
  /** The reason given in `nocheck="..."` ('' when the marker has none); undefined for a fence that is checked. */
  nocheck?: string;
}

/** Every hand-written page of docs/ (the generated folder left out). */
export function docPages(dir: string = DOCS): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '.generated' ? [] : docPages(p);
    return /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

let cached: DocFence[] | undefined;

/** Every fence of every hand-written page, in page order; `langs` narrows them to those languages. */
export function docFences(...langs: string[]): DocFence[] {
  cached ??= docPages().flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(FENCE)].map((m) => {
      const marker = NOCHECK.exec(m[4] ?? '');
      return {
        where: `${path.relative(DOCS, file)}:${text.slice(0, m.index).split('\n').length}`,
        lang: (m[3] ?? '').toLowerCase(),
        code: m[5] ?? '',
        ...(marker ? {nocheck: marker[1] ?? ''} : {}),
      };
    });
  });
  return langs.length === 0 ? cached : cached.filter((f) => langs.includes(f.lang));
}
