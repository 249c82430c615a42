/**
 * Every GraphQL query of the docs (fences, `gql` templates, curl bodies) validated with `graphql`'s `validate`
 * against the query API that the vendor and indexer it is written for actually serve, built from the indexers'
 * entity schemas (plugins/indexer-schema/api.ts): root fields, arguments, filter operators, enum values and value
 * types. The vendor comes from the page (`/envio/`, `/the-graph/`) or, elsewhere, from the style of the root fields;
 * the indexer is the one whose API accepts the query.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {type GraphQLError, Kind, type OperationDefinitionNode, parse, validate} from 'graphql';
import {extractQueries, vendorOfRoot} from '../../src/lib/graphqlDocs';
import {DOCS, docPages} from '../support/doc-fences';
import {INDEXERS, type Indexer, indexerApi, type Vendor} from '../../plugins/indexer-schema/api';

/** The vendor a query is written for: its page's, or the one its root field names belong to. */
function vendorOf(file: string, text: string): Vendor | undefined {
  if (file.includes('/envio/')) return 'envio';
  if (file.includes('/the-graph/')) return 'the-graph';
  const operations = parse(text).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const vendors = new Set(
    operations.flatMap((op) => op.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [vendorOfRoot(s.name.value)] : []))),
  );
  vendors.delete(undefined);
  return vendors.size === 1 ? [...vendors][0] : undefined;
}

/** The errors of the query against the indexer API of `vendor` that fits it best. */
function errorsAgainst(vendor: Vendor, text: string): {indexer: Indexer; errors: readonly GraphQLError[]} {
  const document = parse(text);
  const results = INDEXERS[vendor].map((indexer) => ({indexer, errors: validate(indexerApi(vendor, indexer), document)}));
  return results.reduce((a, b) => (b.errors.length < a.errors.length ? b : a));
}

const found = docPages().flatMap((file) =>
  extractQueries(fs.readFileSync(file, 'utf8')).map((q) => ({file: path.relative(DOCS, file), ...q})),
);

describe('every GraphQL query against the indexer API it is written for', () => {
  it('finds the queries', () => {
    assert.ok(found.length >= 65, `only ${found.length} queries`);
  });

  for (const q of found) {
    it(`${q.file}:${q.line}`, () => {
      // A query whose root fields both vendors serve (`_meta`) is checked against the one it fits.
      const vendors: Vendor[] = [vendorOf(q.file, q.text) ?? 'the-graph', vendorOf(q.file, q.text) ?? 'envio'];
      const [vendor, {indexer, errors}] = vendors
        .map((v) => [v, errorsAgainst(v, q.text)] as const)
        .reduce((a, b) => (b[1].errors.length < a[1].errors.length ? b : a));
      assert.deepEqual(
        errors.map((e) => e.message),
        [],
        `${q.file}:${q.line} against ${vendor}'s ${indexer} API`,
      );
    });
  }
});

describe('the derived APIs', () => {
  const errors = (vendor: Vendor, indexer: Indexer, text: string) =>
    validate(indexerApi(vendor, indexer), parse(text)).map((e) => e.message);

  it('The Graph: root fields, filter suffixes, nested filters, sorting and pagination arguments with their types', () => {
    assert.deepEqual(
      errors(
        'the-graph',
        'streams',
        '{ lockupStreams(first: 10, skip: 0, orderBy: asset__symbol, orderDirection: desc, where: { or: [{ sender: "0x1" }, { recipient_in: ["0x2"] }], depositAmount_gt: "100", category_in: [LockupLinear], asset_: { symbol_starts_with_nocase: "usd" } }) { id actions(first: 1, where: { category: Withdraw }) { id } } lockupStream(id: "x") { id } _meta { block { number } hasIndexingErrors } }',
      ),
      [],
    );
    assert.match(errors('the-graph', 'streams', '{ lockupStreams(first: "10") { id } }').join(), /Int cannot represent/);
    assert.match(
      errors('the-graph', 'streams', '{ lockupStreams(where: { depositAmount_bigger: "1" }) { id } }').join(),
      /depositAmount_bigger/,
    );
    assert.match(errors('the-graph', 'streams', '{ lockupStreams(orderDirection: descending) { id } }').join(), /OrderDirection/);
    assert.match(errors('the-graph', 'streams', '{ lockupStreams(where: { category: Linear }) { id } }').join(), /LockupStreamCategory/);
    assert.match(errors('the-graph', 'streams', '{ LockupStream { id } }').join(), /Cannot query field "LockupStream"/);
    assert.match(errors('the-graph', 'airdrops', '{ campaigns { id streams { id } } }').join(), /Cannot query field "streams"/);
  });

  it('Envio: Hasura root fields and comparison operators, relations and columns, aggregates where opened', () => {
    assert.deepEqual(
      errors(
        'envio',
        'streams',
        '{ LockupStream(limit: 5, offset: 0, distinct_on: [chainId], order_by: [{ timestamp: desc }, { asset: { symbol: asc } }], where: { _and: [{ asset_id: { _eq: "a" } }, { actions: { category: { _eq: "Withdraw" } } }], _not: { cliffTime: { _is_null: true } }, recipient: { _ilike: "0x%" } }) { id asset { symbol } segments(order_by: { position: asc }) { id } } LockupStream_by_pk(id: "x") { id } LockupStream_aggregate(where: { chainId: { _eq: "1" } }) { aggregate { count sum { depositAmount } } } _meta { chainId progressBlock } }',
      ),
      [],
    );
    assert.match(errors('envio', 'streams', '{ LockupStream(where: { sender: { _equals: "0x1" } }) { id } }').join(), /_equals/);
    assert.match(errors('envio', 'streams', '{ LockupStream(limit: "5") { id } }').join(), /Int cannot represent/);
    assert.match(errors('envio', 'streams', '{ lockupStreams { id } }').join(), /Cannot query field "lockupStreams"/);
    assert.match(errors('envio', 'streams', '{ Segment_aggregate { aggregate { count } } }').join(), /Segment_aggregate/);
    assert.match(errors('envio', 'streams', '{ LockupStream { asset_id asset } }').join(), /must have a selection/);
  });
});
