import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {readEntitySchema, readSchemaFile} from '../../plugins/indexer-schema/model';
import {checkQuery, type EntitySchema, extractQueries, graphPlural, type Vendor} from '../../src/lib/graphqlDocs';

const DOCS = path.resolve(__dirname, '..', '..', 'docs');
const SITE = path.resolve(__dirname, '..', '..');

/** {entity -> {field -> named type}} of an indexer's SDL: the entity tables of the entities pages are generated from it. */
function entitySchema(indexer: 'streams' | 'airdrops'): EntitySchema {
  const model = readEntitySchema(readSchemaFile(SITE, 'the-graph', indexer));
  return new Map([...model.entities.values()].map((e) => [e.name, new Map(e.fields.map((f) => [f.name, f.type]))]));
}

// Both vendors serve the same entities (see the Envio "similarities" pages).
const SCHEMAS: Record<'streams' | 'airdrops', EntitySchema> = {streams: entitySchema('streams'), airdrops: entitySchema('airdrops')};

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return mdxFiles(p);
    return /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

const vendorOfPage = (rel: string): Vendor | undefined =>
  rel.includes('/envio/') ? 'envio' : rel.includes('/the-graph/') ? 'the-graph' : undefined;

/** The errors against whichever indexer's schema the query fits best. */
function check(text: string, expected?: Vendor): string[] {
  const results = Object.values(SCHEMAS).map((schema) => checkQuery(text, schema, expected).errors);
  return results.reduce((a, b) => (b.length < a.length ? b : a));
}

describe('entity model', () => {
  it("is read from the indexers' SDL", () => {
    const lockup = SCHEMAS.streams.get('LockupStream');
    assert.ok(lockup && lockup.size > 40, 'LockupStream table');
    assert.equal(lockup.get('asset'), 'Asset');
    assert.equal(lockup.get('segments'), 'Segment');
    assert.ok(SCHEMAS.streams.get('FlowStream')?.has('ratePerSecond'));
    assert.equal(SCHEMAS.streams.get('LockupBatch')?.get('streams'), 'LockupStream');
    assert.equal(SCHEMAS.airdrops.get('Campaign')?.get('factory'), 'Factory');
    assert.equal(SCHEMAS.airdrops.get('Factory')?.get('alias'), 'String');
    assert.ok(SCHEMAS.airdrops.get('Asset')?.has('symbol'));
  });
});

describe('every GraphQL query on the site', () => {
  const found: {file: string; line: number; text: string}[] = [];
  for (const file of mdxFiles(DOCS)) {
    const rel = path.relative(DOCS, file);
    for (const q of extractQueries(fs.readFileSync(file, 'utf8'))) found.push({file: rel, ...q});
  }

  it('is found', () => {
    // Queries live on the API pages; a drop here means the extractor stopped seeing them.
    assert.ok(found.length >= 65, `only ${found.length} queries found`);
    assert.ok(found.some((q) => q.file.endsWith('getting-started.mdx') && q.text.includes('LockupStream(')));
  });

  for (const q of found) {
    it(`${q.file}:${q.line} parses and selects only documented entities and fields`, () => {
      const errors = check(q.text, vendorOfPage(q.file));
      assert.deepEqual(errors, [], `${q.file}:${q.line}\n${errors.join('\n')}`);
    });
  }
});

describe('the checker', () => {
  const schema = SCHEMAS.streams;

  it('rejects a renamed field', () => {
    const errors = checkQuery('{ lockupStreams { id depositedAmount } }', schema).errors;
    assert.equal(errors.length, 1);
    assert.match(errors[0] ?? '', /LockupStream has no documented field "depositedAmount"/);
  });

  it('rejects unknown entities and root fields on both vendors', () => {
    assert.match(checkQuery('{ sponsors { id } }', schema).errors.join(), /no documented entity/);
    assert.match(checkQuery('{ Sponsor { id } }', schema).errors.join(), /no documented entity/);
  });

  it('follows relations, fragments and aggregates', () => {
    assert.deepEqual(
      checkQuery(
        'query Q { LockupStream(limit: 1) { ...S asset { symbol } } LockupStream_aggregate { aggregate { count sum { depositAmount } } nodes { id } } } fragment S on LockupStream { alias batch { size } }',
        schema,
      ).errors,
      [],
    );
    assert.match(checkQuery('{ lockupStreams { asset { symbl } } }', schema).errors.join(), /Asset has no documented field "symbl"/);
    assert.match(checkQuery('{ lockupStreams { asset } }', schema).errors.join(), /Asset is an object/);
  });

  it('knows each vendor root-field naming and _meta', () => {
    assert.deepEqual(checkQuery('{ lockupStream(id: "x") { id } }', schema).errors, []);
    assert.deepEqual(checkQuery('{ LockupStream_by_pk(id: "x") { id } }', schema).errors, []);
    assert.deepEqual(checkQuery('{ _meta { block { number } hasIndexingErrors } }', schema).errors, []);
    assert.deepEqual(checkQuery('{ _meta { chainId progressBlock } }', schema).errors, []);
    assert.match(checkQuery('{ LockupStream { id } }', schema, 'the-graph').errors.join(), /envio root fields/);
    assert.match(checkQuery('{ lockupStreams(first: 1) { id } LockupStream { id } }', schema).errors.join(), /mixes/);
    assert.equal(graphPlural('LockupBatch'), 'lockupBatches');
    assert.equal(graphPlural('Activity'), 'activities');
    assert.equal(graphPlural('Factory'), 'factories');
  });

  it('checks the field names in filters and sorts on both vendors', () => {
    const errors = (q: string) => checkQuery(q, schema).errors;
    // Accepted: suffixes, nested and logical filters, relation sorts, raw foreign keys, distinct_on, list relations.
    assert.deepEqual(
      errors(
        '{ lockupStreams(orderBy: asset__symbol, where: { and: [{ category_in: [LockupLinear] }, { or: [{ sender: "0x1" }, { recipient_not: "0x2" }] }], subgraphId_gt: "0", asset_: { symbol_starts_with_nocase: "usd" }, _change_block: { number_gte: 1 } }) { id actions(where: { category: Withdraw }, orderBy: timestamp) { id } } }',
      ),
      [],
    );
    assert.deepEqual(
      errors(
        '{ LockupStream(distinct_on: [chainId], order_by: [{ chainId: asc }, { asset: { symbol: desc } }], where: { _and: [{ asset_id: { _eq: "a" } }, { actions: { category: { _eq: "Withdraw" } } }], _not: { cliffTime: { _is_null: true } } }) { id } LockupStream_aggregate(where: { recipient: { _eq: "0x1" } }) { aggregate { count } } }',
      ),
      [],
    );
    // Rejected: a renamed field in every argument position, a misspelt nested field, an unknown operator.
    assert.match(
      errors('{ lockupStreams(where: { depositedAmount_gt: "1" }) { id } }').join(),
      /no documented field "depositedAmount" to filter on/,
    );
    assert.match(errors('{ lockupStreams(orderBy: depositedAmount) { id } }').join(), /no documented field "depositedAmount" to order by/);
    assert.match(
      errors('{ lockupStreams(where: { canceled: false, or: [{ sender: "0x1" }] }) { id } }').join(),
      /"or" beside other filters/,
    );
    assert.match(errors('{ lockupStreams(orderBy: asset__symbl) { id } }').join(), /cannot order LockupStream by "asset__symbl"/);
    assert.match(errors('{ lockupStreams(where: { asset_: { symbl: "x" } }) { id } }').join(), /Asset has no documented field "symbl"/);
    assert.match(errors('{ lockupStreams(where: { sender_: { id: "x" } }) { id } }').join(), /no documented relation "sender"/);
    assert.match(errors('{ LockupStream(where: { depositedAmount: { _eq: "1" } }) { id } }').join(), /"depositedAmount" to filter on/);
    assert.match(
      errors('{ LockupStream(order_by: { asset: { symbl: asc } }) { id } }').join(),
      /Asset has no documented field "symbl" to order by/,
    );
    assert.match(errors('{ LockupStream(distinct_on: [chain]) { id } }').join(), /no documented field "chain"/);
    assert.match(errors('{ LockupStream(where: { sender: { _equals: "0x1" } }) { id } }').join(), /_equals: unknown comparison operator/);
    assert.match(
      errors('{ lockupStreams { actions(where: { categry: Withdraw }) { id } } }').join(),
      /LockupAction has no documented field "categry"/,
    );
  });

  it('reports a query that does not parse', () => {
    assert.match(checkQuery('{ lockupStreams { id }', schema).errors.join(), /does not parse/);
  });

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
});
