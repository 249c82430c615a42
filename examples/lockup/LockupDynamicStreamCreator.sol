// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ud2x18 } from "@prb/math/src/UD2x18.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { Lockup } from "@sablier/lockup/src/types/Lockup.sol";
import { LockupDynamic } from "@sablier/lockup/src/types/LockupDynamic.sol";

/// @notice Creates a two-segment Lockup Dynamic stream of DAI on Ethereum mainnet.
/// @dev Demo code: the addresses are hard-coded and the code is not audited.
contract LockupDynamicStreamCreator {
    // Ethereum mainnet addresses
    IERC20 public constant DAI = IERC20(0x6B175474E89094C44Da98b954EedeAC495271d0F);
    ISablierLockup public constant LOCKUP = ISablierLockup(0x93b37Bd5B6b278373217333Ac30D7E74c85fBDCB);

    function createStream(uint128 amount0, uint128 amount1) public returns (uint256 streamId) {
        // The deposit is the sum of the segment amounts.
        uint128 depositAmount = amount0 + amount1;

        // Pull the tokens from the caller and allow Lockup to pull them from this contract.
        DAI.transferFrom(msg.sender, address(this), depositAmount);
        DAI.approve(address(LOCKUP), depositAmount);

        // The parameters shared by every Lockup model, with explicit start and end times.
        Lockup.CreateWithTimestamps memory params;
        params.sender = msg.sender;
        params.recipient = address(0xCAFE);
        params.depositAmount = depositAmount;
        params.token = DAI;
        params.cancelable = true;
        params.transferable = true;
        params.timestamps.start = uint40(block.timestamp + 100 seconds);
        params.timestamps.end = uint40(block.timestamp + 52 weeks);

        // Two segments with ascending timestamps; the last one ends at the stream's end time.
        LockupDynamic.Segment[] memory segments = new LockupDynamic.Segment[](2);
        segments[0] = LockupDynamic.Segment({
            amount: amount0,
            exponent: ud2x18(1e18),
            timestamp: uint40(block.timestamp + 4 weeks)
        });
        segments[1] = LockupDynamic.Segment({
            amount: amount1,
            exponent: ud2x18(3.14e18),
            timestamp: uint40(block.timestamp + 52 weeks)
        });

        streamId = LOCKUP.createWithTimestampsLD({ params: params, segments: segments });
    }
}
