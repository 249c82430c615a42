/**
 * Every TypeScript fence of the docs type-checks in `strict` mode against the installed packages, as a reader who
 * copies it into a project would compile it: each fence is its own module, under the site's compiler options, given
 * the declarations of its page's setup that it uses and does not bind (CONTEXT), and `@sablier/indexers`, which the
 * registry here lacks, resolves to its API's declarations in tests/fixtures/sablier-indexers. A fence that cannot be
 * checked says why in its meta (`nocheck="..."`); the test prints how many there are and where, and fails on a marker
 * without a reason. A worked output stated in a fence's comment (`f(1000n); // 385802469135802n`)
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

/**
 * The setup a page's fragments rely on and leave to the reader, by page: each name with the declaration a fence gets
 * when it uses the name without binding it itself. The Legacy V1 pages call the V1 contract with ethers v5 (the
 * version the installed `ethers` is), given a provider or signer, the addresses and the ABIs of the reader's own setup.
 */
const ETHERS_SETUP: Record<string, string> = {
  Contract: "import {Contract} from 'ethers';",
  provider: "declare const provider: import('ethers').providers.Provider;",
  signer: "declare const signer: import('ethers').Signer;",
  sablier: "declare const sablier: import('ethers').Contract;",
  sablierABI: "declare const sablierABI: import('ethers').ContractInterface;",
  erc20ABI: "declare const erc20ABI: import('ethers').ContractInterface;",
  sablierAddress: 'declare const sablierAddress: string;',
  tokenAddress: 'declare const tokenAddress: string;',
  recipient: 'declare const recipient: string;',
  recipientAddress: 'declare const recipientAddress: string;',
};
const CONTEXT: Record<string, Record<string, string>> = {
  'reference/legacy/contracts/constant-functions.mdx': ETHERS_SETUP,
  'reference/legacy/contracts/non-constant-functions.mdx': ETHERS_SETUP,
};

/** The names a fence binds at its top level: what it imports and the variables, functions and classes it declares. */
function boundNames(code: string): Set<string> {
  const names = new Set<string>();
  const file = ts.createSourceFile('fence.ts', code, ts.ScriptTarget.Latest);
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) names.add(e.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The declarations of its page's context that a fence uses and does not bind, one per line, to put before it. */
function contextOf(fence: Fence): string[] {
  const context = CONTEXT[fence.where.replace(/:\d+$/, '')] ?? {};
  const bound = boundNames(fence.code);
  return Object.entries(context)
    .filter(([name]) => !bound.has(name) && new RegExp(`\\b${name}\\b`).test(fence.code))
    .map(([, declaration]) => declaration);
}

/** Type errors of the fences, each fence a module of its own in memory, beside the repository's node_modules. */
function typeErrors(checked: Fence[]): Map<string, string[]> {
  const virtual = new Map<string, Fence & {context: number}>();
  for (const fence of checked) {
    const context = contextOf(fence);
    virtual.set(path.join(ROOT, '.fences', `${fence.where.replace(/[^\w]/g, '_')}.ts`), {
      ...fence,
      code: `${[...context, fence.code].join('\n')}\nexport {};\n`,
      context: context.length,
    });
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
  const options = {
    ...config.options,
    noEmit: true,
    noUncheckedIndexedAccess: false,
    resolveJsonModule: true,
    // Not installable here: its API's declarations, kept as test data.
    paths: {...config.options.paths, '@sablier/indexers': [path.join(ROOT, 'tests', 'fixtures', 'sablier-indexers', 'index.d.ts')]},
  };
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
      `line ${line + 1 - fence.context}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
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
    const legacy = 'reference/legacy/contracts/non-constant-functions.mdx';
    const errors = typeErrors([
      {where: 'probe.mdx:1', lang: 'ts', code: 'import {parseUnits} from "viem";\nconst n: string = parseUnits("1", 18);'},
      // A fragment of a page with context gets the declarations it uses, and no others: an unknown name still fails.
      {where: `${legacy}:1`, lang: 'ts', code: 'const tx = await sablier.cancelStream(42);\nawait tx.wait(confirmations);'},
      {where: `${legacy}:2`, lang: 'ts', code: 'const provider = 1;\nconst n: string = provider;'},
      {
        where: 'probe.mdx:3',
        lang: 'ts',
        code: 'import {getIndexerGraph} from "@sablier/indexers";\ngetIndexerGraph({chainId: 1, indexer: "flow"});',
      },
    ]);
    assert.match(errors.get('probe.mdx:1')?.join() ?? '', /bigint.*not assignable to type 'string'/);
    assert.match(errors.get('probe.mdx:3')?.join() ?? '', /"flow"' is not assignable to type 'IndexerKey'/);
    assert.deepEqual(errors.get(`${legacy}:1`), ["line 2: Cannot find name 'confirmations'."]);
    // The fence's own binding wins over the context's declaration of the same name.
    assert.deepEqual(errors.get(`${legacy}:2`), ["line 2: Type 'number' is not assignable to type 'string'."]);
  });
});
