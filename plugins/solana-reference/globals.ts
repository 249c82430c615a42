/**
 * The global accounts of each program: the PDAs whose seeds are all constants in the IDL (the treasury, and for
 * Lockup the NFT collection accounts). They have one address per program, the same on every cluster, computed here
 * with @solana/web3.js from the program ID and the seeds.
 */
import {PublicKey} from '@solana/web3.js';
import type {SolanaGlobalAccount} from '../../src/lib/protocol-data-types';
import type {IdlInstructionAccount, IdlSeed} from './idl';
import {constSeed} from './names';
import type {ProgramContext} from './render';

export type GlobalAccount = SolanaGlobalAccount;

type ConstSeed = Extract<IdlSeed, {kind: 'const'}>;

export function globalAccounts(ctx: ProgramContext): GlobalAccount[] {
  const found = new Map<string, GlobalAccount>();
  const programId = new PublicKey(ctx.idl.address);
  for (const ix of ctx.idl.instructions) {
    for (const item of ix.accounts) {
      const account = item as IdlInstructionAccount;
      const pda = account.pda;
      if (!pda || pda.program || found.has(account.name) || !pda.seeds.every((s) => s.kind === 'const')) continue;
      const seeds = pda.seeds as ConstSeed[];
      const [address, bump] = PublicKey.findProgramAddressSync(
        seeds.map((s) => Uint8Array.from(s.value)),
        programId,
      );
      found.set(account.name, {
        program: ctx.label,
        account: account.name,
        seeds: seeds.map((s) => constSeed(s.value)),
        address: address.toBase58(),
        bump,
      });
    }
  }
  return [...found.values()];
}
