/**
 * Claims the signing wallet's allocation from one Merkle Instant campaign on devnet,
 * then prints the claim event. Usage: `npx tsx airdrops-claim.ts <campaign address>
 * <recipients.json>`, where the JSON file is the campaign's full recipient list in tree
 * order: `[["<address>", "<amount in base units>"], ...]`. Demo code: not
 * production-ready.
 */
// #region main
import fs from 'node:fs';
import {PublicKey} from '@solana/web3.js';
import BN from 'bn.js';
import {bytesToHex} from 'viem';
import {
  canClaim,
  claim,
  claimEvent,
  explain,
  merkleInstantProgram,
  merkleProof,
  readCampaign,
} from './airdrops-client.js';

async function main(): Promise<void> {
  const program = merkleInstantProgram('devnet');
  const campaign = new PublicKey(process.argv[2] ?? '');
  const rows = JSON.parse(
    fs.readFileSync(process.argv[3] ?? 'recipients.json', 'utf8'),
  ) as [string, string][];
  const allocations = rows.map(([address, amount], index) => ({
    index,
    recipient: new PublicKey(address),
    amount: new BN(amount),
  }));
  const me = program.provider.publicKey;
  const mine = allocations.find((a) => me !== undefined && a.recipient.equals(me));
  if (!mine) return console.log('this wallet is not in the list');

  const {root, proof} = merkleProof(allocations, mine.index);
  const {merkleRoot} = await readCampaign(program, campaign);
  if (bytesToHex(root) !== bytesToHex(Uint8Array.from(merkleRoot)))
    return console.log('the list does not match the campaign root');
  if (!(await canClaim(program, campaign, mine.index))) return;
  try {
    const signature = await claim(program, campaign, mine, proof);
    console.log('claim:', signature);
    await claimEvent(program, signature);
  } catch (error) {
    console.error(explain(error));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
// #endregion main
