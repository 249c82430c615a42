// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20Metadata } from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import { ud21x18, UD21x18 } from "@prb/math/src/UD21x18.sol";

/// @title FlowUtilities
/// @notice Helpers that turn "amount over a period" into a Flow rate per second, and back.
/// @dev A rate per second is an 18-decimal fixed-point number: 1e18 means one whole token per second.
library FlowUtilities {
    /// @notice Rate per second that streams `amount` tokens over `duration` seconds.
    /// @param token The ERC-20 token to stream. Its decimals must not exceed 18.
    /// @param amount The amount to stream, in the token's own decimals (e.g. 1000e6 for 1,000 USDC).
    /// @param duration The period in seconds (e.g. 30 days).
    function ratePerSecondWithDuration(
        address token,
        uint128 amount,
        uint40 duration
    )
        internal
        view
        returns (UD21x18 ratePerSecond)
    {
        uint8 decimals = IERC20Metadata(token).decimals();

        // An 18-decimal amount is already in the rate's unit, so a plain division is enough.
        if (decimals == 18) {
            return ud21x18(amount / duration);
        }

        // Lift the amount to 18 decimals first, then divide. The division rounds down.
        uint128 scaleFactor = uint128(10 ** (18 - decimals));
        return ud21x18((amount * scaleFactor) / duration);
    }

    /// @notice Rate per second that streams `amount` tokens between two Unix timestamps.
    /// @dev Reverts if `end` is not after `start`.
    function ratePerSecondForTimestamps(
        address token,
        uint128 amount,
        uint40 start,
        uint40 end
    )
        internal
        view
        returns (UD21x18 ratePerSecond)
    {
        uint40 duration = end - start;
        return ratePerSecondWithDuration(token, amount, duration);
    }

    /// @notice Amount that accrues in one week, as an 18-decimal number.
    function calculateAmountStreamedPerWeek(UD21x18 ratePerSecond) internal pure returns (uint128 amountPerWeek) {
        amountPerWeek = ratePerSecond.unwrap() * 1 weeks;
    }

    /// @notice Amount that accrues in one month (taken as 30 days), as an 18-decimal number.
    function calculateAmountStreamedPerMonth(UD21x18 ratePerSecond) internal pure returns (uint128 amountPerMonth) {
        amountPerMonth = ratePerSecond.unwrap() * 30 days;
    }

    /// @notice Amount that accrues in one year (taken as 365 days), as an 18-decimal number.
    function calculateAmountStreamedPerYear(UD21x18 ratePerSecond) internal pure returns (uint128 amountPerYear) {
        amountPerYear = ratePerSecond.unwrap() * 365 days;
    }
}
