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
