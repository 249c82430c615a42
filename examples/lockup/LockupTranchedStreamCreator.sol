// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { Lockup } from "@sablier/lockup/src/types/Lockup.sol";
import { LockupTranched } from "@sablier/lockup/src/types/LockupTranched.sol";

/// @notice Creates a two-tranche Lockup Tranched stream of DAI on Ethereum mainnet.
/// @dev Demo code: the addresses are hard-coded and the code is not audited.
contract LockupTranchedStreamCreator {
    // Ethereum mainnet addresses
    IERC20 public constant DAI = IERC20(0x6B175474E89094C44Da98b954EedeAC495271d0F);
    ISablierLockup public constant LOCKUP = ISablierLockup(0x93b37Bd5B6b278373217333Ac30D7E74c85fBDCB);

    function createStream(uint128 amount0, uint128 amount1) public returns (uint256 streamId) {
        // The deposit is the sum of the tranche amounts.
        uint128 depositAmount = amount0 + amount1;

        // Pull the tokens from the caller and allow Lockup to pull them from this contract.
        DAI.transferFrom(msg.sender, address(this), depositAmount);
        DAI.approve(address(LOCKUP), depositAmount);

        // The parameters shared by every Lockup model; the stream starts now.
        Lockup.CreateWithDurations memory params;
        params.sender = msg.sender;
        params.recipient = address(0xCAFE);
        params.depositAmount = depositAmount;
        params.token = DAI;
        params.cancelable = true;
        params.transferable = true;

        // Each duration counts from the previous tranche: unlocks after 4 weeks, then 6 weeks later.
        LockupTranched.TrancheWithDuration[] memory tranches = new LockupTranched.TrancheWithDuration[](2);
        tranches[0] = LockupTranched.TrancheWithDuration({ amount: amount0, duration: uint40(4 weeks) });
        tranches[1] = LockupTranched.TrancheWithDuration({ amount: amount1, duration: uint40(6 weeks) });

        streamId = LOCKUP.createWithDurationsLT({ params: params, tranchesWithDuration: tranches });
    }
}
