import assert from 'node:assert/strict';
import {test} from 'node:test';
import {slimGlobalData, slimRoute, slimVersionProp, splitBySidebar} from '../../plugins/lean-docs/slim';
import {navbar} from '../../src/config/navbar';

const versionProp = {
  pluginId: 'default',
  version: 'current',
  docsSidebars: {conceptsSidebar: [{type: 'link', href: '/concepts/a', label: 'A', docId: 'concepts/a'}]},
  docs: {
    'concepts/a': {id: 'concepts/a', title: 'A', description: 'A long description of A.', sidebar: 'conceptsSidebar'},
    'concepts/b': {id: 'concepts/b', title: 'B', description: 'B.'},
  },
};

test('slimVersionProp empties the doc map and keeps everything else', () => {
  const slim = slimVersionProp(versionProp);
  assert.deepEqual(slim.docs, {});
  assert.deepEqual(slim.docsSidebars, versionProp.docsSidebars);
  assert.equal(slim.version, 'current');
  // The input is not changed: the docs plugin keeps its own content.
  assert.equal(versionProp.docs['concepts/a'].description, 'A long description of A.');
  // Anything else passes through.
  assert.deepEqual(slimVersionProp({docs: 'x'}), {docs: 'x'});
});

test('slimRoute slims the version prop of the version route, nested or not, and nothing else', () => {
  const route = {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [{path: '/', component: '@theme/DocVersionRoot', props: {version: versionProp}, routes: [{path: '/concepts/a', exact: true}]}],
  };
  const slim = slimRoute(route);
  const inner = slim.routes?.[0];
  assert.equal(JSON.stringify(slim).includes('description'), false);
  assert.deepEqual((inner?.props?.version as {docs: unknown} | undefined)?.docs, {});
  assert.equal(inner?.component, '@theme/DocVersionRoot');
  assert.deepEqual(inner?.routes, [{path: '/concepts/a', exact: true}]);
  assert.equal(Object.hasOwn(slim, 'props'), false);
});

test('slimGlobalData empties the per-version doc lists only', () => {
  const data = {
    path: '/',
    breadcrumbs: true,
    versions: [{name: 'current', mainDocId: 'a', docs: [{id: 'a', path: '/a'}], sidebars: {s: {}}}],
  };
  assert.deepEqual(slimGlobalData(data), {...data, versions: [{...data.versions[0], docs: []}]});
});

test('the navbar has no doc or docSidebar items, which would need the global doc lists', () => {
  for (const item of navbar.items) {
    const type = (item as {type?: string}).type;
    assert.ok(type !== 'doc' && type !== 'docSidebar' && type !== 'docsVersionDropdown', `navbar item ${JSON.stringify(item)}`);
  }
});

test('splitBySidebar gives each sidebar its own version route with its docs and its sidebar only', () => {
  const version = {
    ...versionProp,
    docs: {},
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
