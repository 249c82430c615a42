// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

/// @notice The functions of the Sablier V1 (Legacy) contract `Sablier.sol`, declared for a modern compiler.
/// The ABI matches the deployed V1 contract, which was written in Solidity 0.5.
interface ISablierV1 {
    function getStream(uint256 streamId)
        external
        view
        returns (
            address sender,
            address recipient,
            uint256 deposit,
            address tokenAddress,
            uint256 startTime,
            uint256 stopTime,
            uint256 remainingBalance,
            uint256 ratePerSecond
        );

    function balanceOf(uint256 streamId, address who) external view returns (uint256 balance);

    function deltaOf(uint256 streamId) external view returns (uint256 delta);

    function createStream(
        address recipient,
        uint256 deposit,
        address tokenAddress,
        uint256 startTime,
        uint256 stopTime
    )
        external
        returns (uint256 streamId);

    function withdrawFromStream(uint256 streamId, uint256 amount) external returns (bool);

    function cancelStream(uint256 streamId) external returns (bool);
}
