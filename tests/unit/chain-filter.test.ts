import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {chainAnchor, chainMatches} from '../../src/lib/chain-filter';

const base = {chainId: 8453, chainName: 'Base', isTestnet: false};
const sepolia = {chainId: 84532, chainName: 'Base Sepolia', isTestnet: true};

describe('chainMatches', () => {
  it('matches everything with an empty query and "all"', () => {
    assert.ok(chainMatches(base, '', 'all'));
    assert.ok(chainMatches(sepolia, '   ', 'all'));
  });

  it('filters by network', () => {
    assert.ok(chainMatches(base, '', 'mainnet'));
    assert.ok(!chainMatches(sepolia, '', 'mainnet'));
    assert.ok(chainMatches(sepolia, '', 'testnet'));
    assert.ok(!chainMatches(base, '', 'testnet'));
  });

  it('matches names case-insensitively and IDs exactly', () => {
    assert.ok(chainMatches(base, ' bAsE ', 'all'));
    assert.ok(chainMatches(sepolia, 'sepolia', 'all'));
    assert.ok(!chainMatches(base, 'sepolia', 'all'));
    assert.ok(chainMatches(base, '8453', 'all'));
    assert.ok(!chainMatches(base, '845', 'all'));
    assert.ok(chainMatches(sepolia, '84532', 'testnet'));
  });
});

describe('chainAnchor', () => {
  it('slugs chain names', () => {
    assert.equal(chainAnchor('OP Mainnet'), 'op-mainnet');
    assert.equal(chainAnchor('ZKsync Sepolia Testnet', 'v1-1-'), 'v1-1-zksync-sepolia-testnet');
  });
});
