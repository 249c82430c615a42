/**
 * Site-wide constants. Anything a page, a test or the config needs to agree on lives here once.
 */
export const SITE_URL = 'https://docs.sablier.com';
export const SITE_TITLE = 'Sablier Docs';
export const SITE_TAGLINE = 'Documentation and guides for Sablier';

/** Width above which the classic theme switches to its desktop layout (SPEC §9). */
export const DESKTOP_BREAKPOINT_PX = 996;

export const KEYWORDS = [
  'blockchain',
  'dao',
  'decentralized finance',
  'defi',
  'docs',
  'ethereum',
  'evm',
  'foundry',
  'nft',
  'open source',
  'payments',
  'payroll',
  'recurring payments',
  'Sablier',
  'Safe',
  'smart contracts',
  'solidity',
  'token distribution',
  'vesting',
  'web3',
].join(', ');

/** External destinations used in the navbar, footer and home page. */
export const LINKS = {
  app: 'https://app.sablier.com',
  blog: 'https://blog.sablier.com',
  discord: 'https://discord.sablier.com',
  github: 'https://github.com/sablier-labs',
  linktree: 'https://linktr.ee/SablierLabs',
  twitter: 'https://twitter.com/Sablier',
  editUrl: 'https://github.com/sablier-labs/docs/blob/main/',
} as const;
