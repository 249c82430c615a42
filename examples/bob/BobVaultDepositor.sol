// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

import { ISablierBob } from "./ISablierBob.sol";

/// @notice Holds a position in Bob vaults for its owner: deposits tokens, keeps the vault shares, and redeems them
/// once a vault unlocks.
/// @dev Demo code: the address below is the Ethereum mainnet deployment of SablierBob v1.0.
contract BobVaultDepositor {
    using SafeERC20 for IERC20;

    ISablierBob public constant BOB = ISablierBob(0xC8AB7E45E6DF99596b86870c26C25c721eB5C9af);

    address public immutable OWNER;

    error CallerNotOwner(address caller);
    error FeeTooLow(uint256 sent, uint256 required);

    constructor() {
        OWNER = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender != OWNER) revert CallerNotOwner(msg.sender);
        _;
    }

    /// @notice Pulls `amount` of the vault's token from the owner and deposits it. The vault must be ACTIVE.
    function deposit(uint256 vaultId, uint128 amount) external onlyOwner {
        IERC20 token = BOB.getUnderlyingToken(vaultId);
        token.safeTransferFrom(msg.sender, address(this), amount);
        // SablierBob pulls the tokens from this contract.
        token.forceApprove(address(BOB), amount);
        BOB.enter(vaultId, amount); // mints `amount` shares to this contract
    }

    /// @notice Redeems all the shares this contract holds in a SETTLED or EXPIRED vault and sends the tokens to the
    /// owner. For a vault without an adapter, send at least `BOB.calculateMinFeeWei(vaultId)` as `msg.value`; for a
    /// vault with the Lido adapter, send nothing.
    function redeem(uint256 vaultId) external payable onlyOwner returns (uint128 amount) {
        // The fee is converted from USD at the oracle price of the block that runs this call, so it can differ from
        // the value read before sending: send a small margin on top. SablierBob forwards all of `msg.value` to the
        // Comptroller and refunds nothing.
        uint256 fee = BOB.calculateMinFeeWei(vaultId);
        if (msg.value < fee) revert FeeTooLow(msg.value, fee);

        (amount,) = BOB.redeem{ value: msg.value }(vaultId); // burns every share of this contract
        BOB.getUnderlyingToken(vaultId).safeTransfer(OWNER, amount);
    }
}
