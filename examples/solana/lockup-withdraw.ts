/**
 * Withdraws everything withdrawable from one Lockup stream on devnet, then prints the
 * withdrawal event. Usage: `npx tsx lockup-withdraw.ts <stream NFT mint address>`. Demo
 * code: simplified, not production-ready.
 */
// #region main
import {PublicKey} from '@solana/web3.js';
import {
  explain,
  lockupProgram,
  readAmounts,
  withdraw,
  withdrawalEvent,
} from './lockup-client.js';

async function main(): Promise<void> {
  const program = lockupProgram('devnet');
  // The stream ID: the stream NFT mint address, as the app shows it, or derived with
  // streamNftMint().
  const nftMint = new PublicKey(process.argv[2] ?? '');
  const withdrawable = await readAmounts(program, nftMint);
  if (withdrawable.isZero()) return console.log('nothing to withdraw yet');
  try {
    const signature = await withdraw(program, nftMint, withdrawable);
    console.log('withdrawal:', signature);
    await withdrawalEvent(program, signature);
  } catch (error) {
    console.error(explain(error));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
// #endregion main
