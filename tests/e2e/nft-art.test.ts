import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {useSite} from './harness';

// The NFT page shows the images the descriptor contracts drew at build time (plugins/nft-art), as static files: here
// the browser decodes them and lays them out; their tags and alt text are checked in tests/build/nft-art.test.ts.
const site = useSite();

describe('NFT images', () => {
  it('all five images load and render at their declared size, even without JavaScript', async () => {
    const page = await site.newPage({javaScriptEnabled: false});
    await page.goto(site.url('/concepts/nft'));
    const images = page.locator('img[src^="/img/nft/"]');
    assert.equal(await images.count(), 5);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await image.evaluate((img: HTMLImageElement) => img.decode());
      const {alt, naturalWidth, width} = await image.evaluate((img: HTMLImageElement) => ({
        alt: img.alt,
        naturalWidth: img.naturalWidth,
        width: img.getBoundingClientRect().width,
      }));
      assert.ok(naturalWidth >= 500, `image not decoded: ${alt}`);
      assert.ok(width > 150, `image too small on the page: ${width}px`);
    }
  });
});
