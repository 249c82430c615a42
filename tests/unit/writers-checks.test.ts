/**
 * The writers' checks of `npm test` (`npm run lint:docs`, `npm run spell`) catch a writer's mistake and point at the
 * file and line. Runs both tools with the repository's configuration on a page written with mistakes.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

const ROOT = path.resolve(__dirname, '..', '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
let dir: string;
let page: string;

function run(tool: string, args: string[]): {status: number | null; output: string} {
  const r = spawnSync(path.join(BIN, tool), args, {cwd: ROOT, encoding: 'utf8', env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0'}});
  return {status: r.status, output: `${r.stdout}\n${r.stderr}`};
}

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'writers-'));
  page = path.join(dir, 'page.mdx');
  fs.writeFileSync(
    page,
    [
      '---',
      'id: page',
      'title: "A page"',
      '---',
      '',
      '## Streams',
      '',
      '#### Too deep',
      '',
      'The recipient can recieve the tokens, as [the fees page][fees] says.',
      '',
    ].join('\n'),
  );
});

after(() => fs.rmSync(dir, {recursive: true, force: true}));

describe("writers' checks", () => {
  it('Markdown lint fails on a heading jump and an undefined reference, with file and line', () => {
    const {status, output} = run('remark', [page, '--rc-path', path.join(ROOT, '.remarkrc.mjs'), '--quiet', '--frail', '--no-color']);
    assert.notEqual(status, 0, output);
    assert.match(output, /page\.mdx/);
    assert.match(output, /8:1-8:\d+\s+warning .*heading-increment/);
    assert.match(output, /10:\d+-10:\d+\s+warning .*no-undefined-references/);
  });

  it('Markdown lint fails on MDX that does not parse, with file and line', () => {
    const broken = path.join(dir, 'broken.mdx');
    fs.writeFileSync(broken, '## Title\n\n<DeploymentTable protocol="lockup">\n');
    const {status, output} = run('remark', [broken, '--rc-path', path.join(ROOT, '.remarkrc.mjs'), '--quiet', '--frail', '--no-color']);
    assert.notEqual(status, 0, output);
    assert.match(output, /broken\.mdx[\s\S]*3:\d+/);
  });

  it('Markdown lint fails on a hand-typed package version, except on pages about past releases', () => {
    const lint = (file: string) => run('remark', [file, '--rc-path', path.join(ROOT, '.remarkrc.mjs'), '--quiet', '--frail', '--no-color']);
    const text = '## Install\n\nInstall `@sablier/lockup@4.0.1` and sablier@4.1.0.\n\n```bash\nnpm install @sablier/flow@3.0.1\n```\n';
    const current = path.join(dir, 'install.mdx');
    fs.writeFileSync(current, text);
    const {status, output} = lint(current);
    assert.notEqual(status, 0, output);
    assert.match(output, /3:\d+-3:\d+\s+warning\s+Hand-typed package version `@sablier\/lockup@4\.0\.1`/);
    assert.match(output, /Hand-typed package version `sablier@4\.1\.0`/);
    assert.match(output, /5:\d+-7:\d+\s+warning\s+Hand-typed package version `@sablier\/flow@3\.0\.1`/);
    const past = path.join(dir, 'previous-deployments', 'v2.0.mdx');
    fs.mkdirSync(path.dirname(past), {recursive: true});
    fs.writeFileSync(past, text);
    assert.equal(lint(past).status, 0, lint(past).output);
  });

  /** The project's spell check on one file, as `npm run spell` runs it. */
  const spell = (file: string) =>
    run('cspell', ['lint', '--no-progress', '--no-summary', '--config', path.join(ROOT, 'cspell.json'), '--root', dir, file]);

  it('the spell check fails on a misspelling, with file:line:column', () => {
    const {status, output} = spell(page);
    assert.notEqual(status, 0, output);
    assert.match(output, /page\.mdx:10:\d+ - Unknown word \(recieve\)/);
  });

  it('the spell check knows the project words', () => {
    const fine = path.join(dir, 'fine.mdx');
    fs.writeFileSync(fine, 'Sablier streams are cancelable, and proxenders of Lockup use delegatecall.\n');
    const {status, output} = spell(fine);
    assert.equal(status, 0, output);
  });
});
