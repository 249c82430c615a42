import type {NavbarItem} from '@docusaurus/theme-common';
import {LINKS, SITE_TITLE} from '../src/config/site';

/** One entry per sidebar: its label, the page it opens and the path prefix that marks it active. */
export const SECTION_LINKS = [
  {label: 'Concepts', to: '/concepts/what-is-sablier', activeBasePath: '/concepts'},
  {label: 'Guides', to: '/guides/lockup/overview', activeBasePath: '/guides'},
  {label: 'References', to: '/reference/overview', activeBasePath: '/reference'},
  {label: 'APIs', to: '/api/overview', activeBasePath: '/api'},
  {label: 'Apps', to: '/apps/features/overview', activeBasePath: '/apps'},
  {label: 'Support', to: '/support/faq', activeBasePath: '/support'},
] as const;

/**
 * The Solana programs have their own section and sidebar. A dropdown rather than a plain link: the label opens the
 * overview, and the menu goes straight to each program's pages. Its `activeBasePath` marks it active on every
 * /solana/ page, which also names the section of those pages in search results.
 */
export const SOLANA_MENU = {
  type: 'dropdown' as const,
  label: 'Solana',
  to: '/solana/overview',
  activeBasePath: '/solana',
  // The theme's dropdown passes this to its link: without it the link gets NavLink's plain `active` class, so the
  // section would neither look active nor name the search records of its pages (plugins/local-search/extract.ts).
  activeClassName: 'navbar__link--active',
  items: [
    {label: 'Sablier on Solana', to: '/solana/overview'},
    {label: 'Deployments', to: '/solana/deployments'},
    {label: 'Fees', to: '/solana/fees'},
    {label: 'Governance', to: '/solana/governance'},
    {label: 'Lockup', to: '/solana/lockup/architecture', activeBasePath: '/solana/lockup'},
    {label: 'Merkle Instant', to: '/solana/airdrops/architecture', activeBasePath: '/solana/airdrops'},
    {label: 'Program reference', to: '/solana/reference/lockup/instructions', activeBasePath: '/solana/reference'},
  ],
};

export const COMMUNITY_LINKS = [
  {label: 'Discord', href: LINKS.discord},
  {label: 'GitHub', href: LINKS.github},
  {label: 'Links', href: LINKS.linktree},
] as const;

export const navbar = {
  title: SITE_TITLE,
  hideOnScroll: true,
  logo: {alt: 'Sablier hourglass logo', src: 'img/icon.svg', width: 20, height: 24},
  items: [
    // Solana sits after the EVM sections and before Support, as on the home page.
    ...SECTION_LINKS.slice(0, -1).map((link) => ({...link, position: 'left' as const})),
    {...SOLANA_MENU, position: 'left' as const},
    ...SECTION_LINKS.slice(-1).map((link) => ({...link, position: 'left' as const})),
    ...COMMUNITY_LINKS.map((link) => ({...link, position: 'right' as const})),
  ] satisfies NavbarItem[],
};
