/**
 * Code blocks in the built pages: the writers' line features of /api/filtering (a title, a `{4,10}` range,
 * `showLineNumbers` and a `# highlight-next-line` magic comment, see docs/api/filtering.mdx) are drawn into the
 * static HTML with coloured tokens, and no Prism grammar code reaches the browser's JavaScript for static code.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {Element, Root} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';

const BUILD = path.resolve(__dirname, '../../build');
const HIGHLIGHT = 'theme-code-block-highlighted-line';

function page(route: string): Root {
  return unified()
    .use(rehypeParse)
    .parse(fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8'));
}

const classes = (node: Element) => (node.properties.className as string[] | undefined) ?? [];

/** The code block whose title holds `title`. */
function block(tree: Root, title: string): Element {
  const found = selectAll('article .theme-code-block', tree).find((b) => toText(b).includes(title));
  assert.ok(found, `no code block titled "${title}"`);
  return found;
}

describe('/api/filtering code blocks', () => {
  const tree = page('api/filtering');

  test('the titled, numbered block with a {4,10} range', () => {
    const paged = block(tree, "The Graph: a recipient's open stablecoin streams, paged");
    const lines = selectAll('.token-line', paged);
    assert.equal(lines.length, 23);
    const marked = lines.flatMap((line, i) => (classes(line).includes(HIGHLIGHT) ? [i + 1] : []));
    assert.deepEqual(marked, [4, 10]);
    assert.match(toText(lines[3] as Element), /orderBy: subgraphId/);
    assert.match(toText(lines[9] as Element), /subgraphId_gt: \$after/);
    // A number cell on every line, counted from 1 by the code's counter.
    assert.ok(lines.every((line) => select('.code-line-number', line) && classes(line).includes('code-line')));
    const code = select('pre > code', paged);
    assert.match(String(code?.properties.style), /counter-reset:\s*line-count 0/);
    // Tokens are coloured elements (the stylesheet colours them per mode).
    assert.ok(selectAll('.token.keyword', paged).length > 0, 'no keyword token');
    assert.ok(selectAll('.token.variable', paged).length > 0, 'no variable token');
  });

  test('the magic comment marks the next line and is not shown', () => {
    const wallet = block(tree, 'The Graph: streams a wallet sends or receives');
    assert.doesNotMatch(toText(wallet), /highlight-next-line/);
    const marked = selectAll(`.token-line.${HIGHLIGHT}`, wallet);
    assert.equal(marked.length, 1);
    assert.match(toText(marked[0] as Element), /^\s*and: \[/);
    assert.equal(select('.code-line-number', wallet), undefined, 'this block has no line numbers');
  });

  test('the title is shown above the code', () => {
    const paged = block(tree, "The Graph: a recipient's open stablecoin streams, paged");
    const first = paged.children.find((c): c is Element => c.type === 'element');
    assert.equal(toText(first as Element).trim(), "The Graph: a recipient's open stablecoin streams, paged");
  });
});

test('the code themes stylesheet colours tokens in both modes, and no JavaScript carries Prism grammars', () => {
  const css = fs
    .readdirSync(path.join(BUILD, 'assets', 'css'))
    .map((file) => fs.readFileSync(path.join(BUILD, 'assets', 'css', file), 'utf8'))
    .join('\n');
  assert.match(css, /\[data-theme=(['"]?)dark\1\] \.code-block-static \.token\.keyword\{/);
  assert.match(css, /\.theme-code-block-highlighted-line/);
  // Prism's grammars and core name `lookbehind` (a property the minifier keeps); they live only in the two lazy
  // highlighter chunks (src/theme/CodeBlock/highlighter.ts, src/components/StreamChart/highlight.ts). The main bundle
  // holds none: that is what plugins/docusaurus-internals/prism-grammars.ts is for.
  const js = path.join(BUILD, 'assets', 'js');
  const withPrism = fs.readdirSync(js).filter((file) => fs.readFileSync(path.join(js, file), 'utf8').includes('lookbehind'));
  const main = fs.readdirSync(js).filter((file) => file.startsWith('main.'));
  assert.equal(main.length, 1);
  assert.ok(!withPrism.includes(main[0] as string), 'the main bundle carries Prism');
  assert.ok(withPrism.length >= 1 && withPrism.length <= 2, `Prism is in ${withPrism.length} chunks: ${withPrism.join(', ')}`);
});
