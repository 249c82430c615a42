// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

/// @notice Test-double helper: keeps every state-changing call a double receives (caller, value, full calldata), so
/// that a test can decode the arguments with the published ABI and compare them with what a page describes.
/// @dev Its two getters are the only functions of a double that the protocol does not have; tests leave them out of
/// the check against the published ABI.
abstract contract CallRecorder {
    struct RecordedCall {
        address caller;
        uint256 value;
        bytes data;
    }

    RecordedCall[] private _recorded;

    function _record() internal {
        _recorded.push(RecordedCall({ caller: msg.sender, value: msg.value, data: msg.data }));
    }

    function recordedCount() external view returns (uint256) {
        return _recorded.length;
    }

    function recordedCall(uint256 index) external view returns (address caller, uint256 value, bytes memory data) {
        RecordedCall storage c = _recorded[index];
        return (c.caller, c.value, c.data);
    }
}
