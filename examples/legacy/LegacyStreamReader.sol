// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { ISablierV1 } from "./ISablierV1.sol";

/// @notice Reads a Sablier V1 stream: its parameters, the balances of both parties and the elapsed time.
contract LegacyStreamReader {
    ISablierV1 public immutable SABLIER;

    constructor(ISablierV1 sablier) {
        SABLIER = sablier;
    }

    /// @notice Returns the token, the rate per second and the tokens still held for the stream.
    function describe(uint256 streamId)
        external
        view
        returns (address token, uint256 ratePerSecond, uint256 remainingBalance)
    {
        (,,, token,,, remainingBalance, ratePerSecond) = SABLIER.getStream(streamId);
    }

    /// @notice Returns what the recipient can withdraw now and what the sender would get back on cancel.
    function balances(uint256 streamId) external view returns (uint256 recipientBalance, uint256 senderBalance) {
        (address sender, address recipient,,,,,,) = SABLIER.getStream(streamId);
        recipientBalance = SABLIER.balanceOf(streamId, recipient);
        senderBalance = SABLIER.balanceOf(streamId, sender);
    }

    /// @notice Returns the number of seconds that have been streamed so far, capped at the stream duration.
    function elapsed(uint256 streamId) external view returns (uint256) {
        return SABLIER.deltaOf(streamId);
    }
}
