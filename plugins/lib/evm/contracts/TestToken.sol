// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.22;

import { ERC20Mock } from "@sablier/evm-utils/src/mocks/erc20/ERC20Mock.sol";

/// @notice The test harness's ERC-20: Sablier's own ERC20Mock (OpenZeppelin ERC-20 with configurable decimals) plus a
/// `mint` the harness uses to fund accounts, like Foundry's `deal`.
contract TestToken is ERC20Mock {
    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20Mock(name_, symbol_, decimals_) { }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
