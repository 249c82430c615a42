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
import {type GraphQLError, Kind, type OperationDefinitionNode, parse, validate, visit} from 'graphql';
import {extractQueries, vendorOfRoot} from '../../plugins/indexer-schema/graphql-docs';
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

/**
 * graph-node refuses a filter that puts `and` or `or` beside other fields of the same object ("Filter must by an
 * object with only one of and/or"), which the schema cannot say: every query of the docs is checked for it here.
 */
function mixedLogicalFilters(text: string): string[] {
  const found: string[] = [];
  visit(parse(text), {
    ObjectValue(node) {
      const keys = node.fields.map((f) => f.name.value);
      const logical = keys.filter((k) => k === 'and' || k === 'or');
      if (logical.length > 0 && keys.length > 1) found.push(`"${logical.join('", "')}" beside other filters`);
    },
  });
  return found;
}

describe('what the validation against the real API rejects', () => {
  const errors = (vendor: Vendor, text: string) => validate(indexerApi(vendor, 'streams'), parse(text)).map((e) => e.message);

  it('accepts suffixes, nested and logical filters, relation sorts, aggregates and both vendors root fields', () => {
    assert.deepEqual(
      errors(
        'the-graph',
        '{ lockupStreams(orderBy: asset__symbol, where: { and: [{ category_in: [LockupLinear] }, { or: [{ sender: "0x1" }, { recipient_not: "0x2" }] }] }) { id actions(where: { category: Withdraw }, orderBy: timestamp) { id } } lockupStream(id: "x") { id } _meta { block { number } hasIndexingErrors } }',
      ),
      [],
    );
    assert.deepEqual(
      errors(
        'envio',
        '{ LockupStream(distinct_on: [chainId], order_by: [{ chainId: asc }, { asset: { symbol: desc } }], where: { _and: [{ asset_id: { _eq: "a" } }], _not: { cliffTime: { _is_null: true } } }) { id asset { symbol } } LockupStream_by_pk(id: "x") { id } }',
      ),
      [],
    );
  });

  it('rejects a renamed or misspelt field wherever it stands, an unknown root field and an unknown operator', () => {
    const rejected: [Vendor, string][] = [
      ['the-graph', '{ lockupStreams { id depositedAmount } }'],
      ['the-graph', '{ lockupStreams { asset { symbl } } }'],
      ['the-graph', '{ lockupStreams { asset } }'],
      ['the-graph', '{ sponsors { id } }'],
      ['the-graph', '{ LockupStream { id } }'],
      ['the-graph', '{ lockupStreams(where: { depositedAmount_gt: "1" }) { id } }'],
      ['the-graph', '{ lockupStreams(orderBy: depositedAmount) { id } }'],
      ['the-graph', '{ lockupStreams(orderBy: asset__symbl) { id } }'],
      ['the-graph', '{ lockupStreams(where: { asset_: { symbl: "x" } }) { id } }'],
      ['the-graph', '{ lockupStreams { actions(where: { categry: Withdraw }) { id } } }'],
      ['envio', '{ Sponsor { id } }'],
      ['envio', '{ LockupStream(where: { depositedAmount: { _eq: "1" } }) { id } }'],
      ['envio', '{ LockupStream(order_by: { asset: { symbl: asc } }) { id } }'],
      ['envio', '{ LockupStream(distinct_on: [chain]) { id } }'],
      ['envio', '{ LockupStream(where: { sender: { _equals: "0x1" } }) { id } }'],
    ];
    assert.deepEqual(
      rejected.filter(([vendor, text]) => errors(vendor, text).length === 0),
      [],
    );
  });

  it('rejects and or or beside other filters, which the schema allows', () => {
    assert.deepEqual(mixedLogicalFilters('{ lockupStreams(where: { canceled: false, or: [{ sender: "0x1" }] }) { id } }'), [
      '"or" beside other filters',
    ]);
    assert.deepEqual(mixedLogicalFilters('{ lockupStreams(where: { or: [{ sender: "0x1" }, { recipient: "0x1" }] }) { id } }'), []);
  });

  it('finds no query of the docs that mixes them', () => {
    assert.deepEqual(
      found.filter((q) => !q.file.includes('/envio/')).flatMap((q) => mixedLogicalFilters(q.text).map((e) => `${q.file}:${q.line}: ${e}`)),
      [],
    );
  });
});
