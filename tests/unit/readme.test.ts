/**
 * The README is where a newcomer starts: it opens with the two commands, and its Layout table names every folder of
 * the tree. No tracked text file keeps a merge's conflict markers.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const ROOT = path.resolve(__dirname, '..', '..');
const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const tracked = () => execFileSync('git', ['ls-files'], {cwd: ROOT, encoding: 'utf8'}).trim().split('\n');

test('the README starts with the two commands: build and serve, and the whole test suite', () => {
  const blocks = [...README.matchAll(/```bash\n([\s\S]*?)```/g)].slice(0, 2).map((m) => m[1]?.trim());
  assert.deepEqual(blocks, ['npm ci && npm run preview', 'npm ci && npm test']);
  assert.match(README.slice(0, README.indexOf('```bash')), /^# [^\n]+\n+$/, 'something comes before the commands');
  const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
  assert.ok(scripts.preview && scripts.test, 'package.json lacks the preview or test script');
});

test("the README's Layout table names every top-level folder of the tree", () => {
  const layout = README.slice(README.indexOf('## Layout'), README.indexOf('\n## ', README.indexOf('## Layout') + 1));
  const folders = [
    ...new Set(
      tracked()
        .filter((file) => file.includes('/') && !file.startsWith('.'))
        .map((file) => file.split('/')[0]),
    ),
  ];
  assert.ok(folders.length > 8, `only ${folders.length} folders found`);
  assert.deepEqual(
    folders.filter((folder) => !layout.includes(`\`${folder}/`)),
    [],
  );
});

test('no tracked text file keeps conflict markers', () => {
  const marked = tracked().filter((file) => {
    if (!/\.(md|mdx|ts|tsx|js|cjs|mjs|json|css|yml|yaml|txt|sh)$/.test(file) || !fs.existsSync(path.join(ROOT, file))) return false;
    return /^(<{7} |={7}$|>{7} )/m.test(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  });
  assert.deepEqual(marked, []);
});
