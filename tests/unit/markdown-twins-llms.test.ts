import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  type DocInfo,
  renderLlmsFull,
  renderLlmsTxt,
  type SidebarItem,
  sidebarSections,
  twinFile,
  twinPath,
} from '../../plugins/markdown-twins/llms';

const docs = new Map<string, DocInfo>([
  ['concepts/a', {title: 'A', permalink: '/concepts/a', description: 'About\n  A.'}],
  ['concepts/lockup/overview', {title: 'Overview', permalink: '/concepts/lockup/overview', description: 'Lockup.'}],
  ['concepts/lockup/b', {title: 'B [beta]', permalink: '/concepts/lockup/b', description: ''}],
  ['guides/c', {title: 'C', permalink: '/guides/c', description: 'Guide C.'}],
]);

const sidebars: Record<string, SidebarItem[]> = {
  conceptsSidebar: [
    {type: 'doc', id: 'concepts/a'},
    {
      type: 'category',
      label: 'Lockup',
      link: {type: 'doc', id: 'concepts/lockup/overview'},
      items: [{type: 'doc', id: 'concepts/lockup/overview'}, {type: 'doc', id: 'concepts/lockup/b'}, {type: 'link'}],
    },
  ],
  guidesSidebar: [
    {
      type: 'category',
      label: 'Examples',
      link: {type: 'generated-index', permalink: '/guides/examples'},
      items: [{type: 'doc', id: 'guides/c'}],
    },
  ],
};

describe('llms files', () => {
  it('twin paths', () => {
    assert.equal(twinFile('/concepts/streaming'), 'concepts/streaming.md');
    assert.equal(twinFile('/concepts/streaming/'), 'concepts/streaming.md');
    assert.equal(twinFile('/'), 'index.md');
    assert.equal(twinPath('/guides/ai-agents'), '/guides/ai-agents.md');
  });

  it('lists every page once, in sidebar order, with its category path', () => {
    const sections = sidebarSections(sidebars, docs, {conceptsSidebar: 'Concepts', guidesSidebar: 'Guides'});
    assert.deepEqual(
      sections.map((s) => [s.title, s.pages.map((p) => `${p.name} ${p.permalink}`)]),
      [
        ['Concepts', ['A /concepts/a', 'Lockup / Overview /concepts/lockup/overview', 'Lockup / B [beta] /concepts/lockup/b']],
        ['Guides', ['Examples /guides/examples', 'Examples / C /guides/c']],
      ],
    );
    assert.equal(sections[0]?.pages[0]?.description, 'About A.');
  });

  it('renders llms.txt in the llmstxt.org shape', () => {
    const sections = sidebarSections(sidebars, docs, {conceptsSidebar: 'Concepts', guidesSidebar: 'Guides'});
    const txt = renderLlmsTxt({
      title: 'Sablier Docs',
      summary: 'Token\ndistribution.',
      details: 'Details.',
      siteUrl: 'https://x.test',
      sections,
    });
    const lines = txt.split('\n');
    assert.equal(lines[0], '# Sablier Docs');
    assert.equal(lines[2], '> Token distribution.');
    assert.ok(txt.includes('## Concepts\n\n- [A](https://x.test/concepts/a.md): About A.\n'));
    assert.ok(txt.includes('- [Lockup / B \\[beta\\]](https://x.test/concepts/lockup/b.md)\n'));
    assert.ok(txt.indexOf('## Concepts') < txt.indexOf('## Guides'));
  });

  it('renders llms-full.txt with each page after its source URL', () => {
    const full = renderLlmsFull({
      title: 'T',
      summary: 'S',
      siteUrl: 'https://x.test',
      pages: [
        {route: '/a', markdown: '# A\n\nText A.\n'},
        {route: '/b', markdown: '# B\n'},
      ],
    });
    assert.equal(full, '# T\n\n> S\n\n---\n\nSource: https://x.test/a\n\n# A\n\nText A.\n\n---\n\nSource: https://x.test/b\n\n# B\n');
  });
});
