// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ud2x18 } from "@prb/math/src/UD2x18.sol";
import { ud60x18 } from "@prb/math/src/UD60x18.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";

import {
    ClaimType,
    ISablierFactoryMerkleExecute,
    ISablierFactoryMerkleInstant,
    ISablierFactoryMerkleLL,
    ISablierFactoryMerkleLT,
    ISablierFactoryMerkleVCA,
    ISablierMerkleCampaign,
    MerkleExecute,
    MerkleInstant,
    MerkleLL,
    MerkleLT,
    MerkleVCA
} from "./AirdropsV3Types.sol";

/*//////////////////////////////////////////////////////////////////////////
                                  THE EXAMPLE
//////////////////////////////////////////////////////////////////////////*/

/// @notice Deploys Merkle airdrop campaigns through the Airdrops v3.0 factories.
/// @dev Demo code: the addresses below are Ethereum mainnet deployments, hard-coded for brevity.
contract MerkleCreator {
    using SafeERC20 for IERC20;

    error MerkleCreator_AddressMismatch(address predicted, address deployed);

    // Ethereum mainnet addresses
    IERC20 public constant DAI = IERC20(0x6B175474E89094C44Da98b954EedeAC495271d0F);
    ISablierFactoryMerkleExecute public constant EXECUTE_FACTORY =
        ISablierFactoryMerkleExecute(0x75ca3677966737E70649336ee8f9be57AC9f74bA);
    ISablierFactoryMerkleInstant public constant INSTANT_FACTORY =
        ISablierFactoryMerkleInstant(0xb2855845067e126207DE2155Ad1c8AD5C495cb3F);
    ISablierFactoryMerkleLL public constant LL_FACTORY =
        ISablierFactoryMerkleLL(0x3210E9b8ed75f9E2Db00ef17167C775e658c2221);
    ISablierFactoryMerkleLT public constant LT_FACTORY =
        ISablierFactoryMerkleLT(0x239BD5431aDa12F09cA95d0a5d4388A5644268e9);
    ISablierFactoryMerkleVCA public constant VCA_FACTORY =
        ISablierFactoryMerkleVCA(0xe60Df8e04cE1616a06db8AD11ce71c05dDcB5D88);
    ISablierLockup public constant LOCKUP = ISablierLockup(0x93b37Bd5B6b278373217333Ac30D7E74c85fBDCB);

    // Values shared by every campaign in this example
    address public constant INITIAL_ADMIN = address(0xBeeF);
    string public constant IPFS_CID = "QmT5NvUtoM5nWFfrQdVrFtvGfKFmG7AHE8P34isapyhCxX";
    bytes32 public constant MERKLE_ROOT = 0x4e07408562bedb8b60ce05c1decfe3ad16b722309875f562c03d02d7aaacb123;
    string public constant CAMPAIGN_NAME = "My First Campaign";
    uint256 public constant AGGREGATE_AMOUNT = 100_000_000e18; // 100 million DAI
    uint256 public constant RECIPIENT_COUNT = 10_000;

    /// @notice Airdrop whose claims become Lockup Linear streams.
    function createMerkleLL() public returns (ISablierMerkleCampaign merkleLL) {
        MerkleLL.ConstructorParams memory params;

        // Campaign settings
        params.token = DAI;
        params.campaignStartTime = uint40(block.timestamp);
        params.expiration = uint40(block.timestamp + 12 weeks);
        params.initialAdmin = INITIAL_ADMIN;
        params.ipfsCID = IPFS_CID;
        params.merkleRoot = MERKLE_ROOT;
        params.campaignName = CAMPAIGN_NAME;
        params.claimType = ClaimType.DEFAULT;

        // Settings of the Lockup stream that each claim creates
        params.shape = "A custom stream shape";
        params.lockup = LOCKUP;
        params.vestingStartTime = uint40(block.timestamp);
        params.cliffDuration = 30 days;
        params.cliffUnlockPercentage = ud60x18(0.01e18); // 1%
        params.granularity = 1 seconds;
        params.startUnlockPercentage = ud60x18(0.01e18); // 1%
        params.totalDuration = 90 days;
        params.cancelable = false;
        params.transferable = true;

        merkleLL = LL_FACTORY.createMerkleLL({
            campaignParams: params,
            aggregateAmount: AGGREGATE_AMOUNT,
            recipientCount: RECIPIENT_COUNT
        });
    }

    /// @notice Deploys an LL campaign whose tokens are already at its address: the factory computes the address before
    /// the campaign exists, the caller's tokens go there, then the factory deploys it, all in one transaction. The
    /// caller must have approved this contract to spend `AGGREGATE_AMOUNT` of `params.token`.
    function createAndFundMerkleLL(MerkleLL.ConstructorParams memory params)
        external
        returns (ISablierMerkleCampaign merkleLL)
    {
        // `createMerkleLL` stores a granularity of 0 as 1 second before it derives the address; `computeMerkleLL`
        // does not, so pass the value the campaign will store.
        if (params.granularity == 0) {
            params.granularity = 1 seconds;
        }

        // The address depends on the creator (this contract), the factory's comptroller and every parameter.
        address predicted = LL_FACTORY.computeMerkleLL({ campaignCreator: address(this), campaignParams: params });
        params.token.safeTransferFrom(msg.sender, predicted, AGGREGATE_AMOUNT);

        merkleLL = LL_FACTORY.createMerkleLL({
            campaignParams: params,
            aggregateAmount: AGGREGATE_AMOUNT,
            recipientCount: RECIPIENT_COUNT
        });
        if (address(merkleLL) != predicted) revert MerkleCreator_AddressMismatch(predicted, address(merkleLL));
    }

    /// @notice Airdrop whose claims transfer the tokens at once.
    function createMerkleInstant() public returns (ISablierMerkleCampaign merkleInstant) {
        MerkleInstant.ConstructorParams memory params;

        params.token = DAI;
        params.campaignStartTime = uint40(block.timestamp);
        params.expiration = uint40(block.timestamp + 12 weeks);
        params.initialAdmin = INITIAL_ADMIN;
        params.ipfsCID = IPFS_CID;
        params.merkleRoot = MERKLE_ROOT;
        params.campaignName = CAMPAIGN_NAME;
        params.claimType = ClaimType.DEFAULT;

        merkleInstant = INSTANT_FACTORY.createMerkleInstant(params, AGGREGATE_AMOUNT, RECIPIENT_COUNT);
    }

    /// @notice Airdrop whose claims become Lockup Tranched streams: 50% after 30 days, 50% after 60 more days.
    function createMerkleLT() public returns (ISablierMerkleCampaign merkleLT) {
        MerkleLT.ConstructorParams memory params;

        params.token = DAI;
        params.campaignStartTime = uint40(block.timestamp);
        params.expiration = uint40(block.timestamp + 12 weeks);
        params.initialAdmin = INITIAL_ADMIN;
        params.ipfsCID = IPFS_CID;
        params.merkleRoot = MERKLE_ROOT;
        params.campaignName = CAMPAIGN_NAME;
        params.claimType = ClaimType.DEFAULT;

        params.shape = "A custom stream shape";
        params.lockup = LOCKUP;
        params.vestingStartTime = uint40(block.timestamp);
        params.cancelable = false;
        params.transferable = true;

        // The unlock percentages must add up to 100%.
        params.tranchesWithPercentages = new MerkleLT.TrancheWithPercentage[](2);
        params.tranchesWithPercentages[0] =
            MerkleLT.TrancheWithPercentage({ unlockPercentage: ud2x18(0.5e18), duration: 30 days });
        params.tranchesWithPercentages[1] =
            MerkleLT.TrancheWithPercentage({ unlockPercentage: ud2x18(0.5e18), duration: 60 days });

        merkleLT = LT_FACTORY.createMerkleLT(params, AGGREGATE_AMOUNT, RECIPIENT_COUNT);
    }

    /// @notice Variable Claim Amount airdrop: 25% is claimable at once, the rest vests over 90 days.
    function createMerkleVCA() public returns (ISablierMerkleCampaign merkleVCA) {
        MerkleVCA.ConstructorParams memory params;

        params.token = DAI;
        params.aggregateAmount = 100_000_000e18; // VCA takes the aggregate amount inside its params
        params.campaignStartTime = uint40(block.timestamp);
        params.expiration = uint40(block.timestamp + 14 weeks);
        params.initialAdmin = INITIAL_ADMIN;
        params.ipfsCID = IPFS_CID;
        params.merkleRoot = MERKLE_ROOT;
        params.campaignName = CAMPAIGN_NAME;
        params.claimType = ClaimType.DEFAULT;

        params.enableRedistribution = false;
        params.unlockPercentage = ud60x18(0.25e18); // 25%
        params.vestingStartTime = uint40(block.timestamp);
        params.vestingEndTime = uint40(block.timestamp + 90 days);

        merkleVCA = VCA_FACTORY.createMerkleVCA({ campaignParams: params, recipientCount: RECIPIENT_COUNT });
    }

    /// @notice Airdrop whose claims call a function on a target contract, e.g. to stake the tokens.
    function createMerkleExecute() public returns (ISablierMerkleCampaign merkleExecute) {
        MerkleExecute.ConstructorParams memory params;

        params.token = DAI;
        params.campaignStartTime = uint40(block.timestamp);
        params.expiration = uint40(block.timestamp + 12 weeks);
        params.initialAdmin = INITIAL_ADMIN;
        params.ipfsCID = IPFS_CID;
        params.merkleRoot = MERKLE_ROOT;
        params.campaignName = CAMPAIGN_NAME;

        // The contract and function that each claim calls
        params.target = address(DAI);
        params.selector = bytes4(0x12345678);

        merkleExecute = EXECUTE_FACTORY.createMerkleExecute(params, AGGREGATE_AMOUNT, RECIPIENT_COUNT);
    }
}
