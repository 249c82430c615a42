// SPDX-License-Identifier: UNLICENSED
pragma solidity >=0.8.22;

import { IERC165 } from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import { ISablierLockupRecipient } from "@sablier/lockup/src/interfaces/ISablierLockupRecipient.sol";

/// @notice A stream recipient that reacts when its streams are canceled or withdrawn from, for example a vault that
/// accepts Lockup stream NFTs as deposits.
contract RecipientHooks is ISablierLockupRecipient {
    error CallerNotSablierContract(address caller, address sablierLockup);

    /// @dev The Lockup contract whose hooks this recipient accepts.
    address public immutable SABLIER_LOCKUP;

    /// @dev Example storage a vault would keep, such as the balance of each depositor.
    mapping(address account => uint256 amount) internal _balances;

    constructor(address sablierLockup) {
        SABLIER_LOCKUP = sablierLockup;
    }

    /// @dev Lockup's `allowToHook` checks this: it must return true for `0xf8ee98d3`, the interface ID of
    /// `ISablierLockupRecipient`. ERC-165 also requires true for its own ID.
    function supportsInterface(bytes4 interfaceId) public pure override(IERC165) returns (bool) {
        return interfaceId == 0xf8ee98d3 || interfaceId == type(IERC165).interfaceId;
    }

    /// @dev Runs when the sender cancels a stream whose recipient is this contract.
    function onSablierLockupCancel(
        uint256 streamId,
        address sender,
        uint128 senderAmount,
        uint128 recipientAmount
    )
        external
        view
        returns (bytes4 selector)
    {
        // Only the Lockup contract may call the hook.
        if (msg.sender != SABLIER_LOCKUP) {
            revert CallerNotSablierContract(msg.sender, SABLIER_LOCKUP);
        }

        // Your logic goes here, for example: mark the stream as no longer staked.
        _unstake(streamId);
        _updateData(streamId, sender, senderAmount, recipientAmount);

        return ISablierLockupRecipient.onSablierLockupCancel.selector;
    }

    /// @dev Runs when someone other than this contract withdraws from a stream whose recipient is this contract.
    function onSablierLockupWithdraw(
        uint256 streamId,
        address caller,
        address to,
        uint128 amount
    )
        external
        view
        returns (bytes4 selector)
    {
        // Only the Lockup contract may call the hook.
        if (msg.sender != SABLIER_LOCKUP) {
            revert CallerNotSablierContract(msg.sender, SABLIER_LOCKUP);
        }

        // Your logic goes here, for example: forward the withdrawn tokens and update the accounting.
        _transfer(to, amount);
        _updateData(streamId, caller, amount, 0);

        return ISablierLockupRecipient.onSablierLockupWithdraw.selector;
    }

    // Placeholders for your own logic.

    function _transfer(address to, uint128 amount) internal pure { }

    function _unstake(uint256 streamId) internal pure { }

    function _updateData(uint256 streamId, address account, uint128 amount0, uint128 amount1) internal pure { }
}
