// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { UD21x18 } from "@prb/math/src/UD21x18.sol";
import { ISablierFlow } from "@sablier/flow/src/interfaces/ISablierFlow.sol";

/// @notice A first integration: creates a Flow stream that pays 100 DAI per day to 0xCAFE.
contract FlowFirstStream {
    // Ethereum mainnet addresses
    IERC20 public constant DAI = IERC20(0x6B175474E89094C44Da98b954EedeAC495271d0F);
    ISablierFlow public constant FLOW = ISablierFlow(0x844344Cd871B28221d725ecE9630E8bDE4E3a181);

    // 100 DAI per day: 100e18 / 86,400 seconds, rounded down.
    UD21x18 public constant RATE_PER_SECOND = UD21x18.wrap(1_157_407_407_407_407);

    /// @notice Creates a stream without funding it. Debt starts to accrue right away.
    function createFlowStream() external returns (uint256 streamId) {
        streamId = FLOW.create({
            sender: msg.sender,
            recipient: address(0xCAFE),
            ratePerSecond: RATE_PER_SECOND,
            startTime: uint40(block.timestamp),
            token: DAI,
            transferable: true
        });
    }

    /// @notice Creates a stream and funds it with `depositAmount` DAI taken from the caller.
    /// @dev The caller must first approve this contract to spend `depositAmount` DAI.
    function createFlowStreamAndDeposit(uint128 depositAmount) external returns (uint256 streamId) {
        DAI.transferFrom({ from: msg.sender, to: address(this), value: depositAmount });
        DAI.approve({ spender: address(FLOW), value: depositAmount });

        streamId = FLOW.createAndDeposit({
            sender: msg.sender,
            recipient: address(0xCAFE),
            ratePerSecond: RATE_PER_SECOND,
            startTime: uint40(block.timestamp),
            token: DAI,
            transferable: true,
            amount: depositAmount
        });
    }
}
