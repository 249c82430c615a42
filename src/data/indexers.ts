/**
 * Endpoints of the Sablier indexers (Envio and The Graph), typed once and rendered by
 * `src/components/EndpointTable`. The rows are facts: chain IDs, subgraph names and subgraph IDs
 * must match the deployments exactly. Everything else (URLs) is derived from the patterns below.
 */

export type Vendor = 'envio' | 'graph';

/** A chain as shown in the tables: its display name and EIP-155 chain ID. */
export interface Chain {
  readonly name: string;
  readonly id: number;
}

/** One Envio deployment. Envio is multi-chain: a deployment serves every supported chain. */
export interface EnvioDeployment {
  /** Indexer key: `streams` (Lockup + Flow), `airdrops`, or the retired `flow`. */
  readonly key: 'streams' | 'airdrops' | 'flow';
  /** Hosted-service project name, used in the explorer URL. */
  readonly project: string;
  /** Deployment ID, the variable segment of every URL. */
  readonly deploymentId: string;
  /** When the deployment was created (human-readable). */
  readonly created: string;
  /** `false` for deployments that no longer receive new data. */
  readonly current: boolean;
}

/** One row of a The Graph endpoint table. */
export interface SubgraphRow {
  readonly chain: Chain;
  readonly name: string;
  readonly productionURL: string;
  /** Studio query URL; `undefined` for subgraphs on custom nodes. */
  readonly testingURL?: string;
  /** Explorer page; `undefined` when the table has no explorer column. */
  readonly explorerURL?: string;
  /** Subgraph ID on The Graph Network; `undefined` for custom nodes. */
  readonly subgraphId?: string;
  /** `custom` when the subgraph runs on a node operated outside The Graph Network. */
  readonly kind: 'official' | 'custom';
}

/* -------------------------------------------------------------------------------------------------
 * Chains (names as shown in the tables; IDs are EIP-155 chain IDs)
 * -----------------------------------------------------------------------------------------------*/

const chain = (name: string, id: number): Chain => ({name, id});

export const CHAINS = {
  abstract: chain('Abstract', 2741),
  arbitrum: chain('Arbitrum', 42161),
  arbitrumSepolia: chain('Arbitrum Sepolia', 421614),
  avalanche: chain('Avalanche', 43114),
  base: chain('Base', 8453),
  baseSepolia: chain('Base Sepolia', 84532),
  berachain: chain('Berachain', 80094),
  blast: chain('Blast', 81457),
  bsc: chain('BNB Chain', 56),
  chiliz: chain('Chiliz', 88888),
  denergy: chain('Denergy', 369369),
  ethereum: chain('Ethereum', 1),
  gnosis: chain('Gnosis', 100),
  hyperevm: chain('HyperEVM', 999),
  lightlink: chain('Lightlink', 1890),
  linea: chain('Linea Mainnet', 59144),
  mode: chain('Mode', 34443),
  monad: chain('Monad', 143),
  morph: chain('Morph', 2818),
  optimism: chain('OP Mainnet', 10),
  optimismSepolia: chain('OP Sepolia', 11155420),
  polygon: chain('Polygon', 137),
  robinhood: chain('Robinhood', 4663),
  ronin: chain('Ronin', 2020),
  scroll: chain('Scroll', 534352),
  sei: chain('Sei Network', 1329),
  sepolia: chain('Sepolia', 11155111),
  sonic: chain('Sonic', 146),
  sophon: chain('Sophon', 50104),
  superseed: chain('Superseed', 5330),
  unichain: chain('Unichain', 130),
  xdc: chain('XDC', 50),
  zksync: chain('ZKsync Era', 324),
} as const satisfies Record<string, Chain>;

type ChainKey = keyof typeof CHAINS;

/* -------------------------------------------------------------------------------------------------
 * Envio
 * -----------------------------------------------------------------------------------------------*/

export const ENVIO_DEPLOYMENTS: readonly EnvioDeployment[] = [
  {key: 'streams', project: 'lockup-envio', deploymentId: '53b7e25', created: 'April 8, 2024', current: true},
  {key: 'airdrops', project: 'merkle-envio', deploymentId: '508d217', created: 'April 8, 2024', current: true},
  {key: 'flow', project: 'flow-envio', deploymentId: '3b4ea6b', created: 'November 2024', current: false},
];

export function getEnvioDeployment(key: EnvioDeployment['key']): EnvioDeployment {
  const deployment = ENVIO_DEPLOYMENTS.find((d) => d.key === key);
  if (!deployment) {
    throw new Error(`Unknown Envio indexer key: ${key}`);
  }
  return deployment;
}

/** Production endpoint (Hasura GraphQL syntax). */
export const envioProductionURL = (d: EnvioDeployment): string => `https://indexer.hyperindex.xyz/${d.deploymentId}/v1/graphql`;
/** Converter endpoint: accepts subgraph-style queries and answers in the subgraph response shape. */
export const envioConverterURL = (d: EnvioDeployment): string => `https://indexer.hyperindex.xyz/${d.deploymentId}/converter`;
/** Hasura's public GraphiQL loaded with the production endpoint. */
export const envioPlaygroundURL = (d: EnvioDeployment): string =>
  `https://cloud.hasura.io/public/graphiql?endpoint=${encodeURIComponent(envioProductionURL(d))}`;
/** Envio hosted-service page of the deployment. */
export const envioExplorerURL = (d: EnvioDeployment): string => `https://envio.dev/app/sablier-labs/${d.project}`;

/**
 * Chains indexed by the current Envio deployments (the same list for `streams` and `airdrops`), in the order of
 * the indexers' Envio chain list. Robinhood joined in indexers 5.1.0 (July 2026).
 */
export const ENVIO_CHAINS: readonly Chain[] = (
  [
    'abstract',
    'arbitrum',
    'avalanche',
    'base',
    'blast',
    'berachain',
    'bsc',
    'chiliz',
    'gnosis',
    'hyperevm',
    'linea',
    'ethereum',
    'mode',
    'monad',
    'morph',
    'optimism',
    'polygon',
    'robinhood',
    'sonic',
    'scroll',
    'sei',
    'sophon',
    'superseed',
    'unichain',
    'xdc',
    'zksync',
    'baseSepolia',
    'sepolia',
  ] as const satisfies readonly ChainKey[]
).map((key) => CHAINS[key]);

/* -------------------------------------------------------------------------------------------------
 * The Graph
 * -----------------------------------------------------------------------------------------------*/

/** Subgraph Studio user ID of the Sablier account that owns the current subgraphs. */
export const STUDIO_USER_CURRENT = 112500;
/** Subgraph Studio user ID that owns the legacy and deprecated `sablier-v2-*` subgraphs. */
export const STUDIO_USER_LEGACY = 57079;

const studioURL = (user: number, name: string): string => `https://api.studio.thegraph.com/query/${user}/${name}/version/latest`;
const graphExplorerURL = (id: string): string => `https://thegraph.com/explorer/subgraphs/${id}`;

/** How production URLs are formed for one generation of subgraphs. */
type ProductionPattern = (id: string) => string;
/** Current pattern: the API key travels in the `Authorization: Bearer <API_KEY>` header. */
const gatewayCurrent: ProductionPattern = (id) => `https://gateway.thegraph.com/api/subgraphs/id/${id}`;
/** Deprecated and legacy subgraphs: Arbitrum gateway host, API key in the path. */
const gatewayArbitrum: ProductionPattern = (id) => `https://gateway-arbitrum.network.thegraph.com/api/API_KEY/subgraphs/id/${id}`;

const LIGHTLINK_NODE = 'https://graph.phoenix.lightlink.io/query/subgraphs/name/lightlink';
const DENERGY_NODE = 'https://thegraph.denergychain.com/subgraphs/name/denergychain';

/** A raw table row: chain, subgraph name, and either a subgraph ID or a custom node base URL. */
type RawRow = readonly [ChainKey, string, {id: string} | {node: string}];

interface Generation {
  readonly studioUser: number;
  readonly production: ProductionPattern;
  /** Whether the table shows an explorer link. */
  readonly explorer: boolean;
}

function buildRows(rows: readonly RawRow[], gen: Generation): SubgraphRow[] {
  return rows.map(([chainKey, name, target]): SubgraphRow => {
    if ('id' in target) {
      return {
        chain: CHAINS[chainKey],
        name,
        kind: 'official',
        subgraphId: target.id,
        productionURL: gen.production(target.id),
        testingURL: studioURL(gen.studioUser, name),
        explorerURL: gen.explorer ? graphExplorerURL(target.id) : undefined,
      };
    }
    return {
      chain: CHAINS[chainKey],
      name,
      kind: 'custom',
      productionURL: target.node,
      explorerURL: gen.explorer ? `${target.node}/graphql` : undefined,
    };
  });
}

const CURRENT: Generation = {studioUser: STUDIO_USER_CURRENT, production: gatewayCurrent, explorer: true};

/** Current streams subgraphs (Lockup and Flow), named `sablier-lockup-{chain}`. */
export const GRAPH_STREAMS: readonly SubgraphRow[] = buildRows(
  [
    ['arbitrum', 'sablier-lockup-arbitrum', {id: 'yvDXXHSyv6rGPSzfpbBcbQmMFrECac3Q2zADkYsMxam'}],
    ['avalanche', 'sablier-lockup-avalanche', {id: 'FTDmonvFEm1VGkzECcnDY2CPHcW5dSmHRurSjEEfTkCX'}],
    ['base', 'sablier-lockup-base', {id: '778GfecD9tsyB4xNnz4wfuAyfHU6rqGr79VCPZKu3t2F'}],
    ['baseSepolia', 'sablier-lockup-base-sepolia', {id: 'DdiYENuyh5ztSybRJnBnCZuUgESkFasjGFHZUbURpKHz'}],
    ['berachain', 'sablier-lockup-berachain', {id: 'C2r13APcUemQtVdPFm7p7T3aJkU2rH2EvdZzrQ53zi14'}],
    ['bsc', 'sablier-lockup-bsc', {id: 'A8Vc9hi7j45u7P8Uw5dg4uqYJgPo4x1rB4oZtTVaiccK'}],
    ['chiliz', 'sablier-lockup-chiliz', {id: '4KsXUFvsKFHH7Q8k3BPgEv2NhCJJGwG78gCPAUpncYb'}],
    ['denergy', 'sablier-lockup-denergychain', {node: `${DENERGY_NODE}/sablier-lockup-denergychain`}],
    ['ethereum', 'sablier-lockup-ethereum', {id: 'AvDAMYYHGaEwn9F9585uqq6MM5CfvRtYcb7KjK7LKPCt'}],
    ['gnosis', 'sablier-lockup-gnosis', {id: 'DtKniy1RvB19q1r2g1WLN4reMNKDacEnuAjh284rW2iK'}],
    ['lightlink', 'sablier-lockup-lightlink', {node: `${LIGHTLINK_NODE}/sablier-lockup-lightlink`}],
    ['linea', 'sablier-lockup-linea', {id: 'GvpecytqVzLzuwuQB3enozXoaZRFoVx8Kr7qrfMiE9bs'}],
    ['optimism', 'sablier-lockup-optimism', {id: 'NZHzd2JNFKhHP5EWUiDxa5TaxGCFbSD4g6YnYr8JGi6'}],
    ['polygon', 'sablier-lockup-polygon', {id: '8fgeQMEQ8sskVeWE5nvtsVL2VpezDrAkx2d1VeiHiheu'}],
    ['scroll', 'sablier-lockup-scroll', {id: 'GycpYx8c9eRqxvEAfqnpNd1ZfXeuLzjRhnG7vvYaqEE1'}],
    ['sepolia', 'sablier-lockup-sepolia', {id: '5yDtFSxyRuqyjvGJyyuQhMEW3Uah7Ddy2KFSKVhy9VMa'}],
    ['sonic', 'sablier-lockup-sonic', {id: 'GnaSPX9XLkPn219CqbGFU1NgveuQk2Hh3c8WxjtesaEh'}],
    ['unichain', 'sablier-lockup-unichain', {id: '3MUG4H3gZcp9fpGLiJMTMeUFcQQ6QdT317P4wYKyns9M'}],
    ['zksync', 'sablier-lockup-zksync', {id: '7SuEYGYwZ835LjVGB85ZE8z5zmqdKgmRh8kAEeJefWQN'}],
  ],
  CURRENT,
);

/** Current airdrops subgraphs, named `sablier-airdrops-{chain}`. */
export const GRAPH_AIRDROPS: readonly SubgraphRow[] = buildRows(
  [
    ['arbitrum', 'sablier-airdrops-arbitrum', {id: 'HkHDg6NVVVeobhpcU4pTPMktyC25zd6xAQBGpYrWDgRr'}],
    ['avalanche', 'sablier-airdrops-avalanche', {id: 'CpbN5Ps25UzqfdoqYdrjoSK4Him6nwDvdLK6a2sGS1PA'}],
    ['base', 'sablier-airdrops-base', {id: '4SxPXkQNifgBYqje2C4yP5gz69erZwtD7GuLWgXHSLGe'}],
    ['baseSepolia', 'sablier-airdrops-base-sepolia', {id: '4R2hm27YJ7CVEJ97BbBJz2r4KTKYc8sTqqzrD8UzEfJt'}],
    ['berachain', 'sablier-airdrops-berachain', {id: 'CnYsdmzuY3Mebwywvqv1WrXw9UZuPMTrxoGgR2UdThJE'}],
    ['bsc', 'sablier-airdrops-bsc', {id: 'FXQT42kQPvpMJgsF5Bs6CqpxVvPP1LBqEhWThCCLMeGL'}],
    ['chiliz', 'sablier-airdrops-chiliz', {id: '6LK1aqrhzZCp6c88MEBDAR1VDLpZQiXpBKkceJ5Lu4LU'}],
    ['denergy', 'sablier-airdrops-denergychain', {node: `${DENERGY_NODE}/sablier-airdrops-denergychain`}],
    ['ethereum', 'sablier-airdrops-ethereum', {id: 'DFD73EcSue44R7mpHvXeyvcgaT8tR1iKakZFjBsiFpjs'}],
    ['gnosis', 'sablier-airdrops-gnosis', {id: 'kQEY5PYbjx4SMKyMUwqJHRLDzKH1aUqGsf1cnibU7Kn'}],
    ['lightlink', 'sablier-airdrops-lightlink', {node: `${LIGHTLINK_NODE}/sablier-airdrops-lightlink`}],
    ['linea', 'sablier-airdrops-linea', {id: '6koYFSd8FQizdQWLTdRpL1yTmAbpMgN1vZN5W6ajZiTN'}],
    ['optimism', 'sablier-airdrops-optimism', {id: 'CHJtCNDzPqngpa1YJoaVrjuufZL6k6VkEkG9ZFUMQzF7'}],
    ['polygon', 'sablier-airdrops-polygon', {id: 'FRbBKiDyM5YpFAqHLXRfQWwQdMGzFL82hqoPXPpXzAHE'}],
    ['scroll', 'sablier-airdrops-scroll', {id: 'Ev4xS8VxuoUcpgqz5A2BkTgQxQeskm4Fg41XzVJ2DX9'}],
    ['sepolia', 'sablier-airdrops-sepolia', {id: '8PLGDyXEsPgRTAnozL7MAjmTUFY4TBzs8i4F9Pq3wwSh'}],
    ['sonic', 'sablier-airdrops-sonic', {id: '5g8orwpm5Rf83G8eqDzDjodt3sG2D64cbiLC98Utmv4Q'}],
    ['unichain', 'sablier-airdrops-unichain', {id: '4rQMJ85hKNhcaDyirGipGvcqS4auGU3QCFRBnpiexyNy'}],
    ['zksync', 'sablier-airdrops-zksync', {id: '64iDUwNVWKukw67nqTXif5taEfLug4Qf1c2suAv5hrqN'}],
  ],
  CURRENT,
);

/**
 * Current-generation subgraphs on chains The Graph no longer supports: Abstract left The Graph in August 2026
 * (indexers 7.0.0) and is served by Envio only. Kept so that old URLs can be recognised.
 */
export const GRAPH_STREAMS_RETIRED: readonly SubgraphRow[] = buildRows(
  [['abstract', 'sablier-lockup-abstract', {id: '2QjTdDFY233faXksUruMERMiDoQDdtGG5hBLC27aT1Pw'}]],
  CURRENT,
);

export const GRAPH_AIRDROPS_RETIRED: readonly SubgraphRow[] = buildRows(
  [['abstract', 'sablier-airdrops-abstract', {id: 'DRrf6mYEhRt9QieKvTjDHnSWcBm3GW96hpedMKVxLABx'}]],
  CURRENT,
);

/**
 * Superseded per-protocol Flow subgraphs (`sablier-flow-{chain}`), replaced by the streams subgraphs. Same account and
 * URL patterns as the current subgraphs (the last indexers release with a `flow` key builds them that way).
 */
export const GRAPH_FLOW_SUPERSEDED: readonly SubgraphRow[] = buildRows(
  [
    ['ethereum', 'sablier-flow-ethereum', {id: 'ECxBJhKceBGaVvK6vqmK3VQAncKwPeAQutEb8TeiUiod'}],
    ['abstract', 'sablier-flow-abstract', {id: 'Gq3e1gihMoSynURwGXQnPoKGVZzdsyomdrMH934vQHuG'}],
    ['arbitrum', 'sablier-flow-arbitrum', {id: 'C3kBBUVtW2rxqGpAgSgEuSaT49izkH6Q8UibRt7XFTyW'}],
    ['avalanche', 'sablier-flow-avalanche', {id: '6PAizjTALVqLLB7Ycq6XnpTeck8Z8QUpDFnVznMnisUh'}],
    ['base', 'sablier-flow-base', {id: '4XSxXh8ZgkzaA35nrbQG9Ry3FYz3ZFD8QBdWwVg5pF9W'}],
    ['berachain', 'sablier-flow-berachain', {id: 'J87eaBLfTe7kKWgUGqe5TxntNCzA4pyWmqJowMddehuh'}],
    ['bsc', 'sablier-flow-bsc', {id: '2vU8KF4yWh3vvFjtg7MrRXMnYF3hPX2T3cvVBdaiXhNb'}],
    ['chiliz', 'sablier-flow-chiliz', {id: '7QX7tJsANNFpxFLLjqzmXRzfY1wPGp3Lty5xGbhgADa6'}],
    ['gnosis', 'sablier-flow-gnosis', {id: '4KiJ53cTNKdFWPBPmDNQ55tYj8hn1WQg8R4UcTY2STLL'}],
    ['linea', 'sablier-flow-linea', {id: 'DV9XgcCCPKzUn6pgetg4yPetpW2fNoRKBUQC43aNeLG6'}],
    ['optimism', 'sablier-flow-optimism', {id: 'AygPgsehNGSB4K7DYYtvBPhTpEiU4dCu3nt95bh9FhRf'}],
    ['polygon', 'sablier-flow-polygon', {id: 'ykp38sLarwz3cpmjSSPqo7UuTjYtkZ1KiL4PM2qwmT8'}],
    ['scroll', 'sablier-flow-scroll', {id: 'HFpTrPzJyrHKWZ9ebb4VFRQSxRwpepyfz5wd138daFkF'}],
    ['sonic', 'sablier-flow-sonic', {id: 'HkQKZKuM6dZ7Vc4FGC1gZTVVTniYJWRhTRmDDMNzN8zk'}],
    ['unichain', 'sablier-flow-unichain', {id: 'Cb5uDYfy4ukN9fjhQ3PQZgDzyo6G66ztn1e847rS7Xa8'}],
    ['zksync', 'sablier-flow-zksync', {id: '9DRgWhDAMovpkej3eT8izum6jxEKHE62ciArffsTAScx'}],
    ['baseSepolia', 'sablier-flow-base-sepolia', {id: 'AsnKT1waQMvuQxZAqfFuYwtRtAfN8uekDu75jPttfyLh'}],
    ['sepolia', 'sablier-flow-sepolia', {id: 'EU9AWmJjrjMRkjxcdHfuWPZvPTNAL3hiXfNGN5MwUpvm'}],
    ['lightlink', 'sablier-flow-lightlink', {node: `${LIGHTLINK_NODE}/sablier-flow-lightlink`}],
    ['denergy', 'sablier-flow-denergychain', {node: `${DENERGY_NODE}/sablier-flow-denergychain`}],
  ],
  CURRENT,
);

const DEPRECATED: Generation = {studioUser: STUDIO_USER_LEGACY, production: gatewayArbitrum, explorer: true};

/** Lockup `sablier-v2-*` subgraphs, deprecated on February 3, 2025. */
export const GRAPH_LOCKUP_DEPRECATED: readonly SubgraphRow[] = buildRows(
  [
    ['ethereum', 'sablier-v2', {id: 'EuZZnhFtdCGqN2Zt7EMGYDqQKNrVuhJL63KAfwvF35bL'}],
    ['arbitrum', 'sablier-v2-arbitrum', {id: '8BnGPBojHycDxVo83LP468pUo4xDyCQbtTpHGZXR6SiB'}],
    ['arbitrumSepolia', 'sablier-v2-arbitrum-sepolia', {id: 'BZYXgTYGe51dy5rW6LhrLN7PWSiAgRQoqSBJEiPpRN9K'}],
    ['avalanche', 'sablier-v2-avalanche', {id: 'FdVwZuMV43yCb1nPmjnLQwmzS58wvKuLMPzcZ4UWgWAc'}],
    ['base', 'sablier-v2-base', {id: '3pxjsW9rbDjmZpoQWzc5CAo4vzcyYE9YQyTghntmnb1K'}],
    ['blast', 'sablier-v2-blast', {id: 'BXoC2ToMZXnTmCjWftQRPh9zMyM7ysijMN54Nxzb2CEY'}],
    ['bsc', 'sablier-v2-bsc', {id: 'BVyi15zcH5eUg5PPKfRDDesezMezh6cAkn8LPvh7MVAF'}],
    ['chiliz', 'sablier-v2-chiliz', {id: 'HKvzAuGjrEiza11W48waJy5csbhKpkMLF688arwHhT5f'}],
    ['gnosis', 'sablier-v2-gnosis', {id: 'EXhNLbhCbsewJPx4jx5tutNXpxwdgng2kmX1J7w1bFyu'}],
    ['lightlink', 'sablier-v2-lightlink', {node: `${LIGHTLINK_NODE}/sablier-v2-lightlink`}],
    ['optimism', 'sablier-v2-optimism', {id: '6e6Dvs1yDpsWDDREZRqxGi54SVdvTNzUdKpKJxniKVrp'}],
    ['optimismSepolia', 'sablier-v2-optimism-sepolia', {id: '2a2JpbmBfQs78UEvQYXgweHetcZUPm9zXCjP69o5mTed'}],
    ['polygon', 'sablier-v2-polygon', {id: 'CsDNYv9XPUMP8vufuwDVKQrVhsxhzzRHezjLFFKZZbrx'}],
    ['scroll', 'sablier-v2-scroll', {id: 'HVcngokCByfveLwguuafrBC34xB65Ne6tpGrXHmqDSrh'}],
    ['sepolia', 'sablier-v2-sepolia', {id: '3JR9ixhdUxX5oc2Yjr6jkG4XUqDd4guy8niL6AYzDKss'}],
    ['zksync', 'sablier-v2-zksync', {id: 'GY2fGozmfZiZ3xF2MfevohLR4YGnyxGxAyxzi9zmU5bY'}],
  ],
  DEPRECATED,
);

/**
 * Flow `sablier-v2-fl-*` subgraphs, deprecated on February 3, 2025. The zkSync row repeats the
 * Sepolia subgraph ID in the source data; it is kept as published.
 */
export const GRAPH_FLOW_DEPRECATED: readonly SubgraphRow[] = buildRows(
  [
    ['ethereum', 'sablier-v2-fl', {id: 'DgXaXAUMFTZdwo1aZ21dmGV2vyU1Wdb1DkHyVmy3y7xi'}],
    ['arbitrum', 'sablier-v2-fl-arbitrum', {id: '61wTsPJr76vzcaMMrqQq7RkHSUsQmHoqiJbkFc1iaNN1'}],
    ['arbitrumSepolia', 'sablier-v2-fl-arbitrum-sepolia', {id: 'Ai8sJzb4W6B19kPzqWxe47R29YGw5dACy9AJ97nZzm5W'}],
    ['avalanche', 'sablier-v2-fl-avalanche', {id: 'CUFanZFBBAaKcJDPLnCwWjo6gAruG92DcK38Y2PzARH8'}],
    ['base', 'sablier-v2-fl-base', {id: 'DVuHKeqguX339rd6JGav7wjXBVi5R4qneHSDNu1urTKr'}],
    ['blast', 'sablier-v2-fl-blast', {id: '84gjGqyeWDG2VxvRTRjTFxrnPMuZhAYF4iETBox2ix5D'}],
    ['bsc', 'sablier-v2-fl-bsc', {id: 'GJvqaYwX9vGXPXDFrANs6LcDALcN22bjvvPvrcNvU8rn'}],
    ['chiliz', 'sablier-v2-fl-chiliz', {id: 'H5LERpVjK2ugD42PX774kv5shHfqd13HkBPWtASq75L4'}],
    ['gnosis', 'sablier-v2-fl-gnosis', {id: '3XxHfFUMixMJTGVn1FJFFER1NFYpDDQo4QAbR2sQSpAH'}],
    ['linea', 'sablier-v2-fl-linea', {id: '25Ry5DsjAKLXh6b8uXSu6H85Jk9d3MHxQbpDUJTstwvx'}],
    ['lightlink', 'sablier-v2-fl-lightlink', {node: `${LIGHTLINK_NODE}/sablier-v2-fl-lightlink`}],
    ['mode', 'sablier-v2-fl-mode', {id: 'H9D24a58cCZmzZTnu4VNdUoFCEMhNYjHP9uohXr9Qi65'}],
    ['optimism', 'sablier-v2-fl-optimism', {id: 'JAf9rM9bn6Z91htddJ33JAyrWdNXHmseHhvx11Bpfysg'}],
    ['optimismSepolia', 'sablier-v2-fl-optimism-sepolia', {id: '5tosMw7VVdE9ie3Z8Hdz6Y4SqaMaKrBb3XnM9rTYUag2'}],
    ['polygon', 'sablier-v2-fl-polygon', {id: 'G49hZr29bZK7TAa7KK8z4sZ3ZkL93Ss6CZDG6ffCSifV'}],
    ['scroll', 'sablier-v2-fl-scroll', {id: '2d1uvMnHnohZowpGwDdj6Gpk5gT8SNcZjbLfTA3JVRa8'}],
    ['sepolia', 'sablier-v2-fl-sepolia', {id: 'iYRc4ETBqkeiyVhMeXktJ9jxEuQhQ1eJb2Bv68mGkQm'}],
    ['zksync', 'sablier-v2-fl-zksync', {id: 'iYRc4ETBqkeiyVhMeXktJ9jxEuQhQ1eJb2Bv68mGkQm'}],
  ],
  DEPRECATED,
);

/** Airdrops (Merkle streamer) `sablier-v2-ms-*` subgraphs, deprecated on February 3, 2025. */
export const GRAPH_AIRDROPS_DEPRECATED: readonly SubgraphRow[] = buildRows(
  [
    ['ethereum', 'sablier-v2-ms', {id: 'FigCYTmdPtXbf4tgNiy5ZrtnYefz92hsMcwM4f9N5ZeZ'}],
    ['arbitrum', 'sablier-v2-ms-arbitrum', {id: 'CPCMKbUFEM8CzVbfic1y34qKbTrKADX9Du9QxsAMAwqU'}],
    ['arbitrumSepolia', 'sablier-v2-ms-arbitrum-sepolia', {id: 'BBJgy9RANbViGedeWTrVpH2bwm22E3niEzWcqHPMGtna'}],
    ['avalanche', 'sablier-v2-ms-avalanche', {id: '2beDuAvmwbyFzJ95HAwfqNjnYT6nEnzbEfSNhfWGMyhJ'}],
    ['base', 'sablier-v2-ms-base', {id: 'DrfN5cbvcCmpQUSc5RE9T1UxtcnMREi1Rd2PgLzDZCo3'}],
    ['blast', 'sablier-v2-ms-blast', {id: 'HVqkPvCRAvbxjx6YVmkk6w6rHPrqqtiymcGiQiMKPw8f'}],
    ['bsc', 'sablier-v2-ms-bsc', {id: '8uU9qAw9fSzdjqebymGRXWCjtZ5DQCmUA6QzRA14ARpz'}],
    ['chiliz', 'sablier-v2-ms-chiliz', {id: 'DdhRyXwhvEmKyioCk41m6Xu9fyaprsnp4gMWZ3bHYZJd'}],
    ['sepolia', 'sablier-v2-ms-sepolia', {id: '8UVeHt7rHA27XZhViugaW4nStiN332dHTDWVTNBLCqPc'}],
    ['gnosis', 'sablier-v2-ms-gnosis', {id: 'FViBHgu2TtaZZXspDBzACjuPYKtqVDysmH35pk3W3zJJ'}],
    ['lightlink', 'sablier-v2-ms-lightlink', {node: `${LIGHTLINK_NODE}/sablier-v2-ms-lightlink`}],
    ['optimism', 'sablier-v2-ms-optimism', {id: '7iSmF69W4mQqtx6EfWXXn5s27Hrdh72etsPKVC9iE62U'}],
    ['optimismSepolia', 'sablier-v2-ms-optimism-sepolia', {id: 'CG5QddHKoABuN6KHZHYTHL7upg2iPTMYxi35Ey7jspkX'}],
    ['polygon', 'sablier-v2-ms-polygon', {id: '4r2pC3iyLbzytNa5phat3SWdMEyXG8fmnf1K89D7zP2G'}],
    ['scroll', 'sablier-v2-ms-scroll', {id: 'F1QnrgBpsVKtiVzkLisEC2PDo6cjzLoAy5HhPdFRdjW'}],
    ['zksync', 'sablier-v2-ms-zksync', {id: 'BboiKY7JCdznoqurdXRizL9UYD1YdQKajaj4gvUrPPEA'}],
  ],
  DEPRECATED,
);

/** Sablier Legacy (V1) subgraphs. The Ronin subgraph runs on a custom node. No explorer column. */
export const GRAPH_LEGACY: readonly SubgraphRow[] = buildRows(
  [
    ['avalanche', 'sablier-avalanche', {id: 'DK2gHCprwVaytwzwb5fUrkFS9xy7wh66NX6AFcDzMyF9'}],
    ['arbitrum', 'sablier-arbitrum', {id: '94SP9QVcxmGV9e2fxuTxUGcZfcv4tjpPCGyyPVyMfLP'}],
    ['bsc', 'sablier-bsc', {id: '3Gyy7of99oBRqHcCMGJXpHw2xxxZgXxVmFPFR1vL6YhT'}],
    ['ethereum', 'sablier', {id: 'DkSXWkgJD5qVqfsrfzkLC5WELVX3Dbj3ByWcYjDJieCh'}],
    ['optimism', 'sablier-optimism', {id: 'BEnQbvBdXnohC1DpM9rSb47C1FbowK39HfPNCEHjgrBt'}],
    ['polygon', 'sablier-matic', {id: '6UMNQfMeh3pV5Qmn2NDX2UKNeUk9kh4oZhzzzn5e8rSz'}],
    ['ronin', 'sablier-ronin', {node: 'https://subgraph.satsuma-prod.com/d8d041c49d56/sablierlabs/sablier-ronin/api'}],
  ],
  {studioUser: STUDIO_USER_LEGACY, production: gatewayArbitrum, explorer: false},
);

/** Every The Graph table, by name, for tests and for the component. */
export const GRAPH_TABLES = {
  streams: GRAPH_STREAMS,
  airdrops: GRAPH_AIRDROPS,
  streamsRetired: GRAPH_STREAMS_RETIRED,
  airdropsRetired: GRAPH_AIRDROPS_RETIRED,
  flowSuperseded: GRAPH_FLOW_SUPERSEDED,
  lockupDeprecated: GRAPH_LOCKUP_DEPRECATED,
  flowDeprecated: GRAPH_FLOW_DEPRECATED,
  airdropsDeprecated: GRAPH_AIRDROPS_DEPRECATED,
  legacy: GRAPH_LEGACY,
} as const;

export type GraphTableName = keyof typeof GRAPH_TABLES;
