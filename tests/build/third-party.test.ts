/**
 * No page makes a reader's browser contact another host by its markup: in every HTML file of the build (pages,
 * redirect pages, the 404 page) and every stylesheet, each URL the browser fetches by itself (scripts, stylesheets,
 * preloads and prefetches, icons, images and their `srcset`, media, frames, `url()` in CSS) is on the site's own
 * origin. Links a reader follows (`<a href>`) and the canonical and alternate links are not fetched and may name any
 * host. What scripts fetch while they run is checked in the browser, where every request to another host fails the
 * file (tests/e2e/harness.ts), on the pages the browser tests load; this test covers every page.
 */
// cspell:ignore imagesrcset onclosetag onopentag ontext rels xlink
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {Parser} from 'htmlparser2';
import {cssResources} from '../../scripts/lib/page-weight';

const BUILD = path.resolve(__dirname, '..', '..', 'build');
const ORIGIN = 'http://localhost:3000';

/** `<link rel>` values that make the browser fetch nothing by themselves. */
const NOT_FETCHED = new Set(['canonical', 'alternate', 'author', 'bookmark', 'help', 'license', 'me', 'next', 'prev', 'tag']);

/** Attributes the browser fetches, by element. `srcset` lists candidates separated by commas. */
const FETCHED: Record<string, string[]> = {
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  input: ['src'],
  image: ['href', 'xlink:href'],
  use: ['href', 'xlink:href'],
};

function files(dir: string, ext: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Whether `url`, resolved against the page, is on another origin (data: and blob: URLs fetch nothing). */
function foreign(url: string, page: string): boolean {
  const value = url.trim();
  if (value === '' || /^(data|blob|about|javascript):/i.test(value) || value.startsWith('#')) return false;
  return new URL(value, new URL(page, ORIGIN)).origin !== ORIGIN;
}

/** What CSS text makes the browser fetch: font files, other `url()`s and imports (the page-weight model's reader). */
function cssUrls(css: string): string[] {
  const {fonts, urls, imports} = cssResources(css);
  return [...fonts.map((font) => font.url), ...urls, ...imports];
}

/** The URLs an HTML file makes the browser fetch that are on another origin. */
function foreignFetches(html: string, page: string): string[] {
  const found: string[] = [];
  const check = (url: string, what: string) => {
    if (foreign(url, page)) found.push(`${what}: ${url}`);
  };
  let inStyle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        inStyle = name === 'style';
        if (attributes.style) for (const url of cssUrls(attributes.style)) check(url, `<${name} style>`);
        if (name === 'link') {
          const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
          if (attributes.href !== undefined && rels.some((rel) => !NOT_FETCHED.has(rel)))
            check(attributes.href, `<link rel="${attributes.rel}">`);
          if (attributes.imagesrcset)
            for (const c of attributes.imagesrcset.split(',')) check(c.trim().split(/\s+/)[0] ?? '', '<link imagesrcset>');
          return;
        }
        if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') {
          const url = /url=(.+)$/i.exec(attributes.content ?? '')?.[1];
          if (url) check(url, '<meta http-equiv="refresh">');
        }
        for (const attribute of FETCHED[name] ?? []) {
          const value = attributes[attribute];
          if (value === undefined) continue;
          const urls = attribute.endsWith('srcset') ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [value];
          for (const url of urls) check(url, `<${name} ${attribute}>`);
        }
      },
      ontext(text) {
        if (inStyle) for (const url of cssUrls(text)) check(url, '<style>');
      },
      onclosetag() {
        inStyle = false;
      },
    },
    {decodeEntities: true, xmlMode: false},
  );
  parser.write(html);
  parser.end();
  return found;
}

test('the checker finds what a page would fetch from another host, and nothing else', () => {
  const html = [
    '<link rel="canonical" href="https://docs.example.org/x"><link rel="alternate" href="https://docs.example.org/x">',
    '<a href="https://github.com/x">a</a><link rel="stylesheet" href="/assets/a.css"><img src="data:image/png;base64,AA">',
    '<link rel="preconnect" href="https://fonts.example.net"><script src="//cdn.example.net/a.js"></script>',
    '<img srcset="/a.png 1x, https://img.example.net/b.png 2x"><div style="background:url(https://img.example.net/c.png)"></div>',
    '<style>@font-face{src:url("https://fonts.example.net/f.woff2")}</style><meta http-equiv="refresh" content="0; url=https://evil.example.net/">',
  ].join('');
  assert.deepEqual(foreignFetches(html, '/x'), [
    '<link rel="preconnect">: https://fonts.example.net',
    '<script src>: //cdn.example.net/a.js',
    '<img srcset>: https://img.example.net/b.png',
    '<div style>: https://img.example.net/c.png',
    '<style>: https://fonts.example.net/f.woff2',
    '<meta http-equiv="refresh">: https://evil.example.net/',
  ]);
});

test('no built page or stylesheet makes the browser fetch from another host', () => {
  assert.ok(fs.existsSync(path.join(BUILD, 'index.html')), `No build at ${BUILD}: run \`npm run build\` first.`);
  const pages = files(BUILD, '.html');
  assert.ok(pages.length > 300, `only ${pages.length} HTML files in the build`);
  const problems: string[] = [];
  for (const file of pages) {
    const route = `/${path.relative(BUILD, file).split(path.sep).join('/')}`;
    for (const found of foreignFetches(fs.readFileSync(file, 'utf8'), route)) problems.push(`${route}: ${found}`);
  }
  const stylesheets = files(path.join(BUILD, 'assets'), '.css');
  assert.ok(stylesheets.length > 0, 'no stylesheet in the build');
  for (const file of stylesheets) {
    const route = `/${path.relative(BUILD, file).split(path.sep).join('/')}`;
    for (const url of cssUrls(fs.readFileSync(file, 'utf8'))) if (foreign(url, route)) problems.push(`${route}: url(${url})`);
  }
  assert.deepEqual(problems, []);
});
