// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import {
    MerkleExecute,
    MerkleInstant,
    MerkleLL,
    MerkleLT,
    MerkleVCA
} from "examples/airdrops/AirdropsV3Types.sol";

import { CallRecorder } from "./CallRecorder.sol";

/// @notice A deployed campaign, as far as the example reads it: its admin and Merkle root.
contract CampaignDouble {
    address public admin;
    bytes32 public MERKLE_ROOT;

    constructor(address admin_, bytes32 merkleRoot_) {
        admin = admin_;
        MERKLE_ROOT = merkleRoot_;
    }
}

/// @notice What the five factory doubles share: the comptroller (part of every salt) and a CREATE2 deployment whose
/// salt is made of the creator, the comptroller and every parameter, as the Airdrops v3.0 factories derive it.
abstract contract FactoryDoubleBase is CallRecorder {
    address public comptroller;

    constructor(address comptroller_) {
        comptroller = comptroller_;
    }

    function _salt(address creator, bytes memory encodedParams) internal view returns (bytes32) {
        return keccak256(abi.encodePacked(creator, comptroller, encodedParams));
    }

    function _deploy(bytes32 salt, address admin, bytes32 merkleRoot) internal returns (address) {
        return address(new CampaignDouble{ salt: salt }(admin, merkleRoot));
    }

    function _predict(bytes32 salt, address admin, bytes32 merkleRoot) internal view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(CampaignDouble).creationCode, abi.encode(admin, merkleRoot)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}

/// @notice Test doubles of the Airdrops v3.0 factories: the create functions (and `computeMerkleLL`) with the
/// selectors of the published ABIs (checked by tests/evm/airdrops.test.ts), the factories' parameter checks on the
/// paths the example takes, and a stand-in campaign at the CREATE2 address. They are not the protocol's bytecode.
contract FactoryMerkleInstantDouble is FactoryDoubleBase {
    constructor(address comptroller_) FactoryDoubleBase(comptroller_) { }

    function createMerkleInstant(
        MerkleInstant.ConstructorParams memory campaignParams,
        uint256, /* aggregateAmount */
        uint256 /* recipientCount */
    )
        external
        returns (address merkleInstant)
    {
        _record();
        bytes32 salt = _salt(msg.sender, abi.encode(campaignParams));
        merkleInstant = _deploy(salt, campaignParams.initialAdmin, campaignParams.merkleRoot);
    }
}

contract FactoryMerkleLLDouble is FactoryDoubleBase {
    constructor(address comptroller_) FactoryDoubleBase(comptroller_) { }

    function computeMerkleLL(
        address campaignCreator,
        MerkleLL.ConstructorParams memory campaignParams
    )
        external
        view
        returns (address merkleLL)
    {
        // Like the factory: no granularity normalization here.
        bytes32 salt = _salt(campaignCreator, abi.encode(campaignParams));
        merkleLL = _predict(salt, campaignParams.initialAdmin, campaignParams.merkleRoot);
    }

    function createMerkleLL(
        MerkleLL.ConstructorParams memory campaignParams,
        uint256, /* aggregateAmount */
        uint256 /* recipientCount */
    )
        external
        returns (address merkleLL)
    {
        _record();
        // Like the factory: a granularity of 0 is stored as 1 second before the salt is derived.
        if (campaignParams.granularity == 0) campaignParams.granularity = 1;
        bytes32 salt = _salt(msg.sender, abi.encode(campaignParams));
        merkleLL = _deploy(salt, campaignParams.initialAdmin, campaignParams.merkleRoot);
    }
}

contract FactoryMerkleLTDouble is FactoryDoubleBase {
    error SablierFactoryMerkleLT_TotalPercentageNotOneHundred(uint64 totalPercentage);

    constructor(address comptroller_) FactoryDoubleBase(comptroller_) { }

    function createMerkleLT(
        MerkleLT.ConstructorParams memory campaignParams,
        uint256, /* aggregateAmount */
        uint256 /* recipientCount */
    )
        external
        returns (address merkleLT)
    {
        _record();
        uint64 total;
        for (uint256 i = 0; i < campaignParams.tranchesWithPercentages.length; ++i) {
            total += campaignParams.tranchesWithPercentages[i].unlockPercentage.unwrap();
        }
        if (total != 1e18) revert SablierFactoryMerkleLT_TotalPercentageNotOneHundred(total);
        bytes32 salt = _salt(msg.sender, abi.encode(campaignParams));
        merkleLT = _deploy(salt, campaignParams.initialAdmin, campaignParams.merkleRoot);
    }
}

contract FactoryMerkleVCADouble is FactoryDoubleBase {
    error SablierFactoryMerkleVCA_AggregateAmountZero();
    error SablierFactoryMerkleVCA_ExpirationTimeZero();
    error SablierFactoryMerkleVCA_ExpirationTooEarly(uint40 vestingEndTime, uint40 expiration);
    error SablierFactoryMerkleVCA_StartTimeZero();
    error SablierFactoryMerkleVCA_UnlockPercentageTooHigh(uint256 unlockPercentage);
    error SablierFactoryMerkleVCA_VestingEndTimeNotGreaterThanVestingStartTime(
        uint40 vestingStartTime, uint40 vestingEndTime
    );

    constructor(address comptroller_) FactoryDoubleBase(comptroller_) { }

    function createMerkleVCA(
        MerkleVCA.ConstructorParams memory campaignParams,
        uint256 /* recipientCount */
    )
        external
        returns (address merkleVCA)
    {
        _record();
        if (campaignParams.aggregateAmount == 0) revert SablierFactoryMerkleVCA_AggregateAmountZero();
        if (campaignParams.expiration == 0) revert SablierFactoryMerkleVCA_ExpirationTimeZero();
        if (campaignParams.vestingStartTime == 0) revert SablierFactoryMerkleVCA_StartTimeZero();
        if (campaignParams.unlockPercentage.unwrap() > 1e18) {
            revert SablierFactoryMerkleVCA_UnlockPercentageTooHigh(campaignParams.unlockPercentage.unwrap());
        }
        if (campaignParams.vestingEndTime <= campaignParams.vestingStartTime) {
            revert SablierFactoryMerkleVCA_VestingEndTimeNotGreaterThanVestingStartTime(
                campaignParams.vestingStartTime, campaignParams.vestingEndTime
            );
        }
        if (campaignParams.expiration < campaignParams.vestingEndTime + 1 weeks) {
            revert SablierFactoryMerkleVCA_ExpirationTooEarly(campaignParams.vestingEndTime, campaignParams.expiration);
        }
        bytes32 salt = _salt(msg.sender, abi.encode(campaignParams));
        merkleVCA = _deploy(salt, campaignParams.initialAdmin, campaignParams.merkleRoot);
    }
}

contract FactoryMerkleExecuteDouble is FactoryDoubleBase {
    error SablierFactoryMerkleExecute_TargetNotContract(address target);

    constructor(address comptroller_) FactoryDoubleBase(comptroller_) { }

    function createMerkleExecute(
        MerkleExecute.ConstructorParams memory campaignParams,
        uint256, /* aggregateAmount */
        uint256 /* recipientCount */
    )
        external
        returns (address merkleExecute)
    {
        _record();
        if (campaignParams.target.code.length == 0) {
            revert SablierFactoryMerkleExecute_TargetNotContract(campaignParams.target);
        }
        bytes32 salt = _salt(msg.sender, abi.encode(campaignParams));
        merkleExecute = _deploy(salt, campaignParams.initialAdmin, campaignParams.merkleRoot);
    }
}
