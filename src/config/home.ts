import {LINKS} from './site';

export interface HomeCard {
  title: string;
  description: string;
  to: string;
  links?: {label: string; to: string}[];
}

/** The EVM protocols, each with its way in: the idea, the integration guide and the contracts. */
export const PRODUCT_CARDS: HomeCard[] = [
  {
    title: 'Lockup',
    description:
      'Streams with a fixed amount and a fixed schedule: linear, with a cliff, in tranches or along any curve. Vesting, grants and token unlocks.',
    to: '/concepts/lockup/overview',
    links: [
      {label: 'Concepts', to: '/concepts/lockup/overview'},
      {label: 'Guides', to: '/guides/lockup/overview'},
      {label: 'Reference', to: '/reference/lockup/access-control'},
    ],
  },
  {
    title: 'Flow',
    description:
      'Open-ended streams that pay a rate per second with no end date. Top up, pause and adjust at will. Payroll, subscriptions and grants.',
    to: '/concepts/flow/overview',
    links: [
      {label: 'Concepts', to: '/concepts/flow/overview'},
      {label: 'Guides', to: '/guides/flow/overview'},
      {label: 'Reference', to: '/reference/flow/access-control'},
    ],
  },
  {
    title: 'Airdrops',
    description:
      'Merkle campaigns that let thousands of recipients claim tokens at once, or claim them as vesting streams. Cheap to create, fair to claim.',
    to: '/concepts/merkle-airdrops',
    links: [
      {label: 'Concepts', to: '/concepts/merkle-airdrops'},
      {label: 'Guides', to: '/guides/airdrops/overview'},
      {label: 'Reference', to: '/reference/airdrops/access-control'},
    ],
  },
  {
    title: 'Bob',
    description:
      'Price-gated vaults: deposit a token until an oracle reports your target price or the expiry passes. WETH vaults earn Lido staking yield.',
    to: '/concepts/bob/overview',
    links: [
      {label: 'Concepts', to: '/concepts/bob/overview'},
      {label: 'Guides', to: '/guides/bob/overview'},
      {label: 'Reference', to: '/reference/bob/diagrams'},
    ],
  },
  {
    title: 'Escrow',
    description:
      'Over-the-counter swaps of two ERC-20 tokens: the seller escrows, a buyer fills in one transaction, or the seller cancels and takes the tokens back.',
    to: '/concepts/escrow',
    links: [
      {label: 'Concepts', to: '/concepts/escrow'},
      {label: 'Guides', to: '/guides/escrow/overview'},
      {label: 'Reference', to: '/reference/bob/contracts/contract.SablierEscrow'},
    ],
  },
];

/** One card per sidebar, in navbar order. */
export const SECTION_CARDS: HomeCard[] = [
  {title: 'Concepts', description: 'What Sablier is and how streams, airdrops and fees work.', to: '/concepts/what-is-sablier'},
  {title: 'Guides', description: 'Deployment addresses and step-by-step integration examples.', to: '/guides/lockup/overview'},
  {title: 'References', description: 'Every contract, function, event and error, generated from the source.', to: '/reference/overview'},
  {title: 'APIs', description: 'Indexers and the Merkle API for reading streams and campaigns off-chain.', to: '/api/overview'},
  {title: 'Apps', description: 'The Sablier app: vesting, payments, airdrops, CSV uploads and URL schemes.', to: '/apps/features/overview'},
  {
    title: 'Solana',
    description: 'The Lockup and Merkle Instant programs on Solana: architecture, fees and client code.',
    to: '/solana/overview',
  },
  {title: 'Support', description: 'Answers to common questions and fixes for common problems.', to: '/support/faq'},
];

export const COMMUNITY_CARDS: HomeCard[] = [
  {title: 'Discord', description: 'Ask the team and other builders in the #dev channel.', to: LINKS.discord},
  {title: 'GitHub', description: 'Browse the contracts, indexers, templates and these docs.', to: LINKS.github},
  {title: 'Blog', description: 'Read release announcements and deep dives.', to: LINKS.blog},
];
