/**
 * Runs the build's diagram step on every Mermaid fence of the docs, the way the MDX compiler does (the remark plugin
 * in strict mode, on each page's tree), writing the assembled SVGs to the folder given as the first argument.
 * Prints the number of diagrams. Used by tests/unit/diagrams-no-browser.test.ts in a process that may not start a
 * browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import remarkDiagrams from '../../plugins/diagrams/remark';
import {mermaidFences} from '../../scripts/lib/diagram-fences';

const siteDir = path.resolve(__dirname, '..', '..');
const outDir = process.argv[2];
if (!outDir) throw new Error('usage: assemble-all-diagrams <out dir>');
const transform = remarkDiagrams({outDir, cacheDir: path.join(siteDir, 'diagrams'), strict: true});
const fences = mermaidFences(path.join(siteDir, 'docs'));
for (const fence of fences) {
  const tree: Root = {
    type: 'root',
    children: [
      {
        type: 'code',
        lang: 'mermaid',
        value: fence.source,
        position: {start: {line: fence.line, column: 1}, end: {line: fence.line, column: 1}},
      },
    ],
  };
  transform(tree, {path: path.join('docs', fence.file)});
  if (tree.children[0]?.type !== 'mdxJsxFlowElement') throw new Error(`docs/${fence.file}:${fence.line}: not turned into a Diagram`);
}
console.log(JSON.stringify({fences: fences.length, files: fs.readdirSync(outDir).filter((f) => f.endsWith('.svg')).length}));
