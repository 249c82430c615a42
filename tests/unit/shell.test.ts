import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import vm from 'node:vm';
import {ANNOUNCEMENT_RESET_SCRIPT, ANNOUNCEMENT_STORAGE, announcementBar, announcementResetHeadTag} from '../../config/announcement';
import {chatWidgetScripts} from '../../config/chat';
import {FOOTER_GROUPS} from '../../config/footer';
import {navbar, SECTION_LINKS, SOLANA_MENU} from '../../config/navbar';
import {CURRENT_RELEASES} from '../../src/config/releases';

test('the navbar lists the seven sections on the left and the community links on the right', () => {
  const left = navbar.items.filter((item) => item.position === 'left').map((item) => item.label);
  const right = navbar.items.filter((item) => item.position === 'right').map((item) => item.label);
  assert.deepEqual(left, ['Concepts', 'Guides', 'References', 'APIs', 'Apps', 'Solana', 'Support']);
  assert.deepEqual(right, ['Discord', 'GitHub', 'Links']);
  assert.equal(navbar.title, 'Sablier Docs');
  assert.equal(navbar.hideOnScroll, true);
  for (const link of [...SECTION_LINKS, SOLANA_MENU]) assert.ok(link.to.startsWith(link.activeBasePath), link.label);
  // Every item of the Solana menu stays inside the section, so the menu is active on each of its pages.
  for (const item of SOLANA_MENU.items) assert.ok(item.to.startsWith(`${SOLANA_MENU.activeBasePath}/`), item.label);
});

test('the footer has the Company, Community and Developers groups', () => {
  assert.deepEqual(
    FOOTER_GROUPS.map((group) => group.title),
    ['Company', 'Community', 'Developers'],
  );
  for (const group of FOOTER_GROUPS) {
    assert.ok(group.items.length >= 4, group.title);
    for (const item of group.items) assert.match(item.href, /^(https:\/\/|mailto:)/, item.label);
  }
});

test('the announcement bar is keyed by the current Lockup release so a new release shows again', () => {
  assert.equal(announcementBar.id, `lockup-${CURRENT_RELEASES.lockup}`);
  assert.ok(announcementBar.content.includes(CURRENT_RELEASES.lockup));
  assert.equal(announcementBar.isCloseable, true);
});

test('the chat widget is only added when configured, and only with a valid id', () => {
  assert.deepEqual(chatWidgetScripts({}), []);
  assert.deepEqual(chatWidgetScripts({CRISP_WEBSITE_ID: '  '}), []);
  const id = '92622997-08e9-4b31-951d-eeaf3b3041ff';
  assert.deepEqual(chatWidgetScripts({CRISP_WEBSITE_ID: id}), [{src: '/js/chat-widget.js', async: true, 'data-website-id': id}]);
  assert.throws(() => chatWidgetScripts({CRISP_WEBSITE_ID: '"><script>'}), /UUID/);
});

test('the head script clears a dismissal stored for another bar id, and keeps one stored for the current id', () => {
  const run = (stored: Record<string, string>) => {
    const store = new Map(Object.entries(stored));
    const localStorage = {getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v)};
    const currentScript = {getAttribute: (name: string) => (name === 'data-announcement-id' ? 'lockup-v3.0' : null)};
    vm.runInNewContext(ANNOUNCEMENT_RESET_SCRIPT, {window: {localStorage}, document: {currentScript}});
    return Object.fromEntries(store);
  };
  const {dismiss, id} = ANNOUNCEMENT_STORAGE;
  assert.deepEqual(run({[dismiss]: 'true', [id]: 'lockup-v2.0'}), {[dismiss]: 'false', [id]: 'lockup-v2.0'});
  assert.deepEqual(run({[dismiss]: 'true', [id]: 'lockup-v3.0'}), {[dismiss]: 'true', [id]: 'lockup-v3.0'});
  assert.deepEqual(run({}), {});
  // No storage at all (a browser that blocks it): the script does nothing and throws nothing.
  assert.doesNotThrow(() => vm.runInNewContext(ANNOUNCEMENT_RESET_SCRIPT, {window: {}, document: {}}));
  // The head tag carries the current id; its body does not, so its hash stays the same for every announcement.
  assert.equal(announcementResetHeadTag.attributes['data-announcement-id'], announcementBar.id);
  assert.ok(!ANNOUNCEMENT_RESET_SCRIPT.includes(announcementBar.id));
  // The theme's own keys, as its inline script and state read them.
  const theme = fs.readFileSync(require.resolve('@docusaurus/theme-classic/lib/inlineScripts.js'), 'utf8');
  assert.ok(theme.includes(`\`${dismiss}\${siteStorage.namespace}\``), 'the theme script reads another dismissal key');
  const state = fs.readFileSync(
    path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'contexts', 'announcementBar.js'),
    'utf8',
  );
  for (const key of [dismiss, id]) assert.ok(state.includes(`createStorageSlot('${key}')`), `the theme's state does not use ${key}`);
});
