/**
 * The search page (src/theme/SearchPage) has no version menus: the site's docs are unversioned, and the page searches
 * each docs plugin's latest version. `docusaurus docs:version` writes `versions.json` (`<pluginId>_versions.json` for a
 * second docs plugin); when one exists, the menus must come back from the theme's page (see the page's header).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const ROOT = path.resolve(__dirname, '../..');

test('the docs are unversioned, as the search page without version menus assumes', () => {
  const versionFiles = fs.readdirSync(ROOT).filter((name) => /^(\w+_)?versions\.json$/.test(name));
  assert.deepEqual(versionFiles, []);
});
