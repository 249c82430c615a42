import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import contractReferencePlugin from './plugins/contract-reference';
import localSearchPlugin from './plugins/local-search';
import nftArtPlugin, {NFT_STATIC_DIR} from './plugins/nft-art';
import protocolDataPlugin from './plugins/protocol-data';
import remarkProtocolData from './plugins/protocol-data/remark';
import rawSourcePlugin from './plugins/raw-source';
import {announcementBar} from './src/config/announcement';
import {chatWidgetScripts} from './src/config/chat';
import {footer} from './src/config/footer';
import {navbar} from './src/config/navbar';
import {prism} from './src/config/prism';
import {REFERENCE_REDIRECTS} from './src/config/reference-redirects';
import {EXPLICIT_REDIRECTS, legacyAliases} from './src/config/redirects';
import {searchSetup} from './src/config/search';
import {KEYWORDS, LINKS, SITE_TAGLINE, SITE_TITLE, SITE_URL} from './src/config/site';

const search = searchSetup();

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/icon.svg',
  url: SITE_URL,
  baseUrl: '/',
  organizationName: 'sablier-labs',
  projectName: 'sablier-docs',
  titleDelimiter: '|',

  // The second folder holds files plugins generate at build time (the NFT images of /concepts/nft).
  staticDirectories: ['static', NFT_STATIC_DIR],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    // Rspack + SWC: a cold build takes about a third of the webpack + Babel time on this project.
    faster: true,
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      mdx1CompatDisabledByDefault: true,
      fasterByDefault: true,
      // Off on purpose: namespacing would rename the local-storage keys (theme, announcement) that SPEC §7 names.
      siteStorageNamespacing: false,
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  markdown: {
    // .md is CommonMark, .mdx is MDX: generated reference pages keep literal {Name} braces in .md files.
    format: 'detect',
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  themes: ['@docusaurus/theme-mermaid'],

  scripts: chatWidgetScripts(),

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: LINKS.editUrl,
          remarkPlugins: [remarkMath, remarkProtocolData],
          rehypePlugins: [rehypeKatex],
        },
        blog: false,
        theme: {
          customCss: [
            require.resolve('katex/dist/katex.min.css'),
            require.resolve('@fontsource/urbanist/400.css'),
            require.resolve('@fontsource/urbanist/500.css'),
            require.resolve('@fontsource/urbanist/600.css'),
            require.resolve('@fontsource/urbanist/700.css'),
            './src/css/custom.css',
          ],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    rawSourcePlugin,
    // Writes docs/reference/<protocol>/contracts/**.md and the /reference/errors data before the docs load.
    contractReferencePlugin,
    protocolDataPlugin,
    // Renders the NFT images of /concepts/nft with the real descriptor contracts.
    nftArtPlugin,
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: [...EXPLICIT_REDIRECTS, ...REFERENCE_REDIRECTS], createRedirects: legacyAliases},
    ],
    [localSearchPlugin, {buildIndex: search.mode === 'local'}],
  ],

  themeConfig: {
    image: 'img/open-graph.png',
    metadata: [{name: 'keywords', content: KEYWORDS}],
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true},
    algolia: search.algolia,
    announcementBar,
    navbar,
    footer,
    prism,
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
  } satisfies Preset.ThemeConfig,
};

export default config;
