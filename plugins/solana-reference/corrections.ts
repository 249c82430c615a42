/**
 * Doc lines of the package's IDLs that are out of date or wrong, and what the reference shows instead. Each entry
 * must still match the IDL: when a new package release fixes a line, the build fails here and the entry goes.
 *
 * - The fee lines: the IDL docs still quote the withdrawal fee ($1) and the claim fee ($2) that the programs once
 *   charged. The fee constants of release v0.1 are zero (`WITHDRAWAL_FEE_USD` and `CLAIM_FEE_USD` in the program
 *   sources at tag v0.1), so the fee views return 0 and nothing is charged.
 * - "The stream does not exist." under Requirements of the read-only instructions is inverted: they need the stream.
 * - A stray "recipient." line trails the `withdrawal_recipient` account docs; a missing full stop joins two
 *   sentences of `create_with_durations_ll`.
 * - The `cancel` note presents canceled and depleted as alternatives. The program always marks a canceled stream as
 *   canceled, and also as depleted when nothing is left for the recipient (`StreamData::cancel`,
 *   programs/lockup/src/state/lockup.rs:36-45 at tag v0.1). The note spans two doc lines: the first is replaced, the
 *   second dropped.
 * - `has_grace_period_passed` computes, at tag v0.1, `expiration_time > 0 && now > expiration_time + 7 days`
 *   (programs/merkle_instant/src/instructions/view/has_grace_period_passed.rs:8 and utils/validations.rs:92-97), not
 *   the grace period after the first claim that `clawback` checks (clawback.rs:79).
 */
import type {Idl} from './idl';

export interface Correction {
  /** `metadata.name` of the IDL. */
  program: string;
  /** Instruction names, or `*` for every instruction. */
  instructions: readonly string[] | '*';
  /** An account of the instruction, when the line is in that account's docs. */
  account?: string;
  /** The exact doc line. */
  line: string;
  /** What the reference shows instead; `null` drops the line. */
  replace: string | null;
}

const FEE_NOTE = (action: string) =>
  `- The instruction can charge a fee in SOL for each ${action}, set in USD and converted with the Chainlink SOL/USD ` +
  'price. At release v0.1 that fee is zero, so nothing is charged.';

const FEE_VIEW = (fee: string) =>
  `Calculates the ${fee} fee in lamports from the program's USD fee and the Chainlink SOL/USD price. The USD fee is ` +
  'zero at release v0.1, so it returns 0.';

export const CORRECTIONS: readonly Correction[] = [
  {
    program: 'sablier_lockup',
    instructions: ['withdraw'],
    line: '- The instruction charges a fee in the native token (SOL), equivalent to $1 USD.',
    replace: FEE_NOTE('withdrawal'),
  },
  {
    program: 'sablier_lockup',
    instructions: ['withdrawal_fee_in_lamports'],
    line: 'Calculates the withdrawal fee in lamports, which is equivalent to $1 USD.',
    replace: FEE_VIEW('withdrawal'),
  },
  {
    program: 'sablier_lockup',
    instructions: '*',
    line: '- The stream does not exist.',
    replace: '- The stream must exist.',
  },
  {
    program: 'sablier_lockup',
    instructions: ['withdraw', 'withdraw_max'],
    account: 'withdrawal_recipient',
    line: 'recipient.',
    replace: null,
  },
  {
    program: 'sablier_lockup',
    instructions: ['create_with_durations_ll'],
    line: 'current timestamp and the total duration The stream is funded by the signer and wrapped in a Metaplex NFT.',
    replace: 'current timestamp and the total duration. The stream is funded by the signer and wrapped in a Metaplex NFT.',
  },
  {
    program: 'sablier_lockup',
    instructions: ['cancel'],
    line: '- If there are any tokens left for the recipient to withdraw, the stream is marked as canceled. Otherwise, the',
    replace:
      '- The stream is marked as canceled and can no longer be canceled. If nothing is left for the recipient to withdraw, ' +
      'it is also marked as depleted.',
  },
  {
    program: 'sablier_lockup',
    instructions: ['cancel'],
    line: 'stream is marked as depleted.',
    replace: null,
  },
  {
    program: 'sablier_merkle_instant',
    instructions: ['claim'],
    line: '- The instruction charges a fee in the native token (SOL), equivalent to $2 USD.',
    replace: FEE_NOTE('claim'),
  },
  {
    program: 'sablier_merkle_instant',
    instructions: ['claim_fee_in_lamports'],
    line: 'Calculates the claim fee in lamports, which is equivalent to $2 USD.',
    replace: FEE_VIEW('claim'),
  },
  {
    program: 'sablier_merkle_instant',
    instructions: ['has_grace_period_passed'],
    line: 'Returns a flag indicating whether the grace period of the campaign has passed.',
    replace:
      'Returns whether the campaign has an expiration and is more than 7 days past it. At release v0.1 this is not the ' +
      'grace period that `clawback` checks (7 days after the first claim): judge clawback from `first_claim_time` instead.',
  },
  {
    program: 'sablier_merkle_instant',
    instructions: ['has_grace_period_passed'],
    line: '- A return value of `false` indicates: No claim has been made yet, OR the current timestamp does not exceed',
    replace: '- A return value of `false` means: the campaign never expires, OR the current time is at most 7 days after its expiration.',
  },
  {
    program: 'sablier_merkle_instant',
    instructions: ['has_grace_period_passed'],
    line: 'seven days after the first claim.',
    replace: null,
  },
];

function fix(lines: readonly string[] | undefined, c: Correction): {lines: string[] | undefined; hits: number} {
  if (!lines) return {lines, hits: 0};
  let hits = 0;
  const out: string[] = [];
  for (const line of lines) {
    if (line.trim() !== c.line) {
      out.push(line);
      continue;
    }
    hits++;
    if (c.replace !== null) out.push(c.replace);
  }
  return {lines: out, hits};
}

/**
 * A copy of `idl` with the corrections for its program applied. Throws, naming the correction, when one of them no
 * longer matches any line (the package changed: the entry must be checked and removed or updated).
 */
export function applyCorrections(idl: Idl, corrections: readonly Correction[] = CORRECTIONS): Idl {
  const copy = structuredClone(idl) as Idl;
  for (const c of corrections) {
    if (c.program !== copy.metadata.name) continue;
    let hits = 0;
    for (const ix of copy.instructions) {
      if (c.instructions !== '*' && !c.instructions.includes(ix.name)) continue;
      if (c.account) {
        for (const account of ix.accounts) {
          if (account.name !== c.account || !('docs' in account)) continue;
          const r = fix(account.docs, c);
          account.docs = r.lines;
          hits += r.hits;
        }
      } else {
        const r = fix(ix.docs, c);
        ix.docs = r.lines;
        hits += r.hits;
      }
    }
    if (hits === 0) {
      throw new Error(`solana-reference: the correction of "${c.line}" (${c.program}) matches no doc line of the IDL any more`);
    }
  }
  return copy;
}
