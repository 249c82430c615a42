import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import type {Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import katex from 'katex';
import {charactersOf, fallbackFace, readFontsourceFaces} from '../../plugins/page-assets/fonts';
import {drawnCharacters, mathExpressions} from '../../plugins/page-assets/katex';
import rehypeKatexStylesheet, {katexCharacters} from '../../plugins/page-assets/rehype-katex-stylesheet';

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

test('drawnCharacters reads only the visible KaTeX markup', () => {
  const chars = drawnCharacters(katex.renderToString('x \\times 2'));
  assert.ok(chars.has('x'));
  assert.ok(chars.has('×'));
  assert.ok(chars.has('2'));
  // The MathML copy spells the operator as text too, but it is not drawn with KaTeX's fonts.
  assert.ok(!chars.has('\\'));
});

function katexTree(tex: string): Root {
  return fromHtml(`<p>${katex.renderToString(tex)}</p>`, {fragment: true});
}

test('the rehype plugin links the KaTeX stylesheet from pages with math only', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katex-'));
  const manifestFile = path.join(dir, 'manifest.json');
  fs.writeFileSync(manifestFile, JSON.stringify({stylesheet: '/assets/katex/katex.abc.css', characters: 'x2×'}));
  const transform = rehypeKatexStylesheet({manifestFile});

  const withMath = katexTree('x \\times 2');
  transform(withMath, {path: 'page.mdx'});
  const json = JSON.stringify(withMath);
  assert.match(json, /"href","value":"\/assets\/katex\/katex.abc.css"/);
  assert.match(json, /import KatexStylesheetHead from '@docusaurus\/Head'/);

  const display = fromHtml(katex.renderToString('x \\times 2', {displayMode: true}), {fragment: true});
  transform(display, {path: 'display.mdx'});
  assert.match(JSON.stringify(display), /"className":\["katex-display"\],"tabIndex":0/);

  const plain = fromHtml('<p>No math here</p>', {fragment: true});
  transform(plain, {path: 'plain.mdx'});
  assert.doesNotMatch(JSON.stringify(plain), /katex/);
  assert.equal(katexCharacters(plain).size, 0);

  assert.throws(() => transform(katexTree('y'), {path: 'other.mdx'}), /other\.mdx: KaTeX draws "y"/);
});
