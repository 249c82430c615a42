// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

import { CallRecorder } from "./CallRecorder.sol";

/// @notice Test double of SablierEscrow v1.0: the functions the Escrow examples call, with the selectors of the
/// published ABI (checked by tests/evm/bob-escrow.test.ts) and the protocol's behaviour on the paths they take. Order
/// IDs start at 1; `createOrder` pulls the sell amount; `fillOrder` takes the trade fee (a UD60x18 share, rounded
/// down) from both sides for the comptroller, pays the seller the buy amount minus its fee and the buyer the sell
/// amount minus its fee; `cancelOrder` returns the sell amount to the seller of an OPEN or EXPIRED order. Statuses are
/// numbered 0 CANCELLED, 1 EXPIRED, 2 FILLED, 3 OPEN. It is not the protocol's bytecode.
contract EscrowDouble is CallRecorder {
    using SafeERC20 for IERC20;

    struct Order {
        address seller;
        address buyer;
        IERC20 sellToken;
        IERC20 buyToken;
        uint128 sellAmount;
        uint128 minBuyAmount;
        uint40 expiryTime;
        bool wasCanceled;
        bool wasFilled;
    }

    error SablierEscrowState_Null(uint256 orderId);
    error SablierEscrowState_NewTradeFeeTooHigh(uint256 newTradeFee, uint256 maxTradeFee);
    error SablierEscrow_BuyTokenZero();
    error SablierEscrow_CallerNotAuthorized(uint256 orderId, address caller, address expectedCaller);
    error SablierEscrow_ExpiryTimeInPast(uint40 expiryTime, uint40 currentTime);
    error SablierEscrow_InsufficientBuyAmount(uint128 buyAmount, uint128 minBuyAmount);
    error SablierEscrow_MinBuyAmountZero();
    error SablierEscrow_OrderCancelled(uint256 orderId);
    error SablierEscrow_OrderFilled(uint256 orderId);
    error SablierEscrow_OrderNotOpen(uint256 orderId, uint8 status);
    error SablierEscrow_SameToken(address token);
    error SablierEscrow_SellAmountZero();
    error SablierEscrow_SellTokenZero();

    uint256 public constant MAX_TRADE_FEE = 0.02e18;
    address public comptroller;
    uint256 public nextOrderId = 1;
    uint256 public tradeFee;
    mapping(uint256 orderId => Order order) private _orders;

    constructor(address comptroller_, uint256 initialTradeFee) {
        comptroller = comptroller_;
        tradeFee = initialTradeFee;
    }

    modifier notNull(uint256 orderId) {
        if (_orders[orderId].seller == address(0)) revert SablierEscrowState_Null(orderId);
        _;
    }

    function setTradeFee(uint256 newTradeFee) external {
        _record();
        if (newTradeFee > MAX_TRADE_FEE) revert SablierEscrowState_NewTradeFeeTooHigh(newTradeFee, MAX_TRADE_FEE);
        tradeFee = newTradeFee;
    }

    function createOrder(
        IERC20 sellToken,
        uint128 sellAmount,
        IERC20 buyToken,
        uint128 minBuyAmount,
        address buyer,
        uint40 expiryTime
    )
        external
        returns (uint256 orderId)
    {
        _record();
        if (address(sellToken) == address(0)) revert SablierEscrow_SellTokenZero();
        if (address(buyToken) == address(0)) revert SablierEscrow_BuyTokenZero();
        if (sellToken == buyToken) revert SablierEscrow_SameToken(address(sellToken));
        if (sellAmount == 0) revert SablierEscrow_SellAmountZero();
        if (minBuyAmount == 0) revert SablierEscrow_MinBuyAmountZero();
        if (expiryTime > 0 && expiryTime <= block.timestamp) {
            revert SablierEscrow_ExpiryTimeInPast(expiryTime, uint40(block.timestamp));
        }
        orderId = nextOrderId++;
        _orders[orderId] = Order({
            seller: msg.sender,
            buyer: buyer,
            sellToken: sellToken,
            buyToken: buyToken,
            sellAmount: sellAmount,
            minBuyAmount: minBuyAmount,
            expiryTime: expiryTime,
            wasCanceled: false,
            wasFilled: false
        });
        sellToken.safeTransferFrom(msg.sender, address(this), sellAmount);
    }

    function fillOrder(
        uint256 orderId,
        uint128 buyAmount
    )
        external
        notNull(orderId)
        returns (
            uint128 amountToTransferToSeller,
            uint128 amountToTransferToBuyer,
            uint128 feeDeductedFromBuyerAmount,
            uint128 feeDeductedFromSellerAmount
        )
    {
        _record();
        uint8 status = statusOf(orderId);
        if (status != 3) revert SablierEscrow_OrderNotOpen(orderId, status);
        Order storage order = _orders[orderId];
        if (order.buyer != address(0) && msg.sender != order.buyer) {
            revert SablierEscrow_CallerNotAuthorized(orderId, msg.sender, order.buyer);
        }
        if (buyAmount < order.minBuyAmount) revert SablierEscrow_InsufficientBuyAmount(buyAmount, order.minBuyAmount);
        order.wasFilled = true;

        feeDeductedFromBuyerAmount = uint128((uint256(order.sellAmount) * tradeFee) / 1e18);
        feeDeductedFromSellerAmount = uint128((uint256(buyAmount) * tradeFee) / 1e18);
        amountToTransferToBuyer = order.sellAmount - feeDeductedFromBuyerAmount;
        amountToTransferToSeller = buyAmount - feeDeductedFromSellerAmount;
        if (feeDeductedFromSellerAmount > 0) order.buyToken.safeTransferFrom(msg.sender, comptroller, feeDeductedFromSellerAmount);
        if (feeDeductedFromBuyerAmount > 0) order.sellToken.safeTransfer(comptroller, feeDeductedFromBuyerAmount);
        order.buyToken.safeTransferFrom(msg.sender, order.seller, amountToTransferToSeller);
        order.sellToken.safeTransfer(msg.sender, amountToTransferToBuyer);
    }

    function cancelOrder(uint256 orderId) external notNull(orderId) {
        _record();
        Order storage order = _orders[orderId];
        if (msg.sender != order.seller) revert SablierEscrow_CallerNotAuthorized(orderId, msg.sender, order.seller);
        if (order.wasFilled) revert SablierEscrow_OrderFilled(orderId);
        if (order.wasCanceled) revert SablierEscrow_OrderCancelled(orderId);
        order.wasCanceled = true;
        order.sellToken.safeTransfer(msg.sender, order.sellAmount);
    }

    function statusOf(uint256 orderId) public view notNull(orderId) returns (uint8 status) {
        Order storage order = _orders[orderId];
        if (order.wasFilled) return 2;
        if (order.wasCanceled) return 0;
        if (order.expiryTime != 0 && block.timestamp >= order.expiryTime) return 1;
        return 3;
    }

    function getSeller(uint256 orderId) external view notNull(orderId) returns (address) {
        return _orders[orderId].seller;
    }

    function getBuyer(uint256 orderId) external view notNull(orderId) returns (address) {
        return _orders[orderId].buyer;
    }

    function getSellToken(uint256 orderId) external view notNull(orderId) returns (IERC20) {
        return _orders[orderId].sellToken;
    }

    function getBuyToken(uint256 orderId) external view notNull(orderId) returns (IERC20) {
        return _orders[orderId].buyToken;
    }

    function getSellAmount(uint256 orderId) external view notNull(orderId) returns (uint128) {
        return _orders[orderId].sellAmount;
    }

    function getMinBuyAmount(uint256 orderId) external view notNull(orderId) returns (uint128) {
        return _orders[orderId].minBuyAmount;
    }

    function getExpiryTime(uint256 orderId) external view notNull(orderId) returns (uint40) {
        return _orders[orderId].expiryTime;
    }

    function wasFilled(uint256 orderId) external view notNull(orderId) returns (bool) {
        return _orders[orderId].wasFilled;
    }

    function wasCanceled(uint256 orderId) external view notNull(orderId) returns (bool) {
        return _orders[orderId].wasCanceled;
    }
}
