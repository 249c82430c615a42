import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import ts from 'typescript';
import {type AbiParameter, parseAbi} from 'viem';
import {compileSolidity} from '../../scripts/lib/compile-solidity';
import {ABI_FRAGMENTS, type CreateCall, createCall} from '../../src/components/StreamChart/create-params';
import {buildShape, SHAPE_IDS, type ShapeId, shapeControls} from '../../src/components/StreamChart/shapes';

const ROOT = path.resolve(__dirname, '..', '..');
// Inside node_modules so that the snippets resolve `viem`, `sablier` and the Solidity packages like a project would.
const WORK = path.join(ROOT, 'node_modules', '.cache', 'create-params-check');

/** Every preset at its defaults, and at the top of each slider's range (the other extreme a reader can reach). */
function cases(): {name: string; shape: ShapeId; call: CreateCall}[] {
  return SHAPE_IDS.flatMap((shape) => {
    const max = Object.fromEntries(shapeControls(shape).map((c) => [c.key, c.max]));
    return [
      {name: `${shape}-defaults`, shape, call: createCall(buildShape(shape).create, shape)},
      {name: `${shape}-max`, shape, call: createCall(buildShape(shape, max).create, shape)},
    ];
  });
}

function abiJson(protocol: string, release: string, contract: string): {type: string; name?: string; inputs?: AbiParameter[]}[] {
  const file = path.join(ROOT, 'node_modules', 'sablier', 'abi', protocol, release, `${contract}.json`);
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  return (Array.isArray(parsed) ? parsed : (parsed as {abi: never[]}).abi) as never;
}

/** Names and types, recursively, without `internalType`. */
function shapeOf(params: readonly AbiParameter[]): unknown {
  return params.map((p) => ({
    name: p.name,
    type: p.type,
    ...('components' in p && p.components ? {components: shapeOf(p.components)} : {}),
  }));
}

describe('stream chart create parameters', () => {
  const all = cases();

  it('uses the functions and argument layouts of the published ABIs', () => {
    const sources = {
      createWithTimestampsLL: abiJson('lockup', 'v4.0', 'SablierLockup'),
      createWithTimestampsLD: abiJson('lockup', 'v4.0', 'SablierLockup'),
      createWithTimestampsLT: abiJson('lockup', 'v4.0', 'SablierLockup'),
      createAndDeposit: abiJson('flow', 'v3.0', 'SablierFlow'),
    } as const;
    for (const [fn, fragments] of Object.entries(ABI_FRAGMENTS) as [keyof typeof sources, string[]][]) {
      const ours = parseAbi(fragments).find((item) => item.type === 'function' && item.name === fn);
      const theirs = sources[fn].find((item) => item.type === 'function' && item.name === fn);
      assert.ok(ours && ours.type === 'function' && theirs?.inputs, fn);
      assert.deepEqual(shapeOf(ours.inputs), shapeOf(theirs.inputs), fn);
    }
  });

  it('shows every argument of the call on screen', () => {
    for (const {name, call} of all) {
      assert.ok(call.rows.length >= 4, name);
      for (const row of call.rows) assert.ok(row.value.length > 0, `${name}: ${row.name}`);
      assert.ok(call.solidity.includes(call.functionName), name);
      assert.ok(call.viem.includes(`functionName: "${call.functionName}"`), name);
    }
  });

  it('every Solidity snippet compiles against the published packages without warnings', () => {
    fs.mkdirSync(WORK, {recursive: true});
    const functions = all.map(({name, call}, i) => {
      const args =
        call.contract === 'SablierFlow'
          ? 'ISablierFlow flow, IERC20 token, address recipient'
          : 'ISablierLockup lockup, IERC20 token, address recipient';
      const body = call.solidity
        .split('\n')
        .map((line) => `        ${line}`)
        .join('\n');
      return `    // ${name}\n    function check${i}(${args}) external returns (uint256) {\n${body}\n        return streamId;\n    }`;
    });
    const file = path.join(WORK, 'CreateParamsCheck.sol');
    fs.writeFileSync(
      file,
      [
        '// SPDX-License-Identifier: GPL-3.0-or-later',
        'pragma solidity >=0.8.22;',
        'import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";',
        'import { ud2x18 } from "@prb/math/src/UD2x18.sol";',
        'import { ud21x18 } from "@prb/math/src/UD21x18.sol";',
        'import { ISablierFlow } from "@sablier/flow/src/interfaces/ISablierFlow.sol";',
        'import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";',
        'import { Lockup } from "@sablier/lockup/src/types/Lockup.sol";',
        'import { LockupDynamic } from "@sablier/lockup/src/types/LockupDynamic.sol";',
        'import { LockupLinear } from "@sablier/lockup/src/types/LockupLinear.sol";',
        'import { LockupTranched } from "@sablier/lockup/src/types/LockupTranched.sol";',
        '',
        'contract CreateParamsCheck {',
        functions.join('\n\n'),
        '}',
        '',
      ].join('\n'),
    );
    const result = compileSolidity([file]);
    assert.deepEqual(result.errors, [], result.errors.join('\n'));
    assert.deepEqual(result.warnings, [], result.warnings.join('\n'));
  });

  it('every viem snippet type-checks against the installed viem and sablier packages', () => {
    const dir = path.join(WORK, 'viem');
    fs.rmSync(dir, {recursive: true, force: true});
    fs.mkdirSync(dir, {recursive: true});
    const files = all.map(({name, call}) => {
      const file = path.join(dir, `${name}.ts`);
      fs.writeFileSync(file, call.viem);
      return file;
    });
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : '';
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    assert.deepEqual(diagnostics, []);
  });

  it('the lazily loaded highlighter keeps every character of every snippet, and colours it', async () => {
    // The static HTML holds the plain text; opening a snippet swaps in these tokens. What is shown, selected and
    // copied must stay the same text.
    const {tokenLines} = await import('../../src/components/StreamChart/highlight');
    for (const {name, call} of all) {
      for (const [language, code] of [
        ['solidity', call.solidity],
        ['ts', call.viem],
      ] as const) {
        const lines = tokenLines(code, language);
        const text = lines.map((line) => line.map((token) => (token.empty ? '' : token.content)).join('')).join('\n');
        assert.equal(text, code, `${name} (${language})`);
        const types = new Set(lines.flat().flatMap((token) => token.types));
        for (const type of ['number', 'punctuation']) assert.ok(types.has(type), `${name} (${language}): no ${type} token`);
        assert.ok(types.has('keyword') || types.has('builtin'), `${name} (${language}): no keyword or type token`);
      }
    }
    // An unknown language stays plain text.
    assert.deepEqual(
      tokenLines('a b', 'cobol')
        .flat()
        .map((token) => token.types),
      [['plain']],
    );
  });

  it('a wrong argument fails the type check (the check is not vacuous)', () => {
    const call = createCall(buildShape('linear').create, 'linear');
    const broken = call.viem.replace(/depositAmount: (\d+)n/, 'depositAmount: $1');
    const file = path.join(WORK, 'viem-broken.ts');
    fs.mkdirSync(WORK, {recursive: true});
    fs.writeFileSync(file, broken);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    assert.ok(ts.getPreEmitDiagnostics(program).length > 0);
  });
});
