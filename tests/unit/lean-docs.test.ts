import assert from 'node:assert/strict';
import {test} from 'node:test';
import {cardDocIds, slimGlobalData, slimRoute, slimVersionProp, splitBySidebar, usesDocCards} from '../../plugins/lean-docs/slim';
import {navbar} from '../../config/navbar';

const versionProp = {
  pluginId: 'default',
  version: 'current',
  docsSidebars: {conceptsSidebar: [{type: 'link', href: '/concepts/a', label: 'A', docId: 'concepts/a'}]},
  docs: {
    'concepts/a': {id: 'concepts/a', title: 'A', description: 'A long description of A.', sidebar: 'conceptsSidebar'},
    'concepts/b': {id: 'concepts/b', title: 'B', description: 'B.'},
  },
};

test('slimVersionProp keeps the docs of one sidebar, or the docs in none of the split sidebars, and everything else', () => {
  const concepts = slimVersionProp(versionProp, 'conceptsSidebar', ['conceptsSidebar']);
  assert.deepEqual(Object.keys(concepts.docs), ['concepts/a']);
  assert.equal(concepts.docs['concepts/a']?.description, 'A long description of A.', 'DocCard reads the description');
  assert.deepEqual(concepts.docsSidebars, versionProp.docsSidebars);
  assert.equal(concepts.version, 'current');
  assert.deepEqual(Object.keys(slimVersionProp(versionProp, undefined, ['conceptsSidebar']).docs), ['concepts/b']);
  // A doc of a sidebar that was not split off stays with the rest.
  assert.deepEqual(Object.keys(slimVersionProp(versionProp, undefined, []).docs), ['concepts/a', 'concepts/b']);
  // The input is not changed: the docs plugin keeps its own content.
  assert.equal(Object.keys(versionProp.docs).length, 2);
  // Anything else passes through.
  assert.deepEqual(slimVersionProp({docs: 'x'}, undefined), {docs: 'x'});
});

test('slimRoute leaves a version route it cannot split whole: every sidebar and every doc', () => {
  const route = {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [{path: '/', component: '@theme/DocVersionRoot', props: {version: versionProp}, routes: [{path: '/concepts/a', exact: true}]}],
  };
  assert.deepEqual(slimRoute(route), route);
});

test('slimGlobalData empties the doc list of a single version, and keeps two versions whole for the version banner', () => {
  const current = {name: 'current', mainDocId: 'a', docs: [{id: 'a', path: '/a'}], sidebars: {s: {}}};
  const data = {path: '/', breadcrumbs: true, versions: [current]};
  assert.deepEqual(slimGlobalData(data), {...data, versions: [{...current, docs: []}]});
  const two = {...data, versions: [current, {...current, name: '1.x', docs: [{id: 'a', path: '/1.x/a'}]}]};
  assert.deepEqual(slimGlobalData(two), two);
});

test('the navbar has no doc or docSidebar items, which would need the global doc lists', () => {
  for (const item of navbar.items) {
    const type = (item as {type?: string}).type;
    assert.ok(type !== 'doc' && type !== 'docSidebar' && type !== 'docsVersionDropdown', `navbar item ${JSON.stringify(item)}`);
  }
});

test('splitBySidebar gives each sidebar its own version route with its docs, its doc map and its sidebar only', () => {
  const version = {
    ...versionProp,
    docs: {
      'concepts/a': {id: 'concepts/a', title: 'A', description: 'A.', sidebar: 'conceptsSidebar'},
      'guides/b': {id: 'guides/b', title: 'B', description: 'B.', sidebar: 'guidesSidebar'},
      'snippets/c': {id: 'snippets/c', title: 'C', description: 'C.'},
    },
    docsSidebars: {conceptsSidebar: [{type: 'link', href: '/concepts/a'}], guidesSidebar: [{type: 'link', href: '/guides/b'}]},
  };
  const docRoot = {
    path: '/',
    component: '@theme/DocRoot',
    routes: [
      {path: '/concepts/a', exact: true, sidebar: 'conceptsSidebar'},
      {path: '/concepts', exact: true, sidebar: 'conceptsSidebar'},
      {path: '/guides/b', exact: true, sidebar: 'guidesSidebar'},
      {path: '/snippets/c', exact: true},
    ],
  };
  const tags = {path: '/tags', exact: true};
  const route = {path: '/', component: '@theme/DocVersionRoot', props: {version}, routes: [docRoot, tags]};
  const split = splitBySidebar(route);
  assert.deepEqual(
    split.map((r) => [r.path, Object.keys((r.props.version as {docsSidebars: object}).docsSidebars)]),
    [
      ['/concepts', ['conceptsSidebar']],
      ['/guides', ['guidesSidebar']],
      ['/', []],
    ],
  );
  assert.deepEqual(
    split[0]?.routes.map((r) => [r.path, (r as {routes?: {path: string}[]}).routes?.map((d) => d.path)]),
    [['/concepts', ['/concepts/a', '/concepts']]],
  );
  assert.deepEqual(split[2]?.routes, [{...docRoot, routes: [{path: '/snippets/c', exact: true}]}, tags]);
  // Each part carries the doc map of its own sidebar (DocCard, generated-index pages), the rest the other docs.
  assert.deepEqual(
    split.map((r) => Object.keys((r.props.version as {docs: object}).docs)),
    [['concepts/a'], ['guides/b'], ['snippets/c']],
  );
  // Through slimRoute, from the docs root down.
  const root = slimRoute({path: '/', component: '@theme/DocsRoot', routes: [route]});
  assert.equal(root.routes?.length, 3);
  // A doc outside its sidebar's prefix (or another group's doc inside it) keeps the route whole.
  const mixed = {
    ...route,
    routes: [{...docRoot, routes: [...docRoot.routes, {path: '/concepts/x', exact: true, sidebar: 'guidesSidebar'}]}],
  };
  assert.deepEqual(splitBySidebar(mixed), [mixed]);
  const inside = {...route, routes: [{...docRoot, routes: [...docRoot.routes, {path: '/guides/z', exact: true}]}]};
  assert.deepEqual(splitBySidebar(inside), [inside]);
});

test('cardDocIds: the docs directly in a generated-index category, and all docs of a sidebar whose pages render cards', () => {
  const version = {
    docs: [
      {id: 'g/a', source: '@site/docs/g/a.mdx'},
      {id: 'g/sub/b', source: '@site/docs/g/sub/b.mdx'},
      {id: 'g/c', source: '@site/docs/g/c.mdx'},
      {id: 'r/x', source: '@site/docs/r/x.mdx'},
      {id: 'r/y', source: '@site/docs/r/y.mdx'},
      {id: 'k/cards', source: '@site/docs/k/cards.mdx'},
      {id: 'k/z', source: '@site/docs/k/z.mdx'},
    ],
    sidebars: {
      guides: [
        {
          type: 'category',
          link: {type: 'generated-index'},
          items: [
            {type: 'doc', id: 'g/a'},
            {type: 'category', items: [{type: 'doc', id: 'g/sub/b'}]},
          ],
        },
        {type: 'doc', id: 'g/c'},
      ],
      reference: [
        {
          type: 'category',
          items: [
            {type: 'doc', id: 'r/x'},
            {type: 'doc', id: 'r/y'},
          ],
        },
      ],
      cards: [{type: 'category', link: {type: 'doc', id: 'k/cards'}, items: [{type: 'doc', id: 'k/z'}]}],
    },
  };
  const sources: Record<string, string> = {'@site/docs/k/cards.mdx': '# Cards\n\n<DocCardList />\n'};
  const ids = cardDocIds(version, (source) => sources[source] ?? '# A page\n');
  assert.deepEqual([...ids].sort(), ['g/a', 'k/cards', 'k/z']);
  assert.equal(usesDocCards('<DocCard item={item} />'), true);
  assert.equal(usesDocCards('A DocCardList is a list.'), false);
  // The doc map of a split part keeps only those docs.
  const keep = slimVersionProp(versionProp, 'conceptsSidebar', ['conceptsSidebar'], new Set(['concepts/b']));
  assert.deepEqual(keep.docs, {});
});
