import assert from 'node:assert/strict';
import {test} from 'node:test';
import {slimGlobalData, slimRoute, slimVersionProp} from '../../plugins/lean-docs/slim';
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

test('slimVersionProp drops doc descriptions and keeps everything else', () => {
  const slim = slimVersionProp(versionProp);
  assert.deepEqual(slim.docs, {
    'concepts/a': {id: 'concepts/a', title: 'A', sidebar: 'conceptsSidebar'},
    'concepts/b': {id: 'concepts/b', title: 'B'},
  });
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
