// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

import { ISablierEscrow } from "./ISablierEscrow.sol";

/// @notice Sells USDC for WETH through Sablier Escrow on behalf of its owner, cancels unfilled orders and hands
/// the proceeds, or the USDC that came back, to the owner.
/// @dev Demo code: the addresses below are Ethereum mainnet deployments, hard-coded for brevity.
contract EscrowOrderBook {
    using SafeERC20 for IERC20;

    IERC20 public constant USDC = IERC20(0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48);
    IERC20 public constant WETH = IERC20(0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2);
    ISablierEscrow public constant ESCROW = ISablierEscrow(0xe1662e09e68b700A0C17F17BD08445EC1de0d206);

    address public immutable OWNER;

    error CallerNotOwner(address caller);

    constructor() {
        OWNER = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender != OWNER) revert CallerNotOwner(msg.sender);
        _;
    }

    /// @notice Offers 50,000 USDC from this contract's balance for at least 20 WETH, to anyone, for 7 days.
    function sellUsdcForWeth() external onlyOwner returns (uint256 orderId) {
        uint128 sellAmount = 50_000e6; // USDC has 6 decimals
        USDC.forceApprove(address(ESCROW), sellAmount);

        orderId = ESCROW.createOrder({
            sellToken: USDC,
            sellAmount: sellAmount,
            buyToken: WETH,
            minBuyAmount: 20e18, // WETH has 18 decimals
            buyer: address(0), // an open order: anyone can fill it
            expiryTime: uint40(block.timestamp + 7 days) // 0 would mean "never expires"
        });
        // When the order is filled, the WETH (minus the trade fee) arrives in this contract.
    }

    /// @notice Takes the USDC of an OPEN or EXPIRED order back into this contract.
    function cancel(uint256 orderId) external onlyOwner {
        ESCROW.cancelOrder(orderId);
    }

    /// @notice Sends this contract's whole balance of `token` to the owner: WETH from filled orders, USDC from
    /// cancelled ones.
    function withdraw(IERC20 token) external onlyOwner {
        token.safeTransfer(OWNER, token.balanceOf(address(this)));
    }
}
