import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {Element} from 'hast';
import {CODE_THEMES, highlight, loadPrism} from '../../plugins/code-highlight/prism';
import {highlightBlock} from '../../plugins/code-highlight/rehype';
import {prism} from '../../config/prism';
import {codeTextOf, cssStyleFor, highlightToHtml, plainHtml, STATIC_CODE_CLASS, themeCss} from '../../src/lib/prism/staticHtml';
import {normalizeTokens, type PrismToken, styleForToken, themeToDict} from '../../src/lib/prism/tokens';

/** Every fenced block of the docs: language and code. */
function fences(): {file: string; language: string; code: string}[] {
  const docs = path.join(__dirname, '..', '..', 'docs');
  return fs
    .readdirSync(docs, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) =>
      [...fs.readFileSync(path.join(docs, file), 'utf8').matchAll(/^(\s*)```(\w*)[^\n]*\n([\s\S]*?)\n\1```/gm)]
        .filter((m) => m[2] !== 'mermaid')
        .map((m) => ({file, language: m[2] || 'text', code: m[3] as string})),
    );
}

test('every fenced block of the docs highlights at build time, and its text is the code', () => {
  const blocks = fences();
  assert.ok(blocks.length > 100, `found ${blocks.length} blocks`);
  for (const {file, language, code} of blocks) {
    const html = highlight(code, language);
    assert.ok(html !== undefined, `${file}: a ${language} block would highlight in the browser`);
    assert.equal(codeTextOf(html), code, `${file}: the copy text differs from the code`);
  }
});

test('each token gets the theme colour of both modes from the stylesheet', () => {
  const instance = loadPrism(prism.additionalLanguages);
  const sample = 'contract A is B {\n  /// @notice x\n  uint256 public constant X = 1e18; // y\n  string s = "a<b>&c";\n}\n';
  const html = highlightToHtml(instance, sample, 'solidity', CODE_THEMES) ?? '';
  const tokens = normalizeTokens(instance.tokenize(sample, instance.languages.solidity) as (string | PrismToken)[]).flat();
  for (const mode of ['light', 'dark'] as const) {
    const dict = themeToDict(CODE_THEMES[mode], 'solidity');
    for (const token of tokens) {
      const {display: _d, ...expected} = (styleForToken(dict, {types: token.types}) ?? {}) as Record<string, unknown>;
      const clean = Object.fromEntries(Object.entries(expected).filter(([, v]) => v !== undefined));
      assert.deepEqual(cssStyleFor(CODE_THEMES[mode], token.types), clean, `${mode} ${token.types.join(' ')}`);
    }
  }
  // Plain text is bare text, not a span: the stylesheet gives `plain` no colour of its own.
  assert.deepEqual(cssStyleFor(CODE_THEMES.light, ['plain']), {});
  assert.deepEqual(cssStyleFor(CODE_THEMES.dark, ['plain']), {});
  assert.doesNotMatch(html, /<span class="token plain">/, 'only an empty line keeps its (inline-block) span');
  assert.match(html, /<span class="token keyword">is<\/span> B <span/, 'plain text between tokens is bare text');
  // Escaped, and read back.
  assert.match(html, /"a&lt;b&gt;&amp;c"/);
  assert.equal(codeTextOf(html), sample.replace(/\n$/, '\n'));
});

test('the stylesheet holds the contrast-raised colours of both themes, each under its mode', () => {
  const css = themeCss(CODE_THEMES);
  const light = prism.theme.styles.find((s) => s.types.includes('comment'))?.style.color as string;
  const dark = prism.darkTheme.styles.find((s) => s.types.includes('comment'))?.style.color as string;
  assert.ok(css.includes(`:root:not([data-theme='dark']) .${STATIC_CODE_CLASS} .token.comment{color:${light};font-style:italic}`));
  assert.ok(css.includes(`[data-theme='dark'] .${STATIC_CODE_CLASS} .token.comment{color:${dark};font-style:italic}`));
  assert.ok(css.includes(`--prism-background-color:${prism.darkTheme.plain.backgroundColor}`));
});

test('a token whose types the stylesheet would style differently from the theme carries its own style', () => {
  const instance = loadPrism(['clike']);
  instance.languages.test = {keyword: {pattern: /\bif\b/, alias: 'x'}};
  // The theme merges a token's types in the token's order (x wins), the stylesheet in the theme's (keyword wins).
  const theme = {
    plain: {},
    styles: [
      {types: ['x'], style: {color: 'blue'}},
      {types: ['keyword'], style: {color: 'red'}},
    ],
  };
  const dark = {plain: {}, styles: [{types: ['keyword'], style: {color: 'pink', fontStyle: 'italic'}}]};
  assert.equal(
    highlightToHtml(instance, 'if', 'test', {light: theme, dark}),
    '<div class="token-line"><span class="token keyword x token-own" style="--lc:blue;--dc:pink;--df:italic">if</span><br></div>',
  );
  assert.match(
    themeCss({light: theme, dark}),
    /\[data-theme='dark'\] \.code-block-static \.token\.token-own\.token-own\{color:var\(--dc,inherit\);font-style:var\(--df,inherit\)/,
  );
  // Where the orders agree, classes only.
  const ok = {
    plain: {},
    styles: [
      {types: ['keyword'], style: {color: 'red'}},
      {types: ['x'], style: {color: 'blue'}},
    ],
  };
  assert.match(highlightToHtml(instance, 'if', 'test', {light: ok, dark: ok}) ?? '', /<span class="token keyword x">if<\/span>/);
  // A property the override rule does not set: the block highlights in the browser.
  const odd = {
    plain: {},
    styles: [
      {types: ['x'], style: {background: 'blue'}},
      {types: ['keyword'], style: {background: 'red'}},
    ],
  };
  assert.equal(highlightToHtml(instance, 'if', 'test', {light: odd, dark: odd}), undefined);
});

test('the rehype step highlights fences and keeps their title', () => {
  const block = (meta: string, code: string, lang = 'ts'): Element => ({
    type: 'element',
    tagName: 'code',
    properties: {className: [`language-${lang}`], metastring: meta, live: false},
    children: [{type: 'text', value: `${code}\n`}],
  });
  const titled = block('title="a.ts"', 'const a = 1;');
  assert.equal(highlightBlock(titled), true);
  assert.equal(titled.properties.title, 'a.ts');
  assert.equal(codeTextOf(titled.properties.html as string), 'const a = 1;');
  assert.deepEqual(titled.children, []);
  const plain = block('', 'x', 'TEXT');
  assert.equal(highlightBlock(plain), true);
  assert.deepEqual(plain.properties.className, ['language-text']);
});

test('plain lines read back as the code', () => {
  const code = 'a < b\n\n  c & d';
  assert.equal(codeTextOf(plainHtml(code)), code);
  assert.match(plainHtml(code), /^<div class="token-line"><span class="token plain">a &lt; b<\/span><br><\/div>/);
});
