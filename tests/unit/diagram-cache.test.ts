/**
 * The committed diagram cache (diagrams/) matches the docs: every Mermaid fence has its source and both colour
 * modes' renders, no file is stale (rendered with other Mermaid, theme or font settings) or an orphan. That the SVG
 * the build assembles from it carries the diagram's accTitle and accDescr is checked on the SVGs the build step
 * writes, in diagrams-no-browser.test.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {Root} from 'mdast';
import {blockLabelWrappers, expandSelfClosedHtml, unescapeTextAlternatives} from '../../plugins/diagrams/assemble';
import {cacheFile} from '../../plugins/diagrams/cache';
import {diagramKey} from '../../plugins/diagrams/key';
import remarkDiagrams from '../../plugins/diagrams/remark';
import {cacheReport} from '../../scripts/lib/diagram-cache';
import {mermaidFences} from '../../scripts/lib/diagram-fences';

const ROOT = path.resolve(__dirname, '..', '..');
const CACHE = path.join(ROOT, 'diagrams');
const fences = mermaidFences(path.join(ROOT, 'docs'));

test('every Mermaid fence of the docs is in the cache, and the cache holds nothing else', () => {
  assert.ok(fences.length >= 100, `only ${fences.length} Mermaid fences found: has the docs folder moved?`);
  const report = cacheReport(CACHE, fences);
  assert.deepEqual(report.problems, [], 'run `npm run diagrams` (it needs Chrome or Chromium) and commit diagrams/');
});

test('the cache report names missing, stale and orphan files', () => {
  const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.cache-diagram-test-'));
  try {
    const present = {file: 'a.mdx', line: 3, source: 'flowchart LR\n  A --> B'};
    const absent = {file: 'b.mdx', line: 9, source: 'flowchart LR\n  C --> D'};
    const key = diagramKey(present.source);
    for (const kind of ['light', 'dark'] as const) fs.writeFileSync(cacheFile(dir, key, kind), '<svg/>');
    fs.writeFileSync(cacheFile(dir, key, 'source'), present.source);
    fs.writeFileSync(cacheFile(dir, '0000000a', 'source'), 'flowchart LR\n  old');
    fs.writeFileSync(cacheFile(dir, diagramKey('flowchart LR\n  gone'), 'source'), 'flowchart LR\n  gone');
    const report = cacheReport(dir, [present, absent]);
    assert.deepEqual(report.missing, new Set([diagramKey(absent.source)]));
    assert.equal(report.problems.length, 3);
    assert.match(report.problems[0] ?? '', /^missing: docs\/b\.mdx:9 /);
    assert.ok(report.problems.some((p) => p.startsWith('stale: 0000000a')));
    assert.ok(report.problems.some((p) => p.startsWith(`orphan: ${diagramKey('flowchart LR\n  gone')}`)));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a cached source is the fence it is named after', () => {
  for (const fence of fences) {
    const key = diagramKey(fence.source);
    assert.equal(fs.readFileSync(cacheFile(CACHE, key, 'source'), 'utf8'), fence.source, `docs/${fence.file}:${fence.line}`);
  }
});

test('self-closed HTML elements are written open and closed; SVG elements are left alone', () => {
  assert.equal(
    expandSelfClosedHtml('<foreignObject><span class="edgeLabel"/><br/><p/></foreignObject><path d="M0"/><rect/>'),
    '<foreignObject><span class="edgeLabel"></span><br/><p></p></foreignObject><path d="M0"/><rect/>',
  );
});

test('the title and description are escaped once, not twice', () => {
  assert.equal(
    unescapeTextAlternatives('<svg><title id="t">a &amp;lt; b</title><desc>x &amp;gt;= y &amp;amp; z</desc><text>&amp;lt;</text></svg>'),
    '<svg><title id="t">a &lt; b</title><desc>x &gt;= y &amp; z</desc><text>&amp;lt;</text></svg>',
  );
});

test('a span that wraps a label paragraph becomes a div; other spans stay', () => {
  assert.equal(
    blockLabelWrappers(
      '<svg><style>#d span{color:#333}#d .cluster-label span p{x:1}#d tspan{fill:red}</style><span class="nodeLabel"><p>a<br/>b</p></span><span class="edgeLabel"></span><span>x</span></svg>',
    ),
    '<svg><style>#d :is(span,div){color:#333}#d .cluster-label :is(span,div) p{x:1}#d tspan{fill:red}</style><div class="nodeLabel"><p>a<br/>b</p></div><span class="edgeLabel"></span><span>x</span></svg>',
  );
});

test('a fence missing from the cache stops a strict build with one line, and shows its source under a notice otherwise', () => {
  const out = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.cache-diagram-out-'));
  try {
    const fence = () =>
      ({
        type: 'root',
        children: [
          {
            type: 'code',
            lang: 'mermaid',
            value: 'flowchart LR\n  New --> Diagram',
            position: {start: {line: 7, column: 1}, end: {line: 8, column: 1}},
          },
        ],
      }) as Root;
    const strict = remarkDiagrams({outDir: out, cacheDir: CACHE, strict: true});
    assert.throws(
      () => strict(fence(), {path: 'docs/x.mdx'}),
      /^Error: docs\/x\.mdx:7: Mermaid diagram not rendered yet: run `npm run diagrams`/,
    );
    const tree = fence();
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      remarkDiagrams({outDir: out, cacheDir: CACHE, strict: false})(tree, {path: 'docs/x.mdx'});
    } finally {
      console.warn = warn;
    }
    assert.deepEqual(
      tree.children.map((n) => n.type),
      ['blockquote', 'code'],
    );
    assert.equal((tree.children[1] as {value: string}).value, 'flowchart LR\n  New --> Diagram');
  } finally {
    fs.rmSync(out, {recursive: true, force: true});
  }
});
