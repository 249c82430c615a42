/**
 * The writers' line features of code blocks: `{1,3}` ranges, `showLineNumbers`, magic comments (the theme's and the
 * site's own) and `title="..."`, read by src/lib/prism/lines.ts and drawn into the build-time HTML by the rehype step
 * (plugins/code-highlight/rehype.ts), which src/theme/CodeBlock renders as it is.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element} from 'hast';
import {selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {highlightBlock} from '../../plugins/code-highlight/rehype';
import {prism} from '../../config/prism';
import {codeTextOf, lineCountOf} from '../../src/lib/prism/codeHtml';
import {parseCodeLines} from '../../src/lib/prism/lines';

const HIGHLIGHT = 'theme-code-block-highlighted-line';
const ERROR = 'code-block-error-line';

function fence(meta: string, code: string, language = 'ts'): Element {
  return {
    type: 'element',
    tagName: 'code',
    properties: {className: [`language-${language}`], metastring: meta},
    children: [{type: 'text', value: `${code}\n`}],
  };
}

/** The built block's lines: the classes and text of each `.token-line`, and whether it has a number cell. */
function lines(html: string) {
  return selectAll('.token-line', unified().use(rehypeParse, {fragment: true}).parse(html)).map((line) => ({
    classes: (line.properties.className as string[]).filter((c) => c !== 'token-line'),
    text: toText(line, {whitespace: 'pre'}).replace(/\n$/, ''),
    number: selectAll('.code-line-number', line).length === 1,
  }));
}

test('the site configures the theme default magic comment first, then its own', () => {
  assert.equal(prism.magicComments[0]?.className, HIGHLIGHT);
  assert.equal(prism.magicComments[0]?.line, 'highlight-next-line');
  assert.equal(prism.magicComments[1]?.className, ERROR);
});

test('a meta range marks those lines with the first magic comment class', () => {
  const parsed = parseCodeLines('a\nb\nc\nd\n', 'ts', '{1,3-4}', prism.magicComments);
  assert.deepEqual(parsed.lineClassNames, {0: [HIGHLIGHT], 2: [HIGHLIGHT], 3: [HIGHLIGHT]});
  assert.equal(parsed.code, 'a\nb\nc\nd');
  assert.throws(() => parseCodeLines('a', 'ts', '{1}', []), /needs a magic comment/);
});

test('magic comments mark lines and leave the code, in each comment syntax of the language', () => {
  const ts = parseCodeLines(
    'a\n// highlight-next-line\nb\n/* highlight-start */\nc\nd\n// highlight-end\n// error-next-line\ne\n',
    'ts',
    '',
    prism.magicComments,
  );
  assert.equal(ts.code, 'a\nb\nc\nd\ne');
  assert.deepEqual(ts.lineClassNames, {1: [HIGHLIGHT], 2: [HIGHLIGHT], 3: [HIGHLIGHT], 4: [ERROR]});
  const bash = parseCodeLines('# highlight-next-line\nnpm test\n// highlight-next-line\n', 'bash', '', prism.magicComments);
  // `//` is no comment in bash: that line stays.
  assert.equal(bash.code, 'npm test\n// highlight-next-line');
  assert.deepEqual(bash.lineClassNames, {0: [HIGHLIGHT]});
  const tsx = parseCodeLines('{/* highlight-next-line */}\n<A />', 'tsx', '', prism.magicComments);
  assert.deepEqual(tsx, {code: '<A />', lineClassNames: {0: [HIGHLIGHT]}});
});

test('showLineNumbers and title come from the meta', () => {
  assert.equal(parseCodeLines('a', 'ts', 'showLineNumbers', []).lineNumbersStart, 1);
  assert.equal(parseCodeLines('a', 'ts', 'title="x.ts" showLineNumbers=7', []).lineNumbersStart, 7);
  assert.equal(parseCodeLines('a', 'ts', "title='x.ts'", []).title, 'x.ts');
  assert.equal(parseCodeLines('a', 'ts', '', []).lineNumbersStart, undefined);
});

test('the build draws highlighted lines, line numbers and the title, with coloured tokens and the copy text', () => {
  const code = fence('title="Stream.sol" {2} showLineNumbers=10', 'contract A {\n  uint256 x;\n}', 'solidity');
  assert.equal(highlightBlock(code, 'docs/x.mdx'), true);
  assert.equal(code.properties.title, 'Stream.sol');
  assert.equal(code.properties.lineNumbersStart, 10);
  const html = code.properties.html as string;
  const drawn = lines(html);
  assert.deepEqual(
    drawn.map((l) => l.classes),
    [['code-line'], [HIGHLIGHT, 'code-line'], ['code-line']],
  );
  assert.ok(drawn.every((l) => l.number));
  assert.deepEqual(
    drawn.map((l) => l.text),
    ['contract A {', '  uint256 x;', '}'],
  );
  assert.match(html, /<span class="token keyword">contract<\/span>/);
  assert.equal(codeTextOf(html), 'contract A {\n  uint256 x;\n}');
  assert.equal(lineCountOf(html), 3);
});

test('the build removes magic comments from the shown and copied code', () => {
  const code = fence('', 'const a = 1;\n// highlight-next-line\nconst b = 2;\n// error-start\nb = 3;\n// error-end');
  assert.equal(highlightBlock(code), true);
  const html = code.properties.html as string;
  assert.equal(codeTextOf(html), 'const a = 1;\nconst b = 2;\nb = 3;');
  assert.deepEqual(
    lines(html).map((l) => l.classes),
    [[], [HIGHLIGHT], [ERROR]],
  );
  assert.ok(lines(html).every((l) => !l.number));
  assert.equal(code.properties.lineNumbersStart, undefined);
});

test('a range without a magic comment config names the page', () => {
  const original = [...prism.magicComments];
  prism.magicComments.length = 0;
  try {
    assert.throws(() => highlightBlock(fence('{1}', 'a'), 'docs/x.mdx'), /^Error: docs\/x\.mdx: a highlighted-line range/);
  } finally {
    prism.magicComments.push(...original);
  }
});
