/**
 * The NFT images of /concepts/nft: what the build step renders with the deployed descriptor contracts.
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import {decodeDataUri, type NftImage, renderNftGallery, svgBoxes, svgSize} from '../../plugins/lib/evm/nft-art';

describe('NFT gallery rendered by the descriptor contracts', () => {
  let images: NftImage[];
  before(async () => {
    images = await renderNftGallery();
  });

  test('four Lockup streams in four statuses, and the Flow image', () => {
    assert.deepEqual(
      images.map((i) => [i.file, i.status]),
      [
        ['lockup-linear-streaming.svg', 'Streaming'],
        ['lockup-tranched-canceled.svg', 'Canceled'],
        ['lockup-linear-settled.svg', 'Settled'],
        ['lockup-dynamic-pending.svg', 'Pending'],
        ['flow.svg', ''],
      ],
    );
  });

  test("the Lockup SVGs show each stream's progress, status, amount and duration", () => {
    const boxes = Object.fromEntries(images.filter((i) => i.file.startsWith('lockup-')).map((i) => [i.file, svgBoxes(i.svg)]));
    assert.deepEqual(boxes['lockup-linear-streaming.svg'], [
      ['Progress', '41.09%'],
      ['Status', 'Streaming'],
      ['Amount', '≥ 10K'],
      ['Duration', '365 Days'],
    ]);
    assert.deepEqual(boxes['lockup-tranched-canceled.svg']?.[0], ['Progress', '25%']);
    assert.deepEqual(boxes['lockup-linear-settled.svg']?.[0], ['Progress', '100%']);
    assert.deepEqual(boxes['lockup-dynamic-pending.svg']?.[0], ['Progress', '0%']);
    for (const image of images) {
      assert.match(image.svg, /^<svg[\s>]/);
      assert.ok(image.alt.length > 20, image.file);
    }
    // The alt text reads the boxes of the image it describes.
    assert.match(images[0]?.alt ?? '', /Progress 41\.09%, Status Streaming, Amount ≥ 10K, Duration 365 Days/);
  });

  test('the Flow image is the logo on #14161F', () => {
    const flow = images.find((i) => i.file === 'flow.svg');
    assert.match(flow?.svg ?? '', /background-color: #14161F/);
    assert.deepEqual(svgSize(flow?.svg ?? ''), {width: 500, height: 500});
  });

  test('decodeDataUri and svgSize reject what they cannot read', () => {
    assert.deepEqual(decodeDataUri(`data:text/plain;base64,${Buffer.from('hi').toString('base64')}`), {
      mediaType: 'text/plain',
      text: 'hi',
    });
    assert.throws(() => decodeDataUri('https://example.com/a.svg'));
    assert.throws(() => svgSize('<svg viewBox="0 0 1 1"></svg>'));
  });
});
