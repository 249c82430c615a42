/**
 * The GraphQL schema reference pages and the entity tables of the entities pages, both generated from the indexers'
 * SDL (data/indexer-schemas, plugins/indexer-schema): every entity, enum and field appears with the type and
 * required-ness the SDL gives it, the root fields and filter operators are the ones the vendor's derived API serves,
 * and a change in the SDL changes the output.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {GraphQLInputObjectType, GraphQLObjectType} from 'graphql';
import type {Root, RootContent, Table} from 'mdast';
import {deriveApi, indexerApi} from '../../plugins/indexer-schema/api';
import {INDEXERS, type Indexer, readEntitySchema, readSchemaFile, type Vendor} from '../../plugins/indexer-schema/model';
import {schemaReferencePage} from '../../plugins/indexer-schema/reference';
import {expandSchemaTables, parseSchemaKey} from '../../plugins/indexer-schema/remark';

const SITE = path.resolve(__dirname, '..', '..');
const DOCS = path.join(SITE, 'docs');

const pageOf = (vendor: Vendor, indexer: Indexer, sdl = readSchemaFile(SITE, vendor, indexer)) =>
  schemaReferencePage({vendor, indexer, sdl, source: 'x.graphql', sidebarPosition: 1});

/** The text of one `### Name {#anchor}` section, up to the next heading. */
function section(markdown: string, name: string): string {
  const start = markdown.indexOf(`\n### ${name} {#${name.toLowerCase()}}\n`);
  assert.ok(start >= 0, `no section for ${name}`);
  const end = markdown.slice(start + 1).search(/\n##+ /);
  return end < 0 ? markdown.slice(start) : markdown.slice(start, start + 1 + end);
}

/** Cells of the table row that starts with `name` in inline code. */
function row(text: string, name: string): string[] {
  const line = text.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
  assert.ok(line, `no row for ${name}`);
  return line
    .slice(2, -2)
    .split(/(?<!\\) \| /)
    .map((c) => c.trim());
}

/** A table's rows as the plain text of each cell. */
function tableText(table: Table): string[][] {
  const text = (node: {value?: unknown; children?: unknown[]}): string =>
    typeof node.value === 'string' ? node.value : (node.children ?? []).map((c) => text(c as {value?: unknown})).join('');
  return table.children.map((r) => r.children.map((c) => text(c)));
}

for (const [vendor, indexers] of Object.entries(INDEXERS) as [Vendor, readonly Indexer[]][]) {
  for (const indexer of indexers) {
    describe(`schema reference: ${vendor} ${indexer}`, () => {
      const sdl = readSchemaFile(SITE, vendor, indexer);
      const model = readEntitySchema(sdl);
      const api = indexerApi(vendor, indexer);
      const page = pageOf(vendor, indexer);

      it('has every entity and every field, with the SDL type (or the served one) and required-ness', () => {
        assert.ok(model.entities.size >= 8, `${model.entities.size} entities`);
        for (const entity of model.entities.values()) {
          const text = section(page, entity.name);
          const served = (api.getType(entity.name) as GraphQLObjectType).getFields();
          for (const f of entity.fields) {
            const [, type, required] = row(text, f.name);
            const expected = vendor === 'the-graph' ? f.sdlType : String(served[f.name]?.type);
            assert.equal(type?.replace(/^\[(`.*`)\]\(#\w+\)$/, '$1'), `\`${expected}\``, `${entity.name}.${f.name} type`);
            assert.equal(required, f.required ? 'yes' : 'no', `${entity.name}.${f.name} required`);
          }
        }
      });

      it('has every enum with every value', () => {
        for (const e of model.enums.values()) {
          const text = section(page, e.name);
          for (const v of e.values) row(text, v.name);
        }
      });

      it('lists every root field of the derived API with its arguments', () => {
        const query = api.getQueryType();
        assert.ok(query);
        for (const f of Object.values(query.getFields())) {
          const [, args] = row(page, f.name);
          for (const a of f.args) assert.ok(args?.includes(`\`${a.name}: ${a.type}`), `${f.name}(${a.name})`);
        }
      });

      it('lists the filter operators once per field type, as the derived API serves them', () => {
        const filters = page.slice(page.indexOf('## Filter operators'), page.indexOf('## Sorting'));
        const rows = filters
          .split('\n')
          .filter((l) => /^\| [^-]/.test(l) && !l.startsWith('| Field type') && !l.startsWith('| Column type'));
        if (vendor === 'the-graph') {
          // Each kind of field once; each listed suffix, on every field of that kind, is a field of the entity's filter.
          assert.equal(new Set(rows.map((r) => r.split(' | ')[0])).size, rows.length);
          const ops = new Map(
            rows.map((r) => [
              r.slice(2).split(' | ')[0] ?? '',
              [...(r.split(' | ')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''),
            ]),
          );
          for (const entity of model.entities.values()) {
            const filter = (api.getType(`${entity.name}_filter`) as GraphQLInputObjectType).getFields();
            const covered = new Set(['and', 'or', '_change_block']);
            for (const f of entity.fields) {
              const kind = model.entities.has(f.type)
                ? f.list
                  ? f.derivedFrom
                    ? 'list of entity references, derived'
                    : 'list of entity references'
                  : 'entity reference'
                : model.enums.has(f.type)
                  ? f.list
                    ? 'list of enum'
                    : 'enum'
                  : f.list
                    ? `list of ${f.type}`
                    : f.type;
              const suffixes = ops.get(kind);
              assert.ok(suffixes, `no operators for ${kind} (${entity.name}.${f.name})`);
              if (!f.list || !f.derivedFrom) {
                assert.ok(filter[f.name] || f.derivedFrom, `${entity.name}_filter.${f.name}`);
                covered.add(f.name);
              }
              for (const s of suffixes) {
                assert.ok(filter[f.name + s], `${entity.name}_filter lacks ${f.name}${s}`);
                covered.add(f.name + s);
              }
            }
            assert.deepEqual(
              Object.keys(filter).filter((k) => !covered.has(k)),
              [],
              `${entity.name}_filter fields not on the page`,
            );
          }
        } else {
          const types = Object.values(api.getTypeMap()).filter((t) => /_comparison_exp$/.test(t.name));
          assert.equal(rows.length, types.length);
          for (const t of types) {
            const name = t.name.replace(/_array_comparison_exp$/, '').replace(/_comparison_exp$/, '');
            const shown = t.name.includes('_array_') ? `[${name}]` : name;
            const [, ops] = row(filters, shown.replace(/^\[/, '[').replace(/\]$/, ']'));
            const listed = [...(ops ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
            assert.deepEqual(listed, Object.keys((t as GraphQLInputObjectType).getFields()), t.name);
          }
        }
      });
    });
  }
}

describe('a change in the SDL changes the output', () => {
  const sdl = readSchemaFile(SITE, 'the-graph', 'streams');
  const changed = sdl
    .replace(
      /type LockupStream @entity\(immutable: false\) \{/,
      'type LockupStream @entity(immutable: false) {\n  """\n  A field added for the test.\n  """\n  addedField: BigInt!',
    )
    .replace(/\n {2}cliffAmount: BigInt\n/, '\n  cliffAmount: BigInt!\n')
    .replace('  LockupTranched\n', '  LockupTranched\n  LockupAdded\n');
  assert.notEqual(changed, sdl);

  it('on the schema reference page', () => {
    const before = section(pageOf('the-graph', 'streams', sdl), 'LockupStream');
    const after = section(pageOf('the-graph', 'streams', changed), 'LockupStream');
    assert.throws(() => row(before, 'addedField'));
    assert.deepEqual(row(after, 'addedField'), ['`addedField`', '`BigInt!`', 'yes', 'A field added for the test.']);
    assert.equal(row(before, 'cliffAmount')[2], 'no');
    assert.equal(row(after, 'cliffAmount')[2], 'yes');
    row(section(pageOf('the-graph', 'streams', changed), 'LockupStreamCategory'), 'LockupAdded');
    assert.ok(deriveApi('the-graph', 'streams', changed).getType('LockupStream_filter')?.toString());
  });

  it('in an entity table', () => {
    const expand = (text: string) => {
      const tree: Root = {
        type: 'root',
        children: [
          {type: 'heading', depth: 2, children: [{type: 'text', value: 'LockupStream'}]},
          jsx('EntityTable', {schema: 'the-graph-streams', entity: 'LockupStream'}),
        ],
      };
      expandSchemaTables(tree, () => readEntitySchema(text));
      return tableText(tree.children.find((n): n is Table => n.type === 'table') as Table);
    };
    const before = expand(sdl);
    const after = expand(changed);
    assert.equal(after.length, before.length + 1);
    assert.deepEqual(after[1], ['addedField', 'BigInt!', 'yes', 'A field added for the test.']);
    assert.deepEqual(
      after.find((r) => r[0] === 'cliffAmount'),
      ['cliffAmount', 'BigInt!', 'yes', 'The amount that will unlock at the cliff time.'],
    );
  });
});

function jsx(name: string, attributes: Record<string, string>): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([k, v]) => ({type: 'mdxJsxAttribute', name: k, value: v})),
    children: [],
  } as unknown as RootContent;
}

describe('entity tables of the entities pages', () => {
  const pages = ['lockup', 'flow', 'airdrops'].map((p) => path.join(DOCS, 'api', p, 'the-graph', 'entities.mdx'));
  const uses = pages.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/<EntityTable schema="([\w-]+)" entity="(\w+)" \/>/g)].map((m) => ({
      file,
      schema: m[1] ?? '',
      entity: m[2] ?? '',
    })),
  );

  it('give every entity of The Graph streams and airdrops SDL a table, and no field list is typed by hand', () => {
    for (const indexer of ['streams', 'airdrops'] as const) {
      const model = readEntitySchema(readSchemaFile(SITE, 'the-graph', indexer));
      const tabled = uses.filter((u) => u.schema === `the-graph-${indexer}`).map((u) => u.entity);
      assert.deepEqual([...tabled].sort(), [...model.entities.keys()].sort(), indexer);
    }
    for (const file of pages) {
      assert.doesNotMatch(fs.readFileSync(file, 'utf8'), /^\| Field \| Type/m, `${path.relative(DOCS, file)} has a hand-typed field table`);
    }
  });

  it('become tables with every field, its SDL type, required-ness and description, relations linked', () => {
    const model = readEntitySchema(readSchemaFile(SITE, 'the-graph', 'streams'));
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'heading', depth: 2, children: [{type: 'text', value: 'LockupStream'}]},
        jsx('EntityTable', {schema: 'the-graph-streams', entity: 'LockupStream'}),
        {type: 'heading', depth: 2, children: [{type: 'text', value: 'Enums'}]},
        jsx('EnumTable', {schema: 'the-graph-streams', enums: 'ShapeSource, LockupStreamCategory'}),
      ],
    };
    expandSchemaTables(tree, () => model);
    const tables = tree.children.filter((n): n is Table => n.type === 'table');
    assert.equal(tables.length, 2);
    const [entityTable, enumTable] = tables as [Table, Table];
    const rows = tableText(entityTable);
    const entity = model.entities.get('LockupStream');
    assert.ok(entity);
    assert.deepEqual(rows[0], ['Field', 'Type', 'Required', 'Description']);
    assert.deepEqual(
      rows.slice(1).map((r) => r.slice(0, 3)),
      entity.fields.map((f) => [f.name, f.sdlType, f.required ? 'yes' : 'no']),
    );
    const links = (name: string) => {
      const r = entityTable.children.find((x) => tableText({...entityTable, children: [x]})[0]?.[0] === name);
      const cell = r?.children[1]?.children[0];
      return cell?.type === 'link' ? cell.url : undefined;
    };
    assert.equal(links('actions'), '/api/schema/the-graph/streams#lockupaction');
    assert.equal(links('shapeSource'), '#enums');
    assert.equal(links('depositAmount'), undefined);
    assert.match(rows.find((r) => r[0] === 'tranches')?.[3] ?? '', /Derived from Tranche\.stream\./);
    assert.deepEqual(tableText(enumTable).slice(1), [
      ['ShapeSource', 'Event, Inferred'],
      ['LockupStreamCategory', 'LockupDynamic, LockupLinear, LockupTranched'],
    ]);
  });

  it('stop the build on a wrong entity, schema or a table without its heading', () => {
    const model = readEntitySchema(readSchemaFile(SITE, 'the-graph', 'streams'));
    const run = (children: RootContent[]) => expandSchemaTables({type: 'root', children}, () => model);
    const heading = (value: string): RootContent => ({type: 'heading', depth: 2, children: [{type: 'text', value}]});
    assert.throws(
      () => run([heading('Stream'), jsx('EntityTable', {schema: 'the-graph-streams', entity: 'Stream'})]),
      /has no entity Stream/,
    );
    assert.throws(
      () => run([heading('Asset'), jsx('EntityTable', {schema: 'the-graph-lockup', entity: 'Asset'})]),
      /no schema "the-graph-lockup"/,
    );
    assert.throws(
      () => run([heading('Other'), jsx('EntityTable', {schema: 'the-graph-streams', entity: 'Asset'})]),
      /under a heading "Asset"/,
    );
    assert.deepEqual(parseSchemaKey('envio-analytics'), {vendor: 'envio', indexer: 'analytics'});
  });
});
