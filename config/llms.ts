import type {MarkdownTwinsOptions} from '../plugins/markdown-twins';

/** What /llms.txt says about the site before it lists the pages (llmstxt.org: summary, then details). */
export const llmsOptions: MarkdownTwinsOptions = {
  summary:
    'Sablier is a token distribution protocol on EVM chains: Lockup for vesting streams with fixed schedules, Flow for open-ended streams paid at a rate per second, and Merkle airdrops. These docs explain the concepts, show how to integrate the contracts, list every deployment address and document the contracts and the indexer APIs.',
  details: [
    'Every page below is also served as Markdown at its URL plus `.md` (the link targets here); `/llms-full.txt` holds all of them in one file.',
    "Deployment addresses come from the `sablier` npm package; the contract reference is generated from the contracts' NatSpec.",
  ].join('\n\n'),
  sectionTitles: {
    conceptsSidebar: 'Concepts',
    guidesSidebar: 'Guides',
    referenceSidebar: 'Reference',
    apiSidebar: 'API',
    appsSidebar: 'Apps',
    solanaSidebar: 'Solana',
    supportSidebar: 'Support',
  },
};
