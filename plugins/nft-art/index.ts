/**
 * Docusaurus plugin: the NFT images on /concepts/nft are the real ones. Before the docs load, it runs the deployed
 * Lockup and Flow bytecode in an in-process EVM (plugins/lib/evm), calls `tokenURI` for a few representative streams,
 * and writes each decoded SVG as a static file (`/img/nft/<name>.svg`) plus `src/generated/nft-gallery.json` (file
 * names, alt text, captions) for the page. The SVGs reach the browser as images, never inside JavaScript.
 *
 * The result is cached in node_modules/.cache/sablier-nft, keyed by a hash of the contract artifacts and of the
 * harness code, so a rebuild costs a file copy; a new package version or a changed story renders again (~3 s).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {NftImage} from '../lib/evm/nft-art';

/** Where the SVG files go: a static directory of the site (see `staticDirectories` in docusaurus.config.ts). */
export const NFT_STATIC_DIR = 'src/generated/static';
export const NFT_URL_PREFIX = '/img/nft';
export const NFT_DATA_FILE = 'src/generated/nft-gallery.json';

/** What the page imports: everything but the SVG markup, which stays in the files. */
export type NftGalleryEntry = Omit<NftImage, 'svg'> & {src: string};

const ROOT = path.resolve(__dirname, '..', '..');

/** Every input that can change the images: the contracts' artifacts and the harness that runs them. */
function inputsHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...['lockup', 'flow', 'evm-utils'].map((pkg) => path.join(ROOT, 'node_modules', '@sablier', pkg, 'package.json')),
    ...fs
      .readdirSync(path.join(ROOT, 'plugins', 'lib', 'evm'), {recursive: true, encoding: 'utf8'})
      .filter((f) => /\.(ts|sol)$/.test(f) && !f.endsWith('.test.ts'))
      .sort()
      .map((f) => path.join(ROOT, 'plugins', 'lib', 'evm', f)),
  ];
  for (const file of files) hash.update(file.slice(ROOT.length)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export async function loadGallery(): Promise<NftImage[]> {
  const cacheFile = path.join(ROOT, 'node_modules', '.cache', 'sablier-nft', `${inputsHash()}.json`);
  if (fs.existsSync(cacheFile)) return JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as NftImage[];
  // Imported lazily: the EVM is only loaded when the cache misses.
  const {renderNftGallery} = await import('../lib/evm/nft-art');
  const images = await renderNftGallery();
  fs.mkdirSync(path.dirname(cacheFile), {recursive: true});
  fs.writeFileSync(cacheFile, JSON.stringify(images));
  return images;
}

/** Write the SVG files and the page data; returns the entries written. */
export function writeGallery(siteDir: string, images: NftImage[]): NftGalleryEntry[] {
  const dir = path.join(siteDir, NFT_STATIC_DIR, NFT_URL_PREFIX);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const entries = images.map(({svg, ...entry}) => {
    fs.writeFileSync(path.join(dir, entry.file), svg);
    return {...entry, src: `${NFT_URL_PREFIX}/${entry.file}`};
  });
  fs.mkdirSync(path.dirname(path.join(siteDir, NFT_DATA_FILE)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, NFT_DATA_FILE), `${JSON.stringify(entries, null, 2)}\n`);
  return entries;
}

export default function nftArtPlugin(context: {siteDir: string}): Plugin {
  return {
    name: 'nft-art',
    async loadContent() {
      writeGallery(context.siteDir, await loadGallery());
    },
  };
}
