import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {buildIndex, buildRecords, htmlFileCandidates, isIndexable} from '../../plugins/local-search/build';
import {decodeIndex, encodeIndex} from '../../src/lib/search/codec';
import {extractRecords} from '../../plugins/local-search/extract';
import {parseHtml} from '../../plugins/local-search/html';

// A doc page the way Docusaurus writes it: minified, unquoted attributes, optional end tags left out.
const DOC_PAGE = `<!doctype html><html lang=en dir=ltr><head><meta charset=UTF-8><title data-rh=true>Stream management | Sablier Docs</title>
<meta data-rh=true name=docsearch:language content=en /><meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-current />
<script>var x = "<h2>not a heading</h2>";</script><style>.p{}</style></head><body><nav class="navbar navbar--fixed-top"><div class=navbar__items>
<a class=navbar__item href=/concepts>Concepts</a><a class="navbar__item navbar__link navbar__link--active" href=/guides/lockup/overview>Guides</a></div></nav>
<main><article><nav class=breadcrumbs><ul><li>Home<li>Guides</ul></nav><div class="theme-doc-markdown markdown"><header><h1>Stream management</h1></header>
<p>Manage streams with <code>withdraw</code>&amp;<code>cancel</code>.<h2 class="anchor anchorWithStickyNavbar_x" id=withdraw>Withdraw<a href=#withdraw class=hash-link aria-label="Direct link to Withdraw">\u200b</a></h2>
<p>Call <code>withdrawMax</code> to take everything out &lt;now&gt;.<ul><li>First item<li><p>Second item</ul><pre><code>sablier.withdrawMax(streamId);</code></pre>
<p>Rate <span class=katex><span class=katex-mathml>r</span><span class=katex-html aria-hidden=true>r</span></span> per second.
<h3 id=to-another-address>To another address</h3><table><thead><tr><th>Chain<th>Address<tbody><tr><td>Ethereum<td>0xabc<tr><td>Base<td>0xdef</table>
<h3>No anchor here</h3><p>Under an anchorless heading.</div></article></main><footer><p>Footer text</footer></body></html>`;

describe('parseHtml', () => {
  it('closes optional end tags the way a browser does and keeps script text out of the elements', () => {
    const tree = parseHtml('<ul><li>a<li>b</ul><p>x<div>y</div><script>if (a<b) {}</script>');
    assert.deepEqual(
      selectAll('ul > li', tree).map((li) => toText(li)),
      ['a', 'b'],
    );
    assert.equal(toText(select('p', tree) ?? tree), 'x');
    assert.equal(select('p div', tree), undefined);
    assert.equal(select('script', tree)?.children.length, 1);
    assert.equal(select('b', tree), undefined);
  });

  it('reads quoted, unquoted and self-closing attributes and decodes entities', () => {
    const tree = parseHtml('<a href=/x/ title="a &amp; b">t</a><svg><path d="M0" /></svg>after');
    assert.deepEqual(select('a', tree)?.properties, {href: '/x/', title: 'a & b'});
    assert.equal(select('path', tree)?.children.length, 0);
    assert.equal(toText(select('body', tree) ?? tree), 'tafter');
  });
});

describe('extractRecords', () => {
  const records = extractRecords({path: '/guides/lockup/examples/stream-management', html: DOC_PAGE, titleSuffix: ' | Sablier Docs'});
  const url = '/guides/lockup/examples/stream-management';

  it('builds DocSearch records: section, page, headings, paragraphs, anchors', () => {
    assert.deepEqual(records[0], {
      url,
      type: 'lvl1',
      hierarchy: {lvl0: 'Guides', lvl1: 'Stream management', lvl2: null, lvl3: null},
      content: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: {pageRank: 5},
    });
    assert.deepEqual(
      records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]),
      [
        ['lvl1', url, null, null, null],
        ['content', url, null, null, 'Manage streams with withdraw&cancel.'],
        ['lvl2', `${url}#withdraw`, 'Withdraw', null, null],
        ['content', `${url}#withdraw`, 'Withdraw', null, 'Call withdrawMax to take everything out <now>.'],
        ['content', `${url}#withdraw`, 'Withdraw', null, 'First item'],
        ['content', `${url}#withdraw`, 'Withdraw', null, 'Second item'],
        ['content', `${url}#withdraw`, 'Withdraw', null, 'Rate per second.'],
        ['lvl3', `${url}#to-another-address`, 'Withdraw', 'To another address', null],
        ['content', `${url}#to-another-address`, 'Withdraw', 'To another address', 'Chain Address'],
        ['content', `${url}#to-another-address`, 'Withdraw', 'To another address', 'Ethereum 0xabc'],
        ['content', `${url}#to-another-address`, 'Withdraw', 'To another address', 'Base 0xdef'],
        ['lvl3', `${url}#withdraw`, 'Withdraw', 'No anchor here', null],
        ['content', `${url}#withdraw`, 'Withdraw', 'No anchor here', 'Under an anchorless heading.'],
      ],
    );
  });

  it('indexes an h4 like an h3, so a member under a group heading of the contract reference is found at its anchor', () => {
    const html =
      '<html><head><title>Errors | Sablier Docs</title></head><body><main><article><div class="theme-doc-markdown markdown">' +
      '<h1>Errors</h1><h2 id="errors">Errors</h2>' +
      '<h3 id="errors-sablierflow-errors">SablierFlow errors</h3>' +
      '<h4 id="sablierflow_depositamountzero">SablierFlow_DepositAmountZero</h4><p>Thrown when a deposit is zero.</p>' +
      '</div></article></main></body></html>';
    const path = '/reference/flow/contracts/libraries/library.Errors';
    const found = extractRecords({path, html, titleSuffix: ' | Sablier Docs'});
    assert.deepEqual(
      found.filter((r) => r.type !== 'lvl1').map((r) => [r.type, r.url, r.hierarchy.lvl3, r.content]),
      [
        ['lvl2', `${path}#errors`, null, null],
        ['lvl3', `${path}#errors-sablierflow-errors`, 'SablierFlow errors', null],
        ['lvl3', `${path}#sablierflow_depositamountzero`, 'SablierFlow_DepositAmountZero', null],
        ['content', `${path}#sablierflow_depositamountzero`, 'SablierFlow_DepositAmountZero', 'Thrown when a deposit is zero.'],
      ],
    );
  });

  it('reads text as a browser renders it: <wbr> and inline elements join, cells and blocks separate', () => {
    const html =
      '<html><body><main><h1>Deployments</h1><table><tr><td><span><span>FlowNFT</span><span><wbr>Descriptor</span></span>' +
      '<td><code>0xabc</code><button aria-label=Copy>Copy</button><tr><td>Lockup<br>Math<td><div>a</div>b</table></main></body></html>';
    assert.deepEqual(
      extractRecords({path: '/d', html}).map((r) => r.content),
      [null, 'FlowNFTDescriptor 0xabc', 'Lockup Math a b'],
    );
  });

  it('leaves out code blocks, math markup, scripts, navigation and the footer', () => {
    const text = JSON.stringify(records);
    for (const absent of ['sablier.withdrawMax(streamId)', 'not a heading', 'Footer text', 'Home', '\u200b']) {
      assert.ok(!text.includes(absent), absent);
    }
  });

  it('falls back to the <title> without h1, and to "Documentation" without an active navbar item', () => {
    const html = '<html><head><title>Snippet | Sablier Docs</title></head><body><main><p>Shared text.</main></body></html>';
    const [page, para] = extractRecords({path: '/x', html, titleSuffix: ' | Sablier Docs'});
    assert.deepEqual(page?.hierarchy, {lvl0: 'Documentation', lvl1: 'Snippet', lvl2: null, lvl3: null});
    assert.equal(para?.content, 'Shared text.');
    assert.equal(page?.docusaurus_tag, 'default');
  });

  it('skips pages marked noindex', () => {
    const html = '<html><head><meta name=robots content="noindex, follow"></head><body><main><h1>Search</h1><p>x</main></body></html>';
    assert.deepEqual(extractRecords({path: '/search', html}), []);
  });
});

describe('index files', () => {
  it('maps routes to built files and skips non-content routes', () => {
    assert.deepEqual(htmlFileCandidates('/'), ['index.html']);
    assert.deepEqual(htmlFileCandidates('/concepts/fees'), ['concepts/fees/index.html', 'concepts/fees.html']);
    assert.equal(isIndexable('/search'), false);
    assert.equal(isIndexable('/404.html'), false);
    assert.equal(isIndexable('/searching'), true);
  });

  it('builds one index from all pages, in path order', () => {
    const page = (title: string) => `<html><body><main><h1>${title}</h1><p>Body of ${title}.</main></body></html>`;
    const pages = [
      {path: '/b', html: page('B')},
      {path: '/a', html: page('A')},
    ];
    assert.deepEqual(
      buildRecords(pages).map((r) => r.content ?? r.hierarchy.lvl1),
      ['A', 'Body of A.', 'B', 'Body of B.'],
    );
    assert.deepEqual(decodeIndex(buildIndex(pages)), buildRecords(pages));
  });

  it('encodes records compactly and decodes them exactly', () => {
    const records = extractRecords({path: '/guides/x', html: DOC_PAGE});
    const file = encodeIndex(records);
    assert.deepEqual(decodeIndex(JSON.parse(JSON.stringify(file))), records);
    assert.ok(JSON.stringify(file).length < JSON.stringify(records).length / 3);
    // Paragraphs whose headings differ from the heading before them, and an h3 under another h2.
    const odd = [
      records[0],
      {...records[2], hierarchy: {...records[2]?.hierarchy, lvl2: 'A'}, url: '/guides/x#a', type: 'lvl2'},
      {...records[3], hierarchy: {...records[3]?.hierarchy, lvl2: 'B', lvl3: null}, url: '/guides/x#b'},
      {...records[7], hierarchy: {...records[7]?.hierarchy, lvl2: 'C'}},
      {...records[8], hierarchy: {...records[8]?.hierarchy, lvl2: 'C'}},
    ] as typeof records;
    assert.deepEqual(decodeIndex(encodeIndex(odd)), odd);
  });
});
