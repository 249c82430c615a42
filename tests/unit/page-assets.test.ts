import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import type {Element, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import katex from 'katex';
import {charactersOf, fallbackFace, readFontsourceFaces} from '../../plugins/page-assets/fonts';
import {drawnCharacters, katexFontModel, mathExpressions} from '../../plugins/page-assets/katex';
import {matchFace} from '../../plugins/page-assets/katex-fonts';
import {withCacheVersion} from '../../plugins/page-assets/index';
import rehypeKatexStylesheet, {compactFormula, katexCharacters} from '../../plugins/page-assets/rehype-katex-stylesheet';

test('charactersOf expands unicode ranges and skips control characters', () => {
  assert.equal(charactersOf('U+0041-0043,U+2014'), 'ABC—');
  assert.equal(charactersOf('U+0000-0021'), ' !');
  assert.throws(() => charactersOf('nonsense'), /not understood/);
});

test('the Urbanist faces come from the fontsource-variable package, latin first', () => {
  const faces = readFontsourceFaces(path.dirname(require.resolve('@fontsource-variable/urbanist/package.json')));
  assert.deepEqual(
    faces.map((f) => f.subset),
    ['latin', 'latin-ext'],
  );
  for (const face of faces) assert.ok(fs.existsSync(face.source), face.source);
  assert.match(faces[0]?.unicodeRange ?? '', /^U\+0000-00FF/);
});

test('the fallback face is size-adjusted and covers Arial and its metric twin', () => {
  const css = fallbackFace();
  assert.match(css, /font-family: "Urbanist Fallback"/);
  assert.match(css, /size-adjust: \d+(\.\d+)?%/);
  assert.match(css, /ascent-override/);
  assert.match(css, /local\('Liberation Sans'\)/);
});

test('mathExpressions finds inline and display math in MDX, not in code', () => {
  const source = [
    '---',
    'title: $not math$',
    '---',
    'import X from "./x";',
    '',
    'Rate $r = a / t$ per second.',
    '',
    '$$',
    '\\sum_{i} x_i',
    '$$',
    '',
    '```ts',
    'const s = "$nope$";',
    '```',
    '',
    ':::tip',
    'Inside $y$ too.',
    ':::',
  ].join('\n');
  assert.deepEqual(mathExpressions(source, true), [
    {value: 'r = a / t', displayMode: false},
    {value: '\\sum_{i} x_i', displayMode: true},
    {value: 'y', displayMode: false},
  ]);
});

const faceChars = (map: Map<string, Set<string>>) => Object.fromEntries([...map].map(([face, set]) => [face, [...set].sort().join('')]));

test('drawnCharacters reads only the visible KaTeX markup, per face', () => {
  const chars = faceChars(drawnCharacters(katex.renderToString('x \\times 2')));
  // `x` is a math variable (KaTeX_Math italic); the operator and the digit are upright (KaTeX_Main). The MathML copy
  // spells the operator as text too, but it is not drawn with KaTeX's fonts.
  assert.deepEqual(chars, {'KaTeX_Math-Italic': 'x', 'KaTeX_Main-Regular': '2×'});
});

test('the face of a character follows the cascade of katex.min.css', () => {
  const chars = faceChars(
    drawnCharacters(
      katex.renderToString('\\Bigg( \\mathbb{R} \\boldsymbol{\\alpha} \\mathbf{v} \\sum_{i} \\text{rate}', {displayMode: true}),
    ),
  );
  assert.deepEqual(chars, {
    'KaTeX_Size4-Regular': '(',
    'KaTeX_AMS-Regular': 'R',
    'KaTeX_Math-BoldItalic': 'α',
    'KaTeX_Main-Bold': 'v',
    'KaTeX_Size2-Regular': '∑',
    'KaTeX_Math-Italic': 'i',
    // KaTeX puts a zero-width space after a sub/superscript stack (for Safari): upright text, so KaTeX_Main.
    'KaTeX_Main-Regular': 'aert\u200b',
  });
});

test('matchFace picks the style first, then the weight, as browsers do', () => {
  const {faces} = katexFontModel();
  // KaTeX_Math has italic faces only: upright text in that family is drawn italic.
  assert.equal(matchFace(faces, 'KaTeX_Math', false, false)?.name, 'KaTeX_Math-Italic');
  assert.equal(matchFace(faces, 'KaTeX_Main', true, true)?.name, 'KaTeX_Main-BoldItalic');
  assert.equal(matchFace(faces, 'KaTeX_Size1', true, false)?.name, 'KaTeX_Size1-Regular');
  assert.equal(matchFace(faces, 'Times New Roman', false, false), undefined);
});

function katexTree(tex: string): Root {
  return fromHtml(`<p>${katex.renderToString(tex)}</p>`, {fragment: true});
}

test('the rehype plugin links the KaTeX stylesheet from pages with math only', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katex-'));
  const manifestFile = path.join(dir, 'manifest.json');
  fs.writeFileSync(
    manifestFile,
    JSON.stringify({
      stylesheet: '/assets/katex/katex.abc.css',
      characters: {'KaTeX_Math-Italic': 'x', 'KaTeX_Main-Regular': '2×'},
    }),
  );
  const transform = rehypeKatexStylesheet({manifestFile});

  const withMath = katexTree('x \\times 2');
  transform(withMath, {path: 'page.mdx'});
  const json = JSON.stringify(withMath);
  assert.match(json, /"href","value":"\/assets\/katex\/katex.abc.css"/);
  // A plain link at the start of the content, not a <Head> one (see stylesheetLink).
  assert.equal((withMath.children[0] as unknown as {type: string; name: string}).name, 'link');
  assert.doesNotMatch(json, /@docusaurus\/Head/);

  // The formula itself reaches the page as one HTML string, the same markup KaTeX rendered.
  assert.match(
    json,
    /"type":"mdxJsxTextElement","name":"span","attributes":\[\{"type":"mdxJsxAttribute","name":"className","value":"katex"\}/,
  );
  assert.match(json, /"name":"dangerouslySetInnerHTML"/);
  const paragraph = katexTree('x').children[0] as Element;
  const formula = compactFormula(paragraph.children[0] as Element);
  const expression = JSON.parse(JSON.stringify(formula)).attributes[1].value.data.estree.body[0].expression;
  const html = expression.properties[0].value.value as string;
  assert.equal(html, katex.renderToString('x').replace(/^<span class="katex">|<\/span>$/g, ''));

  const display = fromHtml(katex.renderToString('x \\times 2', {displayMode: true}), {fragment: true});
  transform(display, {path: 'display.mdx'});
  assert.match(JSON.stringify(display), /"className":\["katex-display"\],"tabIndex":0/);

  const plain = fromHtml('<p>No math here</p>', {fragment: true});
  transform(plain, {path: 'plain.mdx'});
  assert.doesNotMatch(JSON.stringify(plain), /katex/);
  assert.equal(katexCharacters(plain).size, 0);

  assert.throws(() => transform(katexTree('y'), {path: 'other.mdx'}), /other\.mdx: KaTeX draws "y" \(KaTeX_Math-Italic\)/);
  // A character the manifest holds, but for another face, is a miss too: `2` upright is in, `2` bold is not.
  assert.throws(() => transform(katexTree('\\mathbf{2}'), {path: 'bold.mdx'}), /bold\.mdx: KaTeX draws "2" \(KaTeX_Main-Bold\)/);
});

test('a change of the KaTeX stylesheet evicts the persistent bundler cache (Rspack or webpack), and no cache stays off', () => {
  const rspack = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc', buildDependencies: ['x']}}};
  const a = withCacheVersion(rspack, '/assets/katex/katex.1111.css');
  const b = withCacheVersion(rspack, '/assets/katex/katex.2222.css');
  type Result = ReturnType<typeof withCacheVersion>;
  const cacheOf = (r: Result) => {
    assert.ok(r.experiments, 'Rspack cache settings');
    return (r.experiments as {cache: {version: string; buildDependencies: string[]}}).cache;
  };
  const version = (r: Result) => cacheOf(r).version;
  assert.match(version(a), /^client-production-en-3\.10\.2-abc-[0-9a-f]{8}$/);
  assert.notEqual(version(a), version(b));
  assert.deepEqual(cacheOf(a).buildDependencies, ['x']);
  const webpack = withCacheVersion({cache: {type: 'filesystem', version: 'v'}}, 'k');
  assert.ok(webpack.cache, 'webpack cache settings');
  assert.match((webpack.cache as {version: string}).version, /^v-[0-9a-f]{8}$/);
  assert.deepEqual(withCacheVersion({cache: undefined, experiments: {}}, 'k'), {});
  assert.deepEqual(withCacheVersion({cache: true}, 'k'), {});
});
