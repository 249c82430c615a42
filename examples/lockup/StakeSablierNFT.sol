// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ERC721Holder } from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import { IERC165 } from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import { Adminable } from "@sablier/evm-utils/src/Adminable.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { ISablierLockupRecipient } from "@sablier/lockup/src/interfaces/ISablierLockupRecipient.sol";

/// @title StakeSablierNFT
/// @notice Lets users stake Lockup stream NFTs and earn rewards in the token that the streams distribute.
/// @dev This code is NOT audited. It is provided as is, for demonstration only; do not use it in production.
/// Assumptions:
/// - The staked streams must be transferable, because the NFT moves to this contract.
/// - Each address can stake one stream at a time.
/// - For the hooks to run, this contract must be allowlisted in the Lockup contract.
contract StakeSablierNFT is Adminable, ERC721Holder, ISablierLockupRecipient {
    using SafeERC20 for IERC20;

    /*//////////////////////////////////////////////////////////////////////////
                                       ERRORS
    //////////////////////////////////////////////////////////////////////////*/

    error AlreadyStaking(address account, uint256 streamId);
    error DifferentStreamingToken(uint256 streamId, IERC20 rewardToken);
    error HooksNotAllowed(ISablierLockup sablierLockup);
    error ProvidedRewardTooHigh();
    error StakingAlreadyActive();
    error UnauthorizedCaller(address account, uint256 streamId);
    error ZeroAddress(address account);
    error ZeroAmount();
    error ZeroDuration();

    /*//////////////////////////////////////////////////////////////////////////
                                       EVENTS
    //////////////////////////////////////////////////////////////////////////*/

    event RewardAdded(uint256 reward);
    event RewardDurationUpdated(uint256 newDuration);
    event RewardPaid(address indexed user, uint256 reward);
    event Staked(address indexed user, uint256 streamId);
    event Unstaked(address indexed user, uint256 streamId);

    /*//////////////////////////////////////////////////////////////////////////
                                   STATE VARIABLES
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev The last time the reward accumulator was updated.
    uint256 public lastUpdateTime;

    /// @dev The token used for rewards, which is also the token the staked streams must distribute.
    IERC20 public rewardERC20Token;

    /// @dev The amount of reward tokens distributed per second.
    uint256 public rewardRate;

    /// @dev The rewards earned by each account and not yet claimed.
    mapping(address account => uint256 earned) public rewards;

    /// @dev The length of the current staking period, in seconds.
    uint256 public rewardsDuration;

    /// @dev The Lockup contract that holds the streams.
    ISablierLockup public sablierLockup;

    /// @dev The amount each account's stream counts for in `totalERC20StakedSupply`. The contract keeps it in its own
    /// storage because Lockup updates a stream's amounts before it calls a hook: read from Lockup inside a hook, the
    /// amount would already exclude the withdrawal or refund that the hook reports.
    mapping(address account => uint256 amount) public stakedAmounts;

    /// @dev The stream staked by each account.
    mapping(address account => uint256 streamId) public stakedStreams;

    /// @dev The account that staked each stream.
    mapping(uint256 streamId => address account) public stakedUsers;

    /// @dev The time at which the current staking period ends.
    uint256 public stakingEndTime;

    /// @dev The sum of the amounts held by all staked streams.
    uint256 public totalERC20StakedSupply;

    /// @dev The cumulative reward per staked token, scaled by 1e18.
    uint256 public totalRewardPaidPerERC20Token;

    /// @dev The value of the accumulator at each account's last update, scaled by 1e18.
    mapping(address account => uint256 paidPerToken) public userRewardPerERC20Token;

    /*//////////////////////////////////////////////////////////////////////////
                                      MODIFIERS
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Brings the global accumulator and the account's rewards up to date before the function body runs.
    modifier updateReward(address account) {
        totalRewardPaidPerERC20Token = rewardPaidPerERC20Token();
        lastUpdateTime = lastTimeRewardsApplicable();
        rewards[account] = calculateUserRewards(account);
        userRewardPerERC20Token[account] = totalRewardPaidPerERC20Token;
        _;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                     CONSTRUCTOR
    //////////////////////////////////////////////////////////////////////////*/

    /// @param initialAdmin The address allowed to start staking periods.
    /// @param rewardERC20Token_ The reward token; only streams of this token can be staked.
    /// @param sablierLockup_ The Lockup contract.
    constructor(
        address initialAdmin,
        IERC20 rewardERC20Token_,
        ISablierLockup sablierLockup_
    )
        Adminable(initialAdmin)
    {
        rewardERC20Token = rewardERC20Token_;
        sablierLockup = sablierLockup_;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                   VIEW FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice The rewards an account has earned so far and not claimed.
    function calculateUserRewards(address account) public view returns (uint256 earned) {
        uint256 userRewardPerERC20Token_ = userRewardPerERC20Token[account];

        earned = (stakedAmounts[account] * (rewardPaidPerERC20Token() - userRewardPerERC20Token_)) / 1e18
            + rewards[account];
    }

    /// @notice The current time, capped at the end of the staking period.
    function lastTimeRewardsApplicable() public view returns (uint256) {
        return block.timestamp < stakingEndTime ? block.timestamp : stakingEndTime;
    }

    /// @notice The cumulative reward per staked token, scaled by 1e18.
    function rewardPaidPerERC20Token() public view returns (uint256) {
        // Nothing accrues when nobody stakes. After the end of the period, `lastTimeRewardsApplicable` stays at
        // `stakingEndTime`, so the time up to the end still counts and nothing after it does.
        if (totalERC20StakedSupply == 0) {
            return totalRewardPaidPerERC20Token;
        }

        return totalRewardPaidPerERC20Token
            + (((lastTimeRewardsApplicable() - lastUpdateTime) * rewardRate * 1e18) / totalERC20StakedSupply);
    }

    /// @notice Declares support for the hooks interface, which Lockup checks before allowlisting this contract, and for
    /// ERC-165 itself.
    function supportsInterface(bytes4 interfaceId) public pure override(IERC165) returns (bool) {
        return interfaceId == 0xf8ee98d3 || interfaceId == type(IERC165).interfaceId;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                  USER FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Sends the caller the rewards they have earned.
    function claimRewards() public updateReward(msg.sender) {
        uint256 reward = rewards[msg.sender];
        if (reward > 0) {
            // Reset the balance before the transfer.
            delete rewards[msg.sender];

            rewardERC20Token.safeTransfer(msg.sender, reward);

            emit RewardPaid(msg.sender, reward);
        }
    }

    /// @notice Stakes a stream NFT. The caller must first approve this contract for the NFT.
    function stake(uint256 streamId) public updateReward(msg.sender) {
        // Check: Lockup calls this contract's hooks. Without them, anyone could withdraw a staked stream to this contract
        // (the recipient), and the tokens would stay here instead of reaching the staker.
        if (!sablierLockup.isAllowedToHook(address(this))) {
            revert HooksNotAllowed(sablierLockup);
        }

        // Check: the stream distributes the reward token.
        if (sablierLockup.getUnderlyingToken(streamId) != rewardERC20Token) {
            revert DifferentStreamingToken(streamId, rewardERC20Token);
        }

        // Check: the caller is not staking another stream.
        if (stakedStreams[msg.sender] != 0) {
            revert AlreadyStaking(msg.sender, stakedStreams[msg.sender]);
        }

        // Effect: record the stake.
        uint256 amount = _getAmountInStream(streamId);
        stakedUsers[streamId] = msg.sender;
        stakedStreams[msg.sender] = streamId;
        stakedAmounts[msg.sender] = amount;
        totalERC20StakedSupply += amount;

        // Interaction: move the NFT into this contract.
        sablierLockup.safeTransferFrom({ from: msg.sender, to: address(this), tokenId: streamId });

        emit Staked(msg.sender, streamId);
    }

    /// @notice Returns a staked stream NFT to its staker.
    function unstake(uint256 streamId) public updateReward(msg.sender) {
        // Check: the caller staked this stream.
        if (stakedUsers[streamId] != msg.sender) {
            revert UnauthorizedCaller(msg.sender, streamId);
        }

        // Effect: remove the stream's tokens from the staked total.
        totalERC20StakedSupply -= stakedAmounts[msg.sender];
        delete stakedAmounts[msg.sender];

        _unstake({ streamId: streamId, account: msg.sender });
    }

    /*//////////////////////////////////////////////////////////////////////////
                                    LOCKUP HOOKS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Runs when the sender cancels a staked stream: the refunded tokens leave the staked total.
    function onSablierLockupCancel(
        uint256 streamId,
        address, /* sender */
        uint128 senderAmount,
        uint128 /* recipientAmount */
    )
        external
        updateReward(stakedUsers[streamId])
        returns (bytes4 selector)
    {
        // Check: the caller is the Lockup contract.
        if (msg.sender != address(sablierLockup)) {
            revert UnauthorizedCaller(msg.sender, streamId);
        }

        // Effect: the refunded tokens are no longer staked. A stream that reached this contract without `stake` counts
        // for nothing, so there is nothing to update.
        address staker = stakedUsers[streamId];
        if (staker != address(0)) {
            stakedAmounts[staker] -= senderAmount;
            totalERC20StakedSupply -= senderAmount;
        }

        return ISablierLockupRecipient.onSablierLockupCancel.selector;
    }

    /// @notice Runs when someone withdraws from a staked stream: the tokens arrive here and are forwarded to the
    /// staker.
    function onSablierLockupWithdraw(
        uint256 streamId,
        address, /* caller */
        address, /* to */
        uint128 amount
    )
        external
        updateReward(stakedUsers[streamId])
        returns (bytes4 selector)
    {
        // Check: the caller is the Lockup contract.
        if (msg.sender != address(sablierLockup)) {
            revert UnauthorizedCaller(msg.sender, streamId);
        }

        // Check: the stream is staked.
        address staker = stakedUsers[streamId];
        if (staker == address(0)) {
            revert ZeroAddress(staker);
        }

        // Effect: the withdrawn tokens are no longer in the stream.
        stakedAmounts[staker] -= amount;
        totalERC20StakedSupply -= amount;

        // Interaction: forward the withdrawn tokens to the staker.
        rewardERC20Token.safeTransfer(staker, amount);

        return ISablierLockupRecipient.onSablierLockupWithdraw.selector;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                  ADMIN FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Starts a staking period. Send `rewardAmount` reward tokens to this contract before calling it.
    /// The `updateReward` modifier settles the accumulator first, so that the end of the previous period still counts.
    function startStakingPeriod(
        uint256 rewardAmount,
        uint256 newDuration
    )
        external
        onlyAdmin
        updateReward(address(0))
    {
        // Check: the amount and the duration are not zero.
        if (rewardAmount == 0) {
            revert ZeroAmount();
        }
        if (newDuration == 0) {
            revert ZeroDuration();
        }

        // Check: the previous staking period is over.
        if (block.timestamp <= stakingEndTime) {
            revert StakingAlreadyActive();
        }

        rewardsDuration = newDuration;
        rewardRate = rewardAmount / rewardsDuration;

        // Check: the contract holds enough reward tokens to pay the whole period.
        uint256 balance = rewardERC20Token.balanceOf(address(this));
        if (rewardRate > balance / rewardsDuration) {
            revert ProvidedRewardTooHigh();
        }

        lastUpdateTime = block.timestamp;
        stakingEndTime = block.timestamp + rewardsDuration;

        emit RewardAdded(rewardAmount);
        emit RewardDurationUpdated(rewardsDuration);
    }

    /*//////////////////////////////////////////////////////////////////////////
                                 PRIVATE FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev The tokens a stream still holds: deposited minus withdrawn minus refunded. This is correct for cancelable
    /// and non-cancelable streams alike.
    function _getAmountInStream(uint256 streamId) private view returns (uint256 amount) {
        return sablierLockup.getDepositedAmount(streamId) - sablierLockup.getWithdrawnAmount(streamId)
            - sablierLockup.getRefundedAmount(streamId);
    }

    /// @dev Clears the stake records and returns the NFT to the account.
    function _unstake(uint256 streamId, address account) private {
        // Check: the account is not the zero address.
        if (account == address(0)) {
            revert ZeroAddress(account);
        }

        // Effect: clear the stake records.
        delete stakedUsers[streamId];
        delete stakedStreams[account];

        // Interaction: return the NFT.
        sablierLockup.safeTransferFrom({ from: address(this), to: account, tokenId: streamId });

        emit Unstaked(account, streamId);
    }
}
