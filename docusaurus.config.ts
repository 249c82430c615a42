import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import codeHighlightPlugin from './plugins/code-highlight';
import rehypeCodeHighlight from './plugins/code-highlight/rehype';
import contractReferencePlugin from './plugins/contract-reference';
import diagramsPlugin, {DIAGRAMS_DIR} from './plugins/diagrams';
import remarkDiagrams from './plugins/diagrams/remark';
import {DOCS_INCLUDE, sidebarItemsGenerator} from './plugins/generated-docs';
import hostHeadersPlugin from './plugins/host-headers';
import indexerSchemaPlugin from './plugins/indexer-schema';
import remarkSchemaTables from './plugins/indexer-schema/remark';
import docusaurusInternals from './plugins/docusaurus-internals';
import leanDocsPlugin from './plugins/lean-docs';
import localSearchPlugin from './plugins/local-search';
import markdownTwinsPlugin from './plugins/markdown-twins';
import nftArtPlugin, {NFT_STATIC_DIR} from './plugins/nft-art';
import pageAssets, {GENERATED_STATIC_DIR, KATEX_MANIFEST} from './plugins/page-assets';
import rehypeKatexStylesheet from './plugins/page-assets/rehype-katex-stylesheet';
import rehypeReferenceSections from './plugins/reference-sections/rehype';
import protocolDataPlugin from './plugins/protocol-data';
import remarkProtocolData from './plugins/protocol-data/remark';
import solanaReferencePlugin from './plugins/solana-reference';
import {announcementBar, announcementResetHeadTag} from './config/announcement';
import {chatWidgetScripts} from './config/chat';
import {footer} from './config/footer';
import {llmsOptions} from './config/llms';
import {navbar} from './config/navbar';
import {noJsHeadTag} from './config/no-js';
import {prism} from './config/prism';
import {searchSetup} from './src/config/search';
import {KEYWORDS, REPOSITORY_BRANCH, REPOSITORY_URL, SITE_TAGLINE, SITE_TITLE, SITE_URL} from './src/config/site';
import {lastUpdateVcs} from './config/vcs';
import {editUrlFor} from './plugins/lib/source-links';

const search = searchSetup();

const docsOptions = {
  routeBasePath: '/',
  // Authored pages plus the generated ones (docs/.generated, see plugins/lib/generated-docs.ts), which the
  // sidebar generator places in the folder of their route.
  include: DOCS_INCLUDE,
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator,
  editUrl: ({docPath, versionDocsDirPath}) => editUrlFor(REPOSITORY_URL, REPOSITORY_BRANCH, versionDocsDirPath, docPath),
  showLastUpdateTime: true,
  // remarkProtocolData is the one path for build-time data into pages (plugins/protocol-data/registry.ts);
  // remarkSchemaTables turns <EntityTable>/<EnumTable> into tables from the indexers' SDL (plugins/indexer-schema).
  remarkPlugins: [remarkMath, remarkProtocolData, remarkSchemaTables, [remarkDiagrams, {outDir: DIAGRAMS_DIR}]],
  // rehypeCodeHighlight: fenced code highlighted at build time (plugins/code-highlight); rehypeReferenceSections:
  // the generated reference in one section per heading (plugins/reference-sections).
  rehypePlugins: [rehypeKatex, [rehypeKatexStylesheet, {manifestFile: KATEX_MANIFEST}], rehypeCodeHighlight, rehypeReferenceSections],
} satisfies Preset.Options['docs'];

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/icon.svg',
  url: SITE_URL,
  baseUrl: '/',
  organizationName: 'sablier-labs',
  projectName: 'sablier-docs',
  titleDelimiter: '|',

  // generated/static holds the subsetted fonts and KaTeX assets (plugins/page-assets); NFT_STATIC_DIR the NFT images
  // of /concepts/nft (plugins/nft-art). Separate folders: each plugin clears its own on a cache miss.
  staticDirectories: ['static', GENERATED_STATIC_DIR, NFT_STATIC_DIR],

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
    // "Last updated" from Git; a shallow clone or a copy without .git builds without dates (plugins/lib/source-links.ts).
    experimental_vcs: lastUpdateVcs(),
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  markdown: {
    // .md is CommonMark, .mdx is MDX: generated reference pages keep literal {Name} braces in .md files.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  scripts: chatWidgetScripts(),
  // With JavaScript off: hide controls that need it, show every tab panel (config/no-js.ts). A bar with a new
  // id shows again to readers who dismissed the old one (config/announcement.ts).
  headTags: [noJsHeadTag, announcementResetHeadTag],

  presets: [
    [
      'classic',
      {
        // The docs plugin runs through plugins/lean-docs (below), which trims what it sends to every page.
        docs: false,
        blog: false,
        // Redirect pages are never routes, so they are not listed; the search page and the snippet partials
        // (only ever inlined into other pages) are left out too.
        sitemap: {ignorePatterns: ['/search', '/snippets/**']},
        theme: {
          // Fonts and KaTeX's stylesheet are not here on purpose: see plugins/page-assets.
          customCss: ['./src/css/custom.css', './src/css/print.css'],
        },
      } satisfies Preset.Options,
    ],
  ],

  // Escape closes the mobile menu (src/client/mobileMenuEscape.ts).
  clientModules: [require.resolve('./src/client/mobileMenuEscape.ts')],

  plugins: [
    [leanDocsPlugin, docsOptions],
    // The code themes' stylesheet; keeps Prism out of the main bundle (fences are highlighted at build time).
    codeHighlightPlugin,
    // Writes the generated /reference/<protocol>/contracts/** pages and the /reference/errors data before the docs load.
    contractReferencePlugin,
    // Writes the generated /solana/reference/** pages and the Solana error data from the Anchor IDLs in `sablier`.
    solanaReferencePlugin,
    // Writes the generated /api/schema/<vendor>/<indexer> pages from the indexers' SDL (data/indexer-schemas).
    indexerSchemaPlugin,
    protocolDataPlugin,
    // Renders the NFT images of /concepts/nft with the real descriptor contracts.
    nftArtPlugin,
    // Before local-search: the search index reads the HTML after the diagrams are in it.
    diagramsPlugin,
    // After contract-reference: it scans the generated pages too for math.
    pageAssets({mathRoots: ['docs']}),
    // The only use of Docusaurus internals, each checked against the shape it relies on (see its index.ts).
    docusaurusInternals,
    // Runs @docusaurus/plugin-client-redirects with the site's redirects (plugins/redirects.ts: the list stays out
    // of the serialized config), then writes build/_headers and build/vercel.json (security headers).
    [
      hostHeadersPlugin,
      {
        hostedSearchAppId: search.mode === 'hosted' ? search.algolia.appId : undefined,
        chatWidget: chatWidgetScripts().length > 0,
      },
    ],
    [localSearchPlugin, {buildIndex: search.mode === 'local'}],
    [markdownTwinsPlugin, llmsOptions],
  ],

  themeConfig: {
    image: 'img/open-graph.png',
    // Defaults for pages without their own description (the search page); doc pages override them.
    metadata: [
      {name: 'keywords', content: KEYWORDS},
      {name: 'description', content: SITE_TAGLINE},
      {property: 'og:description', content: SITE_TAGLINE},
      {property: 'og:type', content: 'website'},
      {property: 'og:site_name', content: SITE_TITLE},
      {name: 'twitter:site', content: '@Sablier'},
    ],
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true},
    algolia: search.algolia,
    announcementBar,
    navbar,
    footer,
    prism,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
  } satisfies Preset.ThemeConfig,
};

export default config;
