// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { UD21x18 } from "@prb/math/src/UD21x18.sol";
import { ISablierFlow } from "@sablier/flow/src/interfaces/ISablierFlow.sol";

import { FlowUtilities } from "./FlowUtilities.sol";

/// @notice Creates Flow streams whose rate per second is derived from a target amount and period.
/// @dev Demo code: the addresses below are Ethereum mainnet deployments, hard-coded for brevity.
contract FlowStreamCreator {
    // Ethereum mainnet addresses
    IERC20 public constant USDC = IERC20(0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48);
    ISablierFlow public constant FLOW = ISablierFlow(0x844344Cd871B28221d725ecE9630E8bDE4E3a181);

    /// @notice Streams 1,000 USDC every 30 days to 0xCAFE, starting now.
    function createStream_1K_PerMonth() external returns (uint256 streamId) {
        UD21x18 ratePerSecond =
            FlowUtilities.ratePerSecondWithDuration({ token: address(USDC), amount: 1000e6, duration: 30 days });

        streamId = FLOW.create({
            sender: msg.sender, // The sender can adjust, pause, refund and void the stream
            recipient: address(0xCAFE), // The recipient receives the stream NFT
            ratePerSecond: ratePerSecond,
            startTime: uint40(block.timestamp),
            token: USDC,
            transferable: true // The recipient may transfer the stream NFT
        });
    }

    /// @notice Streams 1,000,000 USDC every 365 days to 0xCAFE, starting now.
    function createStream_1M_PerYear() external returns (uint256 streamId) {
        UD21x18 ratePerSecond =
            FlowUtilities.ratePerSecondWithDuration({ token: address(USDC), amount: 1_000_000e6, duration: 365 days });

        streamId = FLOW.create({
            sender: msg.sender,
            recipient: address(0xCAFE),
            ratePerSecond: ratePerSecond,
            startTime: uint40(block.timestamp),
            token: USDC,
            transferable: true
        });
    }
}
