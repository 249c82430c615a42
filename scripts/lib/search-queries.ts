/**
 * The search quality table: queries a reader types, and the page (or section) that answers each. The build test
 * tests/build/search-quality.test.ts runs every query against the index of the built site and fails when fewer
 * than 95 % find an expected page among the first five hits; `npm run bench` prints the same rate.
 *
 * To add a query: append `{query, expect}`. `expect` lists the answers a reader would accept: a page path
 * (`/concepts/nft`: any hit on that page), a path with an anchor (that section exactly) or a RegExp over hit paths.
 * Set `first: true` when the answer must be the very first hit (exact identifier and error-name queries).
 * Write down what the reader wants, not what search returns today: a query that fails is a finding. The rule of this
 * table: an expectation is never changed to match a ranking, and never widened to a whole section (a pattern names
 * the few pages of one family, such as the three endpoint pages).
 */
export interface QualityQuery {
  query: string;
  expect: (string | RegExp)[];
  first?: boolean;
  kind: 'concept' | 'task' | 'question' | 'synonym' | 'identifier' | 'error' | 'api' | 'typo';
}

/** Any section of the generated reference named `anchor` (Lockup, Flow or Airdrops; contract or interface). */
const entry = (anchor: string) => new RegExp(`^/reference/[^#]+/contracts/.+#${anchor}$`);

export const QUALITY_QUERIES: readonly QualityQuery[] = [
  // Concept words
  {kind: 'concept', query: 'cliff', expect: ['/concepts/lockup/stream-shapes']},
  {kind: 'concept', query: 'nft', expect: ['/concepts/nft']},
  {kind: 'concept', query: 'fees', expect: ['/concepts/fees']},
  {kind: 'concept', query: 'segments', expect: ['/concepts/lockup/segments']},
  {kind: 'concept', query: 'tranches', expect: ['/concepts/lockup/tranches']},
  {kind: 'concept', query: 'hooks', expect: ['/concepts/lockup/hooks']},
  {kind: 'concept', query: 'cancelability', expect: ['/concepts/cancelability']},
  {kind: 'concept', query: 'transferability', expect: ['/concepts/transferability']},
  {kind: 'concept', query: 'governance', expect: ['/concepts/governance']},
  {kind: 'concept', query: 'stream statuses', expect: ['/concepts/lockup/statuses', '/concepts/flow/statuses']},
  {kind: 'concept', query: 'merkle airdrops', expect: ['/concepts/merkle-airdrops']},
  {kind: 'concept', query: 'what is sablier', expect: ['/concepts/what-is-sablier']},
  {kind: 'concept', query: 'use cases', expect: ['/concepts/use-cases']},
  {kind: 'concept', query: 'audits', expect: ['/concepts/security']},
  {kind: 'concept', query: 'glossary', expect: ['/concepts/glossary']},
  {kind: 'concept', query: 'stream shapes', expect: ['/concepts/lockup/stream-shapes']},
  {kind: 'concept', query: 'comptroller', expect: ['/concepts/governance', '/concepts/glossary']},
  {kind: 'concept', query: 'open-ended streams', expect: ['/concepts/flow/overview']},
  {
    kind: 'concept',
    query: 'price gated',
    expect: ['/concepts/lockup/stream-shapes', '/guides/lockup/examples/create-stream/lockup-price-gated', '/concepts/bob/overview'],
  },
  {kind: 'concept', query: 'bob vault', expect: ['/concepts/bob/overview']},
  {kind: 'concept', query: 'vault statuses', expect: ['/concepts/bob/statuses']},
  {kind: 'concept', query: 'lido staking yield', expect: ['/concepts/bob/lido-adapter']},
  {kind: 'concept', query: 'otc swap', expect: ['/concepts/escrow', '/guides/escrow/overview']},
  {kind: 'concept', query: 'unlock cliff', expect: ['/concepts/lockup/stream-shapes']},
  // Tasks
  {kind: 'task', query: 'cancel a stream', expect: ['/guides/lockup/examples/stream-management/cancel']},
  {kind: 'task', query: 'create a linear stream', expect: ['/guides/lockup/examples/create-stream/lockup-linear']},
  {kind: 'task', query: 'withdraw from a stream', expect: ['/guides/lockup/examples/stream-management/withdraw']},
  {kind: 'task', query: 'batch create streams', expect: [/^\/guides\/lockup\/examples\/batch-create-streams\//]},
  {kind: 'task', query: 'calculate rate per second', expect: ['/guides/flow/examples/flow-calculate-rps']},
  {kind: 'task', query: 'local environment', expect: [/^\/guides\/\w+\/examples\/local-environment/]},
  {kind: 'task', query: 'verify campaign on etherscan', expect: ['/guides/airdrops/verify-campaign']},
  {kind: 'task', query: 'create airdrop campaign', expect: ['/guides/airdrops/examples/create-campaign']},
  {kind: 'task', query: 'stake a stream', expect: ['/guides/lockup/examples/staking/stake']},
  {kind: 'task', query: 'transfer ownership', expect: ['/guides/lockup/examples/stream-management/transfer']},
  {kind: 'task', query: 'renounce a stream', expect: ['/guides/lockup/examples/stream-management/renounce']},
  {kind: 'task', query: 'lockup deployment addresses', expect: ['/guides/lockup/deployments']},
  {kind: 'task', query: 'gas benchmarks', expect: ['/guides/lockup/gas-benchmarks', '/guides/flow/gas-benchmarks']},
  {kind: 'task', query: 'snapshot voting', expect: ['/guides/snapshot-voting']},
  {kind: 'task', query: 'csv upload', expect: ['/apps/guides/csv-support', '/support/how-to#create-vesting-streams-via-csv-upload']},
  {kind: 'task', query: 'url schemes', expect: ['/apps/guides/url-schemes']},
  {kind: 'task', query: 'pause a stream', expect: ['/guides/flow/examples/stream-management#pause']},
  {kind: 'task', query: 'vesting data', expect: ['/guides/lockup/examples/vesting-data']},
  {kind: 'task', query: 'redeem vault shares', expect: ['/guides/bob/etherscan#redeem', '/concepts/bob/shares']},
  {kind: 'task', query: 'fill escrow order', expect: ['/guides/escrow/overview#fill-an-order', '/guides/escrow/overview']},
  // Identifiers: the reference entry comes first
  {kind: 'identifier', query: 'withdrawMax', expect: [entry('withdrawmax')], first: true},
  {kind: 'identifier', query: 'createWithDurationsLL', expect: [entry('createwithdurationsll')], first: true},
  {kind: 'identifier', query: 'createWithTimestampsLD', expect: [entry('createwithtimestampsld')], first: true},
  {kind: 'identifier', query: 'adjustRatePerSecond', expect: [entry('adjustratepersecond')], first: true},
  {kind: 'identifier', query: 'refundableAmountOf', expect: [entry('refundableamountof')], first: true},
  {kind: 'identifier', query: 'streamedAmountOf', expect: [entry('streamedamountof')], first: true},
  {kind: 'identifier', query: 'withdrawableAmountOf', expect: [entry('withdrawableamountof')], first: true},
  {kind: 'identifier', query: 'SablierLockup', expect: ['/reference/lockup/contracts/contract.SablierLockup'], first: true},
  {kind: 'identifier', query: 'ISablierFlow', expect: ['/reference/flow/contracts/interfaces/interface.ISablierFlow'], first: true},
  {kind: 'identifier', query: 'LockupNFTDescriptor', expect: ['/reference/lockup/contracts/contract.LockupNFTDescriptor'], first: true},
  {kind: 'identifier', query: 'withdraw max', expect: [entry('withdrawmax'), '/guides/lockup/examples/stream-management/withdraw']},
  // Errors
  {kind: 'error', query: 'SablierLockup_StreamSettled', expect: [entry('sablierlockup_streamsettled')], first: true},
  {kind: 'error', query: 'SablierFlow_DepositAmountZero', expect: [entry('sablierflow_depositamountzero')], first: true},
  {
    kind: 'error',
    query: 'SablierLockupHelpers_CliffTimeNotLessThanEndTime',
    expect: [entry('sablierlockuphelpers_clifftimenotlessthanendtime')],
    first: true,
  },
  {kind: 'error', query: 'decode an error', expect: ['/reference/errors']},
  // API terms
  {kind: 'api', query: 'graphql endpoints', expect: [/^\/api\/\w+\/endpoints/, '/api/overview']},
  {kind: 'api', query: 'envio vs the graph', expect: ['/api/caveats', /^\/api\/\w+\/envio\/similarities/]},
  {kind: 'api', query: 'subgraph entities', expect: [/^\/api\/\w+\/the-graph\/entities/]},
  {kind: 'api', query: 'merkle api eligibility', expect: ['/api/airdrops/merkle-api/functionality', '/api/airdrops/merkle-api/overview']},
  {kind: 'api', query: 'deprecated endpoints', expect: [/^\/api\/\w+\/deprecated\/old_endpoints/]},
  // Solana
  {kind: 'concept', query: 'solana', expect: ['/solana/overview']},
  {kind: 'concept', query: 'sablier on solana', expect: ['/solana/overview']},
  {kind: 'concept', query: 'solana fees', expect: ['/solana/fees']},
  {kind: 'concept', query: 'solana upgrade authority', expect: ['/solana/governance']},
  {kind: 'concept', query: 'stream nft mint pda', expect: ['/solana/lockup/architecture']},
  {kind: 'concept', query: 'merkle instant clawback', expect: ['/solana/airdrops/architecture', '/solana/reference/airdrops/instructions']},
  {kind: 'task', query: 'withdraw from a solana stream', expect: ['/solana/lockup/client-integration', '/solana/overview']},
  {kind: 'task', query: 'claim airdrop solana anchor', expect: ['/solana/airdrops/client-integration']},
  {kind: 'identifier', query: 'withdraw_max', expect: ['/solana/reference/lockup/instructions', '/solana/lockup/client-integration']},
  {kind: 'identifier', query: 'StreamData', expect: ['/solana/reference/lockup/accounts', '/solana/lockup/architecture']},
  {kind: 'identifier', query: 'ClaimReceipt', expect: ['/solana/reference/airdrops/accounts', '/solana/airdrops/architecture']},
  // Typos
  {kind: 'typo', query: 'cancle', expect: ['/concepts/cancelability', '/guides/lockup/examples/stream-management/cancel']},
  {kind: 'typo', query: 'airdorp', expect: ['/concepts/merkle-airdrops', '/guides/airdrops/overview', '/apps/features/airdrops']},
  {kind: 'typo', query: 'segmnts', expect: ['/concepts/lockup/segments']},
  {kind: 'typo', query: 'merkel', expect: ['/concepts/merkle-airdrops']},
  {kind: 'typo', query: 'tranhces', expect: ['/concepts/lockup/tranches']},
  {kind: 'typo', query: 'withdrawl', expect: ['/guides/lockup/examples/stream-management/withdraw']},
  {kind: 'typo', query: 'cancelabilty', expect: ['/concepts/cancelability']},
];

/**
 * Reader questions in plain words, synonyms and partial identifiers, each with the one or two pages that answer it,
 * written down before the query was ever run. An expectation here is never changed to match a ranking: a miss is a
 * finding about search. They are measured on their own (tests/build/search-quality.test.ts) until search answers
 * them as well as the table above; then they join it.
 */
export const READER_QUESTIONS: readonly QualityQuery[] = [
  {
    kind: 'question',
    query: 'how do I stop a stream early',
    expect: ['/guides/lockup/examples/stream-management/cancel', '/concepts/cancelability'],
  },
  {
    kind: 'question',
    query: 'can I get my tokens back',
    expect: ['/concepts/cancelability', '/guides/lockup/examples/stream-management/cancel'],
  },
  {kind: 'question', query: 'who pays gas', expect: ['/concepts/fees']},
  {kind: 'question', query: 'is sablier audited', expect: ['/concepts/security']},
  {kind: 'question', query: 'which chains are supported', expect: ['/concepts/chains']},
  {kind: 'question', query: 'where are the contract addresses', expect: ['/guides/lockup/deployments']},
  {
    kind: 'question',
    query: 'give my stream to someone else',
    expect: ['/concepts/transferability', '/guides/lockup/examples/stream-management/transfer'],
  },
  {
    kind: 'question',
    query: 'what happens when a flow stream runs out of money',
    expect: ['/concepts/flow/statuses', '/concepts/flow/overview'],
  },
  {kind: 'question', query: 'top up a payment stream', expect: ['/guides/flow/examples/stream-management']},
  {
    kind: 'question',
    query: 'how do I vest tokens to my team',
    expect: ['/guides/lockup/examples/create-stream/lockup-linear', '/apps/features/vesting'],
  },
  {
    kind: 'question',
    query: 'how does my contract get notified when a stream is withdrawn',
    expect: ['/concepts/lockup/hooks', '/guides/lockup/examples/hooks'],
  },
  {kind: 'question', query: 'how do recipients prove they are eligible for an airdrop', expect: ['/concepts/merkle-airdrops']},
  {
    kind: 'question',
    query: 'get back unclaimed airdrop tokens',
    expect: ['/concepts/merkle-airdrops', '/reference/airdrops/access-control'],
  },
  {
    kind: 'question',
    query: 'how much has been streamed so far',
    expect: ['/guides/lockup/examples/vesting-data', entry('streamedamountof')],
  },
  {kind: 'question', query: 'find all streams of a wallet on solana', expect: ['/solana/find-accounts']},
  {
    kind: 'question',
    query: 'list the streams of a wallet with graphql',
    expect: ['/api/lockup/the-graph/queries', '/api/lockup/envio/queries'],
  },
  {kind: 'question', query: 'what does the stream id look like', expect: ['/api/identifiers']},
  {kind: 'question', query: 'run the indexer locally', expect: ['/api/development']},
  {kind: 'question', query: 'page through more than a thousand results', expect: ['/api/filtering']},
  {kind: 'question', query: 'create a stream on solana', expect: ['/solana/lockup/client-integration']},
  {kind: 'question', query: 'what are the solana program ids', expect: ['/solana/deployments']},
  {kind: 'question', query: 'why did my transaction revert', expect: ['/reference/errors']},
  {kind: 'synonym', query: 'vesting schedule', expect: ['/concepts/lockup/stream-shapes', '/apps/features/vesting']},
  {kind: 'synonym', query: 'payroll', expect: ['/apps/features/payments', '/concepts/use-cases']},
  {kind: 'synonym', query: 'revoke', expect: ['/concepts/cancelability', '/guides/lockup/examples/stream-management/cancel']},
  {kind: 'synonym', query: 'claim tokens', expect: ['/concepts/merkle-airdrops', '/apps/features/airdrops']},
  {kind: 'synonym', query: 'token unlock schedule', expect: ['/concepts/lockup/stream-shapes', '/concepts/lockup/tranches']},
  {kind: 'synonym', query: 'continuous salary', expect: ['/concepts/flow/overview', '/apps/features/payments']},
  {kind: 'synonym', query: 'grant vesting', expect: ['/concepts/use-cases', '/apps/features/vesting']},
  {kind: 'identifier', query: 'streamedAmount', expect: [entry('streamedamountof')]},
  {kind: 'identifier', query: 'withdrawableAmount', expect: [entry('withdrawableamountof')]},
  {kind: 'identifier', query: 'depletionTime', expect: [entry('depletiontimeof')]},
  {
    kind: 'identifier',
    query: 'createWithDurations',
    expect: [entry('createwithdurationsll'), entry('createwithdurationsld'), entry('createwithdurationslt')],
  },
  {kind: 'identifier', query: 'ratePerSecond', expect: ['/concepts/flow/overview', '/guides/flow/examples/flow-calculate-rps']},
];
