// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ud21x18 } from "@prb/math/src/UD21x18.sol";
import { ISablierFlow } from "@sablier/flow/src/interfaces/ISablierFlow.sol";

/// @notice Thin wrappers around the SablierFlow management functions.
/// @dev Most functions only succeed if this contract is the stream's sender (or, for withdrawals, the recipient or
/// an approved operator). Amounts assume an 18-decimal token. Functions that deposit first pull the tokens from the
/// caller, so the caller must approve this contract for the stream's token beforehand.
contract FlowStreamManager {
    // Ethereum mainnet address of SablierFlow v3.0
    ISablierFlow public constant FLOW = ISablierFlow(0x844344Cd871B28221d725ecE9630E8bDE4E3a181);

    function deposit(uint256 streamId) external {
        _fund(streamId, 3.14159e18);
        // `sender` and `recipient` must match the stream's: a guard against depositing into the wrong stream.
        // This demo assumes that this contract is the sender and 0xCAFE the recipient.
        FLOW.deposit({ streamId: streamId, amount: 3.14159e18, sender: address(this), recipient: address(0xCAFE) });
    }

    function depositAndPause(uint256 streamId) external {
        _fund(streamId, 3.14159e18);
        FLOW.depositAndPause({ streamId: streamId, amount: 3.14159e18 });
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
        _fund(streamId, 2.71828e18);
        FLOW.restartAndDeposit({ streamId: streamId, ratePerSecond: ud21x18(0.0001e18), amount: 2.71828e18 });
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

    /// @dev Pulls `amount` of the stream's token from the caller and lets SablierFlow take it from this contract.
    function _fund(uint256 streamId, uint128 amount) private {
        IERC20 token = FLOW.getToken(streamId);
        token.transferFrom({ from: msg.sender, to: address(this), value: amount });
        token.approve({ spender: address(FLOW), value: amount });
    }
}
