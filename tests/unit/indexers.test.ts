import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {chains as sdkChains} from 'sablier';
import {
  ENVIO_CHAINS,
  ENVIO_DEPLOYMENTS,
  envioConverterURL,
  envioPlaygroundURL,
  envioProductionURL,
  GRAPH_TABLES,
  getEnvioDeployment,
} from '../../src/data/indexers';
import {DATA_COMPONENTS} from '../../plugins/protocol-data/remark';

const sdkIds = new Set(Object.values(sdkChains).map((c) => c.id));

describe('Envio deployments', () => {
  it('build the documented URLs', () => {
    const streams = getEnvioDeployment('streams');
    assert.equal(envioProductionURL(streams), 'https://indexer.hyperindex.xyz/53b7e25/v1/graphql');
    assert.equal(envioConverterURL(streams), 'https://indexer.hyperindex.xyz/53b7e25/converter');
    assert.equal(
      envioPlaygroundURL(streams),
      'https://cloud.hasura.io/public/graphiql?endpoint=https%3A%2F%2Findexer.hyperindex.xyz%2F53b7e25%2Fv1%2Fgraphql',
    );
    assert.equal(envioProductionURL(getEnvioDeployment('airdrops')), 'https://indexer.hyperindex.xyz/508d217/v1/graphql');
  });

  it('have unique keys and deployment IDs', () => {
    assert.equal(new Set(ENVIO_DEPLOYMENTS.map((d) => d.key)).size, ENVIO_DEPLOYMENTS.length);
    assert.equal(new Set(ENVIO_DEPLOYMENTS.map((d) => d.deploymentId)).size, ENVIO_DEPLOYMENTS.length);
  });

  it('cover 28 distinct chains known to the Sablier SDK, Robinhood and Abstract among them', () => {
    assert.equal(ENVIO_CHAINS.length, 28);
    assert.equal(new Set(ENVIO_CHAINS.map((c) => c.id)).size, 28);
    assert.ok(ENVIO_CHAINS.some((c) => c.id === sdkChains.robinhood.id));
    assert.ok(ENVIO_CHAINS.some((c) => c.id === sdkChains.abstract.id));
    for (const c of ENVIO_CHAINS) {
      assert.ok(sdkIds.has(c.id), `${c.name} (${c.id}) is not an SDK chain`);
    }
  });
});

describe('The Graph tables', () => {
  for (const [name, rows] of Object.entries(GRAPH_TABLES)) {
    describe(name, () => {
      it('has one row per chain and unique subgraph names', () => {
        assert.ok(rows.length > 0);
        assert.equal(new Set(rows.map((r) => r.chain.id)).size, rows.length);
        assert.equal(new Set(rows.map((r) => r.name)).size, rows.length);
      });

      it('uses chain IDs known to the Sablier SDK', () => {
        for (const r of rows) {
          assert.ok(sdkIds.has(r.chain.id), `${r.chain.name} (${r.chain.id}) is not an SDK chain`);
        }
      });

      it('builds well-formed URLs', () => {
        for (const r of rows) {
          assert.match(r.name, /^sablier(-[a-z0-9]+)*$/);
          if (r.kind === 'official') {
            assert.ok(r.subgraphId, `${r.name} lacks a subgraph ID`);
            assert.match(r.subgraphId, /^[1-9A-HJ-NP-Za-km-z]{43,44}$/, `${r.name}: not a base58 subgraph ID`);
            assert.ok(r.productionURL.endsWith(`/subgraphs/id/${r.subgraphId}`));
            assert.match(r.testingURL ?? '', new RegExp(`^https://api\\.studio\\.thegraph\\.com/query/\\d+/${r.name}/version/latest$`));
            if (r.explorerURL) {
              assert.equal(r.explorerURL, `https://thegraph.com/explorer/subgraphs/${r.subgraphId}`);
            }
          } else {
            assert.equal(r.subgraphId, undefined);
            assert.equal(r.testingURL, undefined);
            assert.match(r.productionURL, /^https:\/\/[^ ]+$/);
            if (r.explorerURL) {
              assert.equal(r.explorerURL, `${r.productionURL}/graphql`);
            }
          }
        }
      });
    });
  }

  it('names current subgraphs after the indexer key', () => {
    for (const r of GRAPH_TABLES.streams) assert.match(r.name, /^sablier-lockup-/);
    for (const r of GRAPH_TABLES.airdrops) assert.match(r.name, /^sablier-airdrops-/);
    for (const r of [...GRAPH_TABLES.streams, ...GRAPH_TABLES.airdrops, ...GRAPH_TABLES.flowSuperseded]) {
      if (r.kind === 'official') assert.ok(r.productionURL.startsWith('https://gateway.thegraph.com/api/subgraphs/id/'), r.name);
    }
  });

  it('keeps deprecated subgraphs on the legacy Studio account and the key-in-path gateway', () => {
    for (const rows of [GRAPH_TABLES.lockupDeprecated, GRAPH_TABLES.flowDeprecated, GRAPH_TABLES.airdropsDeprecated]) {
      for (const r of rows) {
        assert.match(r.name, /^sablier-v2/);
        if (r.kind === 'official') {
          assert.ok(r.productionURL.startsWith('https://gateway-arbitrum.network.thegraph.com/api/API_KEY/'));
          assert.ok(r.testingURL?.includes('/query/57079/'));
        }
      }
    }
  });

  it('lists the current streams and airdrops subgraphs on the same 19 chains', () => {
    const ids = (rows: readonly {chain: {id: number}}[]) => rows.map((r) => r.chain.id).sort((a, b) => a - b);
    assert.equal(GRAPH_TABLES.streams.length, 19);
    assert.deepEqual(ids(GRAPH_TABLES.streams), ids(GRAPH_TABLES.airdrops));
  });

  it('keeps retired chains out of the current tables', () => {
    for (const retired of [GRAPH_TABLES.streamsRetired, GRAPH_TABLES.airdropsRetired]) {
      for (const r of retired) {
        assert.ok(!GRAPH_TABLES.streams.some((c) => c.chain.id === r.chain.id), `${r.chain.name} is both current and retired`);
        assert.ok(!GRAPH_TABLES.airdrops.some((c) => c.chain.id === r.chain.id), `${r.chain.name} is both current and retired`);
      }
    }
  });
});

describe('counts shown in prose', () => {
  const value = (of: string) =>
    DATA_COMPONENTS['@site/src/components/Value']?.({page: 'docs/api/lockup/endpoints.mdx', component: 'Value', props: {of}});

  it('come from the tables', () => {
    assert.equal(value('envio-chain-count:'), String(ENVIO_CHAINS.length));
    assert.equal(value('subgraph-count:streams'), '19');
    assert.equal(value('subgraph-count:lockupDeprecated'), String(GRAPH_TABLES.lockupDeprecated.length));
    assert.throws(() => value('subgraph-count:nope'), /unknown subgraph table "nope"/);
  });
});
