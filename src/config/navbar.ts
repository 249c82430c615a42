import type {NavbarItem} from '@docusaurus/theme-common';
import {LINKS, SITE_TITLE} from './site';

/** One entry per sidebar: its label, the page it opens and the path prefix that marks it active. */
export const SECTION_LINKS = [
  {label: 'Concepts', to: '/concepts/what-is-sablier', activeBasePath: '/concepts'},
  {label: 'Guides', to: '/guides/lockup/overview', activeBasePath: '/guides'},
  {label: 'References', to: '/reference/overview', activeBasePath: '/reference'},
  {label: 'APIs', to: '/api/overview', activeBasePath: '/api'},
  {label: 'Apps', to: '/apps/features/overview', activeBasePath: '/apps'},
  {label: 'Support', to: '/support/faq', activeBasePath: '/support'},
] as const;

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
    ...SECTION_LINKS.map((link) => ({...link, position: 'left' as const})),
    ...COMMUNITY_LINKS.map((link) => ({...link, position: 'right' as const})),
  ] satisfies NavbarItem[],
};
