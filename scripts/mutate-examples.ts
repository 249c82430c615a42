/**
 * Mutation check of the EVM tests: changes one figure of a Lockup or Flow example, or one figure a guide states about
 * it, runs the EVM test file that covers it, and records whether the test failed (caught) or passed (not caught). The
 * file is restored after each mutation, whatever happens. Prints a Markdown table; exits 1 if a mutation was not
 * caught or no longer applies.
 *
 *   npm run mutate:examples            every mutation
 *   npm run mutate:examples -- cliff   only those whose name matches the regular expression "cliff"
 *
 * Not part of `npm test`: each mutation of an example recompiles the examples, so a full run takes several minutes.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

export interface Mutation {
  /** What the mutation does, as the table shows it. */
  name: string;
  /** The file changed, relative to the repository root. */
  file: string;
  /** The text replaced: it must occur exactly once in the file. */
  from: string;
  to: string;
  /** The EVM test file that must catch it. */
  test: string;
}

const LOCKUP_CREATE = 'tests/evm/lockup-create.test.ts';
const BATCH = 'tests/evm/lockup-batch-data.test.ts';
const FLOW = 'tests/evm/flow.test.ts';
const PRICE_GATED = 'tests/evm/lockup-price-gated.test.ts';
const MANAGE = 'tests/evm/lockup-manage.test.ts';
const STAKING = 'tests/evm/lockup-hooks-staking.test.ts';
const WORKED = 'tests/evm/worked-numbers.test.ts';

export const MUTATIONS: Mutation[] = [
  // Lockup examples.
  {
    name: 'BatchLL stream 0 cliff 4 -> 2 weeks',
    file: 'examples/lockup/BatchLLStreamCreator.sol',
    from: 'cliff: 4 weeks, total: 52 weeks',
    to: 'cliff: 2 weeks, total: 52 weeks',
    test: BATCH,
  },
  {
    name: 'BatchLL stream 1 total 26 -> 25 weeks',
    file: 'examples/lockup/BatchLLStreamCreator.sol',
    from: 'cliff: 1 weeks, total: 26 weeks',
    to: 'cliff: 1 weeks, total: 25 weeks',
    test: BATCH,
  },
  {
    name: 'BatchLT stream 0 first tranche 1 -> 2 weeks',
    file: 'examples/lockup/BatchLTStreamCreator.sol',
    from: 'amount: stream0Amount0, timestamp: uint40(block.timestamp + 1 weeks)',
    to: 'amount: stream0Amount0, timestamp: uint40(block.timestamp + 2 weeks)',
    test: BATCH,
  },
  {
    name: 'BatchLD stream 1 first segment ends at week 5, not 4',
    file: 'examples/lockup/BatchLDStreamCreator.sol',
    from: 'timestamp: uint40(block.timestamp + 4 weeks)',
    to: 'timestamp: uint40(block.timestamp + 5 weeks)',
    test: BATCH,
  },
  {
    name: 'LockupLinear total 52 -> 50 weeks',
    file: 'examples/lockup/LockupLinearStreamCreator.sol',
    from: 'total: 52 weeks',
    to: 'total: 50 weeks',
    test: LOCKUP_CREATE,
  },
  {
    name: 'LockupLinear granularity 1 second -> 1 week',
    file: 'examples/lockup/LockupLinearStreamCreator.sol',
    from: 'granularity: 1 seconds',
    to: 'granularity: 1 weeks',
    test: LOCKUP_CREATE,
  },
  {
    name: 'LockupStreamCreator deposit 100e18 -> 99e18',
    file: 'examples/lockup/LockupStreamCreator.sol',
    from: 'depositAmount = 100e18',
    to: 'depositAmount = 99e18',
    test: LOCKUP_CREATE,
  },
  {
    name: 'LockupDynamic start +100 -> +200 seconds',
    file: 'examples/lockup/LockupDynamicStreamCreator.sol',
    from: 'block.timestamp + 100 seconds',
    to: 'block.timestamp + 200 seconds',
    test: LOCKUP_CREATE,
  },
  {
    name: 'LockupDynamic segment exponent 3.14 -> 3',
    file: 'examples/lockup/LockupDynamicStreamCreator.sol',
    from: 'ud2x18(3.14e18)',
    to: 'ud2x18(3e18)',
    test: LOCKUP_CREATE,
  },
  {
    name: 'LockupTranched amounts swapped between the tranches',
    file: 'examples/lockup/LockupTranchedStreamCreator.sol',
    from: '{ amount: amount0, duration: uint40(4 weeks) });\n        tranches[1] = LockupTranched.TrancheWithDuration({ amount: amount1,',
    to: '{ amount: amount1, duration: uint40(4 weeks) });\n        tranches[1] = LockupTranched.TrancheWithDuration({ amount: amount0,',
    test: LOCKUP_CREATE,
  },
  {
    name: 'SegmentShapes decelerating exponent 0.3 -> 0.4',
    file: 'examples/lockup/SegmentShapes.sol',
    from: '0.3e18',
    to: '0.4e18',
    test: BATCH,
  },
  {
    name: 'PriceGated single stream 52 -> 51 weeks',
    file: 'examples/lockup/LockupPriceGatedStreamCreator.sol',
    from: 'end: uint40(block.timestamp + 52 weeks)',
    to: 'end: uint40(block.timestamp + 51 weeks)',
    test: PRICE_GATED,
  },
  {
    name: 'PriceGated batch stream 0 26 -> 25 weeks',
    file: 'examples/lockup/LockupPriceGatedStreamCreator.sol',
    from: 'end: uint40(block.timestamp + 26 weeks)',
    to: 'end: uint40(block.timestamp + 25 weeks)',
    test: PRICE_GATED,
  },
  {
    name: 'StreamManagement withdraws 1,336 instead of 1,337 DAI',
    file: 'examples/lockup/StreamManagement.sol',
    from: 'amount: 1337e18',
    to: 'amount: 1336e18',
    test: MANAGE,
  },
  {
    name: 'StakeSablierNFT reward rate over twice the duration',
    file: 'examples/lockup/StakeSablierNFT.sol',
    from: 'rewardRate = rewardAmount / rewardsDuration;',
    to: 'rewardRate = rewardAmount / (2 * rewardsDuration);',
    test: STAKING,
  },
  {
    name: 'LockupStreamCreator total 100 -> 90 days',
    file: 'examples/lockup/LockupStreamCreator.sol',
    from: 'total: 100 days',
    to: 'total: 90 days',
    test: LOCKUP_CREATE,
  },
  {
    name: 'PriceGated batch stream 0 target 1.5 -> 4/3 times the price',
    file: 'examples/lockup/LockupPriceGatedStreamCreator.sol',
    from: 'currentPrice * 3 / 2',
    to: 'currentPrice * 4 / 3',
    test: PRICE_GATED,
  },
  {
    name: 'RecipientHooks answers for 0xf8ee98d4 instead of 0xf8ee98d3',
    file: 'examples/lockup/RecipientHooks.sol',
    from: 'interfaceId == 0xf8ee98d3',
    to: 'interfaceId == 0xf8ee98d4',
    test: STAKING,
  },
  // Flow examples.
  {
    name: 'FlowStreamCreator 1,000 -> 900 USDC a month',
    file: 'examples/flow/FlowStreamCreator.sol',
    from: 'amount: 1000e6, duration: 30 days',
    to: 'amount: 900e6, duration: 30 days',
    test: FLOW,
  },
  {
    name: 'FlowStreamCreator year of 365 -> 360 days',
    file: 'examples/flow/FlowStreamCreator.sol',
    from: 'amount: 1_000_000e6, duration: 365 days',
    to: 'amount: 1_000_000e6, duration: 360 days',
    test: FLOW,
  },
  {
    name: 'FlowBatchable createMultiple second rate 0.0002 -> 0.0003 per second',
    file: 'examples/flow/FlowBatchable.sol',
    from: 'UD21x18 secondRatePerSecond = ud21x18(0.0002e18);',
    to: 'UD21x18 secondRatePerSecond = ud21x18(0.0003e18);',
    test: FLOW,
  },
  {
    name: 'FlowUtilities month of 30 -> 31 days',
    file: 'examples/flow/FlowUtilities.sol',
    from: 'ratePerSecond.unwrap() * 30 days',
    to: 'ratePerSecond.unwrap() * 31 days',
    test: FLOW,
  },
  {
    name: 'FlowUtilities scale factor 10^(18 - decimals) -> 10^(17 - decimals)',
    file: 'examples/flow/FlowUtilities.sol',
    from: '10 ** (18 - decimals)',
    to: '10 ** (17 - decimals)',
    test: FLOW,
  },
  {
    name: 'FlowFirstStream rate 100 DAI a day -> 1 wei a second more',
    file: 'examples/flow/local-environment/FlowFirstStream.sol',
    from: 'UD21x18.wrap(1_157_407_407_407_407)',
    to: 'UD21x18.wrap(1_157_407_407_407_408)',
    test: FLOW,
  },
  {
    name: 'FlowStreamManager deposits 3.14158 instead of 3.14159',
    file: 'examples/flow/FlowStreamManager.sol',
    from: 'function deposit(uint256 streamId) external {\n        uint128 amount = 3.14159e18;',
    to: 'function deposit(uint256 streamId) external {\n        uint128 amount = 3.14158e18;',
    test: FLOW,
  },
  // Figures the guides state about the examples.
  {
    name: 'page: Batch Lockup Linear table says cliff 3 weeks for stream 0',
    file: 'docs/guides/lockup/examples/batch-create-streams/batch-lockup-linear.mdx',
    from: 'cliff 4 weeks',
    to: 'cliff 3 weeks',
    test: BATCH,
  },
  {
    name: 'page: Lockup Linear says 50 weeks',
    file: 'docs/guides/lockup/examples/create-stream/lockup-linear.mdx',
    from: 'lasts 52 weeks',
    to: 'lasts 50 weeks',
    test: LOCKUP_CREATE,
  },
  {
    name: 'page: Lockup Dynamic says the stream starts 60 seconds after creation',
    file: 'docs/guides/lockup/examples/create-stream/lockup-dynamic.mdx',
    from: 'starts the stream 100 seconds after creation',
    to: 'starts the stream 60 seconds after creation',
    test: LOCKUP_CREATE,
  },
  {
    name: 'page: Lockup Tranched says fully unlocked after 6,000,000 seconds',
    file: 'docs/guides/lockup/examples/create-stream/lockup-tranched.mdx',
    from: '(6,048,000 seconds)',
    to: '(6,000,000 seconds)',
    test: LOCKUP_CREATE,
  },
  {
    name: 'page: Flow create-stream rate 385,802,469,135,801',
    file: 'docs/guides/flow/examples/create-stream.mdx',
    from: '385,802,469,135,802, i.e.',
    to: '385,802,469,135,801, i.e.',
    test: FLOW,
  },
  {
    name: 'page: Batch Lockup Dynamic table says exponent 2.72 for stream 0',
    file: 'docs/guides/lockup/examples/batch-create-streams/batch-lockup-dynamic.mdx',
    from: 'exponent 2.71, ends week 24',
    to: 'exponent 2.72, ends week 24',
    test: BATCH,
  },
  {
    name: 'page: Batch Lockup Tranched table says a quarter at week 5',
    file: 'docs/guides/lockup/examples/batch-create-streams/batch-lockup-tranched.mdx',
    from: 'a quarter of the deposit at week 4',
    to: 'a quarter of the deposit at week 5',
    test: BATCH,
  },
  {
    name: 'page: cancel table says 500 DAI refunded',
    file: 'docs/guides/lockup/examples/stream-management/cancel.mdx',
    from: '| 600 DAI |',
    to: '| 500 DAI |',
    test: MANAGE,
  },
  {
    name: 'page: vesting data says 200 in stream after the cancel',
    file: 'docs/guides/lockup/examples/vesting-data.mdx',
    from: 'the amount in stream is 300',
    to: 'the amount in stream is 200',
    test: BATCH,
  },
  {
    name: 'page: staking rewards rate 90 tokens per hour',
    file: 'docs/guides/lockup/examples/staking/rewards.mdx',
    from: 'The reward rate is 100 tokens per hour.',
    to: 'The reward rate is 90 tokens per hour.',
    test: STAKING,
  },
  {
    name: 'page: Flow batchable says 17.28 -> 17.29 USDC per day',
    file: 'docs/guides/flow/examples/batchable.mdx',
    from: '8.64 and 17.28 USDC per day',
    to: '8.64 and 17.29 USDC per day',
    test: FLOW,
  },
  {
    name: 'page: Lockup local environment says a 90-day stream',
    file: 'docs/guides/lockup/examples/local-environment.mdx',
    from: 'creates a 100-day Lockup Linear stream',
    to: 'creates a 90-day Lockup Linear stream',
    test: LOCKUP_CREATE,
  },
  {
    name: 'page: Lockup local environment gives the user 1,000 DAI',
    file: 'docs/guides/lockup/examples/local-environment.mdx',
    from: 'and 1,337 DAI with Foundry',
    to: 'and 1,000 DAI with Foundry',
    test: LOCKUP_CREATE,
  },
  {
    name: 'page: Flow local environment says 90 DAI per day',
    file: 'docs/guides/flow/examples/local-environment.mdx',
    from: 'at 100 DAI per day',
    to: 'at 90 DAI per day',
    test: FLOW,
  },
  {
    name: 'page: Flow local environment gives the user 1,338 DAI',
    file: 'docs/guides/flow/examples/local-environment.mdx',
    from: 'gives a test user ETH and 1,337 DAI',
    to: 'gives a test user ETH and 1,338 DAI',
    test: FLOW,
  },
  {
    name: 'page: Price Gated single stream ends 51 weeks later',
    file: 'docs/guides/lockup/examples/create-stream/lockup-price-gated.mdx',
    from: 'ends 52',
    to: 'ends 51',
    test: PRICE_GATED,
  },
  {
    name: 'page: Price Gated batch targets at 1.5 and 3 times the price',
    file: 'docs/guides/lockup/examples/create-stream/lockup-price-gated.mdx',
    from: 'at 1.5 and 2 times it',
    to: 'at 1.5 and 3 times it',
    test: PRICE_GATED,
  },
  {
    name: 'page: Price Gated batch stream 0 ends after 25 weeks',
    file: 'docs/guides/lockup/examples/create-stream/lockup-price-gated.mdx',
    from: 'ends after 26 weeks',
    to: 'ends after 25 weeks',
    test: PRICE_GATED,
  },
  {
    name: 'page: hooks interface ID 0xf8ee98d4',
    file: 'docs/guides/lockup/examples/hooks.mdx',
    from: 'for `0xf8ee98d3`',
    to: 'for `0xf8ee98d4`',
    test: STAKING,
  },
  {
    name: 'page: Flow stream management withdraw fence 2.71827e18',
    file: 'docs/guides/flow/examples/stream-management.mdx',
    from: 'amount: 2.71828e18 });',
    to: 'amount: 2.71827e18 });',
    test: FLOW,
  },
  {
    name: 'page: Flow stream management says 8.65 tokens per day',
    file: 'docs/guides/flow/examples/stream-management.mdx',
    from: 'or 8.64 tokens per day',
    to: 'or 8.65 tokens per day',
    test: FLOW,
  },
  {
    name: 'page: Flow stream management refund fence 1.61802e18',
    file: 'docs/guides/flow/examples/stream-management.mdx',
    from: 'FLOW.refund({ streamId: streamId, amount: 1.61803e18 });',
    to: 'FLOW.refund({ streamId: streamId, amount: 1.61802e18 });',
    test: FLOW,
  },
  {
    name: 'page: rate per second TypeScript comment 385802469135801n',
    file: 'docs/guides/flow/examples/flow-calculate-rps.mdx',
    from: '// 385802469135802n',
    to: '// 385802469135801n',
    test: FLOW,
  },
  {
    name: 'page: rate per second table says 60.49 tokens a week',
    file: 'docs/guides/flow/examples/flow-calculate-rps.mdx',
    from: '| 60.48 tokens |',
    to: '| 60.49 tokens |',
    test: FLOW,
  },
  {
    name: 'page: rate per second says 999,999,998 base units after 30 days',
    file: 'docs/guides/flow/examples/flow-calculate-rps.mdx',
    from: 'rounding down gives 999,999,999 base units',
    to: 'rounding down gives 999,999,998 base units',
    test: FLOW,
  },
  {
    name: 'page: rate per second 1M a year rate ends in 587',
    file: 'docs/guides/flow/examples/flow-calculate-rps.mdx',
    from: '= 31{,}709{,}791{,}983{,}764{,}586',
    to: '= 31{,}709{,}791{,}983{,}764{,}587',
    test: FLOW,
  },
  {
    name: 'page: rate per second 100 DAI debt after a day ends in 801',
    file: 'docs/guides/flow/examples/flow-calculate-rps.mdx',
    from: '99,999,999,999,999,964,800 wei',
    to: '99,999,999,999,999,964,801 wei',
    test: FLOW,
  },
  {
    name: 'page: fees says a $1 fee is 0.00026 ETH',
    file: 'docs/concepts/fees.mdx',
    from: 'is 0.00025 ETH.',
    to: 'is 0.00026 ETH.',
    test: WORKED,
  },
  {
    name: 'page: fees says $0.99 is 247,000,000,000,000 wei',
    file: 'docs/concepts/fees.mdx',
    from: 'that is 247,500,000,000,000 wei',
    to: 'that is 247,000,000,000,000 wei',
    test: WORKED,
  },
  {
    name: 'page: Lockup overview says 2,000 DAI back to Alice',
    file: 'docs/concepts/lockup/overview.mdx',
    from: '900 DAI for Bob and 2,100 DAI for Alice',
    to: '900 DAI for Bob and 2,000 DAI for Alice',
    test: WORKED,
  },
  {
    name: 'page: stream shapes Linear says 2,100 tokens after 73 days',
    file: 'docs/concepts/lockup/stream-shapes.mdx',
    from: 'the recipient can withdraw 2,000 tokens',
    to: 'the recipient can withdraw 2,100 tokens',
    test: WORKED,
  },
  {
    name: 'page: stream shapes Cliff says 6,300 tokens on day 912.5',
    file: 'docs/concepts/lockup/stream-shapes.mdx',
    from: 'and 6,250 tokens on day 912.5',
    to: 'and 6,300 tokens on day 912.5',
    test: WORKED,
  },
  {
    name: 'page: stream shapes steps every 91.5 days',
    file: 'docs/concepts/lockup/stream-shapes.mdx',
    from: 'tokens unlock every 91.25 days',
    to: 'tokens unlock every 91.5 days',
    test: WORKED,
  },
  {
    name: 'page: tranches says 7,500 tokens waiting in August',
    file: 'docs/concepts/lockup/tranches.mdx',
    from: '5,000 tokens are waiting',
    to: '7,500 tokens are waiting',
    test: WORKED,
  },
  {
    name: 'page: Flow overview says the uncovered debt jumps to 386 units',
    file: 'docs/concepts/flow/overview.mdx',
    from: 'jumps from 0 to 385 units',
    to: 'jumps from 0 to 386 units',
    test: WORKED,
  },
];

interface Outcome {
  mutation: Mutation;
  result: 'caught' | 'NOT CAUGHT' | 'failed otherwise' | 'does not apply';
  seconds: number;
}

function runTest(test: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', '--test', test], {cwd: ROOT, encoding: 'utf8'});
}

function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

function run(mutation: Mutation): Outcome {
  const file = path.join(ROOT, mutation.file);
  const original = fs.readFileSync(file, 'utf8');
  const started = Date.now();
  if (occurrences(original, mutation.from) !== 1) return {mutation, result: 'does not apply', seconds: 0};
  try {
    fs.writeFileSync(file, original.replace(mutation.from, mutation.to));
    const child = runTest(mutation.test);
    // Caught means a test assertion failed, not that the file stopped compiling or the run crashed.
    const result = child.status === 0 ? 'NOT CAUGHT' : /ERR_ASSERTION|AssertionError/.test(child.stdout) ? 'caught' : 'failed otherwise';
    if (result === 'failed otherwise') console.error(`${child.stdout}${child.stderr}`.slice(-1500));
    return {mutation, result, seconds: Math.round((Date.now() - started) / 1000)};
  } finally {
    fs.writeFileSync(file, original);
  }
}

function main(): void {
  const filter = process.argv[2] ? new RegExp(process.argv[2]) : undefined;
  const selected = MUTATIONS.filter((m) => !filter || filter.test(m.name));
  // Ctrl-C also stops the test child; `run` then restores the file, and the loop ends here.
  let interrupted = false;
  process.on('SIGINT', () => {
    interrupted = true;
  });
  // Each test file must pass as it is, or a failure would say nothing about the mutation.
  for (const test of new Set(selected.map((m) => m.test))) {
    const child = runTest(test);
    if (child.status !== 0) throw new Error(`${test} fails without any mutation:\n${child.stdout.slice(-2000)}`);
    console.error(`passes as is   ${test}`);
  }
  const outcomes: Outcome[] = [];
  for (const mutation of selected) {
    if (interrupted) break;
    const outcome = run(mutation);
    outcomes.push(outcome);
    console.error(`${outcome.result.padEnd(14)} ${mutation.name} (${outcome.seconds} s)`);
  }
  const lines = [
    '| # | mutation | file | test | result |',
    '| --- | --- | --- | --- | --- |',
    ...outcomes.map((o, i) => `| ${i + 1} | ${o.mutation.name} | ${o.mutation.file} | ${path.basename(o.mutation.test)} | ${o.result} |`),
  ];
  console.log(lines.join('\n'));
  const caught = outcomes.filter((o) => o.result === 'caught').length;
  console.log(`\n${caught} of ${outcomes.length} mutations caught`);
  if (caught !== outcomes.length) process.exitCode = 1;
}

main();
