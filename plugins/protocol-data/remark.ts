/**
 * Remark plugin that gives the protocol-data components their data at build time. A page writes
 * `<DeploymentTable protocol="lockup" release="v4.0" />`; this plugin validates the props against the `sablier`
 * package (through src/lib/sdk.ts) and adds a `data` prop holding only that slice. The package itself never
 * reaches the browser, and each page ships only its own data. Bad props stop the build, naming the page.
 */
import path from 'node:path';
import {
  DOCUMENTED_PROTOCOLS,
  getComptrollers,
  getContractAddress,
  getPreComptrollerAdmins,
  getReleaseDeployments,
  getReleaseHistory,
  isDocumentedProtocol,
  listCsvTemplates,
  listVersions,
} from '../../src/lib/sdk';
import {type ComponentUse, type KnownReleases, ProtocolDataError, requireProp, validateReleaseProps} from './validate';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: Node[];
}

interface VFileLike {
  path?: string;
}

function knownReleases(): KnownReleases {
  return Object.fromEntries(DOCUMENTED_PROTOCOLS.map((p) => [p, listVersions(p)]));
}

function protocolOf(value: string): (typeof DOCUMENTED_PROTOCOLS)[number] {
  if (!isDocumentedProtocol(value)) throw new ProtocolDataError(`unknown protocol "${value}"`);
  return value;
}

/** Data for one component use, or `undefined` when the element is not a protocol-data component. */
export function dataFor(use: ComponentUse): unknown {
  switch (use.component) {
    case 'DeploymentTable': {
      const {protocol, release} = validateReleaseProps(use, knownReleases(), true);
      return getReleaseDeployments(protocolOf(protocol), release as string);
    }
    case 'ContractAddress': {
      const {protocol, release} = validateReleaseProps(use, knownReleases(), true);
      const chainId = Number(requireProp(use, 'chainId'));
      const contract = requireProp(use, 'contract');
      try {
        return getContractAddress(protocolOf(protocol), release as string, chainId, contract);
      } catch (error) {
        throw new ProtocolDataError(`${use.page}: <ContractAddress>: ${(error as Error).message}`);
      }
    }
    case 'ReleaseHistory': {
      const {protocol} = validateReleaseProps(use, knownReleases(), false);
      return getReleaseHistory(protocolOf(protocol));
    }
    case 'ComptrollerTable': {
      const variant = use.props.variant ?? 'current';
      if (variant === 'current') return getComptrollers();
      if (variant === 'pre-comptroller') return getPreComptrollerAdmins();
      throw new ProtocolDataError(
        `${use.page}: <ComptrollerTable> has unknown variant "${variant}" (known: current, pre-comptroller)`,
      );
    }
    case 'CsvTemplates': {
      const group = use.props.group;
      const all = listCsvTemplates();
      const groups: Record<string, typeof all> = {
        columns: all,
        airdrops: all.filter((t) => t.product === 'airdrops'),
        flow: all.filter((t) => t.product === 'flow'),
        'lockup-duration': all.filter((t) => t.product === 'lockup' && t.timing === 'duration'),
        'lockup-range': all.filter((t) => t.product === 'lockup' && t.timing === 'range'),
      };
      const selected = group === undefined ? undefined : groups[group];
      if (!selected) {
        throw new ProtocolDataError(
          `${use.page}: <CsvTemplates> has unknown group "${group ?? ''}" (known: ${Object.keys(groups).join(', ')})`,
        );
      }
      return selected;
    }
    default:
      return undefined;
  }
}

const COMPONENTS = new Set(['ContractAddress', 'DeploymentTable', 'ReleaseHistory', 'ComptrollerTable', 'CsvTemplates']);

/** An `mdxJsxAttribute` whose value is the expression `JSON.parse("<json>")`, with its ESTree. */
function jsonAttribute(name: string, value: unknown): JsxAttribute {
  const json = JSON.stringify(value);
  const literal = JSON.stringify(json);
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `JSON.parse(${literal})`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'CallExpression',
                optional: false,
                callee: {
                  type: 'MemberExpression',
                  computed: false,
                  optional: false,
                  object: {type: 'Identifier', name: 'JSON'},
                  property: {type: 'Identifier', name: 'parse'},
                },
                arguments: [{type: 'Literal', value: json, raw: literal}],
              },
            },
          ],
        },
      },
    },
  };
}

function visit(node: Node, fn: (node: Node) => void): void {
  fn(node);
  for (const child of node.children ?? []) visit(child, fn);
}

export default function remarkProtocolData() {
  return (tree: Node, file: VFileLike): void => {
    const page = file.path ? path.relative(process.cwd(), file.path) : '(unknown page)';
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (!node.name || !COMPONENTS.has(node.name)) return;
      const attributes = node.attributes ?? [];
      const props: Record<string, string | undefined> = {};
      for (const attr of attributes) {
        if (attr.type !== 'mdxJsxAttribute' || !attr.name) continue;
        if (attr.name === 'data') {
          throw new ProtocolDataError(`${page}: <${node.name}> gets its data prop from the build; remove it`);
        }
        props[attr.name] = typeof attr.value === 'string' ? attr.value : undefined;
      }
      const data = dataFor({page, component: node.name, props});
      node.attributes = [...attributes, jsonAttribute('data', data)];
    });
  };
}
