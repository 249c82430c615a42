/**
 * The Solidity that readers copy from the pages' fences is checked code. A fence is either an excerpt of a file the
 * tests compile (`examples/**`) or of an installed package's sources (`@sablier/*`, OpenZeppelin, PRB Math): its code,
 * compared without whitespace and comments, appears in that file in order, where a line `// ...` or `...` in the fence
 * stands for code left out. Or it is compiled with solc, all such fences in one call, as the reader's Foundry project
 * would compile it: a whole file as it stands, a few statements as the body of a test function, and function
 * declarations as an interface, each in the project its page sets up (PROJECTS). A fence that can be neither says why in
 * its meta (`nocheck="..."`).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import util from 'node:util';
import {describe, it} from 'node:test';
import {type DocFence, docFences} from '../support/doc-fences';
import {compileUnits} from '../support/solc-units';

const ROOT = path.resolve(__dirname, '..', '..');
/** A line that stands for code left out of an excerpt. */
const ELISION = /^\s*(\/\/\s*)?\.\.\./;

function files(dir: string, accept: RegExp, skip: RegExp = /^$/): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return skip.test(e.name) ? [] : files(p, accept, skip);
    return accept.test(e.name) ? [p] : [];
  });
}

/** Code without comments and whitespace, for comparing an excerpt with its source. */
const bare = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, '');

const SOURCES = [
  ...files(path.join(ROOT, 'examples'), /\.sol$/),
  ...files(path.join(ROOT, 'node_modules', '@sablier'), /\.sol$/, /^(node_modules|test|tests)$/),
  ...files(path.join(ROOT, 'node_modules', '@openzeppelin', 'contracts'), /\.sol$/),
  ...files(path.join(ROOT, 'node_modules', '@prb', 'math', 'src'), /\.sol$/),
].map((file) => ({file: path.relative(ROOT, file), code: bare(fs.readFileSync(file, 'utf8'))}));

/** The first source file in which the fence's pieces appear in order, if any. */
function sourceOf(fence: string): string | undefined {
  const pieces: string[] = [];
  let current: string[] = [];
  for (const line of fence.split('\n')) {
    if (ELISION.test(line)) {
      pieces.push(current.join('\n'));
      current = [];
    } else current.push(line);
  }
  pieces.push(current.join('\n'));
  const wanted = pieces.map(bare).filter(Boolean);
  if (wanted.length === 0) return undefined;
  return SOURCES.find(({code}) => {
    let at = 0;
    for (const piece of wanted) {
      const found = code.indexOf(piece, at);
      if (found < 0) return false;
      at = found + piece.length;
    }
    return true;
  })?.file;
}

const fences = docFences('solidity', 'sol');

/** What a reader's Foundry project resolves imports to: forge-std (a pinned copy kept as test data) and the packages. */
const REMAPPINGS = [
  'forge-std/=tests/fixtures/forge-std/src/',
  'forge-std/src/=tests/fixtures/forge-std/src/',
  ...['@chainlink/contracts', '@openzeppelin/contracts', '@prb/math', '@sablier/evm-utils', '@sablier/flow', '@sablier/lockup'].map(
    (pkg) => `${pkg}/=node_modules/${pkg}/`,
  ),
];

/** The project a page's fences are compiled in, as the page sets it up. */
interface Project {
  /** The examples folder that holds the page's `src/` files, which a test imports as `../src/X.sol`. */
  src: string;
  /** File-level code before a fence that shows statements or declarations: imports and declarations it relies on. */
  preamble?: string;
  /** Members of the test contract whose test function holds a fence of statements. */
  members?: string;
  /** The published ABIs (`node_modules/sablier/abi/...`) whose functions a fence of declarations shows, field for field. */
  abi?: string;
}

const PROJECTS: Record<string, Project> = {
  'guides/lockup/examples/local-environment.mdx': {src: 'examples/lockup/'},
  'guides/flow/examples/local-environment.mdx': {src: 'examples/flow/local-environment/'},
  'guides/flow/examples/create-stream.mdx': {
    src: 'examples/flow/',
    preamble: 'import { FlowStreamCreator } from "../src/FlowStreamCreator.sol";',
    members: 'FlowStreamCreator internal creator;',
  },
  'guides/airdrops/examples/create-campaign.mdx': {
    src: 'examples/airdrops/',
    // The factories return the package's campaign interfaces, which the example's declarations leave out.
    preamble: [
      'import { ISablierMerkleCampaign, MerkleLL, MerkleVCA } from "../src/AirdropsV3Types.sol";',
      'import { MerkleCreator } from "../src/MerkleCreator.sol";',
      'interface ISablierMerkleLL {}',
      'interface ISablierMerkleVCA {}',
    ].join('\n'),
    members: 'MerkleCreator internal merkleCreator;',
    abi: 'airdrops/v3.0',
  },
};

type Kind = 'file' | 'declarations' | 'statements';

/** A whole file has a pragma; function declarations without bodies are an interface's; anything else is statements. */
function kindOf(code: string): Kind {
  if (/^\s*pragma\s+solidity\b/m.test(code)) return 'file';
  if (/^\s*function\b/.test(code.replace(/^\s*\/\/[^\n]*\n/gm, '')) && !code.includes('{')) {
    return 'declarations';
  }
  return 'statements';
}

const HEADER = '// SPDX-License-Identifier: GPL-3.0-or-later\npragma solidity >=0.8.22;\n';

/** The fence as a source unit of its page's project: as it stands, or wrapped as kindOf says. */
function unitOf(code: string, project: Project | undefined): string {
  const preamble = project?.preamble ?? '';
  switch (kindOf(code)) {
    case 'file':
      return code;
    case 'declarations':
      return `${HEADER}${preamble}\ninterface Fence {\n${code}\n}\n`;
    case 'statements':
      return `${HEADER}import { Test } from "forge-std/Test.sol";\n${preamble}\ncontract FenceTest is Test {\n${project?.members ?? ''}\nfunction test_Fence() external {\n${code}\n}\n}\n`;
  }
}

const pageOf = (fence: DocFence) => fence.where.replace(/:\d+$/, '');

/** Compiles fences in one solc call, each as `fences/<where>/test/Fence.t.sol` with `../src/` its page's examples. */
function compileFences(toCompile: DocFence[], bytecode = true) {
  const units: Record<string, string> = {};
  const remappings = [...REMAPPINGS];
  const unitNames = new Map<string, DocFence>();
  for (const fence of toCompile) {
    const root = `fences/${fence.where.replace(/[^\w]/g, '_')}`;
    const project = PROJECTS[pageOf(fence)];
    const name = `${root}/test/Fence.t.sol`;
    units[name] = unitOf(fence.code, project);
    unitNames.set(name, fence);
    if (project) remappings.push(`${root}/src/=${project.src}`);
  }
  const {errors, abis} = compileUnits({units, remappings, bytecode});
  const byFence = (fence: DocFence) => [...unitNames].find(([, f]) => f === fence)?.[0] ?? '';
  return {
    errorsOf: (fence: DocFence) => errors.filter((e) => e.file === byFence(fence)).map((e) => e.message),
    /** Errors in no fence's unit: in an imported file, or naming no file. */
    otherErrors: errors.filter((e) => !e.file || !unitNames.has(e.file)).map((e) => e.message),
    abiOf: (fence: DocFence, contract: string) => abis[`${byFence(fence)}:${contract}`],
  };
}

type AbiFunction = {type: string; name?: string};

function publishedFunctions(dir: string): AbiFunction[] {
  const folder = path.join(ROOT, 'node_modules', 'sablier', 'abi', dir);
  return fs.readdirSync(folder).flatMap((file) => {
    const parsed = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as AbiFunction[] | {abi: AbiFunction[]};
    return (Array.isArray(parsed) ? parsed : parsed.abi).filter((item) => item.type === 'function');
  });
}

/**
 * The functions a fence of declarations shows that are not, field for field (names, types, internal types, struct
 * components in order, return values, mutability), a function of the published ABIs its page names.
 */
function unpublished(fence: DocFence, declared: readonly unknown[] | undefined): string[] {
  const dir = PROJECTS[pageOf(fence)]?.abi;
  if (!dir) return ['(the page names no published ABI)'];
  if (!declared || declared.length === 0) return ['(no function declared)'];
  const published = publishedFunctions(dir);
  return (declared as AbiFunction[])
    .filter((item) => !published.some((p) => util.isDeepStrictEqual(p, item)))
    .map((item) => item.name ?? item.type);
}

describe('Solidity fences of the docs', () => {
  const checked = fences.filter((f) => f.nocheck === undefined);
  const excerpts = checked.filter((f) => sourceOf(f.code));
  const compiled = checked.filter((f) => !sourceOf(f.code));

  it('are found, and every fence left unchecked says why', () => {
    assert.ok(fences.length >= 60, `only ${fences.length} Solidity fences`);
    assert.deepEqual(
      fences.filter((f) => f.nocheck !== undefined && !f.nocheck.trim()).map((f) => f.where),
      [],
      'nocheck without a reason',
    );
    const unchecked = fences.filter((f) => f.nocheck !== undefined);
    console.log(
      `Solidity fences: ${excerpts.length} excerpts of checked code, ${compiled.length} compiled (${compiled
        .map((f) => `${f.where} as ${kindOf(f.code)}`)
        .join(', ')}), ${unchecked.length} marked nocheck:${unchecked.map((f) => `\n  ${f.where}: ${f.nocheck}`).join('')}`,
    );
  });

  it('that are no excerpt compile with solc in the project their page sets up, against forge-std and the packages', () => {
    const started = Date.now();
    const result = compileFences(compiled);
    console.log(`Solidity fences: ${compiled.length} compiled in one solc call, ${Date.now() - started} ms`);
    assert.deepEqual(result.otherErrors, []);
    assert.deepEqual(
      Object.fromEntries(compiled.map((f) => [f.where, result.errorsOf(f)])),
      Object.fromEntries(compiled.map((f) => [f.where, []])),
    );
    const declarations = compiled.filter((f) => kindOf(f.code) === 'declarations');
    assert.deepEqual(
      Object.fromEntries(declarations.map((f) => [f.where, unpublished(f, result.abiOf(f, 'Fence'))])),
      Object.fromEntries(declarations.map((f) => [f.where, []])),
    );
  });

  it('a fence that calls a function the example lacks does not compile', () => {
    const fence = compiled.find((f) => f.where.startsWith('guides/lockup/examples/local-environment.mdx'));
    assert.ok(fence, 'the Lockup fork test fence');
    const broken = {
      ...fence,
      where: fence.where.replace(/:\d+$/, ':0'),
      code: fence.code.replace('creator.createLinearStream()', 'creator.createLinearStreams()'),
    };
    assert.notEqual(broken.code, fence.code);
    const result = compileFences([broken], false);
    assert.match(result.errorsOf(broken).join('\n'), /Member "createLinearStreams" not found/);
  });

  it('declarations that differ from the published function by one type do not pass', () => {
    const fence = compiled.find((f) => kindOf(f.code) === 'declarations');
    assert.ok(fence, 'a fence of function declarations');
    const changed = {
      ...fence,
      where: fence.where.replace(/:\d+$/, ':0'),
      code: fence.code.replace('uint256 recipientCount', 'uint128 recipientCount'),
    };
    assert.notEqual(changed.code, fence.code);
    const result = compileFences([changed], false);
    assert.deepEqual(result.errorsOf(changed), []);
    assert.ok(unpublished(changed, result.abiOf(changed, 'Fence')).length > 0);
  });

  it('an excerpt with left-out code matches, a changed value does not', () => {
    const example = fs.readFileSync(path.join(ROOT, 'examples', 'airdrops', 'MerkleCreator.sol'), 'utf8');
    const line = example.split('\n').find((l) => l.includes('INITIAL_ADMIN ='));
    assert.ok(line);
    assert.equal(sourceOf(`contract MerkleCreator {\n    // ...\n${line}\n    // ...\n}`), 'examples/airdrops/MerkleCreator.sol');
    // Without the second elision, the closing brace would have to follow the constant directly.
    assert.equal(sourceOf(`contract MerkleCreator {\n    // ...\n${line}\n}`), undefined);
    assert.equal(sourceOf(line.replace('0xBeeF', '0xCAFE')), undefined);
  });
});
