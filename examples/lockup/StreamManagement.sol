// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";

/// @notice Manages Lockup streams on behalf of its users: withdraw, cancel, renounce and transfer.
/// @dev Demo code: recipients and amounts are hard-coded and the code is not audited. Each function works only if this
/// contract holds the right role on the stream (sender, recipient or approved operator).
contract StreamManagement {
    ISablierLockup public immutable sablier;

    constructor(ISablierLockup sablier_) {
        sablier = sablier_;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                      WITHDRAW
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Anyone may withdraw to the stream's recipient, but only the recipient or an approved operator may send the
    /// tokens to another address, such as `0xCAFE` here. This contract must therefore own the stream NFT.
    function withdraw(uint256 streamId) external payable {
        uint256 fee = sablier.calculateMinFeeWei(streamId);
        sablier.withdraw{ value: fee }({ streamId: streamId, to: address(0xCAFE), amount: 1337e18 });
    }

    /// @dev Withdraws everything that is withdrawable right now. Same permissions as `withdraw`.
    function withdrawMax(uint256 streamId) external payable {
        uint256 fee = sablier.calculateMinFeeWei(streamId);
        sablier.withdrawMax{ value: fee }({ streamId: streamId, to: address(0xCAFE) });
    }

    /// @dev Withdraws from many streams to their recipients. Lockup runs every withdrawal with the same `msg.value`,
    /// so the call must carry the highest of the individual fees.
    function withdrawMultiple(uint256[] calldata streamIds, uint128[] calldata amounts) external payable {
        uint256 maxFee;
        for (uint256 i = 0; i < streamIds.length; ++i) {
            uint256 fee = sablier.calculateMinFeeWei(streamIds[i]);
            if (fee > maxFee) {
                maxFee = fee;
            }
        }
        sablier.withdrawMultiple{ value: maxFee }({ streamIds: streamIds, amounts: amounts });
    }

    /*//////////////////////////////////////////////////////////////////////////
                                       CANCEL
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Only the sender can cancel, so this contract must be the stream's sender.
    function cancel(uint256 streamId) external {
        sablier.cancel(streamId);
    }

    /// @dev Only the sender can cancel. Streams that cannot be canceled are skipped, not reverted.
    function cancelMultiple(uint256[] calldata streamIds) external {
        sablier.cancelMultiple(streamIds);
    }

    /*//////////////////////////////////////////////////////////////////////////
                                      RENOUNCE
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Only the sender can renounce. The stream becomes non-cancelable forever.
    function renounce(uint256 streamId) external {
        sablier.renounce(streamId);
    }

    /*//////////////////////////////////////////////////////////////////////////
                                      TRANSFER
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Withdraws everything withdrawable to the current recipient, then transfers the NFT. Only the recipient or
    /// an approved operator can call it.
    function withdrawMaxAndTransfer(uint256 streamId) external payable {
        uint256 fee = sablier.calculateMinFeeWei(streamId);
        sablier.withdrawMaxAndTransfer{ value: fee }({ streamId: streamId, newRecipient: address(0xCAFE) });
    }

    /// @dev Transfers the NFT without withdrawing: the new owner also gets the streamed but unwithdrawn tokens.
    function transferFrom(uint256 streamId) external {
        sablier.transferFrom({ from: address(this), to: address(0xCAFE), tokenId: streamId });
    }

    /// @dev Like `transferFrom`, but reverts if the receiver is a contract that cannot handle ERC-721 tokens.
    function safeTransferFrom(uint256 streamId) external {
        sablier.safeTransferFrom({ from: address(this), to: address(0xCAFE), tokenId: streamId });
    }
}
