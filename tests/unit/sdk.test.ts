import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {COMPTROLLER_ADMIN_MULTISIG, COMPTROLLER_ADMINS, PRE_COMPTROLLER_ADMINS} from '../../src/config/governance';
import {RELEASE_NOTES} from '../../src/config/release-notes';
import {CURRENT_RELEASES} from '../../src/config/releases';
import {
  assertCurrentReleasesAgree,
  assertSameCurrent,
  CSV_URL_PREFIX,
  contractNames,
  csvRoot,
  currentVersion,
  DOCUMENTED_PROTOCOLS,
  getComptrollers,
  getContractAddress,
  getPreComptrollerAdmins,
  getReleaseDeployments,
  getReleaseHistory,
  listChains,
  listCsvTemplates,
  listVersions,
  parseCsv,
  releaseObjectAddresses,
  releaseRoute,
} from '../../plugins/lib/sdk';

describe('releases', () => {
  it('lists every release of each protocol, newest first', () => {
    assert.deepEqual(listVersions('lockup'), ['v4.0', 'v3.0', 'v2.0', 'v1.2', 'v1.1', 'v1.0']);
    assert.deepEqual(listVersions('flow'), ['v3.0', 'v2.0', 'v1.1', 'v1.0']);
    assert.deepEqual(listVersions('airdrops'), ['v3.0', 'v2.0', 'v1.3', 'v1.2', 'v1.1']);
    assert.deepEqual(listVersions('legacy'), ['v1.1', 'v1.0']);
  });

  it('takes the current release from the package and agrees with src/config/releases.ts', () => {
    assert.doesNotThrow(() => assertCurrentReleasesAgree());
    for (const [protocol, version] of Object.entries(CURRENT_RELEASES)) {
      assert.equal(currentVersion(protocol as 'lockup'), version);
    }
    assert.equal(currentVersion('legacy'), 'v1.1');
  });

  it('fails loudly when the configured current release disagrees with the package', () => {
    assert.throws(() => assertSameCurrent('lockup', 'v4.0', 'v3.0'), /releases\.ts names lockup v3\.0 .* calls v4\.0 latest/);
    assert.doesNotThrow(() => assertSameCurrent('lockup', 'v4.0', 'v4.0'));
    assert.doesNotThrow(() => assertSameCurrent('legacy', 'v1.1', undefined));
  });

  it('routes each release to the page that lists it', () => {
    assert.equal(releaseRoute('lockup', 'v4.0'), '/guides/lockup/deployments');
    assert.equal(releaseRoute('lockup', 'v1.0'), '/guides/lockup/previous-deployments/v1.0');
    assert.equal(releaseRoute('flow', 'v2.0'), '/guides/flow/previous-deployments/v2.0');
    assert.equal(releaseRoute('airdrops', 'v1.2'), '/guides/lockup/previous-deployments/v1.2');
    assert.equal(releaseRoute('airdrops', 'v1.1'), '/guides/lockup/previous-deployments/v1.1');
    assert.equal(releaseRoute('airdrops', 'v1.3'), '/guides/airdrops/previous-deployments/v1.3');
    assert.equal(releaseRoute('legacy', 'v1.0'), '/guides/legacy/deployments');
  });

  it('builds release histories from package aliases and the release-notes dates', () => {
    const lockup = getReleaseHistory('lockup');
    assert.deepEqual(
      lockup.rows.map((r) => [r.version, r.released, r.aliases.map((a) => a.alias).join(' ')]),
      [
        ['v4.0', 'March 2026', 'LK3'],
        ['v3.0', 'October 2025', 'LK2'],
        ['v2.0', 'January 2025', 'LK'],
        ['v1.2', 'July 2024', 'LD3 LL3 LT3 MSF3'],
        ['v1.1', 'December 2023', 'LD2 LL2 MSF2'],
        ['v1.0', 'July 2023', 'LD LL'],
      ],
    );
    assert.equal(lockup.rows.filter((r) => r.isLatest).length, 1);
    assert.equal(lockup.rows[0]?.isLatest, true);
    const flow = getReleaseHistory('flow').rows.map((r) => r.aliases.map((a) => a.alias).join());
    assert.deepEqual(flow, ['FL4', 'FL3', 'FL2', 'FL']);
    const airdrops = getReleaseHistory('airdrops').rows[0];
    assert.deepEqual(
      airdrops?.aliases.map((a) => a.alias),
      ['MF2_EXEC', 'MF2_INST', 'MF2_LL', 'MF2_LT', 'MF2_VCA'],
    );
    assert.ok(getReleaseHistory('legacy').rows.every((r) => r.aliases.length === 0));
  });

  it('has release notes for exactly the releases the package knows', () => {
    for (const protocol of DOCUMENTED_PROTOCOLS) {
      assert.deepEqual(Object.keys(RELEASE_NOTES[protocol]).sort(), [...listVersions(protocol)].sort(), protocol);
    }
  });
});

describe('deployments', () => {
  it('groups a release by chain: Ethereum first, other mainnets, then testnets, alphabetical within each group', () => {
    for (const protocol of DOCUMENTED_PROTOCOLS) {
      for (const version of listVersions(protocol)) {
        if (protocol === 'airdrops' && (version === 'v1.1' || version === 'v1.2')) continue;
        const {chains} = getReleaseDeployments(protocol, version);
        if (chains.some((c) => c.chainId === 1)) assert.equal(chains[0]?.chainId, 1, `${protocol} ${version}: Ethereum first`);
        const firstTestnet = chains.findIndex((c) => c.isTestnet);
        if (firstTestnet !== -1)
          assert.ok(
            chains.slice(firstTestnet).every((c) => c.isTestnet),
            `${protocol} ${version}`,
          );
        const rest = chains.filter((c) => c.chainId !== 1);
        for (const group of [rest.filter((c) => !c.isTestnet), rest.filter((c) => c.isTestnet)]) {
          const names = group.map((c) => c.chainName);
          assert.deepEqual(
            names,
            [...names].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'})),
          );
        }
      }
    }
  });

  it('counts the chains the package lists for each release', () => {
    const count = (p: 'lockup' | 'flow' | 'airdrops' | 'legacy', v: string) => {
      const {chains} = getReleaseDeployments(p, v);
      return [chains.filter((c) => !c.isTestnet).length, chains.filter((c) => c.isTestnet).length];
    };
    assert.deepEqual(count('lockup', 'v4.0'), [25, 4]);
    assert.deepEqual(count('lockup', 'v3.0'), [27, 4]);
    assert.deepEqual(count('lockup', 'v2.0'), [28, 6]);
    assert.deepEqual(count('lockup', 'v1.2'), [21, 7]);
    assert.deepEqual(count('lockup', 'v1.1'), [12, 5]);
    assert.deepEqual(count('lockup', 'v1.0'), [9, 2]);
    assert.deepEqual(count('flow', 'v3.0'), [25, 4]);
    assert.deepEqual(count('airdrops', 'v3.0'), [25, 4]);
    assert.deepEqual(count('legacy', 'v1.1'), [7, 0]);
    assert.deepEqual(count('legacy', 'v1.0'), [1, 0]);
  });

  it('keeps only contracts of the asked release, and misses none of them', () => {
    for (const protocol of ['lockup', 'flow', 'legacy'] as const) {
      for (const version of listVersions(protocol)) {
        const rows = getReleaseDeployments(protocol, version).chains.flatMap((c) =>
          c.contracts.map((k) => `${c.chainId}:${k.address.toLowerCase()}`),
        );
        assert.deepEqual(new Set(rows), new Set(releaseObjectAddresses(protocol, version)), `${protocol} ${version}`);
      }
    }
    // getAll() returns every release's deployments; filtering must not leak v3.0 contracts into v4.0.
    const v4 = new Set(contractNames('lockup', 'v4.0'));
    assert.deepEqual([...v4].sort(), ['LockupHelpers', 'LockupMath', 'LockupNFTDescriptor', 'SablierBatchLockup', 'SablierLockup']);
    assert.ok(!v4.has('Helpers'));
  });

  it('puts SablierLockup and SablierBatchLockup first on every chain', () => {
    for (const chain of getReleaseDeployments('lockup', 'v4.0').chains) {
      assert.deepEqual(
        chain.contracts.slice(0, 2).map((c) => c.name),
        ['SablierLockup', 'SablierBatchLockup'],
      );
      assert.equal(chain.contracts[0]?.alias, 'LK3');
    }
  });

  it('lists the Airdrops v1.1 and v1.2 factories with Lockup v1.1 and v1.2', () => {
    assert.ok(contractNames('lockup', 'v1.1').includes('SablierV2MerkleStreamerFactory'));
    assert.ok(contractNames('lockup', 'v1.2').includes('SablierV2MerkleLockupFactory'));
  });

  it('gives explorer links and known addresses', () => {
    const flowEth = getContractAddress('flow', 'v3.0', 1, 'SablierFlow');
    assert.equal(flowEth.address, '0x844344Cd871B28221d725ecE9630E8bDE4E3a181');
    assert.equal(flowEth.chainName, 'Ethereum');
    assert.equal(flowEth.explorerUrl, 'https://etherscan.io/address/0x844344Cd871B28221d725ecE9630E8bDE4E3a181');
    assert.equal(getContractAddress('flow', 'v2.0', 1, 'SablierFlow').address, '0x7a86d3e6894f9c5B5f25FFBDAaE658CFc7569623');
    assert.equal(getContractAddress('lockup', 'v3.0', 11155111, 'SablierLockup').address, '0x6b0307b4338f2963A62106028E3B074C2c0510DA');
    for (const chain of getReleaseDeployments('lockup', 'v4.0').chains) {
      for (const c of chain.contracts) {
        assert.match(c.address, /^0x[0-9a-fA-F]{40}$/);
        assert.match(c.explorerUrl, /^https:\/\/.+\/address\/0x[0-9a-fA-F]{40}$/);
      }
    }
    assert.throws(() => getContractAddress('flow', 'v3.0', 1, 'SablierLockup'), /no SablierLockup in flow v3\.0 on chain 1/);
  });

  it('rejects unknown releases with the known ones in the message', () => {
    assert.throws(() => getReleaseDeployments('lockup', 'v9.9'), /no lockup release "v9\.9" \(known: v4\.0, v3\.0/);
  });

  it('lists chains with names and IDs, mainnets first', () => {
    const chains = listChains();
    const eth = chains.find((c) => c.id === 1);
    assert.equal(eth?.name, 'Ethereum');
    assert.equal(eth?.isTestnet, false);
    assert.equal(chains.find((c) => c.id === 11155111)?.isTestnet, true);
    const firstTestnet = chains.findIndex((c) => c.isTestnet);
    assert.ok(chains.slice(firstTestnet).every((c) => c.isTestnet));
    assert.equal(chains[0]?.id, 1, 'Ethereum leads the list');
  });
});

describe('governance', () => {
  it('lists the Comptroller on mainnets with the admins of src/config/governance.ts', () => {
    const rows = getComptrollers();
    const eth = rows.find((r) => r.chainId === 1);
    assert.equal(eth?.comptroller, '0x0000008ABbFf7a84a2fE09f9A9b74D3BC2072399');
    assert.equal(eth?.admin, COMPTROLLER_ADMIN_MULTISIG);
    assert.ok(rows.every((r) => !listChains().find((c) => c.id === r.chainId)?.isTestnet));
    const names = rows.map((r) => r.chainName);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'})),
    );
  });

  it('names only chains the package knows', () => {
    const ids = new Set(listChains().map((c) => c.id));
    for (const id of [...Object.keys(COMPTROLLER_ADMINS), ...Object.keys(PRE_COMPTROLLER_ADMINS)]) {
      assert.ok(ids.has(Number(id)), `chain ${id}`);
    }
    const old = getPreComptrollerAdmins();
    assert.equal(old.length, Object.keys(PRE_COMPTROLLER_ADMINS).length);
    assert.ok(old.every((r) => r.admin && r.adminUrl?.endsWith(`/address/${r.admin}`)));
    assert.equal(old.find((r) => r.chainId === 1)?.admin, '0x79Fb3e81aAc012c08501f41296CCC145a1E15844');
  });
});

describe('CSV templates', () => {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, {withFileTypes: true})
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.csv') ? [e.name] : []));

  it('lists every template the package ships', () => {
    const templates = listCsvTemplates();
    assert.equal(templates.length, files(csvRoot()).length);
    assert.equal(templates.length, 27);
    assert.ok(templates.every((t) => t.href === `${CSV_URL_PREFIX}/${t.path}`));
  });

  it('reads columns with schema descriptions and rows of the same width', () => {
    for (const t of listCsvTemplates()) {
      assert.equal(t.columns[0]?.name, 'address', t.path);
      assert.ok(t.rows.length > 0, t.path);
      assert.ok(
        t.rows.every((r) => r.length === t.columns.length),
        t.path,
      );
      assert.ok(
        t.columns.every((c) => c.description.length > 0),
        `${t.path}: ${t.columns.map((c) => c.name)}`,
      );
    }
    const flow = listCsvTemplates().find((t) => t.path === 'evm/flow/stream.csv');
    assert.deepEqual(
      flow?.columns.map((c) => c.name),
      ['address', 'rateAmount', 'rateInterval', 'initialDepositAmount', 'startAt'],
    );
    assert.deepEqual(flow?.columns[2]?.values, ['second', 'minute', 'hour', 'day', 'week', 'month', 'year']);
    const backweighted = listCsvTemplates().find((t) => t.path === 'evm/lockup/range/tranchedBackweighted.csv');
    assert.equal(backweighted?.timing, 'range');
    assert.equal(backweighted?.rows[0]?.[3], '10;20;30;40');
  });

  it('parses CSV lines and refuses quoted fields', () => {
    assert.deepEqual(parseCsv('a,b\r\n1,2\n\n'), [
      ['a', 'b'],
      ['1', '2'],
    ]);
    assert.throws(() => parseCsv('a\n"x,y"'), /quoted/);
  });
});
