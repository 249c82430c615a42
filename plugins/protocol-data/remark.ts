/**
 * Remark plugin that carries build-time data into pages: the site's one path for it (see ./registry.ts). A page
 * imports a data component and uses it with plain string props, e.g.
 *
 *   import DeploymentTable from '@site/src/components/DeploymentTable';
 *   <DeploymentTable protocol="lockup" />
 *
 * The plugin reads the page's imports, so a component is recognised by the module and export it comes from, under
 * any local name. For each use it validates the props, computes only the slice that use renders, and adds it as a
 * `data` prop. Identical slices on one page are emitted once, as a constant the uses share. Pages never import data
 * modules, generated JSON, the `sablier` package or raw source files: such an import stops the build, as does a bad
 * prop, naming the page.
 */
import path from 'node:path';
import {visit} from 'unist-util-visit';
import {DATA_COMPONENTS, SITE_DIR} from './registry';
import {ProtocolDataError} from './validate';

export {DATA_COMPONENTS};

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: Node[];
  value?: string;
  data?: {estree?: {body?: EstreeNode[]}};
}

interface VFileLike {
  path?: string;
}

/** Imports a page may not make: data reaches pages only through data components. */
const FORBIDDEN_IMPORTS: [RegExp, string][] = [
  [/^sablier(\/|$)/, 'the sablier package'],
  [/^@site\/src\/(data|generated)\//, 'a data module'],
  [/^@site\/src\/lib\/(sdk|solanaSdk|solidityExcerpt|codeExcerpt)$/, 'a build-time library'],
  [/\?raw$/, 'a raw source file (use <SolidityExcerpt file="..." />)'],
];

/** Registry key of an import: `@site/...` module (relative imports resolved against the page), `#export` unless default. */
export function moduleKey(source: string, page: string, exported: string): string {
  let module = source;
  if (source.startsWith('.')) {
    const abs = path.resolve(path.dirname(path.resolve(SITE_DIR, page)), source);
    module = `@site/${path.relative(SITE_DIR, abs).split(path.sep).join('/')}`;
  }
  module = module.replace(/\/index(\.tsx?)?$/, '').replace(/\.tsx?$/, '');
  return exported === 'default' ? module : `${module}#${exported}`;
}

/** Local name -> registry key, for every import of a data component in the page's ESM blocks. */
function dataImports(tree: Node, page: string): Map<string, string> {
  const locals = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = (statement.source as {value: string}).value;
      for (const [pattern, what] of FORBIDDEN_IMPORTS) {
        if (pattern.test(source)) {
          throw new ProtocolDataError(
            `${page} imports ${what} ("${source}"): pages get data through the data components of plugins/protocol-data/registry.ts`,
          );
        }
      }
      for (const spec of statement.specifiers as EstreeNode[]) {
        const local = (spec.local as {name: string}).name;
        const exported =
          spec.type === 'ImportDefaultSpecifier'
            ? 'default'
            : spec.type === 'ImportSpecifier'
              ? ((spec.imported as {name?: string; value?: string}).name ?? '')
              : '*';
        const key = moduleKey(source, page, exported);
        if (key in DATA_COMPONENTS) locals.set(local, key);
      }
    }
  }
  return locals;
}

function literal(value: string): EstreeNode {
  return {type: 'Literal', value, raw: JSON.stringify(value)};
}

function identifier(name: string): EstreeNode {
  return {type: 'Identifier', name};
}

/** `const <name> = JSON.parse("<json>");` as an MDX ESM node. */
function constNode(name: string, json: string): Node {
  const init = {
    type: 'CallExpression',
    optional: false,
    callee: {type: 'MemberExpression', computed: false, optional: false, object: identifier('JSON'), property: identifier('parse')},
    arguments: [literal(json)],
  };
  return {
    type: 'mdxjsEsm',
    value: `const ${name} = JSON.parse(${JSON.stringify(json)});`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [{type: 'VariableDeclaration', kind: 'const', declarations: [{type: 'VariableDeclarator', id: identifier(name), init}]}],
      } as unknown as {body: EstreeNode[]},
    },
  };
}

/** `data={<name>}` */
function dataAttribute(name: string): JsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name: 'data',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: name,
      data: {
        estree: {type: 'Program', sourceType: 'module', comments: [], body: [{type: 'ExpressionStatement', expression: identifier(name)}]},
      },
    },
  };
}

export default function remarkProtocolData() {
  return (tree: Node, file: VFileLike): void => {
    const page = file.path ? path.relative(SITE_DIR, file.path) : '(unknown page)';
    const locals = dataImports(tree, page);
    if (locals.size === 0) return;
    const constants = new Map<string, string>(); // JSON -> constant name
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const key = node.name ? locals.get(node.name) : undefined;
      if (!key) return;
      const attributes = node.attributes ?? [];
      const props: Record<string, string | undefined> = {};
      for (const attr of attributes) {
        if (attr.type !== 'mdxJsxAttribute' || !attr.name) continue;
        if (attr.name === 'data') throw new ProtocolDataError(`${page}: <${node.name}> gets its data prop from the build; remove it`);
        props[attr.name] = typeof attr.value === 'string' ? attr.value : undefined;
      }
      const component = node.name as string;
      const data = (DATA_COMPONENTS[key] as (typeof DATA_COMPONENTS)[string])({page, component, props});
      const json = JSON.stringify(data);
      let name = constants.get(json);
      if (!name) {
        name = `__pageData${constants.size}`;
        constants.set(json, name);
      }
      node.attributes = [...attributes, dataAttribute(name)];
    });
    tree.children = [...[...constants].map(([json, name]) => constNode(name, json)), ...(tree.children ?? [])];
  };
}
