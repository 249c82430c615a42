/**
 * What the IDL cannot say: when each custom error is raised, read in the program sources at tag v0.1. Every error of
 * an IDL needs an entry here (the build fails otherwise), so a new error in a package release is not shown without
 * an explanation. Backticked instruction names become links to the instruction.
 */
export const ERROR_WHEN: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  sablier_lockup: {
    StreamDepleted: '`withdraw`, `withdraw_max` or `cancel` on a stream whose tokens have all been withdrawn or refunded.',
    StreamCanceled: '`cancel` on a stream that was already canceled. The message speaks of renouncing, but only `cancel` raises this code.',
    StreamIsNotCancelable: '`cancel` on a stream created non-cancelable or renounced since.',
    StreamSettled: '`cancel` on a stream that has streamed its whole deposit: there is nothing left to refund.',
    CantCollectZeroFees: '`collect_fees` when the treasury holds nothing above its rent-exempt minimum and the 0.001 SOL buffer.',
    CliffTimeNotLessThanEndTime: 'Creating a stream whose cliff time is not before its end time.',
    CliffTimeZeroUnlockAmountNotZero: 'Creating a stream without a cliff (cliff time 0) but with a cliff unlock amount.',
    DepositAmountZero: 'Creating a stream with a deposit of zero.',
    StartTimeNotLessThanCliffTime: 'Creating a stream with a cliff whose start time is not before the cliff time.',
    StartTimeNotLessThanEndTime: 'Creating a stream whose start time is not before its end time.',
    StartTimeZero: 'Creating a stream with a start time of zero.',
    UnlockAmountsSumTooHigh: 'Creating a stream whose start and cliff unlock amounts add up to more than the deposit.',
    StreamAlreadyNonCancelable:
      '`renounce` on a stream that can no longer be canceled: not cancelable, already canceled, depleted or settled.',
    Overdraw: '`withdraw` of more than the withdrawable amount.',
    WithdrawAmountZero: '`withdraw` of zero, or `withdraw_max` when nothing is withdrawable yet.',
  },
  sablier_merkle_instant: {
    CampaignExpired: '`claim` at or after the expiration time of a campaign that expires.',
    InvalidMerkleProof: '`claim` whose index, recipient, amount and proof do not hash to the Merkle root of the campaign.',
    CampaignNotStarted: '`claim` before the start time of the campaign.',
    ClawbackNotAllowed:
      '`clawback` more than 7 days after the first claim while the campaign has not expired. Before the first claim, within those 7 days and after expiration, clawback is allowed. A campaign whose expiration time is 0 never expires, so once its 7 days have passed, clawback stays closed.',
    CantCollectZeroFees: '`collect_fees` when the treasury holds nothing above its rent-exempt minimum and the 0.001 SOL buffer.',
  },
};

/**
 * Anchor framework errors (codes below 6000) that callers of these programs meet, with the situation that raises
 * them; names and messages come from @coral-xyz/anchor.
 */
export const FRAMEWORK_ERRORS: Readonly<Record<string, {code: number; when: Readonly<Record<string, string>>}>> = {
  ConstraintRaw: {
    code: 2003,
    when: {
      sablier_lockup:
        '`withdraw` or `withdraw_max` to an address other than the recipient when the signer is not the recipient, or a `stream_recipient` whose associated token account for the stream NFT does not hold it.',
    },
  },
  ConstraintAddress: {
    code: 2012,
    when: {
      sablier_lockup:
        "A signer other than the sender on `cancel` or `renounce`, other than the fee collector on `collect_fees`, a `deposited_token_mint` other than the stream's token, or Chainlink accounts other than those stored in the treasury.",
      sablier_merkle_instant:
        "A signer other than the campaign creator on `clawback`, other than the fee collector on `collect_fees`, an `airdrop_token_mint` other than the campaign's token, or Chainlink accounts other than those stored in the treasury.",
    },
  },
  AccountNotInitialized: {
    code: 3012,
    when: {
      sablier_lockup:
        "A stream NFT mint that is not a stream of this program, or a token account that does not exist, such as the stream recipient's associated token account for the stream NFT when the NFT sits in another account.",
      sablier_merkle_instant: 'A campaign that does not exist, or a mint other than the campaign token.',
    },
  },
};

/**
 * Descriptions of the arguments the IDL docs leave without one, by program and instruction, with the source lines
 * they are read from (solsab path:line at the release tag). The build fails on an argument that has neither an IDL
 * description nor an entry here.
 */
export const ARGUMENT_DOCS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, {text: string; source: string}>>>>>> = {
  sablier_lockup: {
    create_with_durations_ll: {
      cliff_duration: {
        text: 'The time from the start to the cliff, in seconds. The program sets the cliff time to the start time plus this duration, or to 0 (no cliff) when it is 0.',
        source: 'programs/lockup/src/instructions/create_with_durations.rs:20-25',
      },
      total_duration: {
        text: "The time from the start to the end, in seconds. The start time is the cluster's clock at execution, and the program sets the end time to the start time plus this duration.",
        source: 'programs/lockup/src/instructions/create_with_durations.rs:17-28',
      },
    },
  },
};
