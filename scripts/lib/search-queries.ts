/**
 * The search quality table: queries a reader types, and the page (or section) that answers each. The build test
 * tests/build/search-quality.test.ts runs every query against the index of the built site and fails when fewer
 * than 95 % find an expected page among the first five hits; `npm run bench` prints the same rate.
 *
 * To add a query: append `{query, expect}`. `expect` lists the answers a reader would accept: a page path
 * (`/concepts/nft`: any hit on that page), a path with an anchor (that section exactly) or a RegExp over hit paths.
 * Set `first: true` when the answer must be the very first hit (exact identifier and error-name queries).
 * Write down what the reader wants, not what search returns today: a query that fails is a finding.
 */
export interface QualityQuery {
  query: string;
  expect: (string | RegExp)[];
  first?: boolean;
  kind: 'concept' | 'task' | 'identifier' | 'error' | 'api' | 'typo';
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
  {kind: 'concept', query: 'price gated', expect: ['/concepts/lockup/stream-shapes']},
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
  {kind: 'api', query: 'merkle api eligibility', expect: [/^\/api\/airdrops\/merkle-api\//]},
  {kind: 'api', query: 'deprecated endpoints', expect: [/^\/api\/\w+\/deprecated\/old_endpoints/]},
  // Solana
  {kind: 'concept', query: 'solana', expect: ['/solana/overview']},
  {kind: 'concept', query: 'sablier on solana', expect: ['/solana/overview']},
  {kind: 'concept', query: 'solana fees', expect: ['/solana/fees']},
  {kind: 'concept', query: 'solana upgrade authority', expect: ['/solana/governance']},
  {kind: 'concept', query: 'stream nft mint pda', expect: ['/solana/lockup/architecture']},
  {kind: 'concept', query: 'merkle instant clawback', expect: [/^\/solana\/airdrops\//]},
  {kind: 'task', query: 'withdraw from a solana stream', expect: ['/solana/lockup/client-integration', '/solana/overview']},
  {kind: 'task', query: 'claim airdrop solana anchor', expect: ['/solana/airdrops/client-integration']},
  {kind: 'identifier', query: 'withdraw_max', expect: [/^\/solana\//, entry('withdrawmax')]},
  {kind: 'identifier', query: 'StreamData', expect: [/^\/solana\//]},
  {kind: 'identifier', query: 'ClaimReceipt', expect: [/^\/solana\//]},
  // Typos
  {kind: 'typo', query: 'cancle', expect: ['/concepts/cancelability', '/guides/lockup/examples/stream-management/cancel']},
  {kind: 'typo', query: 'airdorp', expect: ['/concepts/merkle-airdrops', /^\/guides\/airdrops\//, '/apps/features/airdrops']},
  {kind: 'typo', query: 'segmnts', expect: ['/concepts/lockup/segments']},
  {kind: 'typo', query: 'merkel', expect: ['/concepts/merkle-airdrops']},
  {kind: 'typo', query: 'tranhces', expect: ['/concepts/lockup/tranches']},
  {kind: 'typo', query: 'withdrawl', expect: ['/guides/lockup/examples/stream-management/withdraw']},
  {kind: 'typo', query: 'cancelabilty', expect: ['/concepts/cancelability']},
];
