/**
 * Generated pages are written by the generation step (`npm run generate`), never when a plugin is created: creating
 * the generator plugins (which `docusaurus clear` and `swizzle` do) writes nothing, and a build that skipped the step
 * stops with the command to run instead of failing later on missing pages.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import contractReferencePlugin from '../../plugins/contract-reference';
import {GENERATORS} from '../../plugins/generated-docs/generate-all';
import indexerSchemaPlugin from '../../plugins/indexer-schema';
import pageAssets from '../../plugins/page-assets';
import solanaReferencePlugin from '../../plugins/solana-reference';

const ROOT = path.resolve(__dirname, '..', '..');
const PLUGINS = {
  'contract-reference': contractReferencePlugin,
  'indexer-schema': indexerSchemaPlugin,
  'solana-reference': solanaReferencePlugin,
};

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, {recursive: true, encoding: 'utf8'});
}

describe('the generation step', () => {
  for (const [name, factory] of Object.entries(PLUGINS)) {
    it(`${name}: creating the plugin writes nothing; loading without the step names the command`, async () => {
      const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'generation-step-'));
      try {
        const plugin = factory({siteDir} as LoadContext);
        assert.deepEqual(filesUnder(siteDir), [], 'the plugin wrote files when it was created');
        await assert.rejects(async () => plugin.loadContent?.(), /npm run generate/);
        assert.deepEqual(filesUnder(siteDir), []);
      } finally {
        fs.rmSync(siteDir, {recursive: true, force: true});
      }
    });
  }

  it('page-assets: creating the plugin writes nothing; the fonts and KaTeX subsets are made in loadContent', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'generation-step-'));
    try {
      const plugin = pageAssets({mathRoots: ['docs']})({siteDir} as LoadContext);
      assert.deepEqual(filesUnder(siteDir), [], 'the plugin wrote files when it was created');
      assert.equal(typeof plugin.loadContent, 'function');
    } finally {
      fs.rmSync(siteDir, {recursive: true, force: true});
    }
  });

  it('every generator plugin is checked by its generator entry', () => {
    assert.deepEqual(GENERATORS.map((g) => g.name).sort(), Object.keys(PLUGINS).sort());
  });

  it('npm run build, build:no-browser and start run it first', () => {
    const {scripts} = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
    assert.match(scripts.generate ?? '', /scripts\/generate\.ts/);
    for (const script of ['build', 'build:no-browser', 'start']) {
      assert.match(scripts[script] ?? '', /^npm run generate && /, `${script}: ${scripts[script]}`);
    }
  });
});
