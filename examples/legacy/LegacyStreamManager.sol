// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ISablierV1 } from "./ISablierV1.sol";

/// @notice Creates, withdraws from and cancels Sablier V1 streams. This contract is the stream's sender.
contract LegacyStreamManager {
    ISablierV1 public immutable SABLIER;

    constructor(ISablierV1 sablier) {
        SABLIER = sablier;
    }

    /// @notice Streams `deposit` tokens to `recipient` for 30 days, starting one hour from now.
    /// @dev The caller must have approved this contract to spend `deposit` tokens.
    function createThirtyDayStream(IERC20 token, address recipient, uint256 deposit) external returns (uint256) {
        uint256 startTime = block.timestamp + 1 hours;
        uint256 stopTime = startTime + 30 days; // 2,592,000 seconds

        // V1 requires the deposit to be an exact multiple of the duration: drop the remainder.
        uint256 duration = stopTime - startTime;
        uint256 exactDeposit = deposit - (deposit % duration);

        require(token.transferFrom(msg.sender, address(this), exactDeposit), "transfer failed");
        require(token.approve(address(SABLIER), exactDeposit), "approve failed");

        return SABLIER.createStream(recipient, exactDeposit, address(token), startTime, stopTime);
    }

    /// @notice Withdraws `amount` to the stream's recipient. Works once the start time has passed.
    function withdraw(uint256 streamId, uint256 amount) external {
        require(SABLIER.withdrawFromStream(streamId, amount), "withdraw failed");
    }

    /// @notice Cancels the stream: streamed tokens go to the recipient, the rest back to this contract.
    function cancel(uint256 streamId) external {
        require(SABLIER.cancelStream(streamId), "cancel failed");
    }
}
