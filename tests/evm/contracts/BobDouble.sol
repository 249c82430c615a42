// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ERC20 } from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

import { CallRecorder } from "./CallRecorder.sol";

interface IWrappedNative {
    function deposit() external payable;
}

/// @notice The price feed a vault reads: answers like a Chainlink feed with 8 decimals, at a price the test sets.
contract OracleDouble {
    int256 private _answer;

    constructor(int256 answer_) {
        _answer = answer_;
    }

    function setAnswer(int256 answer_) external {
        _answer = answer_;
    }

    function decimals() external pure returns (uint8) {
        return 8;
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        return (1, _answer, block.timestamp, block.timestamp, 1);
    }
}

/// @notice The share token of one vault: a plain ERC-20 that only its vault mints and burns.
contract ShareDouble is ERC20 {
    address private immutable VAULT;

    constructor() ERC20("Bob vault share", "SHARE") {
        VAULT = msg.sender;
    }

    function mintTo(address to, uint256 amount) external {
        require(msg.sender == VAULT);
        _mint(to, amount);
    }

    function burnFrom(address from, uint256 amount) external {
        require(msg.sender == VAULT);
        _burn(from, amount);
    }
}

/// @notice Test double of SablierBob v1.0: the functions the Bob examples call, with the selectors of the published
/// ABI (checked by tests/evm/bob-escrow.test.ts) and the protocol's behaviour on the paths the examples take. Vault IDs
/// start at 1; a vault is EXPIRED from its expiry on, SETTLED once a synced price reaches the target, ACTIVE before;
/// deposits pull the tokens and mint as many shares; `redeem` burns all the caller's shares and pays as many tokens,
/// and for a vault without an adapter requires `calculateMinFeeWei` and forwards all of `msg.value` to the
/// comptroller. A vault with an adapter charges no ETH fee; its yield is not modelled.
/// It is not the protocol's bytecode.
contract BobDouble is CallRecorder {
    using SafeERC20 for IERC20;

    struct Vault {
        IERC20 token;
        address oracle;
        address adapter;
        ShareDouble shareToken;
        uint40 expiry;
        uint128 targetPrice;
        uint128 lastSyncedPrice;
    }

    error SablierBobState_Null(uint256 vaultId);
    error SablierBob_DepositAmountZero(uint256 vaultId, address user);
    error SablierBob_ExpiryNotInFuture(uint40 expiry, uint40 currentTime);
    error SablierBob_InsufficientFeePayment(uint256 feePaid, uint256 feeRequired);
    error SablierBob_MsgValueNotZero(uint256 vaultId);
    error SablierBob_NativeFeeTransferFailed();
    error SablierBob_NoSharesToRedeem(uint256 vaultId, address user);
    error SablierBob_TargetPriceTooLow(uint128 targetPrice, uint128 currentPrice);
    error SablierBob_TargetPriceZero();
    error SablierBob_VaultNotActive(uint256 vaultId);
    error SablierBob_VaultStillActive(uint256 vaultId);

    address public comptroller;
    uint256 public nextVaultId = 1;
    uint256 private immutable MIN_FEE_WEI;
    mapping(IERC20 token => address adapter) private _defaultAdapters;
    mapping(uint256 vaultId => Vault vault) private _vaults;

    constructor(address comptroller_, uint256 minFeeWei) {
        comptroller = comptroller_;
        MIN_FEE_WEI = minFeeWei;
    }

    modifier notNull(uint256 vaultId) {
        if (address(_vaults[vaultId].token) == address(0)) revert SablierBobState_Null(vaultId);
        _;
    }

    function setDefaultAdapter(IERC20 token, address adapter) external {
        _record();
        _defaultAdapters[token] = adapter;
    }

    function createVault(IERC20 token, address oracle, uint40 expiry, uint128 targetPrice) external returns (uint256 vaultId) {
        _record();
        if (expiry <= block.timestamp) revert SablierBob_ExpiryNotInFuture(expiry, uint40(block.timestamp));
        if (targetPrice == 0) revert SablierBob_TargetPriceZero();
        uint128 latestPrice = _oraclePrice(oracle);
        if (targetPrice <= latestPrice) revert SablierBob_TargetPriceTooLow(targetPrice, latestPrice);
        vaultId = nextVaultId++;
        _vaults[vaultId] = Vault({
            token: token,
            oracle: oracle,
            adapter: _defaultAdapters[token],
            shareToken: new ShareDouble(),
            expiry: expiry,
            targetPrice: targetPrice,
            lastSyncedPrice: latestPrice
        });
    }

    function enter(uint256 vaultId, uint128 amount) external notNull(vaultId) {
        _record();
        _revertIfNotActive(vaultId);
        if (amount == 0) revert SablierBob_DepositAmountZero(vaultId, msg.sender);
        _sync(vaultId);
        _revertIfNotActive(vaultId);
        _vaults[vaultId].token.safeTransferFrom(msg.sender, address(this), amount);
        _vaults[vaultId].shareToken.mintTo(msg.sender, amount);
    }

    function enterWithNativeToken(uint256 vaultId) external payable notNull(vaultId) {
        _record();
        _revertIfNotActive(vaultId);
        // The vault's token must be the wrapped native token: wrap the ETH sent, then enter with it.
        IWrappedNative(address(_vaults[vaultId].token)).deposit{ value: msg.value }();
        uint128 amount = uint128(msg.value);
        if (amount == 0) revert SablierBob_DepositAmountZero(vaultId, msg.sender);
        _sync(vaultId);
        _revertIfNotActive(vaultId);
        _vaults[vaultId].shareToken.mintTo(msg.sender, amount);
    }

    function redeem(uint256 vaultId)
        external
        payable
        notNull(vaultId)
        returns (uint128 transferAmount, uint128 feeAmountDeductedFromYield)
    {
        _record();
        if (statusOf(vaultId) == 0) {
            _sync(vaultId);
            if (statusOf(vaultId) == 0) revert SablierBob_VaultStillActive(vaultId);
        }
        Vault storage vault = _vaults[vaultId];
        uint128 shares = uint128(vault.shareToken.balanceOf(msg.sender));
        if (shares == 0) revert SablierBob_NoSharesToRedeem(vaultId, msg.sender);
        if (vault.adapter != address(0)) {
            if (msg.value > 0) revert SablierBob_MsgValueNotZero(vaultId);
        } else {
            if (msg.value < MIN_FEE_WEI) revert SablierBob_InsufficientFeePayment(msg.value, MIN_FEE_WEI);
            if (msg.value > 0) {
                (bool ok,) = comptroller.call{ value: msg.value }("");
                if (!ok) revert SablierBob_NativeFeeTransferFailed();
            }
        }
        transferAmount = shares;
        feeAmountDeductedFromYield = 0;
        vault.shareToken.burnFrom(msg.sender, shares);
        vault.token.safeTransfer(msg.sender, transferAmount);
    }

    function syncPriceFromOracle(uint256 vaultId) external notNull(vaultId) returns (uint128 latestPrice) {
        _record();
        _revertIfNotActive(vaultId);
        latestPrice = _sync(vaultId);
    }

    function calculateMinFeeWei(uint256 vaultId) external view notNull(vaultId) returns (uint256 minFeeWei) {
        return _vaults[vaultId].adapter != address(0) ? 0 : MIN_FEE_WEI;
    }

    function statusOf(uint256 vaultId) public view notNull(vaultId) returns (uint8 status) {
        Vault storage vault = _vaults[vaultId];
        if (block.timestamp >= vault.expiry) return 1; // EXPIRED
        if (vault.lastSyncedPrice >= vault.targetPrice) return 2; // SETTLED
        return 0; // ACTIVE
    }

    function getShareToken(uint256 vaultId) external view notNull(vaultId) returns (address) {
        return address(_vaults[vaultId].shareToken);
    }

    function getUnderlyingToken(uint256 vaultId) external view notNull(vaultId) returns (IERC20) {
        return _vaults[vaultId].token;
    }

    function getTargetPrice(uint256 vaultId) external view notNull(vaultId) returns (uint128) {
        return _vaults[vaultId].targetPrice;
    }

    function getLastSyncedPrice(uint256 vaultId) external view notNull(vaultId) returns (uint128) {
        return _vaults[vaultId].lastSyncedPrice;
    }

    function getExpiry(uint256 vaultId) external view notNull(vaultId) returns (uint40) {
        return _vaults[vaultId].expiry;
    }

    function getAdapter(uint256 vaultId) external view notNull(vaultId) returns (address) {
        return _vaults[vaultId].adapter;
    }

    function getOracle(uint256 vaultId) external view notNull(vaultId) returns (address) {
        return _vaults[vaultId].oracle;
    }

    function _revertIfNotActive(uint256 vaultId) private view {
        if (statusOf(vaultId) != 0) revert SablierBob_VaultNotActive(vaultId);
    }

    function _sync(uint256 vaultId) private returns (uint128 latestPrice) {
        latestPrice = _oraclePrice(_vaults[vaultId].oracle);
        if (latestPrice > 0) _vaults[vaultId].lastSyncedPrice = latestPrice;
    }

    function _oraclePrice(address oracle) private view returns (uint128) {
        (, int256 answer,,,) = OracleDouble(oracle).latestRoundData();
        return answer > 0 ? uint128(uint256(answer)) : 0;
    }
}
