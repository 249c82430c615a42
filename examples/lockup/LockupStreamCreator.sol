// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { Lockup } from "@sablier/lockup/src/types/Lockup.sol";
import { LockupLinear } from "@sablier/lockup/src/types/LockupLinear.sol";

/// @notice A first integration: creates a 100-day Lockup Linear stream of 100 DAI on Ethereum mainnet.
contract LockupStreamCreator {
    IERC20 public constant DAI = IERC20(0x6B175474E89094C44Da98b954EedeAC495271d0F);
    ISablierLockup public constant LOCKUP = ISablierLockup(0x93b37Bd5B6b278373217333Ac30D7E74c85fBDCB);

    function createLinearStream() external returns (uint256 streamId) {
        uint128 depositAmount = 100e18;

        // Pull the DAI from the caller, who must have approved this contract first.
        DAI.transferFrom(msg.sender, address(this), depositAmount);

        // Let Lockup pull the DAI from this contract.
        DAI.approve(address(LOCKUP), depositAmount);

        Lockup.CreateWithDurations memory params;
        params.sender = msg.sender;
        params.recipient = address(0xCAFE);
        params.depositAmount = depositAmount;
        params.token = DAI;
        params.cancelable = true;
        params.transferable = true;

        // Nothing unlocks instantly, and there is no cliff.
        LockupLinear.UnlockAmounts memory unlockAmounts = LockupLinear.UnlockAmounts({ start: 0, cliff: 0 });
        LockupLinear.Durations memory durations = LockupLinear.Durations({ cliff: 0, total: 100 days });

        streamId = LOCKUP.createWithDurationsLL({
            params: params,
            unlockAmounts: unlockAmounts,
            granularity: 1 seconds,
            durations: durations
        });
    }
}
