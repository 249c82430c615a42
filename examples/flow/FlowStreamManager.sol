// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ud21x18 } from "@prb/math/src/UD21x18.sol";
import { ISablierFlow } from "@sablier/flow/src/interfaces/ISablierFlow.sol";

/// @notice Thin wrappers around the SablierFlow management functions.
/// @dev Most functions only succeed if this contract is the stream's sender. The withdrawal wrappers work for any
/// stream whose recipient is 0xCAFE, because anyone may withdraw to the recipient's address. Amounts assume an
/// 18-decimal token. The deposit functions pull the tokens from the caller, who must first approve this contract, and
/// then let FLOW pull them from here.
contract FlowStreamManager {
    // Ethereum mainnet address of SablierFlow v3.0
    ISablierFlow public constant FLOW = ISablierFlow(0x844344Cd871B28221d725ecE9630E8bDE4E3a181);

    function deposit(uint256 streamId) external {
        uint128 amount = 3.14159e18;
        _pullAndApprove(streamId, amount);

        // `sender` and `recipient` must match the stream's: a guard against depositing into the wrong stream.
        // This demo assumes that this contract is the sender and 0xCAFE the recipient.
        FLOW.deposit({ streamId: streamId, amount: amount, sender: address(this), recipient: address(0xCAFE) });
    }

    /// @dev Only the stream's sender may call `depositAndPause`, so this contract must be the sender.
    function depositAndPause(uint256 streamId) external {
        uint128 amount = 3.14159e18;
        _pullAndApprove(streamId, amount);
        FLOW.depositAndPause({ streamId: streamId, amount: amount });
    }

    function withdraw(uint256 streamId) external payable {
        // Withdrawals charge a fee in the native token, paid as `msg.value`.
        uint256 fee = FLOW.calculateMinFeeWei(streamId);
        FLOW.withdraw{ value: fee }({ streamId: streamId, to: address(0xCAFE), amount: 2.71828e18 });
    }

    function withdrawMax(uint256 streamId) external payable {
        uint256 fee = FLOW.calculateMinFeeWei(streamId);
        FLOW.withdrawMax{ value: fee }({ streamId: streamId, to: address(0xCAFE) });
    }

    function adjustRatePerSecond(uint256 streamId) external {
        FLOW.adjustRatePerSecond({ streamId: streamId, newRatePerSecond: ud21x18(0.0001e18) });
    }

    function pause(uint256 streamId) external {
        FLOW.pause(streamId);
    }

    function restart(uint256 streamId) external {
        FLOW.restart({ streamId: streamId, ratePerSecond: ud21x18(0.0001e18) });
    }

    function restartAndDeposit(uint256 streamId) external {
        uint128 amount = 2.71828e18;
        _pullAndApprove(streamId, amount);
        FLOW.restartAndDeposit({ streamId: streamId, ratePerSecond: ud21x18(0.0001e18), amount: amount });
    }

    function refund(uint256 streamId) external {
        FLOW.refund({ streamId: streamId, amount: 1.61803e18 });
    }

    function refundAndPause(uint256 streamId) external {
        FLOW.refundAndPause({ streamId: streamId, amount: 1.61803e18 });
    }

    function refundMax(uint256 streamId) external {
        FLOW.refundMax(streamId);
    }

    function void(uint256 streamId) external {
        FLOW.void(streamId);
    }

    /// @dev Takes `amount` of the stream's token from the caller and lets FLOW pull it from this contract.
    function _pullAndApprove(uint256 streamId, uint128 amount) private {
        IERC20 token = FLOW.getToken(streamId);
        token.transferFrom({ from: msg.sender, to: address(this), value: amount });
        token.approve({ spender: address(FLOW), value: amount });
    }
}
