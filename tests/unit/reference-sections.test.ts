import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element as HastElement, ElementContent, Root, RootContent} from 'hast';
import rehypeReferenceSections, {SECTION_CLASS, sectionize} from '../../plugins/reference-sections/rehype';

// plugins/reference-sections: the generated reference in one section per heading (drawn near the viewport only).
test('reference sections: each heading starts a section that runs to the next heading; the introduction stays', () => {
  const h = (tagName: string, text: string): HastElement => ({
    type: 'element',
    tagName,
    properties: {},
    children: [{type: 'text', value: text}],
  });
  const nl: RootContent = {type: 'text', value: '\n'};
  const name = (n: RootContent | ElementContent) => (n.type === 'element' ? n.tagName : n.type);
  const out = sectionize([
    h('p', 'intro'),
    nl,
    h('h2', 'Functions'),
    nl,
    h('h3', 'withdraw'),
    nl,
    h('pre', 'code'),
    h('table', 't'),
    h('h4', 'x'),
    h('p', 'y'),
  ]);
  assert.deepEqual(out.map(name), ['p', 'text', 'section', 'section', 'section']);
  const sections = out.filter((n): n is HastElement => n.type === 'element' && n.tagName === 'section');
  assert.deepEqual(
    sections.map((s) => s.children.filter((c) => c.type === 'element').map(name)),
    [['h2'], ['h3', 'pre', 'table'], ['h4', 'p']],
  );
  for (const section of sections) assert.deepEqual(section.properties.className, [SECTION_CLASS]);
  assert.deepEqual(sectionize([h('p', 'only')]).map(name), ['p'], 'a page without headings is left as it is');

  const page = (): Root => ({type: 'root', children: [h('h2', 'a'), h('p', 'b')]});
  const handWritten = page();
  rehypeReferenceSections()(handWritten, {path: '/repo/docs/guides/x.md'});
  assert.deepEqual(handWritten.children.map(name), ['h2', 'p'], 'hand-written pages are not sectioned');
  const generated = page();
  rehypeReferenceSections()(generated, {path: '/repo/docs/.generated/reference/x.md'});
  assert.deepEqual(generated.children.map(name), ['section']);
});
