import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {solidityBetween, solidityDeclaration, soliditySection} from '../../plugins/lib/solidity-excerpt';

const SOURCE = `contract A {
    /*//////////////////////////////////////////////////////////////////////////
                                      WITHDRAW
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Docs.
    function withdraw(uint256 id) external {
        if (id == 0) {
            revert();
        }
    }

    error Oops(uint256 id);

    /*//////////////////////////////////////////////////////////////////////////
                                       CANCEL
    //////////////////////////////////////////////////////////////////////////*/

    function cancel(uint256 id) external { }
}
`;

test('solidityDeclaration returns the function with its NatSpec, dedented, up to its closing brace', () => {
  assert.equal(
    solidityDeclaration(SOURCE, 'withdraw'),
    '/// @dev Docs.\nfunction withdraw(uint256 id) external {\n    if (id == 0) {\n        revert();\n    }\n}',
  );
  assert.equal(solidityDeclaration(SOURCE, 'Oops'), 'error Oops(uint256 id);');
  assert.equal(solidityDeclaration(SOURCE, 'cancel'), 'function cancel(uint256 id) external { }');
  assert.throws(() => solidityDeclaration(SOURCE, 'missing'));
});

test('soliditySection returns the lines between two banners, or up to the end of the contract', () => {
  assert.ok(soliditySection(SOURCE, 'WITHDRAW').startsWith('/// @dev Docs.\nfunction withdraw'));
  assert.ok(soliditySection(SOURCE, 'WITHDRAW').endsWith('error Oops(uint256 id);'));
  assert.equal(soliditySection(SOURCE, 'CANCEL'), 'function cancel(uint256 id) external { }');
  assert.throws(() => soliditySection(SOURCE, 'RENOUNCE'));
});

test('every excerpt that the Lockup guides show exists in the example files', () => {
  const dir = path.resolve(__dirname, '..', '..', 'examples', 'lockup');
  const read = (f: string) => fs.readFileSync(path.join(dir, f), 'utf8');
  const management = read('StreamManagement.sol');
  for (const title of ['WITHDRAW', 'CANCEL', 'RENOUNCE', 'TRANSFER']) {
    assert.ok(soliditySection(management, title).length > 0);
  }
  const staking = read('StakeSablierNFT.sol');
  for (const name of ['constructor', 'stake', 'unstake', 'claimRewards', 'updateReward', 'onSablierLockupCancel']) {
    assert.ok(solidityDeclaration(staking, name).includes(name === 'constructor' ? 'constructor(' : name));
  }
  assert.ok(solidityDeclaration(staking, 'updateReward').trimEnd().endsWith('}'));
});

test('solidityBetween cuts from a marker to the next marker or to the end of the block', () => {
  const src = 'contract A {\n    function f() external {\n        // Step 1\n        a();\n\n        // Step 2\n        b();\n    }\n}\n';
  assert.equal(solidityBetween(src, '// Step 1', '// Step 2'), '// Step 1\na();');
  assert.equal(solidityBetween(src, '// Step 2'), '// Step 2\nb();');
  assert.throws(() => solidityBetween(src, '// Step 3'));
  assert.throws(() => solidityBetween(src, '// Step 1', '// Step 9'));
});
