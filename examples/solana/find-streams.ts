/**
 * Lists the Lockup streams of one wallet on mainnet-beta, as sender and as recipient.
 * Usage: `npx tsx find-streams.ts <wallet address> [RPC URL]`. Demo code: simplified,
 * not production-ready.
 */
// #region main
import {clusterApiUrl, Connection, PublicKey} from '@solana/web3.js';
import {
  readOnlyPrograms,
  streamsByRecipient,
  streamsBySender,
} from './find-accounts.js';

async function main(): Promise<void> {
  const wallet = new PublicKey(process.argv[2] ?? '');
  // getProgramAccounts scans every account of the program: use an RPC provider's URL.
  const url = process.argv[3] ?? clusterApiUrl('mainnet-beta');
  const {lockup} = readOnlyPrograms(new Connection(url, 'confirmed'));

  for (const stream of await streamsBySender(lockup, wallet)) {
    const {deposited, withdrawn} = stream.data.amounts;
    const progress = `withdrawn ${withdrawn.toString()} of ${deposited.toString()}`;
    console.log('sent', stream.nftMint.toBase58(), progress);
  }
  for (const stream of await streamsByRecipient(lockup, wallet)) {
    const note = stream.inAssociatedAccount ? '' : ' (move the NFT to your ATA)';
    console.log('received', stream.nftMint.toBase58(), note);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
// #endregion main
