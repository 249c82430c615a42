// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { UD2x18 } from "@prb/math/src/UD2x18.sol";
import { UD60x18 } from "@prb/math/src/UD60x18.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";

/*//////////////////////////////////////////////////////////////////////////
            MINIMAL AIRDROPS v3.0 DECLARATIONS (taken from the published ABIs)
//////////////////////////////////////////////////////////////////////////*/

// With `@sablier/airdrops` installed, import these from the package instead. Struct fields must stay in this order,
// since it is the order in which the factories decode them.

/// @notice How recipients claim from a campaign.
enum ClaimType {
    DEFAULT,
    ATTEST,
    EXECUTE
}

library MerkleInstant {
    struct ConstructorParams {
        string campaignName;
        uint40 campaignStartTime;
        ClaimType claimType;
        uint40 expiration;
        address initialAdmin;
        string ipfsCID;
        bytes32 merkleRoot;
        IERC20 token;
    }
}

library MerkleLL {
    struct ConstructorParams {
        string campaignName;
        uint40 campaignStartTime;
        bool cancelable;
        ClaimType claimType;
        uint40 cliffDuration;
        UD60x18 cliffUnlockPercentage;
        uint40 expiration;
        uint40 granularity;
        address initialAdmin;
        string ipfsCID;
        ISablierLockup lockup;
        bytes32 merkleRoot;
        string shape;
        UD60x18 startUnlockPercentage;
        IERC20 token;
        uint40 totalDuration;
        bool transferable;
        uint40 vestingStartTime;
    }
}

library MerkleLT {
    struct TrancheWithPercentage {
        UD2x18 unlockPercentage;
        uint40 duration;
    }

    struct ConstructorParams {
        string campaignName;
        uint40 campaignStartTime;
        bool cancelable;
        ClaimType claimType;
        uint40 expiration;
        address initialAdmin;
        string ipfsCID;
        ISablierLockup lockup;
        bytes32 merkleRoot;
        string shape;
        IERC20 token;
        TrancheWithPercentage[] tranchesWithPercentages;
        bool transferable;
        uint40 vestingStartTime;
    }
}

library MerkleVCA {
    struct ConstructorParams {
        uint128 aggregateAmount;
        string campaignName;
        uint40 campaignStartTime;
        ClaimType claimType;
        bool enableRedistribution;
        uint40 expiration;
        address initialAdmin;
        string ipfsCID;
        bytes32 merkleRoot;
        IERC20 token;
        UD60x18 unlockPercentage;
        uint40 vestingEndTime;
        uint40 vestingStartTime;
    }
}

library MerkleExecute {
    struct ConstructorParams {
        string campaignName;
        uint40 campaignStartTime;
        uint40 expiration;
        address initialAdmin;
        string ipfsCID;
        bytes32 merkleRoot;
        bytes4 selector;
        address target;
        IERC20 token;
    }
}

/// @notice The getters of a deployed campaign that this example reads.
interface ISablierMerkleCampaign {
    function admin() external view returns (address);
    function MERKLE_ROOT() external view returns (bytes32);
}

interface ISablierFactoryMerkleInstant {
    function createMerkleInstant(
        MerkleInstant.ConstructorParams calldata campaignParams,
        uint256 aggregateAmount,
        uint256 recipientCount
    )
        external
        returns (ISablierMerkleCampaign merkleInstant);
}

interface ISablierFactoryMerkleLL {
    function computeMerkleLL(
        address campaignCreator,
        MerkleLL.ConstructorParams calldata campaignParams
    )
        external
        view
        returns (address merkleLL);

    function createMerkleLL(
        MerkleLL.ConstructorParams calldata campaignParams,
        uint256 aggregateAmount,
        uint256 recipientCount
    )
        external
        returns (ISablierMerkleCampaign merkleLL);
}

interface ISablierFactoryMerkleLT {
    function createMerkleLT(
        MerkleLT.ConstructorParams calldata campaignParams,
        uint256 aggregateAmount,
        uint256 recipientCount
    )
        external
        returns (ISablierMerkleCampaign merkleLT);
}

interface ISablierFactoryMerkleVCA {
    function createMerkleVCA(
        MerkleVCA.ConstructorParams calldata campaignParams,
        uint256 recipientCount
    )
        external
        returns (ISablierMerkleCampaign merkleVCA);
}

interface ISablierFactoryMerkleExecute {
    function createMerkleExecute(
        MerkleExecute.ConstructorParams calldata campaignParams,
        uint256 aggregateAmount,
        uint256 recipientCount
    )
        external
        returns (ISablierMerkleCampaign merkleExecute);
}
