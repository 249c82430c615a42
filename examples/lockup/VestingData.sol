// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { LockupDynamic } from "@sablier/lockup/src/types/LockupDynamic.sol";
import { LockupTranched } from "@sablier/lockup/src/types/LockupTranched.sol";

/// @notice Read-only helpers that derive vesting figures from a Lockup stream.
contract VestingData {
    ISablierLockup public immutable LOCKUP;

    constructor(ISablierLockup lockup) {
        LOCKUP = lockup;
    }

    /// @notice Tokens still held by the stream: locked plus vested but not yet withdrawn.
    function amountInStream(uint256 streamId) external view returns (uint128) {
        return LOCKUP.getDepositedAmount(streamId) - LOCKUP.getWithdrawnAmount(streamId)
            - LOCKUP.getRefundedAmount(streamId);
    }

    /// @notice Tokens that have not vested yet (illiquid supply).
    function lockedAmount(uint256 streamId) external view returns (uint128) {
        return LOCKUP.getDepositedAmount(streamId) - LOCKUP.streamedAmountOf(streamId)
            - LOCKUP.getRefundedAmount(streamId);
    }

    /// @notice Tokens that are no longer locked: vested to the recipient or refunded to the sender (liquid supply).
    function unlockedAmount(uint256 streamId) external view returns (uint128) {
        return LOCKUP.streamedAmountOf(streamId) + LOCKUP.getRefundedAmount(streamId);
    }

    /// @notice Tokens that have vested but that the recipient has not withdrawn yet.
    function vestedNotWithdrawn(uint256 streamId) external view returns (uint128) {
        return LOCKUP.streamedAmountOf(streamId) - LOCKUP.getWithdrawnAmount(streamId);
    }

    /// @notice Cancels the stream once the recipient has withdrawn anything. This contract must be the sender.
    function cancelIfWithdrawn(uint256 streamId) external {
        if (LOCKUP.getWithdrawnAmount(streamId) > 0) {
            LOCKUP.cancel(streamId);
        }
    }

    /// @notice The next unlock of a Lockup Dynamic stream. Returns zeros once every segment has ended.
    function nextSegment(uint256 streamId) external view returns (uint128 amount, uint40 timestamp) {
        LockupDynamic.Segment[] memory segments = LOCKUP.getSegments(streamId);
        for (uint256 i = 0; i < segments.length; ++i) {
            if (segments[i].timestamp > block.timestamp) {
                return (segments[i].amount, segments[i].timestamp);
            }
        }
    }

    /// @notice The next unlock of a Lockup Tranched stream. Returns zeros once every tranche has unlocked.
    function nextTranche(uint256 streamId) external view returns (uint128 amount, uint40 timestamp) {
        LockupTranched.Tranche[] memory tranches = LOCKUP.getTranches(streamId);
        for (uint256 i = 0; i < tranches.length; ++i) {
            if (tranches[i].timestamp > block.timestamp) {
                return (tranches[i].amount, tranches[i].timestamp);
            }
        }
    }
}
