// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ISablierBatchLockup } from "@sablier/lockup/src/interfaces/ISablierBatchLockup.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { BatchLockup } from "@sablier/lockup/src/types/BatchLockup.sol";
import { LockupLinear } from "@sablier/lockup/src/types/LockupLinear.sol";

/// @notice Creates two Lockup Linear streams of DAI in one transaction on Ethereum mainnet.
/// @dev Demo code: the addresses are hard-coded and the code is not audited.
contract BatchLLStreamCreator {
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

        // Stream 0: cancelable, 4-week cliff, one year in total.
        BatchLockup.CreateWithDurationsLL memory stream0;
        stream0.sender = msg.sender; // The caller controls cancel and receives refunds
        stream0.recipient = address(0xCAFE);
        stream0.depositAmount = perStreamAmount;
        stream0.cancelable = true;
        stream0.transferable = false;
        stream0.durations = LockupLinear.Durations({ cliff: 4 weeks, total: 52 weeks });
        stream0.unlockAmounts = LockupLinear.UnlockAmounts({ start: 0, cliff: 0 });

        // Stream 1: non-cancelable, 1-week cliff, about six months in total.
        BatchLockup.CreateWithDurationsLL memory stream1;
        stream1.sender = msg.sender; // Not cancelable: the sender can never cancel or get a refund
        stream1.recipient = address(0xBEEF);
        stream1.depositAmount = perStreamAmount;
        stream1.cancelable = false;
        stream1.transferable = false;
        stream1.durations = LockupLinear.Durations({ cliff: 1 weeks, total: 26 weeks });
        stream1.unlockAmounts = LockupLinear.UnlockAmounts({ start: 0, cliff: 0 });

        // `granularity` stays 0 (treated as 1 second) and `shape` stays empty.

        BatchLockup.CreateWithDurationsLL[] memory batch = new BatchLockup.CreateWithDurationsLL[](batchSize);
        batch[0] = stream0;
        batch[1] = stream1;

        streamIds = BATCH_LOCKUP.createWithDurationsLL(LOCKUP, DAI, batch);
    }
}
