/**
 * How the GraphQL of the docs is found (every query is then validated against the real query API by
 * tests/unit/graphql-schema.test.ts), and graph-node's plural of an entity name, which that API's list fields use.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {extractQueries, graphPlural, vendorOfRoot} from '../../plugins/indexer-schema/graphql-docs';

describe('GraphQL of the docs', () => {
  it('finds queries in graphql fences, gql templates and JSON request bodies', () => {
    const mdx = [
      '```graphql',
      '{ a { b } }',
      '```',
      '',
      '```ts',
      'const F = gql`fragment F on X { y }`;',
      `const Q = gql\`query { a { ...F } } \${F}\`;`,
      '```',
      '',
      '```bash',
      `curl -d '{"query": "{ c { d(x: \\"1\\") } }"}'`,
      '```',
    ].join('\n');
    const queries = extractQueries(mdx);
    assert.deepEqual(
      queries.map((q) => [q.line, q.text]),
      [
        [1, '{ a { b } }'],
        [5, 'fragment F on X { y }\nquery { a { ...F } } '],
        [10, '{ c { d(x: "1") } }'],
      ],
    );
  });

  it('names list root fields as graph-node does, and tells the vendor from a root field', () => {
    assert.equal(graphPlural('LockupBatch'), 'lockupBatches');
    assert.equal(graphPlural('Activity'), 'activities');
    assert.equal(graphPlural('Factory'), 'factories');
    assert.equal(graphPlural('LockupStream'), 'lockupStreams');
    assert.equal(vendorOfRoot('lockupStreams'), 'the-graph');
    assert.equal(vendorOfRoot('LockupStream_aggregate'), 'envio');
    assert.equal(vendorOfRoot('chain_metadata'), 'envio');
    assert.equal(vendorOfRoot('_meta'), undefined);
  });
});
