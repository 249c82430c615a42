import {LINKS} from '../src/config/site';

export interface FooterGroup {
  title: string;
  items: {label: string; href: string}[];
}

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'Company',
    items: [
      {label: 'About', href: 'https://sablierlabs.co.uk'},
      {label: 'Contact', href: 'mailto:contact@sablier.com'},
      {label: 'Risk Notice', href: 'https://files.sablier.com/risk-notice.pdf'},
      {label: 'Terms of Service', href: 'https://files.sablier.com/terms-of-service.pdf'},
      {label: 'Privacy Policy', href: 'https://files.sablier.com/privacy-policy.pdf'},
    ],
  },
  {
    title: 'Community',
    items: [
      {label: 'Twitter', href: LINKS.twitter},
      {label: 'Discord', href: LINKS.discord},
      {label: 'Blog', href: LINKS.blog},
      {label: 'Branding', href: 'https://github.com/sablier-labs/branding'},
    ],
  },
  {
    title: 'Developers',
    items: [
      {label: 'Lockup Contracts', href: 'https://github.com/sablier-labs/evm-monorepo/blob/main/lockup'},
      {label: 'Lockup Integration Template', href: 'https://github.com/sablier-labs/lockup-integration-template'},
      {label: 'Flow Contracts', href: 'https://github.com/sablier-labs/evm-monorepo/blob/main/flow'},
      {label: 'Flow Integration Template', href: 'https://github.com/sablier-labs/flow-integration-template'},
      {label: 'Indexers', href: 'https://github.com/sablier-labs/indexers'},
    ],
  },
];

export const footer = {
  style: 'dark' as const,
  links: FOOTER_GROUPS,
};
