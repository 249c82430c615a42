// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { Lockup } from "@sablier/lockup/src/types/Lockup.sol";
import { LockupLinear } from "@sablier/lockup/src/types/LockupLinear.sol";

/// @notice Creates a one-year Lockup Linear stream of DAI on Ethereum mainnet.
/// @dev Demo code: the addresses are hard-coded and the code is not audited.
contract LockupLinearStreamCreator {
    // Ethereum mainnet addresses
    IERC20 public constant DAI = IERC20(0x6B175474E89094C44Da98b954EedeAC495271d0F);
    ISablierLockup public constant LOCKUP = ISablierLockup(0x93b37Bd5B6b278373217333Ac30D7E74c85fBDCB);

    function createStream(uint128 depositAmount) public returns (uint256 streamId) {
        // Step 1: pull the tokens from the caller, who must have approved this contract.
        DAI.transferFrom(msg.sender, address(this), depositAmount);

        // Step 2: allow Lockup to pull the tokens from this contract.
        DAI.approve(address(LOCKUP), depositAmount);

        // Step 3: fill in the parameters shared by every Lockup model.
        Lockup.CreateWithDurations memory params;
        params.sender = msg.sender; // can cancel the stream
        params.recipient = address(0xCAFE); // receives the tokens
        params.depositAmount = depositAmount; // in units of the token's decimals
        params.token = DAI;
        params.cancelable = true;
        params.transferable = true;

        // Step 4: the Linear-specific parameters.
        LockupLinear.UnlockAmounts memory unlockAmounts = LockupLinear.UnlockAmounts({ start: 0, cliff: 0 });
        LockupLinear.Durations memory durations = LockupLinear.Durations({
            cliff: 0, // no cliff
            total: 52 weeks // about one year
        });

        // Step 5: create the stream; tokens unlock every second.
        streamId = LOCKUP.createWithDurationsLL({
            params: params,
            unlockAmounts: unlockAmounts,
            granularity: 1 seconds,
            durations: durations
        });
    }
}
