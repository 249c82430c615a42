/**
 * A small HTML reader for the pages Docusaurus writes at build time (React server output, then minified:
 * unquoted attributes, optional end tags such as `</p>`, `</li>`, `</td>` left out). It yields balanced
 * open/close events (closing implied end tags the way the HTML parser does for these cases) and text.
 * It is not a general HTML parser, and needs none: the input is always our own build output.
 */

export type HtmlEvent =
  | {kind: 'open'; tag: string; attrs: Record<string, string>; selfClosing: boolean}
  | {kind: 'close'; tag: string}
  | {kind: 'text'; text: string};

export const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const RAW_TEXT_TAGS = new Set(['script', 'style', 'textarea', 'title']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
  rarr: '→',
  larr: '←',
  times: '×',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) {
    const name = m[1];
    if (name) attrs[name.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** Starting one of these closes an open `<p>` (HTML's "p end tag may be omitted if followed by ..."). */
const CLOSES_P = new Set(
  'address article aside blockquote details dialog div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre section table ul'.split(
    ' ',
  ),
);

/** For an opening tag, the open elements it implicitly ends, and the elements that bound the search. */
const IMPLIED: Record<string, {closes: string[]; until: string[]}> = {
  li: {closes: ['li'], until: ['ul', 'ol', 'menu']},
  dt: {closes: ['dt', 'dd'], until: ['dl']},
  dd: {closes: ['dt', 'dd'], until: ['dl']},
  td: {closes: ['td', 'th'], until: ['tr', 'table']},
  th: {closes: ['td', 'th'], until: ['tr', 'table']},
  tr: {closes: ['tr'], until: ['table', 'thead', 'tbody', 'tfoot']},
  thead: {closes: ['thead', 'tbody', 'tfoot'], until: ['table']},
  tbody: {closes: ['thead', 'tbody', 'tfoot'], until: ['table']},
  tfoot: {closes: ['thead', 'tbody', 'tfoot'], until: ['table']},
  option: {closes: ['option'], until: ['select', 'datalist']},
  body: {closes: ['head'], until: ['html']},
};

/** Reads HTML into balanced events. Comments, doctypes and processing instructions are dropped. */
export function* readHtml(html: string): Generator<HtmlEvent> {
  const open: string[] = [];
  function* closeTo(index: number): Generator<HtmlEvent> {
    while (open.length > index) yield {kind: 'close', tag: open.pop() as string};
  }
  for (const event of readTags(html)) {
    if (event.kind === 'text') {
      yield event;
    } else if (event.kind === 'open') {
      const rule = IMPLIED[event.tag];
      for (let i = open.length - 1; i >= 0; i--) {
        const tag = open[i] as string;
        if (rule?.closes.includes(tag) || (CLOSES_P.has(event.tag) && tag === 'p')) {
          yield* closeTo(i);
          break;
        }
        if (rule ? rule.until.includes(tag) : !INLINE_CONTENT.has(tag)) break;
      }
      yield event;
      if (!event.selfClosing) open.push(event.tag);
    } else {
      const at = open.lastIndexOf(event.tag);
      if (at !== -1) yield* closeTo(at);
    }
  }
  yield* closeTo(0);
}

/** Elements that may sit between an open `<p>` and a block that closes it. */
const INLINE_CONTENT = new Set(['a', 'b', 'code', 'em', 'i', 'span', 'strong', 'small', 'sub', 'sup', 'kbd', 'mark']);

/** Raw tag and text events, in source order, unbalanced. */
function* readTags(html: string): Generator<HtmlEvent> {
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      yield {kind: 'text', text: decodeEntities(html.slice(i))};
      return;
    }
    if (lt > i) yield {kind: 'text', text: decodeEntities(html.slice(i, lt))};
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const close = html[lt + 1] === '/';
    const match = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(html.slice(lt + (close ? 2 : 1), lt + 40));
    if (!match) {
      // A lone `<` in text.
      yield {kind: 'text', text: '<'};
      i = lt + 1;
      continue;
    }
    const tag = match[0].toLowerCase();
    const end = findTagEnd(html, lt);
    if (close) {
      yield {kind: 'close', tag};
      i = end + 1;
      continue;
    }
    const inner = html.slice(lt + 1 + tag.length, end);
    // `<path d=x />` is self-closing; in `<a href=/x/>` the slash belongs to the unquoted value.
    const selfClosing = VOID_TAGS.has(tag) || /(^|\s|")\/\s*$/.test(inner);
    yield {kind: 'open', tag, attrs: parseAttrs(inner.replace(/(^|\s)\/\s*$/, '$1')), selfClosing};
    i = end + 1;
    if (RAW_TEXT_TAGS.has(tag) && !selfClosing) {
      const closing = new RegExp(`</${tag}`, 'gi');
      closing.lastIndex = i;
      const stop = closing.exec(html)?.index ?? html.length;
      yield {kind: 'text', text: tag === 'title' || tag === 'textarea' ? decodeEntities(html.slice(i, stop)) : ''};
      i = stop;
    }
  }
}

/** Index of the `>` closing the tag that starts at `lt`, skipping quoted attribute values. */
function findTagEnd(html: string, lt: number): number {
  let quote: string | null = null;
  for (let j = lt + 1; j < html.length; j++) {
    const c = html[j];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return j;
    }
  }
  return html.length - 1;
}

export function hasClass(attrs: Record<string, string>, name: string): boolean {
  return (attrs.class ?? '').split(/\s+/).includes(name);
}
