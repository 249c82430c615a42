// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ISablierV1 } from "./ISablierV1.sol";

/// @notice Creates, withdraws from and cancels Sablier V1 streams. This contract is the stream's sender; it remembers
/// who funded each stream and passes on the refunds of the cancellations it makes.
/// @dev The recipient can also call `cancelStream` on V1 directly. The sender's share then stays in this contract,
/// which has no function to forward it.
contract LegacyStreamManager {
    ISablierV1 public immutable SABLIER;

    /// @notice The account that funded each stream created here, and the stream's token.
    mapping(uint256 streamId => address funder) public funderOf;
    mapping(uint256 streamId => IERC20 token) public tokenOf;

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

        uint256 streamId = SABLIER.createStream(recipient, exactDeposit, address(token), startTime, stopTime);
        funderOf[streamId] = msg.sender;
        tokenOf[streamId] = token;
        return streamId;
    }

    /// @notice Withdraws `amount` to the stream's recipient. Works once the start time has passed.
    function withdraw(uint256 streamId, uint256 amount) external {
        require(SABLIER.withdrawFromStream(streamId, amount), "withdraw failed");
    }

    /// @notice Cancels the stream: streamed tokens go to the recipient, and the refund, which V1 pays to the sender
    /// (this contract), is forwarded to the account that funded the stream. Only that account may cancel through this
    /// function.
    function cancel(uint256 streamId) external {
        require(msg.sender == funderOf[streamId], "not the funder");
        IERC20 token = tokenOf[streamId];
        uint256 balanceBefore = token.balanceOf(address(this));
        require(SABLIER.cancelStream(streamId), "cancel failed");
        uint256 refund = token.balanceOf(address(this)) - balanceBefore;
        if (refund > 0) require(token.transfer(msg.sender, refund), "refund failed");
    }
}
