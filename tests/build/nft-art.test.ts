/**
 * The NFT page of the built site shows the images the descriptor contracts produced (plugins/nft-art) as static SVG
 * files with alt text, and the SVG markup stays out of the JavaScript. That the browser decodes them and lays them out
 * at a useful size is in tests/e2e/nft-art.test.ts. Needs a build: run `npx docusaurus build` first.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {NftGalleryEntry} from '../../plugins/nft-art';
import {builtPage, selectAll} from '../support/built-page';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');

describe('NFT images in the build', () => {
  const entries = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/generated/nft-gallery.json'), 'utf8')) as NftGalleryEntry[];
  const html = fs.readFileSync(path.join(BUILD, 'concepts/nft/index.html'), 'utf8');

  it('every image is an <img> with its alt text, and the file is the SVG', () => {
    assert.equal(entries.length, 5);
    for (const entry of entries) {
      const tag = html.match(new RegExp(`<img[^>]*src=["']?${entry.src}["'\\s][^>]*>`))?.[0];
      assert.ok(tag, `no <img> for ${entry.src}`);
      const alt = entry.alt.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
      assert.ok(tag.includes(`alt="${alt}"`) || tag.includes(`alt=${alt}`), `alt text of ${entry.src}`);
      const svg = fs.readFileSync(path.join(BUILD, entry.src), 'utf8');
      assert.match(svg, /^<svg[\s>]/);
    }
  });

  it('the page has the five images, each with alt text that describes it, in the static HTML', () => {
    const images = selectAll('img[src^="/img/nft/"]', builtPage('/concepts/nft').tree);
    assert.equal(images.length, 5);
    for (const image of images) {
      assert.match(String(image.properties.alt), /^(Sablier Lockup NFT #\d+: .*Progress .*Status .*|Flow NFT .*)$/);
    }
  });

  it('the SVG markup is not shipped in JavaScript', () => {
    // The opening of each image (its root element and first shapes) must appear in no script. Later stretches can
    // legitimately appear: the reference pages quote constants such as the logo path.
    const samples = entries.map((entry) => fs.readFileSync(path.join(BUILD, entry.src), 'utf8').slice(0, 120));
    const assets = path.join(BUILD, 'assets', 'js');
    for (const file of fs.readdirSync(assets)) {
      const js = fs.readFileSync(path.join(assets, file), 'utf8');
      for (const sample of samples) assert.ok(!js.includes(sample), `${file} contains SVG markup`);
    }
  });
});
