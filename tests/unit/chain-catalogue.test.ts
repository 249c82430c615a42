import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {type CatalogueChain, catalogueMatches, compareVersionsDesc, groupReleases} from '../../src/lib/chain-catalogue';
import {getChainCatalogue, listChains} from '../../plugins/lib/sdk';

const route = (protocol: string, version: string) => (protocol === 'bob' ? undefined : `/guides/${protocol}/${version}`);

describe('chain catalogue: grouping releases', () => {
  it('orders versions newest first, by number and not by text', () => {
    assert.deepEqual(['v1.0', 'v10.0', 'v2.1', 'v2.0'].sort(compareVersionsDesc), ['v10.0', 'v2.1', 'v2.0', 'v1.0']);
  });

  it('lists each protocol once, in the catalogue order, with its versions newest first and the latest marked', () => {
    const grouped = groupReleases(
      [
        {protocol: 'legacy', version: 'v1.0'},
        {protocol: 'lockup', version: 'v3.0'},
        {protocol: 'bob', version: 'v1.0'},
        {protocol: 'lockup', version: 'v4.0'},
        {protocol: 'lockup', version: 'v3.0'},
        {protocol: 'flow', version: 'v3.0'},
      ],
      {lockup: 'v4.0', flow: 'v3.0', bob: 'v1.0', legacy: 'v1.1'},
      route,
    );
    assert.deepEqual(
      grouped.map((p) => p.protocol),
      ['lockup', 'flow', 'bob', 'legacy'],
    );
    assert.deepEqual(grouped[0], {
      protocol: 'lockup',
      name: 'Lockup',
      releases: [
        {version: 'v4.0', isLatest: true, route: '/guides/lockup/v4.0'},
        {version: 'v3.0', isLatest: false, route: '/guides/lockup/v3.0'},
      ],
    });
    assert.deepEqual(grouped[2]?.releases, [{version: 'v1.0', isLatest: true}], 'no route where the site has no page');
    assert.deepEqual(grouped[3]?.releases, [{version: 'v1.0', isLatest: false, route: '/guides/legacy/v1.0'}]);
  });

  it('puts protocols it does not know last, by name', () => {
    const grouped = groupReleases(
      [
        {protocol: 'zeta', version: 'v1.0'},
        {protocol: 'alpha', version: 'v1.0'},
        {protocol: 'flow', version: 'v1.0'},
      ],
      {},
      () => undefined,
    );
    assert.deepEqual(
      grouped.map((p) => [p.protocol, p.name]),
      [
        ['flow', 'Flow'],
        ['alpha', 'alpha'],
        ['zeta', 'zeta'],
      ],
    );
  });
});

describe('chain catalogue: filter', () => {
  const chain = (over: Partial<CatalogueChain>): CatalogueChain => ({
    chainId: 1,
    chainName: 'Ethereum',
    slug: 'mainnet',
    isTestnet: false,
    isSupportedByUI: true,
    nativeToken: 'ETH',
    explorerName: 'Etherscan',
    explorerUrl: 'https://etherscan.io',
    protocols: [],
    ...over,
  });
  const ethereum = chain({
    protocols: [
      {protocol: 'lockup', name: 'Lockup', releases: [{version: 'v4.0', isLatest: true}]},
      {protocol: 'bob', name: 'Bob', releases: [{version: 'v1.0', isLatest: true}]},
    ],
  });
  const blast = chain({
    chainId: 81457,
    chainName: 'Blast',
    protocols: [{protocol: 'lockup', name: 'Lockup', releases: [{version: 'v3.0', isLatest: false}]}],
  });
  const sepolia = chain({chainId: 11155111, chainName: 'Sepolia', isTestnet: true});

  it('keeps the deployment tables rules for name, ID and network', () => {
    assert.ok(catalogueMatches(ethereum, 'ether', 'all', 'any'));
    assert.ok(catalogueMatches(blast, '81457', 'mainnet', 'any'));
    assert.ok(!catalogueMatches(blast, '8145', 'all', 'any'), 'an ID matches exactly');
    assert.ok(!catalogueMatches(sepolia, '', 'mainnet', 'any'));
    assert.ok(catalogueMatches(sepolia, '', 'testnet', 'any'));
  });

  it('filters by a protocol with any release, or with its latest release', () => {
    assert.ok(catalogueMatches(blast, '', 'all', 'lockup'));
    assert.ok(!catalogueMatches(blast, '', 'all', 'lockup:latest'));
    assert.ok(catalogueMatches(ethereum, '', 'all', 'lockup:latest'));
    assert.ok(catalogueMatches(ethereum, '', 'all', 'bob'));
    assert.ok(!catalogueMatches(blast, '', 'all', 'bob'));
    assert.ok(!catalogueMatches(sepolia, '', 'all', 'flow'), 'a chain without releases matches no protocol');
    assert.ok(!catalogueMatches(ethereum, 'base', 'all', 'bob'), 'every criterion must hold');
  });
});

describe('chain catalogue from the sablier package', () => {
  const catalogue = getChainCatalogue();
  const byId = (id: number) => catalogue.find((c) => c.chainId === id);

  it('lists every EVM chain of the package once, in the order of the deployment tables', () => {
    assert.deepEqual(
      catalogue.map((c) => c.chainId),
      listChains().map((c) => c.id),
    );
    assert.equal(catalogue[0]?.chainName, 'Ethereum');
    // The page says the contracts are deployed on every chain it counts.
    assert.deepEqual(
      catalogue.filter((c) => c.protocols.length === 0).map((c) => c.chainName),
      [],
    );
    const firstTestnet = catalogue.findIndex((c) => c.isTestnet);
    assert.ok(firstTestnet > 0 && catalogue.slice(firstTestnet).every((c) => c.isTestnet));
  });

  it('gives each chain its explorer and native token', () => {
    for (const c of catalogue) {
      assert.match(c.explorerUrl, /^https:\/\/[^/]+/, `${c.chainName} explorer`);
      assert.ok(!c.explorerUrl.endsWith('/'));
      assert.ok(c.nativeToken.length > 0, `${c.chainName} native token`);
    }
    assert.equal(byId(1)?.explorerUrl, 'https://etherscan.io');
    assert.equal(byId(1)?.nativeToken, 'ETH');
  });

  it('counts the releases per chain as the deployment tables do', () => {
    const has = (c: CatalogueChain | undefined, protocol: string, version: string) =>
      Boolean(c?.protocols.find((p) => p.protocol === protocol)?.releases.some((r) => r.version === version));
    const onBob = catalogue.filter((c) => has(c, 'bob', 'v1.0')).map((c) => c.chainId);
    assert.deepEqual(onBob.sort(), [1, 11155111].sort());
    const latestLockup = catalogue.filter((c) => catalogueMatches(c, '', 'all', 'lockup:latest'));
    assert.equal(latestLockup.length, 29);
    assert.ok(!has(byId(81457), 'lockup', 'v4.0') && has(byId(81457), 'lockup', 'v3.0'), 'Blast stops at Lockup v3.0');
    assert.deepEqual(
      byId(2020)?.protocols.map((p) => p.protocol),
      ['legacy'],
      'Ronin has only Legacy',
    );
    // Every release links to the page that lists its addresses, except where the site has no such page yet.
    const lockup = byId(1)?.protocols.find((p) => p.protocol === 'lockup');
    assert.equal(lockup?.releases[0]?.route, '/guides/lockup/deployments');
  });
});
