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

/** This site's own source repository: "Edit this page" links and issue links are built from it. */
export const REPOSITORY_URL = 'https://github.com/sablier-labs/docs';
/** The branch edit links open. */
export const REPOSITORY_BRANCH = 'main';

/** External destinations used in the navbar, footer and home page. */
export const LINKS = {
  app: 'https://app.sablier.com',
  blog: 'https://blog.sablier.com',
  discord: 'https://discord.sablier.com',
  github: 'https://github.com/sablier-labs',
  linktree: 'https://linktr.ee/SablierLabs',
  twitter: 'https://twitter.com/Sablier',
  editUrl: `${REPOSITORY_URL}/blob/${REPOSITORY_BRANCH}/`,
} as const;
