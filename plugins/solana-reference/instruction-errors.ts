/**
 * The errors each instruction can raise, read in the program sources at tag v0.1 (the IDL lists a program's errors,
 * not which instruction raises which). Every instruction of an IDL needs an entry, empty when it raises none a caller
 * can meet, and every custom error must be raised by at least one instruction: the build fails otherwise
 * (./generate.ts), so a new instruction or error in a package release is not shown without its errors.
 *
 * Each entry names the error, says when it happens and cites the source lines (solsab path:line at the release
 * tag). Kinds:
 * - `program`: the program's own error (`ErrorCode::<name>`, 6000 and up), code and message from the IDL.
 * - `anchor`: an Anchor framework error (below 6000), raised by a constraint of the instruction's accounts struct or
 *   by loading an account; code and message from @coral-xyz/anchor.
 * - `system`: the System program's `AccountAlreadyInUse` (custom program error 0x0), when an account the instruction
 *   creates with `init` already exists.
 * - `token`: the Token program's `InsufficientFunds` (custom program error 0x1), when a transfer exceeds a balance.
 *
 * Entries are listed in the order the checks run. Anchor first loads every account the instruction does not create
 * (an account that does not exist fails there), then creates the `init` accounts, then checks the constraints of the
 * others in field order (lang/syn/src/codegen/accounts/try_accounts.rs, `generate_constraints`); the handler's own
 * checks come last.
 */

export type ErrorKind = 'program' | 'anchor' | 'system' | 'token';

export interface RaisedError {
  kind: ErrorKind;
  /** The error's name: an IDL error, a `LangErrorCode` key, `AccountAlreadyInUse` or `InsufficientFunds`. */
  name: string;
  /** When the instruction raises it. Backticked instruction names become links. */
  when: string;
  /** solsab `path:line` or `path:first-last` at the release tag; the first is where the check is. */
  sources: readonly string[];
}

/** The codes of the errors of other programs that these instructions meet. */
export const OTHER_PROGRAM_ERRORS: Readonly<Record<'system' | 'token', {name: string; code: number; program: string; message: string}>> = {
  system: {name: 'AccountAlreadyInUse', code: 0, program: 'System program', message: 'an account with the same address already exists'},
  token: {name: 'InsufficientFunds', code: 1, program: 'Token program', message: 'insufficient funds'},
};

const LK = 'programs/lockup/src';
const MI = 'programs/merkle_instant/src';

const lockupStreamMissing = (line: string): RaisedError => ({
  kind: 'anchor',
  name: 'AccountNotInitialized',
  when: '`stream_nft_mint` is not the NFT mint of a stream of this program: its stream data account does not exist.',
  sources: [`${LK}/${line}`],
});

const lockupViews: readonly RaisedError[] = [lockupStreamMissing('instructions/view/stream_view.rs:13-20')];

const chainlinkMismatch = (file: string, lines: readonly string[]): RaisedError => ({
  kind: 'anchor',
  name: 'ConstraintAddress',
  when: '`chainlink_program` or `chainlink_sol_usd_feed` is not the account stored in the Treasury.',
  sources: lines.map((l) => `${file}:${l}`),
});

const createChecks = (via: string): RaisedError[] => [
  {
    kind: 'anchor',
    name: 'AccountNotInitialized',
    when: 'The creator has no associated token account for the deposit mint.',
    sources: [`${LK}/instructions/create_with_timestamps.rs:30-36`],
  },
  {
    kind: 'system',
    name: 'AccountAlreadyInUse',
    when: 'A stream with the same sender and salt exists: its NFT mint account is already in use.',
    sources: [`${LK}/instructions/create_with_timestamps.rs:100-113`],
  },
  {kind: 'program', name: 'DepositAmountZero', when: '`deposit_amount` is 0.', sources: [`${LK}/utils/validations.rs:53-54`, via]},
];

const withdrawChecks = (max: boolean): RaisedError[] => [
  {
    kind: 'anchor',
    name: 'AccountNotInitialized',
    when: '`stream_recipient` has no associated token account for the stream NFT under `nft_token_program`, or the stream does not exist.',
    sources: [`${LK}/instructions/withdraw.rs:77-85`, `${LK}/instructions/withdraw.rs:88-93`],
  },
  {
    kind: 'anchor',
    name: 'ConstraintRaw',
    when: '`withdrawal_recipient` is not `stream_recipient`, and the signer is not `stream_recipient`.',
    sources: [`${LK}/instructions/withdraw.rs:36-42`],
  },
  {
    kind: 'anchor',
    name: 'ConstraintAddress',
    when: "`deposited_token_mint` is not the stream's token.",
    sources: [`${LK}/instructions/withdraw.rs:72`],
  },
  {
    kind: 'anchor',
    name: 'ConstraintRaw',
    when: "`stream_recipient`'s associated token account for the stream NFT does not hold it (its amount is not 1): the NFT sits in another account.",
    sources: [`${LK}/instructions/withdraw.rs:82`],
  },
  chainlinkMismatch(`${LK}/instructions/withdraw.rs`, ['115', '120']),
  {
    kind: 'program',
    name: 'StreamDepleted',
    when: 'Everything has been withdrawn or refunded.',
    sources: [`${LK}/utils/validations.rs:107-108`, `${LK}/instructions/withdraw.rs:139-148`],
  },
  {
    kind: 'program',
    name: 'WithdrawAmountZero',
    when: max ? 'Nothing is withdrawable yet.' : '`amount` is 0.',
    sources: max
      ? [`${LK}/utils/validations.rs:112-113`, `${LK}/instructions/withdraw_max.rs:6-13`]
      : [`${LK}/utils/validations.rs:112-113`],
  },
  ...(max
    ? []
    : [
        {
          kind: 'program',
          name: 'Overdraw',
          when: '`amount` is more than the withdrawable amount.',
          sources: [`${LK}/utils/validations.rs:117-118`],
        } as const,
      ]),
];

const campaignMissing = (line: string): RaisedError => ({
  kind: 'anchor',
  name: 'AccountNotInitialized',
  when: 'The campaign account does not exist.',
  sources: [`${MI}/${line}`],
});

export const INSTRUCTION_ERRORS: Readonly<Record<string, Readonly<Record<string, readonly RaisedError[]>>>> = {
  sablier_lockup: {
    cancel: [
      lockupStreamMissing('instructions/cancel.rs:44-53'),
      {
        kind: 'anchor',
        name: 'ConstraintAddress',
        when: "The signer is not the stream's sender.",
        sources: [`${LK}/instructions/cancel.rs:21-24`],
      },
      {
        kind: 'anchor',
        name: 'ConstraintAddress',
        when: "`deposited_token_mint` is not the stream's token.",
        sources: [`${LK}/instructions/cancel.rs:41`],
      },
      {
        kind: 'program',
        name: 'StreamDepleted',
        when: 'Everything has been withdrawn or refunded.',
        sources: [`${LK}/utils/validations.rs:14-15`, `${LK}/instructions/cancel.rs:97-103`],
      },
      {kind: 'program', name: 'StreamCanceled', when: 'The stream was canceled before.', sources: [`${LK}/utils/validations.rs:16-17`]},
      {
        kind: 'program',
        name: 'StreamIsNotCancelable',
        when: 'The stream was created non-cancelable or has been renounced.',
        sources: [`${LK}/utils/validations.rs:21-22`],
      },
      {
        kind: 'program',
        name: 'StreamSettled',
        when: 'The whole deposit has streamed: nothing is left to refund.',
        sources: [`${LK}/utils/validations.rs:26-27`],
      },
    ],
    collect_fees: [
      {
        kind: 'anchor',
        name: 'ConstraintAddress',
        when: 'The signer is not the `fee_collector` stored in the Treasury.',
        sources: [`${LK}/instructions/collect_fees.rs:14`],
      },
      {
        kind: 'program',
        name: 'CantCollectZeroFees',
        when: 'The Treasury holds nothing above its rent-exempt minimum plus the 0.001 SOL buffer.',
        sources: [`${LK}/utils/validations.rs:36-37`, `${LK}/instructions/collect_fees.rs:40`],
      },
    ],
    create_with_durations_ll: [
      ...createChecks(`${LK}/instructions/create_with_durations.rs:31-41`),
      {
        kind: 'program',
        name: 'StartTimeNotLessThanEndTime',
        when: '`total_duration` is 0.',
        sources: [`${LK}/utils/validations.rs:63-64`, `${LK}/instructions/create_with_durations.rs:28`],
      },
      {
        kind: 'program',
        name: 'CliffTimeNotLessThanEndTime',
        when: '`cliff_duration` is above 0 and not less than `total_duration`.',
        sources: [`${LK}/utils/validations.rs:75-76`, `${LK}/instructions/create_with_durations.rs:21-25`],
      },
      {
        kind: 'program',
        name: 'CliffTimeZeroUnlockAmountNotZero',
        when: '`cliff_duration` is 0 (no cliff) but `cliff_unlock_amount` is not.',
        sources: [`${LK}/utils/validations.rs:80-81`],
      },
      {
        kind: 'program',
        name: 'UnlockAmountsSumTooHigh',
        when: '`start_unlock_amount` + `cliff_unlock_amount` is more than `deposit_amount`.',
        sources: [`${LK}/utils/validations.rs:85-88`],
      },
    ],
    create_with_timestamps_ll: [
      ...createChecks(`${LK}/instructions/create_with_timestamps.rs:217`),
      {kind: 'program', name: 'StartTimeZero', when: '`start_time` is 0.', sources: [`${LK}/utils/validations.rs:58-59`]},
      {
        kind: 'program',
        name: 'StartTimeNotLessThanEndTime',
        when: '`start_time` is not before `end_time`.',
        sources: [`${LK}/utils/validations.rs:63-64`],
      },
      {
        kind: 'program',
        name: 'StartTimeNotLessThanCliffTime',
        when: '`cliff_time` is set and `start_time` is not before it.',
        sources: [`${LK}/utils/validations.rs:70-71`],
      },
      {
        kind: 'program',
        name: 'CliffTimeNotLessThanEndTime',
        when: '`cliff_time` is set and not before `end_time`.',
        sources: [`${LK}/utils/validations.rs:75-76`],
      },
      {
        kind: 'program',
        name: 'CliffTimeZeroUnlockAmountNotZero',
        when: '`cliff_time` is 0 (no cliff) but `cliff_unlock_amount` is not.',
        sources: [`${LK}/utils/validations.rs:80-81`],
      },
      {
        kind: 'program',
        name: 'UnlockAmountsSumTooHigh',
        when: '`start_unlock_amount` + `cliff_unlock_amount` is more than `deposit_amount`.',
        sources: [`${LK}/utils/validations.rs:85-88`],
      },
    ],
    initialize: [
      {
        kind: 'system',
        name: 'AccountAlreadyInUse',
        when: 'The program has been initialized already: its Treasury account exists.',
        sources: [`${LK}/instructions/initialize.rs:30-37`],
      },
    ],
    renounce: [
      lockupStreamMissing('instructions/renounce.rs:25-33'),
      {
        kind: 'anchor',
        name: 'ConstraintAddress',
        when: "The signer is not the stream's sender.",
        sources: [`${LK}/instructions/renounce.rs:18`],
      },
      {
        kind: 'program',
        name: 'StreamAlreadyNonCancelable',
        when: 'The stream cannot be canceled any more: it was created non-cancelable or renounced, was canceled or depleted, or has streamed its whole deposit.',
        sources: [`${LK}/utils/validations.rs:97-98`, `${LK}/instructions/renounce.rs:42-51`],
      },
    ],
    withdraw: withdrawChecks(false),
    withdraw_max: withdrawChecks(true),
    refundable_amount_of: lockupViews,
    status_of: lockupViews,
    stream_exists: [],
    streamed_amount_of: lockupViews,
    treasury_view: [],
    withdrawable_amount_of: lockupViews,
    withdrawal_fee_in_lamports: [chainlinkMismatch(`${LK}/instructions/view/withdrawal_fee_in_lamports.rs`, ['22', '27'])],
  },
  sablier_merkle_instant: {
    claim: [
      {
        kind: 'anchor',
        name: 'AccountNotInitialized',
        when: 'The campaign does not exist, or has no token account for the given `airdrop_token_mint`.',
        sources: [`${MI}/instructions/claim.rs:63-65`, `${MI}/instructions/claim.rs:67-74`],
      },
      {
        kind: 'system',
        name: 'AccountAlreadyInUse',
        when: 'This index has been claimed: its claim receipt exists.',
        sources: [`${MI}/instructions/claim.rs:76-88`],
      },
      {
        kind: 'anchor',
        name: 'ConstraintAddress',
        when: "`airdrop_token_mint` is not the campaign's token.",
        sources: [`${MI}/instructions/claim.rs:60`],
      },
      chainlinkMismatch(`${MI}/instructions/claim.rs`, ['101', '106']),
      {
        kind: 'program',
        name: 'CampaignNotStarted',
        when: 'The campaign start time is in the future.',
        sources: [`${MI}/utils/validations.rs:16-17`, `${MI}/instructions/claim.rs:124-132`],
      },
      {
        kind: 'program',
        name: 'CampaignExpired',
        when: 'The campaign has an expiration time, and it has passed (claims close at that second).',
        sources: [`${MI}/utils/validations.rs:21-22`, `${MI}/utils/validations.rs:85-89`],
      },
      {
        kind: 'program',
        name: 'InvalidMerkleProof',
        when: "The index, recipient, amount and proof do not hash to the campaign's Merkle root.",
        sources: [`${MI}/utils/validations.rs:50-51`],
      },
    ],
    clawback: [
      campaignMissing('instructions/clawback.rs:45-46'),
      {
        kind: 'anchor',
        name: 'ConstraintAddress',
        when: "The signer is not the campaign's creator.",
        sources: [`${MI}/instructions/clawback.rs:18-21`],
      },
      {
        kind: 'program',
        name: 'ClawbackNotAllowed',
        when: 'More than 7 days have passed since the first claim and the campaign has not expired. A campaign whose expiration time is 0 never expires, so its clawback stays closed from then on.',
        sources: [`${MI}/utils/validations.rs:60-61`, `${MI}/utils/validations.rs:85-89`, `${MI}/instructions/clawback.rs:79`],
      },
      {
        kind: 'token',
        name: 'InsufficientFunds',
        when: '`amount` is more than the campaign token account holds.',
        sources: [`${MI}/instructions/clawback.rs:82-100`],
      },
    ],
    collect_fees: [
      {
        kind: 'anchor',
        name: 'ConstraintAddress',
        when: 'The signer is not the `fee_collector` stored in the Treasury.',
        sources: [`${MI}/instructions/collect_fees.rs:14`],
      },
      {
        kind: 'program',
        name: 'CantCollectZeroFees',
        when: 'The Treasury holds nothing above its rent-exempt minimum plus the 0.001 SOL buffer.',
        sources: [`${MI}/utils/validations.rs:70-71`, `${MI}/instructions/collect_fees.rs:40`],
      },
    ],
    create_campaign: [
      {
        kind: 'system',
        name: 'AccountAlreadyInUse',
        when: 'A campaign with the same creator, root, times, name and token exists.',
        sources: [`${MI}/instructions/create_campaign.rs:37-53`],
      },
      {
        kind: 'anchor',
        name: 'AccountDidNotSerialize',
        when: 'The encoded campaign does not fit its 228-byte account: `ipfs_cid` and `name` hold more than 91 bytes together (the account has room for 59 and 32).',
        sources: [`${MI}/state/campaign.rs:15-16`, `${MI}/instructions/create_campaign.rs:41`],
      },
    ],
    initialize: [
      {
        kind: 'system',
        name: 'AccountAlreadyInUse',
        when: 'The program has been initialized already: its Treasury account exists.',
        sources: [`${MI}/instructions/initialize.rs:21-28`],
      },
    ],
    campaign_view: [campaignMissing('instructions/view/campaign_view.rs:11-12')],
    claim_fee_in_lamports: [chainlinkMismatch(`${MI}/instructions/view/claim_fee_in_lamports.rs`, ['22', '27'])],
    has_campaign_started: [campaignMissing('instructions/view/campaign_view.rs:11-12')],
    has_claimed: [campaignMissing('instructions/view/has_claimed.rs:11-12')],
    has_expired: [campaignMissing('instructions/view/campaign_view.rs:11-12')],
    has_grace_period_passed: [campaignMissing('instructions/view/campaign_view.rs:11-12')],
    treasury_view: [],
  },
};

/** A source reference split into its path and line range: `a/b.rs:14-15` -> {path, first: 14, last: 15}. */
export function parseSource(source: string): {path: string; first: number; last: number} {
  const match = /^([\w./-]+):(\d+)(?:-(\d+))?$/.exec(source);
  if (!match) throw new Error(`solana-reference: "${source}" is not a path:line reference`);
  const first = Number(match[2]);
  const last = match[3] === undefined ? first : Number(match[3]);
  if (last < first) throw new Error(`solana-reference: "${source}" has its lines backwards`);
  return {path: match[1] as string, first, last};
}
