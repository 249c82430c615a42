// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { UD21x18 } from "@prb/math/src/UD21x18.sol";
import { FlowUtilities } from "examples/flow/FlowUtilities.sol";

/// @notice Exposes the internal functions of the FlowUtilities example library so that tests can call them.
contract FlowUtilitiesHarness {
    function ratePerSecondWithDuration(address token, uint128 amount, uint40 duration) external view returns (UD21x18) {
        return FlowUtilities.ratePerSecondWithDuration(token, amount, duration);
    }

    function ratePerSecondForTimestamps(
        address token,
        uint128 amount,
        uint40 start,
        uint40 end
    )
        external
        view
        returns (UD21x18)
    {
        return FlowUtilities.ratePerSecondForTimestamps(token, amount, start, end);
    }

    function perWeek(UD21x18 rate) external pure returns (uint128) {
        return FlowUtilities.calculateAmountStreamedPerWeek(rate);
    }

    function perMonth(UD21x18 rate) external pure returns (uint128) {
        return FlowUtilities.calculateAmountStreamedPerMonth(rate);
    }

    function perYear(UD21x18 rate) external pure returns (uint128) {
        return FlowUtilities.calculateAmountStreamedPerYear(rate);
    }
}
