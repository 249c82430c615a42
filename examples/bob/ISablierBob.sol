// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @notice The `SablierBob` functions the examples call, declared from the Bob v1.0 ABI that the `sablier` package
/// ships (`abi/bob/v1.0/SablierBob.json`). If your project installs the Bob package, import its full interface,
/// `src/interfaces/ISablierBob.sol`, instead.
interface ISablierBob {
    function createVault(
        IERC20 token,
        address oracle,
        uint40 expiry,
        uint128 targetPrice
    )
        external
        returns (uint256 vaultId);

    function enter(uint256 vaultId, uint128 amount) external;

    function enterWithNativeToken(uint256 vaultId) external payable;

    function redeem(uint256 vaultId) external payable returns (uint128 transferAmount, uint128 feeAmountDeductedFromYield);

    function syncPriceFromOracle(uint256 vaultId) external returns (uint128 latestPrice);

    function calculateMinFeeWei(uint256 vaultId) external view returns (uint256 minFeeWei);

    function getShareToken(uint256 vaultId) external view returns (IERC20 shareToken);

    function getUnderlyingToken(uint256 vaultId) external view returns (IERC20 token);

    /// @dev Returns the `Bob.Status` enum as its integer value: 0 ACTIVE, 1 EXPIRED, 2 SETTLED.
    function statusOf(uint256 vaultId) external view returns (uint8 status);
}
