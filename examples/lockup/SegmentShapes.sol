// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { ud2x18 } from "@prb/math/src/UD2x18.sol";
import { LockupDynamic } from "@sablier/lockup/src/types/LockupDynamic.sol";

/// @notice Builds the segments of the four example curves on the Segments concept page.
contract SegmentShapes {
    /// @dev Four exponent-0 segments: each quarter of `total` unlocks at once when its segment begins.
    function constantSteps(uint128 total, uint40 start, uint40 end) external pure returns (LockupDynamic.Segment[] memory s) {
        s = new LockupDynamic.Segment[](4);
        uint40 step = (end - start) / 4;
        uint128 quarter = total / 4;
        for (uint256 i = 0; i < 4; ++i) {
            s[i] = LockupDynamic.Segment({
                amount: i == 3 ? total - quarter * 3 : quarter,
                exponent: ud2x18(0), // x^0 = 1: the whole segment amount at once
                timestamp: i == 3 ? end : start + step * uint40(i + 1)
            });
        }
    }

    /// @dev One exponent-1 segment: a straight line from start to end.
    function linear(uint128 total, uint40 end) external pure returns (LockupDynamic.Segment[] memory s) {
        s = new LockupDynamic.Segment[](1);
        s[0] = LockupDynamic.Segment({ amount: total, exponent: ud2x18(1e18), timestamp: end });
    }

    /// @dev One exponent-2 segment: 25% in the first half of the time, 75% in the second.
    function accelerating(uint128 total, uint40 end) external pure returns (LockupDynamic.Segment[] memory s) {
        s = new LockupDynamic.Segment[](1);
        s[0] = LockupDynamic.Segment({ amount: total, exponent: ud2x18(2e18), timestamp: end });
    }

    /// @dev One exponent-0.3 segment: about 81% in the first half of the time, 19% in the second.
    function decelerating(uint128 total, uint40 end) external pure returns (LockupDynamic.Segment[] memory s) {
        s = new LockupDynamic.Segment[](1);
        s[0] = LockupDynamic.Segment({ amount: total, exponent: ud2x18(0.3e18), timestamp: end });
    }
}
