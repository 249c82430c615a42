// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { AggregatorV3Interface } from "@chainlink/contracts/src/v0.8/shared/interfaces/AggregatorV3Interface.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ISablierBatchLockup } from "@sablier/lockup/src/interfaces/ISablierBatchLockup.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { BatchLockup } from "@sablier/lockup/src/types/BatchLockup.sol";
import { Lockup } from "@sablier/lockup/src/types/Lockup.sol";
import { LockupPriceGated } from "@sablier/lockup/src/types/LockupPriceGated.sol";

/// @notice Creates Lockup Price Gated streams of WETH that unlock when ETH reaches a target price in USD, or at the end
/// time, whichever comes first.
/// @dev Demo code: the addresses are Ethereum mainnet deployments, hard-coded for brevity, and the code is not audited.
contract LockupPriceGatedStreamCreator {
    // Ethereum mainnet addresses
    IERC20 public constant WETH = IERC20(0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2);
    ISablierLockup public constant LOCKUP = ISablierLockup(0x93b37Bd5B6b278373217333Ac30D7E74c85fBDCB);
    ISablierBatchLockup public constant BATCH_LOCKUP =
        ISablierBatchLockup(0x4f3be262D1358A82b468CF81bfc5A9cC32Cf9875);

    /// @dev Chainlink's ETH / USD price feed, which reports 8 decimals.
    AggregatorV3Interface public constant ETH_USD_FEED =
        AggregatorV3Interface(0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419);

    /// @notice Creates one stream that unlocks when ETH trades at `targetPriceUSD` or more, and in any case after one
    /// year.
    /// @param depositAmount The amount of WETH to lock, with 18 decimals.
    /// @param targetPriceUSD The unlock price with 8 decimals (`5000e8` is $5,000). Must be above the current price.
    function createStream(uint128 depositAmount, uint128 targetPriceUSD) external returns (uint256 streamId) {
        // Step 1: pull the tokens from the caller, who must have approved this contract.
        WETH.transferFrom({ from: msg.sender, to: address(this), value: depositAmount });

        // Step 2: allow Lockup to pull the tokens from this contract.
        WETH.approve({ spender: address(LOCKUP), value: depositAmount });

        // Step 3: the parameters shared by every Lockup model. Price Gated streams only take timestamps.
        Lockup.CreateWithTimestamps memory params;
        params.sender = msg.sender; // may cancel while the price is below the target and the end time is ahead
        params.recipient = address(0xCAFE); // receives the whole deposit once the stream unlocks
        params.depositAmount = depositAmount;
        params.token = WETH;
        params.cancelable = true;
        params.transferable = true;
        params.timestamps = Lockup.Timestamps({ start: uint40(block.timestamp), end: uint40(block.timestamp + 52 weeks) });

        // Step 4: the unlock condition.
        LockupPriceGated.UnlockParams memory unlockParams =
            LockupPriceGated.UnlockParams({ oracle: ETH_USD_FEED, targetPrice: targetPriceUSD });

        // Step 5: create the stream.
        streamId = LOCKUP.createWithTimestampsLPG(params, unlockParams);
    }

    /// @notice Creates two streams in one transaction through the batch contract: one that unlocks at 1.5 times the
    /// current ETH price and one at twice the current price, with different end times.
    /// @param perStreamAmount The amount of WETH to lock in each stream, with 18 decimals.
    function batchCreateStreams(uint128 perStreamAmount) external returns (uint256[] memory streamIds) {
        uint256 batchSize = 2;
        uint256 transferAmount = perStreamAmount * batchSize;

        // Pull the tokens from the caller and let the batch contract take them from this contract.
        WETH.transferFrom({ from: msg.sender, to: address(this), value: transferAmount });
        WETH.approve({ spender: address(BATCH_LOCKUP), value: transferAmount });

        // The current price, to derive targets that are above it (creation reverts otherwise).
        (, int256 answer,,,) = ETH_USD_FEED.latestRoundData();
        require(answer > 0, "no price");
        uint128 currentPrice = uint128(uint256(answer));

        BatchLockup.CreateWithTimestampsLPG[] memory batch = new BatchLockup.CreateWithTimestampsLPG[](batchSize);
        batch[0] = BatchLockup.CreateWithTimestampsLPG({
            sender: msg.sender,
            recipient: address(0xCAFE),
            depositAmount: perStreamAmount,
            cancelable: true,
            transferable: false,
            timestamps: Lockup.Timestamps({ start: uint40(block.timestamp), end: uint40(block.timestamp + 26 weeks) }),
            unlockParams: LockupPriceGated.UnlockParams({ oracle: ETH_USD_FEED, targetPrice: currentPrice * 3 / 2 }),
            shape: ""
        });
        batch[1] = BatchLockup.CreateWithTimestampsLPG({
            sender: msg.sender,
            recipient: address(0xBEEF),
            depositAmount: perStreamAmount,
            cancelable: false,
            transferable: false,
            timestamps: Lockup.Timestamps({ start: uint40(block.timestamp), end: uint40(block.timestamp + 104 weeks) }),
            unlockParams: LockupPriceGated.UnlockParams({ oracle: ETH_USD_FEED, targetPrice: currentPrice * 2 }),
            shape: ""
        });

        streamIds = BATCH_LOCKUP.createWithTimestampsLPG({ lockup: LOCKUP, token: WETH, batch: batch });
    }

    /// @notice Withdraws everything a Price Gated stream holds for its recipient. A partial amount would revert:
    /// these streams only allow withdrawing exactly the withdrawable amount, which is 0 or the whole deposit.
    /// @dev Anyone may call this; the tokens always go to the stream's recipient. Lockup charges a minimum fee in the
    /// native token, forwarded from `msg.value`.
    function withdrawAll(uint256 streamId) external payable returns (uint128 withdrawnAmount) {
        uint256 fee = LOCKUP.calculateMinFeeWei(streamId);
        withdrawnAmount = LOCKUP.withdrawMax{ value: fee }({ streamId: streamId, to: LOCKUP.getRecipient(streamId) });
    }
}
