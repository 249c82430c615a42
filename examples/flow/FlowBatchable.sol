// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ud21x18, UD21x18 } from "@prb/math/src/UD21x18.sol";
import { ISablierFlow } from "@sablier/flow/src/interfaces/ISablierFlow.sol";

/// @notice Combines several SablierFlow calls into one transaction with `batch`.
/// @dev Functions that deposit pull USDC from the caller, so the caller must first approve this contract.
/// Adjusting or pausing an existing stream requires this contract to be the stream's sender; voiding also works if this
/// contract is the stream's recipient or an approved operator.
contract FlowBatchable {
    // Ethereum mainnet addresses
    IERC20 public constant USDC = IERC20(0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48);
    ISablierFlow public constant FLOW = ISablierFlow(0x844344Cd871B28221d725ecE9630E8bDE4E3a181);

    /// @notice Creates two streams in a single transaction.
    function createMultiple() external returns (uint256[] memory streamIds) {
        address sender = msg.sender;
        address firstRecipient = address(0xCAFE);
        address secondRecipient = address(0xBEEF);
        UD21x18 firstRatePerSecond = ud21x18(0.0001e18);
        UD21x18 secondRatePerSecond = ud21x18(0.0002e18);
        bool transferable = true;

        // Encode one `create` call per stream.
        bytes[] memory calls = new bytes[](2);
        calls[0] = abi.encodeCall(
            FLOW.create, (sender, firstRecipient, firstRatePerSecond, uint40(block.timestamp), USDC, transferable)
        );
        calls[1] = abi.encodeCall(
            FLOW.create, (sender, secondRecipient, secondRatePerSecond, uint40(block.timestamp), USDC, transferable)
        );

        // Stream IDs are sequential, so the new IDs are known before the batch runs.
        uint256 nextStreamId = FLOW.nextStreamId();
        streamIds = new uint256[](2);
        streamIds[0] = nextStreamId;
        streamIds[1] = nextStreamId + 1;

        FLOW.batch(calls);
    }

    /// @notice Changes the rate of a stream and tops it up with 1,000 USDC in one transaction.
    function adjustRatePerSecondAndDeposit(uint256 streamId) external {
        uint128 depositAmount = 1000e6;

        // Pull the tokens from the caller and let FLOW spend them.
        USDC.transferFrom({ from: msg.sender, to: address(this), value: depositAmount });
        USDC.approve({ spender: address(FLOW), value: depositAmount });

        // `deposit` checks the stream's sender and recipient, so fetch the recipient first.
        address recipient = FLOW.getRecipient(streamId);

        bytes[] memory calls = new bytes[](2);
        calls[0] = abi.encodeCall(FLOW.adjustRatePerSecond, (streamId, ud21x18(0.0002e18)));
        calls[1] = abi.encodeCall(FLOW.deposit, (streamId, depositAmount, address(this), recipient));

        FLOW.batch(calls);
    }

    /// @notice Creates a stream and funds it with 1,000 USDC in one transaction.
    /// @dev `FLOW.createAndDeposit` does the same in one call; the batch version shows the general pattern.
    function createAndDeposit() external returns (uint256 streamId) {
        uint128 depositAmount = 1000e6;

        USDC.transferFrom({ from: msg.sender, to: address(this), value: depositAmount });
        USDC.approve({ spender: address(FLOW), value: depositAmount });

        streamId = FLOW.nextStreamId();

        // This contract is the sender so that it can manage the stream later.
        bytes[] memory calls = new bytes[](2);
        calls[0] = abi.encodeCall(
            FLOW.create, (address(this), address(0xCAFE), ud21x18(0.0001e18), uint40(block.timestamp), USDC, true)
        );
        calls[1] = abi.encodeCall(FLOW.deposit, (streamId, depositAmount, address(this), address(0xCAFE)));

        FLOW.batch(calls);
    }

    /// @notice Creates two streams and funds each with 1,000 USDC in one transaction.
    function createMultipleAndDeposit() external returns (uint256[] memory streamIds) {
        uint128 depositAmount = 1000e6;

        USDC.transferFrom({ from: msg.sender, to: address(this), value: 2 * depositAmount });
        USDC.approve({ spender: address(FLOW), value: 2 * depositAmount });

        uint256 nextStreamId = FLOW.nextStreamId();
        streamIds = new uint256[](2);
        streamIds[0] = nextStreamId;
        streamIds[1] = nextStreamId + 1;

        bytes[] memory calls = new bytes[](4);
        calls[0] = abi.encodeCall(
            FLOW.create, (address(this), address(0xCAFE), ud21x18(0.0001e18), uint40(block.timestamp), USDC, true)
        );
        calls[1] = abi.encodeCall(
            FLOW.create, (address(this), address(0xBEEF), ud21x18(0.0002e18), uint40(block.timestamp), USDC, true)
        );
        calls[2] = abi.encodeCall(FLOW.deposit, (streamIds[0], depositAmount, address(this), address(0xCAFE)));
        calls[3] = abi.encodeCall(FLOW.deposit, (streamIds[1], depositAmount, address(this), address(0xBEEF)));

        FLOW.batch(calls);
    }

    /// @notice Pauses a stream and pays out everything the recipient is owed.
    /// @dev The withdrawal fee must be sent along with the call, as `msg.value`.
    function pauseAndWithdrawMax(uint256 streamId) external payable {
        // This contract is the sender, not the recipient, so it may only withdraw to the recipient's address.
        address recipient = FLOW.getRecipient(streamId);
        bytes[] memory calls = new bytes[](2);
        calls[0] = abi.encodeCall(FLOW.pause, (streamId));
        calls[1] = abi.encodeCall(FLOW.withdrawMax, (streamId, recipient));

        uint256 fee = FLOW.calculateMinFeeWei(streamId);
        FLOW.batch{ value: fee }(calls);
    }

    /// @notice Voids a stream and pays out everything the recipient is owed.
    function voidAndWithdrawMax(uint256 streamId) external payable {
        address recipient = FLOW.getRecipient(streamId);
        bytes[] memory calls = new bytes[](2);
        calls[0] = abi.encodeCall(FLOW.void, (streamId));
        calls[1] = abi.encodeCall(FLOW.withdrawMax, (streamId, recipient));

        uint256 fee = FLOW.calculateMinFeeWei(streamId);
        FLOW.batch{ value: fee }(calls);
    }

    /// @notice Withdraws the maximum amount from several streams to their recipients.
    function withdrawMaxMultiple(uint256[] calldata streamIds) external payable {
        uint256 count = streamIds.length;
        bytes[] memory calls = new bytes[](count);
        uint256 fee;

        for (uint256 i = 0; i < count; ++i) {
            address recipient = FLOW.getRecipient(streamIds[i]);
            calls[i] = abi.encodeCall(FLOW.withdrawMax, (streamIds[i], recipient));

            // `batch` delegate-calls every item with the same `msg.value`, so each withdrawal sees the full value.
            // Sending the highest single fee is therefore enough for all of them.
            uint256 streamFee = FLOW.calculateMinFeeWei(streamIds[i]);
            if (streamFee > fee) {
                fee = streamFee;
            }
        }

        FLOW.batch{ value: fee }(calls);
    }
}
