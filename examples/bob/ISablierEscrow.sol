// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @notice The `SablierEscrow` functions the examples call, declared from the Bob v1.0 ABI that the `sablier` package
/// ships (`abi/bob/v1.0/SablierEscrow.json`). If your project installs the Bob package, import its full interface,
/// `src/interfaces/ISablierEscrow.sol`, instead.
interface ISablierEscrow {
    function createOrder(
        IERC20 sellToken,
        uint128 sellAmount,
        IERC20 buyToken,
        uint128 minBuyAmount,
        address buyer,
        uint40 expiryTime
    )
        external
        returns (uint256 orderId);

    function fillOrder(
        uint256 orderId,
        uint128 buyAmount
    )
        external
        returns (
            uint128 amountToTransferToSeller,
            uint128 amountToTransferToBuyer,
            uint128 feeDeductedFromBuyerAmount,
            uint128 feeDeductedFromSellerAmount
        );

    function cancelOrder(uint256 orderId) external;

    /// @dev Returns the `Escrow.Status` enum as its integer value: 0 CANCELLED, 1 EXPIRED, 2 FILLED, 3 OPEN.
    function statusOf(uint256 orderId) external view returns (uint8 status);

    /// @dev A UD60x18 value: 1e18 is 100%.
    function tradeFee() external view returns (uint256);
}
