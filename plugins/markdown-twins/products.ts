/**
 * The per-product index files: `/llms-lockup.txt`, `/llms-flow.txt` and `/llms-airdrops.txt`, each the pages of one
 * product in the format of `/llms.txt` (llmstxt.org), for an agent that works with one protocol only. A page belongs
 * to a product when its route has the product's segment (`/concepts/lockup/...`, `/solana/reference/airdrops/...`) or
 * is one of its extra pages. Build-time data: it stays out of the site config that pages carry.
 */
import type {Section} from './llms';

export interface ProductLlms {
  /** File name in the build folder. */
  file: string;
  title: string;
  summary: string;
  /** Route segments that mark the product's pages. */
  segment: string;
  /** Pages of the product whose routes do not carry the segment. */
  extra: readonly string[];
}

export const PRODUCT_LLMS: readonly ProductLlms[] = [
  {
    file: 'llms-lockup.txt',
    title: 'Sablier Lockup',
    summary:
      'Sablier Lockup streams tokens on a fixed schedule (linear, dynamic with segments, tranched, or price-gated) from a deposit made at creation; each stream is an NFT held by its recipient. These are the Lockup pages of the Sablier docs: concepts, guides, the contract reference, the indexer API, and Lockup on Solana.',
    segment: 'lockup',
    extra: ['/concepts/cancelability', '/concepts/transferability', '/concepts/nft'],
  },
  {
    file: 'llms-flow.txt',
    title: 'Sablier Flow',
    summary:
      'Sablier Flow streams tokens open-ended, at a rate per second, from a balance the sender tops up, pauses or voids at any time. These are the Flow pages of the Sablier docs: concepts, guides, the contract reference and the indexer API.',
    segment: 'flow',
    extra: [],
  },
  {
    file: 'llms-airdrops.txt',
    title: 'Sablier Airdrops',
    summary:
      'Sablier Airdrops distribute tokens to many recipients through Merkle campaigns: instant, vested as Lockup streams, or variable-claim. These are the Airdrops pages of the Sablier docs: concepts, guides, the contract reference, the indexer and Merkle APIs, and Airdrops on Solana.',
    segment: 'airdrops',
    extra: ['/concepts/merkle-airdrops'],
  },
];

/** The sections of llms.txt narrowed to one product's pages (sections left empty are dropped). */
export function productSections(sections: readonly Section[], product: ProductLlms): Section[] {
  const belongs = (route: string) => route.split('/').includes(product.segment) || product.extra.includes(route);
  return sections.map((s) => ({title: s.title, pages: s.pages.filter((p) => belongs(p.permalink))})).filter((s) => s.pages.length > 0);
}
