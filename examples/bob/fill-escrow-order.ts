// Fills a Sablier Escrow order with viem: checks the order, quotes the net amounts with the current trade fee,
// approves the buy token and calls fillOrder.
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbi,
  zeroAddress,
} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {mainnet} from 'viem/chains';
import {sablier} from 'sablier';

const escrowAbi = parseAbi([
  'function statusOf(uint256 orderId) view returns (uint8 status)',
  'function getBuyer(uint256 orderId) view returns (address buyer)',
  'function getBuyToken(uint256 orderId) view returns (address buyToken)',
  'function getSellAmount(uint256 orderId) view returns (uint128 sellAmount)',
  'function getMinBuyAmount(uint256 orderId) view returns (uint128 minBuyAmount)',
  'function tradeFee() view returns (uint256)',
  'function fillOrder(uint256 orderId, uint128 buyAmount) returns (uint128 amountToTransferToSeller, uint128 amountToTransferToBuyer, uint128 feeDeductedFromBuyerAmount, uint128 feeDeductedFromSellerAmount)',
]);

const OPEN = 3; // Escrow.Status: 0 CANCELLED, 1 EXPIRED, 2 FILLED, 3 OPEN
const UNIT = 10n ** 18n; // the trade fee is a UD60x18 value: 1e18 is 100%

async function fill(
  orderId: bigint,
  buyAmount: bigint,
  privateKey: `0x${string}`,
): Promise<void> {
  const release = sablier.releases.get({protocol: 'bob', version: 'v1.0'});
  const escrow = sablier.contracts.get({
    chainId: mainnet.id,
    contractName: 'SablierEscrow',
    release,
  });
  if (!escrow) throw new Error('SablierEscrow is not deployed on this chain');
  const address = escrow.address as Address;

  const account = privateKeyToAccount(privateKey);
  const publicClient = createPublicClient({chain: mainnet, transport: http()});
  const walletClient = createWalletClient({account, chain: mainnet, transport: http()});
  const order = {address, abi: escrowAbi, args: [orderId]} as const;

  const [status, buyer, buyToken, sellAmount, minBuyAmount, fee] = await Promise.all([
    publicClient.readContract({...order, functionName: 'statusOf'}),
    publicClient.readContract({...order, functionName: 'getBuyer'}),
    publicClient.readContract({...order, functionName: 'getBuyToken'}),
    publicClient.readContract({...order, functionName: 'getSellAmount'}),
    publicClient.readContract({...order, functionName: 'getMinBuyAmount'}),
    publicClient.readContract({address, abi: escrowAbi, functionName: 'tradeFee'}),
  ]);
  if (status !== OPEN)
    throw new Error(`order ${orderId} is not open (status ${status})`);
  if (buyer !== zeroAddress && buyer !== account.address)
    throw new Error(`order ${orderId} is reserved for ${buyer}`);
  if (buyAmount < minBuyAmount)
    throw new Error(`the order asks for at least ${minBuyAmount}`);

  // The fee in force when the fill is mined applies to both sides; it can change before then.
  console.log(`you receive ${sellAmount - (sellAmount * fee) / UNIT} sell-token units`);
  console.log(
    `the seller receives ${buyAmount - (buyAmount * fee) / UNIT} buy-token units`,
  );

  // An allowance of exactly buyAmount covers both the seller's part and the fee.
  const approval = await walletClient.writeContract({
    address: buyToken,
    abi: erc20Abi,
    functionName: 'approve',
    args: [address, buyAmount],
  });
  await publicClient.waitForTransactionReceipt({hash: approval});

  const hash = await walletClient.writeContract({
    ...order,
    functionName: 'fillOrder',
    args: [orderId, buyAmount],
  });
  const receipt = await publicClient.waitForTransactionReceipt({hash});
  console.log(`filled in block ${receipt.blockNumber}: ${hash}`);
}

const key = process.env.PRIVATE_KEY;
if (!key?.startsWith('0x'))
  throw new Error("set PRIVATE_KEY to the buyer's key (0x...)");
// Order 1, paid with 20.5 WETH (18 decimals).
fill(1n, 20_500_000_000_000_000_000n, key as `0x${string}`).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
