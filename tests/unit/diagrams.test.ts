import assert from 'node:assert/strict';
import {test} from 'node:test';
import {injectDiagrams} from '../../plugins/diagrams/inject';
import {optimizeSvg} from '../../plugins/diagrams/optimize';
import {combineThemes, DARK_PREFIX, mergeColourAttributes, pruneAndPrefix, splitStyle} from '../../plugins/diagrams/themes';

const svg = (fill: string, css: string, extra = '') =>
  `<svg id="d1" viewBox="0 0 10 10"><style>${css}</style><g class="node"><rect fill="${fill}"${extra}/></g></svg>`;

test('splitStyle separates the style element from the markup', () => {
  const {css, rest} = splitStyle(svg('#fff', '#d1 .node{stroke:red}'));
  assert.equal(css, '#d1 .node{stroke:red}');
  assert.match(rest, /<style><\/style>/);
});

test('pruneAndPrefix drops rules for classes the SVG lacks and prefixes dark rules', () => {
  const used = new Set(['node']);
  assert.equal(pruneAndPrefix('#d1 .node{fill:red}#d1 .cluster{fill:blue}', used), '#d1 .node{fill:red}');
  assert.equal(pruneAndPrefix('#d1 .node{fill:red}@keyframes dash{to{x:0}}', used, DARK_PREFIX), `${DARK_PREFIX} #d1 .node{fill:red}`);
  assert.equal(pruneAndPrefix('#d1 .node,#d1 .edge{fill:red}', used), '#d1 .node{fill:red}');
});

test('colour attributes that differ between the renders become variables set per mode', () => {
  const merged = mergeColourAttributes('<rect fill="#eee" x="1"/>', '<rect fill="#111" x="1"/>', 'd1');
  assert.deepEqual(merged, {markup: '<rect style="fill:var(--d1-c0)" x="1"/>', light: ['--d1-c0:#eee'], dark: ['--d1-c0:#111']});
  assert.equal(mergeColourAttributes('<rect x="1"/>', '<rect x="2"/>', 'd1'), undefined, 'geometry differs');
  assert.equal(
    mergeColourAttributes('<rect fill="#e" style="a"/>', '<rect fill="#1" style="a"/>', 'd1'),
    undefined,
    'two style attributes',
  );
});

test('combineThemes makes one SVG whose dark CSS wins under data-theme=dark', () => {
  const out = combineThemes(svg('#eee', '#d1 .node{stroke:#000}'), svg('#111', '#d1 .node{stroke:#fff}'), 'd1', () => 'unused');
  assert.equal((out.match(/<svg/g) ?? []).length, 1);
  assert.match(out, /#d1 \.node\{stroke:#000\}/);
  assert.match(out, /\[data-theme='dark'\] #d1 \.node\{stroke:#fff\}/);
  assert.match(out, /#d1\{--d1-c0:#eee\}\[data-theme='dark'\] #d1\{--d1-c0:#111\}/);
});

test('combineThemes keeps both renders when their geometry differs', () => {
  const light = svg('#eee', '');
  const dark = svg('#111', '').replace('viewBox="0 0 10 10"', 'viewBox="0 0 11 10"');
  const out = combineThemes(light, dark, 'd1', () => dark.replace('id="d1"', 'id="d1-dark"'));
  assert.match(out, /^<svg class="diagram-only-light" id="d1"/);
  assert.match(out, /<svg class="diagram-only-dark" id="d1-dark"/);
});

test('optimizeSvg rounds coordinates and keeps ids, classes, style and accessibility', () => {
  const input =
    '<svg xmlns="http://www.w3.org/2000/svg" id="d1" viewBox="0 0 100.123456789 50" role="graphics-document document" aria-labelledby="t"><title id="t">T</title><style>#d1 .a{fill:red}</style><path class="a" d="M 1.123456789 2.987654321 L 10.5555555 20.4444444"/></svg>';
  const out = optimizeSvg(input);
  assert.match(out, /id="d1"/);
  assert.match(out, /viewBox="0 0 100\.12 50"/);
  assert.match(out, /<title id="t">T<\/title>/);
  assert.match(out, /aria-labelledby="t"/);
  assert.match(out, /<style>#d1 \.a\{fill:red\}<\/style>/);
  assert.doesNotMatch(out, /\d\.\d{3,}/);
});

test('injectDiagrams fills the empty placeholders of minified and quoted HTML', () => {
  const html = '<p>a</p><div class=svg_x data-diagram=0123abcd></div><div class="svg_x" data-diagram="89abcdef"></div>';
  const {html: out, hashes} = injectDiagrams(html, (h) => `<svg id="${h}"></svg>`);
  assert.deepEqual(hashes, ['0123abcd', '89abcdef']);
  assert.equal(
    out,
    '<p>a</p><div class=svg_x data-diagram=0123abcd><svg id="0123abcd"></svg></div><div class="svg_x" data-diagram="89abcdef"><svg id="89abcdef"></svg></div>',
  );
});

test('the style text is decoded for CSS parsing and encoded again as XML', () => {
  const light = svg('#eee', '#d1{font-family:&quot;A B&quot;}#d1 .node>rect{fill:#000}');
  const dark = svg('#111', '#d1{font-family:&quot;A B&quot;}#d1 .node>rect{fill:#fff}');
  assert.equal(splitStyle(light).css, '#d1{font-family:"A B"}#d1 .node>rect{fill:#000}');
  const out = combineThemes(light, dark, 'd1', () => 'unused');
  assert.match(out, /<style>#d1\{font-family:"A B"\}#d1 \.node>rect\{fill:#000\}/);
});

test('differing style declarations become variables and differing ids keep the light value', () => {
  const merged = mergeColourAttributes(
    '<g id="actor1"><line style="stroke:#aaa;stroke-width:1"/></g>',
    '<g id="actor9"><line style="stroke:#bbb;stroke-width:1"/></g>',
    'd1',
  );
  assert.deepEqual(merged, {
    markup: '<g id="actor1"><line style="stroke:var(--d1-c0);stroke-width:1"/></g>',
    light: ['--d1-c0:#aaa'],
    dark: ['--d1-c0:#bbb'],
  });
  assert.equal(mergeColourAttributes('<g style="a:1"/>', '<g style="b:1"/>', 'd1'), undefined);
});
