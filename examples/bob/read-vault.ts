// Reads the state of a Sablier Bob vault with viem and the deployment data of the `sablier` package.
import {type Address, createPublicClient, http, parseAbi, zeroAddress} from 'viem';
import {mainnet} from 'viem/chains';
import {sablier} from 'sablier';

// The SablierBob functions this script reads, in viem's human-readable ABI format.
const bobAbi = parseAbi([
  'function statusOf(uint256 vaultId) view returns (uint8 status)',
  'function getUnderlyingToken(uint256 vaultId) view returns (address token)',
  'function getTargetPrice(uint256 vaultId) view returns (uint128 targetPrice)',
  'function getLastSyncedPrice(uint256 vaultId) view returns (uint128 lastSyncedPrice)',
  'function getExpiry(uint256 vaultId) view returns (uint40 expiry)',
  'function getAdapter(uint256 vaultId) view returns (address adapter)',
]);

// The Bob.Status enum, in the order of its integer values.
const STATUS = ['ACTIVE', 'EXPIRED', 'SETTLED'] as const;

// Oracle prices are normalized to 8 decimals.
function usd(price: bigint): string {
  return (Number(price) / 1e8).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
  });
}

async function main(vaultId: bigint): Promise<void> {
  const release = sablier.releases.get({protocol: 'bob', version: 'v1.0'});
  const bob = sablier.contracts.get({
    chainId: mainnet.id,
    contractName: 'SablierBob',
    release,
  });
  if (!bob) throw new Error('SablierBob v1.0 is not deployed on this chain');

  const client = createPublicClient({chain: mainnet, transport: http()});
  const vault = {
    address: bob.address as Address,
    abi: bobAbi,
    args: [vaultId],
  } as const;

  const [status, token, targetPrice, lastSyncedPrice, expiry, adapter] =
    await Promise.all([
      client.readContract({...vault, functionName: 'statusOf'}),
      client.readContract({...vault, functionName: 'getUnderlyingToken'}),
      client.readContract({...vault, functionName: 'getTargetPrice'}),
      client.readContract({...vault, functionName: 'getLastSyncedPrice'}),
      client.readContract({...vault, functionName: 'getExpiry'}),
      client.readContract({...vault, functionName: 'getAdapter'}),
    ]);

  console.log(`Vault ${vaultId} on ${mainnet.name}`);
  console.log(`  status:       ${STATUS[status] ?? `unknown (${status})`}`);
  console.log(`  token:        ${token}`);
  console.log(`  target price: ${usd(targetPrice)}`);
  console.log(`  last synced:  ${usd(lastSyncedPrice)}`);
  console.log(`  expiry:       ${new Date(expiry * 1000).toISOString()}`);
  console.log(`  Lido adapter: ${adapter === zeroAddress ? 'none' : adapter}`);
}

main(1n).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
