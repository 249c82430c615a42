// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";

/// @notice Manages Lockup streams for its owner: withdraw, cancel, renounce and transfer.
/// @dev Demo code: recipients and amounts are hard-coded and the code is not audited. Each function works only if this
/// contract holds the right role on the stream (sender, recipient or approved operator).
contract StreamManagement {
    ISablierLockup public immutable sablier;
    address public immutable owner;

    error StreamManagement_CallerNotOwner(address caller);
    error StreamManagement_FeeTooLow(uint256 sent, uint256 required);
    error StreamManagement_RefundFailed();

    /// @dev Lockup checks the role of its caller, and its caller is this contract. Without this check, any account
    /// could use the contract's roles: cancel or renounce its streams, withdraw its tokens or give its NFTs away.
    modifier onlyOwner() {
        if (msg.sender != owner) revert StreamManagement_CallerNotOwner(msg.sender);
        _;
    }

    constructor(ISablierLockup sablier_) {
        sablier = sablier_;
        owner = msg.sender;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                      WITHDRAW
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Anyone may withdraw to the stream's recipient, but only the recipient or an approved operator may send the
    /// tokens to another address, such as `0xCAFE` here. This contract must therefore own the stream NFT or be approved
    /// for it.
    function withdraw(uint256 streamId) external payable onlyOwner {
        uint256 fee = sablier.calculateMinFeeWei(streamId);
        _keepFee(fee);
        sablier.withdraw{ value: fee }({ streamId: streamId, to: address(0xCAFE), amount: 1337e18 });
    }

    /// @dev Withdraws everything that is withdrawable right now. Same permissions as `withdraw`.
    function withdrawMax(uint256 streamId) external payable onlyOwner {
        uint256 fee = sablier.calculateMinFeeWei(streamId);
        _keepFee(fee);
        sablier.withdrawMax{ value: fee }({ streamId: streamId, to: address(0xCAFE) });
    }

    /// @dev Withdraws from many streams to their recipients. Lockup runs every withdrawal with the same `msg.value`,
    /// so the call must carry the highest of the individual fees.
    function withdrawMultiple(uint256[] calldata streamIds, uint128[] calldata amounts) external payable onlyOwner {
        uint256 maxFee;
        for (uint256 i = 0; i < streamIds.length; ++i) {
            uint256 fee = sablier.calculateMinFeeWei(streamIds[i]);
            if (fee > maxFee) {
                maxFee = fee;
            }
        }
        _keepFee(maxFee);
        sablier.withdrawMultiple{ value: maxFee }({ streamIds: streamIds, amounts: amounts });
    }

    /*//////////////////////////////////////////////////////////////////////////
                                       CANCEL
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Only the sender can cancel, so this contract must be the stream's sender.
    function cancel(uint256 streamId) external onlyOwner {
        sablier.cancel(streamId);
    }

    /// @dev Only the sender can cancel. Streams that cannot be canceled are skipped, not reverted.
    function cancelMultiple(uint256[] calldata streamIds) external onlyOwner {
        sablier.cancelMultiple(streamIds);
    }

    /*//////////////////////////////////////////////////////////////////////////
                                      RENOUNCE
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Only the sender can renounce. The stream becomes non-cancelable forever.
    function renounce(uint256 streamId) external onlyOwner {
        sablier.renounce(streamId);
    }

    /*//////////////////////////////////////////////////////////////////////////
                                      TRANSFER
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Withdraws everything withdrawable to the current recipient, then transfers the NFT. Only the recipient or
    /// an approved operator can call it. Lockup asks for the fee only when there is something to withdraw.
    function withdrawMaxAndTransfer(uint256 streamId) external payable onlyOwner {
        uint256 fee = sablier.withdrawableAmountOf(streamId) > 0 ? sablier.calculateMinFeeWei(streamId) : 0;
        _keepFee(fee);
        sablier.withdrawMaxAndTransfer{ value: fee }({ streamId: streamId, newRecipient: address(0xCAFE) });
    }

    /// @dev Transfers the NFT without withdrawing: the new owner also gets the streamed but unwithdrawn tokens.
    function transferFrom(uint256 streamId) external onlyOwner {
        sablier.transferFrom({ from: address(this), to: address(0xCAFE), tokenId: streamId });
    }

    /// @dev Like `transferFrom`, but reverts if the receiver is a contract that cannot handle ERC-721 tokens.
    function safeTransferFrom(uint256 streamId) external onlyOwner {
        sablier.safeTransferFrom({ from: address(this), to: address(0xCAFE), tokenId: streamId });
    }

    /*//////////////////////////////////////////////////////////////////////////
                                        FEES
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Keeps `fee` out of `msg.value` for Lockup, which refunds nothing, and sends the rest back to the caller.
    function _keepFee(uint256 fee) private {
        if (msg.value < fee) revert StreamManagement_FeeTooLow(msg.value, fee);
        if (msg.value > fee) {
            (bool sent,) = msg.sender.call{ value: msg.value - fee }("");
            if (!sent) revert StreamManagement_RefundFailed();
        }
    }
}
