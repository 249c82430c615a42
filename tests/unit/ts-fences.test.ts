/**
 * Every TypeScript fence of the docs type-checks in `strict` mode against the installed packages, as a reader who
 * copies it into a project would compile it: each fence is its own module, under the site's compiler options. A
 * fence that cannot be checked says why in its meta (`nocheck="..."`); the test prints how many there are and where,
 * and fails on a marker without a reason. A worked output stated in a fence's comment (`f(1000n); // 385802469135802n`)
 * is computed by running the fence and compared.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';
import {type DocFence as Fence, docFences} from '../support/doc-fences';

const ROOT = path.resolve(__dirname, '..', '..');
const fences: Fence[] = docFences('ts', 'tsx', 'typescript');

/** Type errors of the fences, each fence a module of its own in memory, beside the repository's node_modules. */
function typeErrors(checked: Fence[]): Map<string, string[]> {
  const virtual = new Map<string, Fence>();
  for (const fence of checked) {
    virtual.set(path.join(ROOT, '.fences', `${fence.where.replace(/[^\w]/g, '_')}.ts`), {...fence, code: `${fence.code}\nexport {};\n`});
  }
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  assert.ok(config, 'tsconfig.json not readable');
  assert.equal(config.options.strict, true);
  // Strict, as a reader's project is; indexed access unchecked, as `strict` leaves it.
  const options = {...config.options, noEmit: true, noUncheckedIndexedAccess: false, resolveJsonModule: true};
  const host = ts.createCompilerHost(options);
  const {fileExists, readFile, getSourceFile} = host;
  host.fileExists = (f) => virtual.has(f) || fileExists.call(host, f);
  host.readFile = (f) => virtual.get(f)?.code ?? readFile.call(host, f);
  host.getSourceFile = (f, language, ...rest) => {
    const fence = virtual.get(f);
    return fence ? ts.createSourceFile(f, fence.code, language) : getSourceFile.call(host, f, language, ...rest);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  const errors = new Map<string, string[]>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const fence = d.file ? virtual.get(d.file.fileName) : undefined;
    if (!fence || !d.file) continue;
    const {line} = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    errors.set(fence.where, [
      ...(errors.get(fence.where) ?? []),
      `line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    ]);
  }
  return errors;
}

/** A statement whose result the fence states in a comment: `ratePerSecond("1000", 6, 2_592_000n); // 385802469135802n`. */
const STATED_OUTPUT = /^(\s*)(.+?);\s*\/\/\s*(-?[\d_]+n)\s*$/;

/** Runs a fence with each stated output recorded, beside node_modules so that its imports resolve. */
async function statedOutputs(fence: Fence): Promise<{line: number; stated: bigint; computed: unknown}[]> {
  const lines = fence.code.split('\n').map((line, i) => {
    const m = STATED_OUTPUT.exec(line);
    return m ? `${m[1]}__outputs.push({line: ${i + 1}, stated: ${m[3]}, computed: ${m[2]}});` : line;
  });
  const source = `const __outputs: {line: number; stated: bigint; computed: unknown}[] = [];\n${lines.join('\n')}\nexport {__outputs};\n`;
  const js = ts.transpileModule(source, {compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022}}).outputText;
  const dir = path.join(ROOT, 'node_modules', '.cache', 'docs-fences');
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `${fence.where.replace(/[^\w]/g, '_')}.mjs`);
  fs.writeFileSync(file, js);
  const module = (await import(pathToFileURL(file).href)) as {__outputs: {line: number; stated: bigint; computed: unknown}[]};
  return module.__outputs;
}

describe('TypeScript fences of the docs', () => {
  const unchecked = fences.filter((f) => f.nocheck !== undefined);
  const checked = fences.filter((f) => f.nocheck === undefined);

  it('are found, and every fence left unchecked says why', () => {
    assert.ok(fences.length >= 20, `only ${fences.length} TypeScript fences`);
    assert.deepEqual(
      unchecked.filter((f) => !f.nocheck?.trim()).map((f) => f.where),
      [],
      'nocheck without a reason',
    );
    console.log(
      `TypeScript fences: ${checked.length} type-checked, ${unchecked.length} not:${unchecked.map((f) => `\n  ${f.where}: ${f.nocheck}`).join('')}`,
    );
  });

  it('type-check in strict mode against the installed packages', () => {
    const errors = typeErrors(checked);
    assert.deepEqual(Object.fromEntries(errors), {});
  });

  it('compute the outputs their comments state', async () => {
    const withOutputs = checked.filter((f) => f.code.split('\n').some((line) => STATED_OUTPUT.test(line)));
    assert.ok(withOutputs.length > 0, 'no fence states an output');
    for (const fence of withOutputs) {
      for (const {line, stated, computed} of await statedOutputs(fence)) {
        assert.equal(computed, stated, `${fence.where}, line ${line} of the fence`);
      }
    }
    const wrong = await statedOutputs({
      where: 'probe.mdx:2',
      lang: 'ts',
      code: 'const double = (n: bigint) => 2n * n;\ndouble(21n); // 41n',
    });
    assert.deepEqual(wrong, [{line: 2, stated: 41n, computed: 42n}]);
  });

  it('a fence with a type error fails', () => {
    const errors = typeErrors([
      {where: 'probe.mdx:1', lang: 'ts', code: 'import {parseUnits} from "viem";\nconst n: string = parseUnits("1", 18);'},
    ]);
    assert.match(errors.get('probe.mdx:1')?.join() ?? '', /bigint.*not assignable to type 'string'/);
  });
});
