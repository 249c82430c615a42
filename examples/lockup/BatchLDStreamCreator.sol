// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ud2x18 } from "@prb/math/src/UD2x18.sol";
import { ISablierBatchLockup } from "@sablier/lockup/src/interfaces/ISablierBatchLockup.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { BatchLockup } from "@sablier/lockup/src/types/BatchLockup.sol";
import { LockupDynamic } from "@sablier/lockup/src/types/LockupDynamic.sol";

/// @notice Creates two Lockup Dynamic streams of DAI in one transaction on Ethereum mainnet.
/// @dev Demo code: the addresses are hard-coded and the code is not audited.
contract BatchLDStreamCreator {
    // Ethereum mainnet addresses
    IERC20 public constant DAI = IERC20(0x6B175474E89094C44Da98b954EedeAC495271d0F);
    ISablierLockup public constant LOCKUP = ISablierLockup(0x93b37Bd5B6b278373217333Ac30D7E74c85fBDCB);
    ISablierBatchLockup public constant BATCH_LOCKUP =
        ISablierBatchLockup(0x4f3be262D1358A82b468CF81bfc5A9cC32Cf9875);

    function batchCreateStreams(uint128 perStreamAmount) public returns (uint256[] memory streamIds) {
        // The number of streams in the batch.
        uint256 batchSize = 2;

        // The batch contract pulls the sum of all deposits at once.
        uint256 transferAmount = perStreamAmount * batchSize;

        // Pull the tokens from the caller and allow the batch contract (not Lockup) to pull them from here.
        DAI.transferFrom(msg.sender, address(this), transferAmount);
        DAI.approve({ spender: address(BATCH_LOCKUP), value: transferAmount });

        // Stream 0: half unlocks quickly in the first week, the rest follows a steep curve until week 24.
        BatchLockup.CreateWithTimestampsLD memory stream0;
        stream0.sender = msg.sender; // The caller controls cancel and receives refunds
        stream0.recipient = address(0xCAFE);
        stream0.depositAmount = perStreamAmount;
        stream0.cancelable = true;
        stream0.transferable = false;
        stream0.startTime = uint40(block.timestamp);

        uint128 stream0Amount0 = perStreamAmount / 2;
        stream0.segments = new LockupDynamic.Segment[](2);
        stream0.segments[0] = LockupDynamic.Segment({
            amount: stream0Amount0,
            exponent: ud2x18(0.25e18),
            timestamp: uint40(block.timestamp + 1 weeks)
        });
        stream0.segments[1] = LockupDynamic.Segment({
            amount: perStreamAmount - stream0Amount0,
            exponent: ud2x18(2.71e18),
            timestamp: uint40(block.timestamp + 24 weeks)
        });

        // Stream 1: a quarter streams linearly over 4 weeks, the rest slowly until week 52.
        BatchLockup.CreateWithTimestampsLD memory stream1;
        stream1.sender = msg.sender; // Not cancelable: the sender can never cancel or get a refund
        stream1.recipient = address(0xBEEF);
        stream1.depositAmount = perStreamAmount;
        stream1.cancelable = false;
        stream1.transferable = false;
        stream1.startTime = uint40(block.timestamp);

        uint128 stream1Amount0 = perStreamAmount / 4;
        stream1.segments = new LockupDynamic.Segment[](2);
        stream1.segments[0] = LockupDynamic.Segment({
            amount: stream1Amount0,
            exponent: ud2x18(1e18),
            timestamp: uint40(block.timestamp + 4 weeks)
        });
        stream1.segments[1] = LockupDynamic.Segment({
            amount: perStreamAmount - stream1Amount0,
            exponent: ud2x18(3.14e18),
            timestamp: uint40(block.timestamp + 52 weeks)
        });

        BatchLockup.CreateWithTimestampsLD[] memory batch = new BatchLockup.CreateWithTimestampsLD[](batchSize);
        batch[0] = stream0;
        batch[1] = stream1;

        streamIds = BATCH_LOCKUP.createWithTimestampsLD(LOCKUP, DAI, batch);
    }
}
