import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  assetKind,
  boundViolations,
  buildFileOf,
  budgetViolations,
  type ClientManifest,
  chunkNamesOf,
  cssDataUris,
  cssInlineViolations,
  cssResources,
  faceMayLoad,
  familyMayBeDrawn,
  htmlAssets,
  isPrefetchRequest,
  isRedirectPage,
  matchRoutes,
  PAGE_WEIGHT_BUDGET,
  PAGE_WEIGHT_TARGET,
  parseRoutesModule,
  parseUnicodeRange,
  resolveUrl,
  routeChunkFiles,
  routeOfIndexFile,
  selectorClasses,
  styleAttributeFontUses,
  summarize,
  type Transfer,
  transferKind,
  transferTotals,
  transferViolations,
  type WeighedFile,
  weighPage,
} from '../../scripts/lib/page-weight';

// The shape Docusaurus writes to .docusaurus/routes.js: a standalone home page, a docs tree of nested
// layouts, and the catch-all.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '5de'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'd71'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', '444'),
        routes: [
          {
            path: '/api/overview',
            component: ComponentCreator('/api/overview', 'a1b'),
            exact: true,
            sidebar: "apiSidebar"
          },
          {
            path: '/reference/lockup/contracts/contract.SablierLockup',
            component: ComponentCreator('/reference/lockup/contracts/contract.SablierLockup', 'c2d'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/search-5de': {__comp: 'search', __context: {plugin: 'searchPlugin'}},
  '/-e5f': {__comp: 'home', config: 'homeConfig'},
  '/-d71': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/-444': {__comp: 'docVersion', __props: 'versionProps'},
  '/api/overview-a1b': {__comp: 'docItem', content: 'apiOverview'},
  '/reference/lockup/contracts/contract.SablierLockup-c2d': {__comp: 'docItem', content: 'lockupContent', items: [{x: 'lockupItem'}]},
};

const MANIFEST: ClientManifest = {
  origins: {
    main: ['runtime', 'main'],
    home: ['vendor', 'home'],
    homeConfig: ['homeConfig'],
    docsRoot: ['docsRoot'],
    docsPlugin: ['docsPlugin'],
    docVersion: ['vendor', 'docVersion'],
    versionProps: [7],
    docItem: ['docItem'],
    apiOverview: ['apiOverview'],
    lockupContent: ['lockupContent'],
    lockupItem: ['lockupItem'],
  },
  assets: {
    runtime: {js: [{file: 'assets/js/runtime~main.1.js'}]},
    main: {js: [{file: 'assets/js/main.2.js'}], css: [{file: 'assets/css/styles.3.css'}]},
    vendor: {js: [{file: 'assets/js/vendor.4.js'}]},
    home: {js: [{file: 'assets/js/home.5.js'}], css: [{file: 'assets/css/home.6.css'}]},
    homeConfig: {js: [{file: 'assets/js/homeConfig.js'}]},
    docsRoot: {js: [{file: 'assets/js/docsRoot.js'}]},
    docsPlugin: {js: [{file: 'assets/js/docsPlugin.js'}]},
    docVersion: {js: [{file: 'assets/js/docVersion.js'}]},
    '7': {js: [{file: 'assets/js/7.js'}]},
    docItem: {js: [{file: 'assets/js/docItem.js'}]},
    apiOverview: {js: [{file: 'assets/js/apiOverview.js'}]},
    lockupContent: {js: [{file: 'assets/js/lockupContent.js'}]},
    lockupItem: {js: [{file: 'assets/js/lockupItem.js'}]},
  },
};

describe('route tree', () => {
  const routes = parseRoutesModule(ROUTES_JS);

  test('reads paths, exact flags, chunk keys and nesting from routes.js', () => {
    assert.deepEqual(
      routes.map((r) => [r.path, r.exact, r.chunkKey, r.routes.length]),
      [
        ['/search', true, '/search-5de', 0],
        ['/', true, '/-e5f', 0],
        ['/', false, '/-d71', 1],
        ['*', false, undefined, 0],
      ],
    );
    assert.equal(routes[2]?.routes[0]?.routes[1]?.chunkKey, '/reference/lockup/contracts/contract.SablierLockup-c2d');
  });

  test('the home page matches its own exact route only, not the docs layouts', () => {
    assert.deepEqual(
      matchRoutes(routes, '/').map((r) => r.chunkKey),
      ['/-e5f'],
    );
  });

  test('a doc page matches every layout above it, outermost first, with or without a trailing slash', () => {
    for (const url of ['/api/overview', '/api/overview/', '/API/Overview']) {
      assert.deepEqual(
        matchRoutes(routes, url).map((r) => r.chunkKey),
        ['/-d71', '/-444', '/api/overview-a1b'],
        url,
      );
    }
  });

  test('an unknown path reaches only the catch-all, and a prefix is not a path segment', () => {
    assert.deepEqual(
      matchRoutes(routes, '/searching').map((r) => r.path),
      ['/', '/'],
    );
    assert.deepEqual(
      matchRoutes([{path: '/api', exact: false, chunkKey: 'a', routes: []}], '/apis/x').map((r) => r.path),
      [],
    );
  });

  test('rejects a module that is not a route array', () => {
    assert.throws(() => parseRoutesModule('export default 42;'), /no `export default/);
    assert.throws(() => parseRoutesModule("export default [{component: ComponentCreator('/', 'a')}];"), /no path/);
  });
});

describe('chunk files of a route', () => {
  const routes = parseRoutesModule(ROUTES_JS);

  test('flattens nested chunk names', () => {
    assert.deepEqual(chunkNamesOf(CHUNK_NAMES['/reference/lockup/contracts/contract.SablierLockup-c2d']), [
      'docItem',
      'lockupContent',
      'lockupItem',
    ]);
  });

  test('a doc page loads main, its layouts, the page and their shared chunks, each file once', () => {
    assert.deepEqual(routeChunkFiles('/api/overview', routes, CHUNK_NAMES, MANIFEST).sort(), [
      'assets/css/styles.3.css',
      'assets/js/7.js',
      'assets/js/apiOverview.js',
      'assets/js/docItem.js',
      'assets/js/docVersion.js',
      'assets/js/docsPlugin.js',
      'assets/js/docsRoot.js',
      'assets/js/main.2.js',
      'assets/js/runtime~main.1.js',
      'assets/js/vendor.4.js',
    ]);
  });

  test('the home page loads its own chunks and CSS, not the docs ones', () => {
    assert.deepEqual(routeChunkFiles('/', routes, CHUNK_NAMES, MANIFEST).sort(), [
      'assets/css/home.6.css',
      'assets/css/styles.3.css',
      'assets/js/home.5.js',
      'assets/js/homeConfig.js',
      'assets/js/main.2.js',
      'assets/js/runtime~main.1.js',
      'assets/js/vendor.4.js',
    ]);
  });

  test('fails loudly when a route is unknown or its chunk names are missing', () => {
    assert.throws(() => routeChunkFiles('/x', [], CHUNK_NAMES, MANIFEST), /no route/);
    assert.throws(() => routeChunkFiles('/api/overview', routes, {}, MANIFEST), /no entry \/-d71/);
  });
});

describe('HTML', () => {
  // Minified the way Docusaurus writes it: unquoted attributes, an inline script, an image preload.
  const html =
    '<!doctype html><html><head><link rel=icon href=/img/icon.svg /><link rel=stylesheet href=/assets/css/styles.3.css />' +
    '<script src=/assets/js/runtime~main.1.js defer></script><script src="/assets/js/main.2.js" defer></script>' +
    '<link rel=preload as=script href=/assets/js/docItem.js><link rel=preload as=image href=/img/logo.svg>' +
    '<link rel=preload as=font type=font/woff2 href=/f/latin.woff2 crossorigin>' +
    '<link rel=search type=application/opensearchdescription+xml href=/opensearch.xml><link rel=canonical href=https://x.example/>' +
    '<style>@font-face{font-family:X;src:url(/f/x.woff2)}</style>' +
    '<script>document.documentElement.dataset.theme="dark&#x100;"</script><link rel=prefetch href=/assets/js/other.js>' +
    '</head><body><p class="intro  lead">hi &amp; caf&eacute; &#x1E9E;<img class=lead src=/img/a.svg alt="Ĳ logo" style="font-family:X"><img loading=lazy src=/img/b.png srcset="/img/b2.png 2x, /img/b3.png 3x">' +
    '<input placeholder=Search…><link rel=stylesheet href=/assets/katex/katex.css></body></html>';

  test('finds what the page loads (not prefetches or canonical links) and the text it draws (not scripts)', () => {
    const assets = htmlAssets(html);
    assert.deepEqual(
      {...assets, text: undefined},
      {
        scripts: ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js', '/assets/js/docItem.js'],
        stylesheets: ['/assets/css/styles.3.css', '/assets/katex/katex.css'],
        fonts: ['/f/latin.woff2'],
        images: ['/img/icon.svg', '/img/logo.svg', '/img/a.svg', '/img/b.png', '/img/b2.png', '/img/b3.png'],
        other: ['/opensearch.xml'],
        inlineStyles: ['@font-face{font-family:X;src:url(/f/x.woff2)}'],
        styleAttributes: ['font-family:X'],
        classes: ['intro', 'lead'],
        text: undefined,
      },
    );
    for (const drawn of ['hi & café ẞ', 'Ĳ logo', 'Search…']) assert.ok(assets.text.includes(drawn), drawn);
    assert.ok(!assets.text.includes('\u0100') && !assets.text.includes('dataset'), 'script text is not drawn');
  });

  test('maps URLs to build files and refuses other hosts', () => {
    assert.equal(buildFileOf('/assets/js/main.2.js?v=1#x'), 'assets/js/main.2.js');
    assert.equal(buildFileOf('/docs/assets/a.css', '/docs/'), 'assets/a.css');
    assert.equal(buildFileOf('https://cdn.example/x.js'), undefined);
    assert.equal(buildFileOf('//cdn.example/x.js'), undefined);
  });

  test('recognizes the redirect pages of plugin-client-redirects, and only those', () => {
    const redirect =
      '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n    <meta http-equiv="refresh" content="0; url=/concepts/fees">\n' +
      '    <link rel="canonical" href="/concepts/fees" />\n  </head>\n  <script>\n    window.location.href = \'/concepts/fees\' + window.location.search + window.location.hash;\n  </script>\n</html>';
    assert.equal(isRedirectPage(redirect), true);
    assert.equal(isRedirectPage(html), false);
    assert.equal(isRedirectPage(`${redirect}${'<p>text</p>'.repeat(500)}`), false);
  });

  test("resolves a stylesheet's relative URLs against where it is served", () => {
    assert.equal(resolveUrl('fonts/a.woff2', '/assets/katex/katex.css'), '/assets/katex/fonts/a.woff2');
    assert.equal(resolveUrl('../img/x.svg?v=2', '/assets/css/s.css'), '/assets/img/x.svg?v=2');
    assert.equal(resolveUrl('/img/x.svg', '/concepts/fees'), '/img/x.svg');
    assert.equal(resolveUrl('https://cdn.example/x.svg', '/a.css'), 'https://cdn.example/x.svg');
  });

  test('derives the route from an index.html path', () => {
    assert.equal(routeOfIndexFile('index.html'), '/');
    assert.equal(routeOfIndexFile('api/overview/index.html'), '/api/overview');
  });
});

describe('stylesheets', () => {
  const css =
    '@import url("print.css") print;@font-face{font-family:"Urbanist";src:local(Urbanist),url(/f/latin.woff2)format("woff2");unicode-range:U+??,U+131,U+2000-206F}' +
    '@font-face{font-family:Urbanist;src:url(/f/ext.woff2) format("woff2");unicode-range:U+100-2BA,U+1E??}' +
    '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main.woff2) format("woff2"),url(fonts/KaTeX_Main.woff) format("woff")}' +
    '@font-face{font-family:Inline;src:url(data:font/woff2;base64,AAAA)}@font-face{font-family:Fallback;src:local(Arial)}' +
    '.a{background:url(../img/bg.png) no-repeat,url("data:image/svg+xml,%3Csvg%3E")}.b{mask:url(#m)}' +
    '.c::before{content:"\\2192  x"}.d::after{content:\'\\"q\\"\'}' +
    ':root{--font-base:Urbanist,system-ui}.katex{font:normal 1.21em KaTeX_Main,Times New Roman,serif}' +
    '.katex .delimsizing.size1,.katex .op-symbol.small-op{font-family:KaTeX_Size1}.katex .x:not(.y)>span{font-family:"KaTeX_Math"}';

  test('reads the faces that fetch a file (first url of src), other url()s, imports and generated text', () => {
    const resources = cssResources(css);
    assert.deepEqual(
      resources.fonts.map((f) => [f.family, f.url, f.unicodeRange]),
      [
        [
          'Urbanist',
          '/f/latin.woff2',
          [
            [0, 0xff],
            [0x131, 0x131],
            [0x2000, 0x206f],
          ],
        ],
        [
          'Urbanist',
          '/f/ext.woff2',
          [
            [0x100, 0x2ba],
            [0x1e00, 0x1eff],
          ],
        ],
        ['KaTeX_Main', 'fonts/KaTeX_Main.woff2', undefined],
      ],
    );
    assert.deepEqual(resources.urls, ['../img/bg.png']);
    assert.deepEqual(resources.imports, ['print.css']);
    assert.equal(resources.text, '→ x "q"');
  });

  test('reads which rules name a font family, and the classes each selector needs', () => {
    const uses = cssResources(css).fontUses;
    assert.deepEqual(uses, [
      {value: 'Urbanist,system-ui', classes: [[]]},
      {value: 'normal 1.21em KaTeX_Main,Times New Roman,serif', classes: [['katex']]},
      {
        value: 'KaTeX_Size1',
        classes: [
          ['katex', 'delimsizing', 'size1'],
          ['katex', 'op-symbol', 'small-op'],
        ],
      },
      {value: '"KaTeX_Math"', classes: [['katex', 'x']]},
    ]);
    assert.deepEqual(selectorClasses('.a:is(.b,.c) [class*=d] > .e::before'), ['a', 'e']);
    assert.deepEqual(selectorClasses('.md\\:flex'), ['md:flex']);
    assert.deepEqual(selectorClasses('.a:not(.b):has(> .c .d)'), ['a']);
    assert.deepEqual(selectorClasses('.a:is('), []);
    assert.deepEqual(styleAttributeFontUses('color:red; font-family: X, serif;--f:Y'), [
      {value: 'X, serif', classes: [[]]},
      {value: 'Y', classes: [[]]},
    ]);
  });

  test('a family may be drawn only where a rule naming it can match: each class its selector needs is on the page', () => {
    const uses = cssResources(css).fontUses;
    const math = new Set(['katex', 'mord', 'delimsizing', 'size1', 'x']);
    assert.equal(familyMayBeDrawn('Urbanist', uses, new Set()), true);
    assert.equal(familyMayBeDrawn('KaTeX_Main', uses, new Set()), false);
    assert.equal(familyMayBeDrawn('KaTeX_Main', uses, math), true);
    assert.equal(familyMayBeDrawn('KaTeX_Size1', uses, math), true);
    assert.equal(familyMayBeDrawn('KaTeX_Size1', uses, new Set(['katex', 'op-symbol'])), false);
    assert.equal(familyMayBeDrawn('KaTeX_Math', uses, math), true, 'quoted, and :not() needs nothing');
    assert.equal(familyMayBeDrawn('KaTeX_Size2', uses, math), false, 'no rule names it');
  });

  test('reads unicode-range wildcards and rejects what it cannot read', () => {
    assert.deepEqual(parseUnicodeRange('U+4??, u+0-7F'), [
      [0x400, 0x4ff],
      [0, 0x7f],
    ]);
    assert.throws(() => parseUnicodeRange('latin'), /not understood/);
  });

  test('a face with a unicode-range may load only for a page drawing a character in it; one without, always', () => {
    const [latin, ext, katex] = cssResources(css).fonts;
    assert.ok(latin && ext && katex);
    assert.equal(faceMayLoad(latin, 'Plain English'), true);
    assert.equal(faceMayLoad(ext, 'Plain English — “quoted” café'), false);
    assert.equal(faceMayLoad(ext, 'Łódź'), true);
    assert.equal(faceMayLoad(ext, 'ẞ'), true);
    assert.equal(faceMayLoad(katex, ''), true);
  });
});

const file = (name: string, kind: WeighedFile['kind'], bytes: number, requests = 1): WeighedFile => ({
  file: name,
  kind,
  raw: bytes * 3,
  bytes,
  requests,
});

describe('weighing and budgets', () => {
  const files = [
    file('x/index.html', 'html', 1024),
    file('assets/js/main.js', 'js', 150 * 1024),
    file('assets/js/page.js', 'js', 40 * 1024),
    file('assets/css/styles.css', 'css', 140 * 1024),
    file('f/a.woff2', 'font', 30 * 1024),
    file('f/b.woff2', 'font', 25 * 1024),
    file('img/logo.svg', 'image', 512, 3),
  ];

  test('knows the kind of a file by its name', () => {
    assert.deepEqual(['a/index.html', 'a.mjs', 'a.css?x', 'f.woff2', 'i.SVG', 'opensearch.xml'].map(assetKind), [
      'html',
      'js',
      'css',
      'font',
      'image',
      'other',
    ]);
  });

  test('sums bytes by kind, a file as often as it may be fetched, and everything into the total', () => {
    const w = weighPage('/x', [...files, file('assets/js/main.js', 'js', 150 * 1024)]);
    assert.equal(w.bytes.js, 190 * 1024);
    assert.equal(w.bytes.css, 140 * 1024);
    assert.equal(w.bytes.font, 55 * 1024);
    assert.equal(w.bytes.image, 1536);
    assert.equal(w.total, (1 + 190 + 140 + 55 + 1.5) * 1024);
    assert.equal(w.raw.js, 3 * 190 * 1024);
    assert.equal(w.files[0]?.file, 'assets/js/main.js');
  });

  test('names the route and the largest files of each exceeded budget', () => {
    const violations = budgetViolations(weighPage('/x', files), PAGE_WEIGHT_TARGET);
    assert.equal(violations.length, 4);
    assert.match(
      violations[0] ?? '',
      /^\/x: JS 190\.0 KiB gzip > 180\.0 KiB \(largest: assets\/js\/main\.js 150\.0 KiB, assets\/js\/page\.js/,
    );
    assert.match(violations[1] ?? '', /^\/x: CSS 140\.0 KiB gzip > 30\.0 KiB \(largest: assets\/css\/styles\.css/);
    assert.equal(violations[2], '/x: fonts 55.0 KiB > 50.0 KiB (2 files; largest: f/a.woff2 30.0 KiB, f/b.woff2 25.0 KiB)');
    assert.match(
      violations[3] ?? '',
      /^\/x: first load 387\.5 KiB > 280\.0 KiB \(html 1\.0 KiB, js 190\.0 KiB, css 140\.0 KiB, font 55\.0 KiB, image 1\.5 KiB; largest: /,
    );
  });

  test('a page within every budget passes, at the exact limit too', () => {
    const atLimit = [
      file('a.js', 'js', PAGE_WEIGHT_BUDGET.js - 1024),
      file('a.css', 'css', PAGE_WEIGHT_BUDGET.css),
      file('a.woff2', 'font', PAGE_WEIGHT_BUDGET.fonts),
      file(
        'index.html',
        'html',
        PAGE_WEIGHT_BUDGET.total - PAGE_WEIGHT_BUDGET.js - PAGE_WEIGHT_BUDGET.css - PAGE_WEIGHT_BUDGET.fonts + 1024,
      ),
    ];
    const w = weighPage('/ok', atLimit);
    assert.equal(w.total, PAGE_WEIGHT_BUDGET.total);
    assert.deepEqual(budgetViolations(w), []);
  });

  test('the summary names the heaviest route per budget and how many are over', () => {
    const heavy = weighPage('/heavy', files);
    const light = weighPage('/light', [file('index.html', 'html', 9000), file('a.js', 'js', 1024)]);
    const summary = summarize([light, heavy], PAGE_WEIGHT_TARGET);
    assert.match(summary, /2 routes/);
    assert.match(summary, /JS +max +190\.0 KiB on \/heavy +\(budget 180\.0 KiB; 1 route over\)/);
    assert.match(summary, /fonts +max +55\.0 KiB on \/heavy +\(budget 50\.0 KiB; 1 route over\)/);
    assert.match(summary, /HTML +max +8\.8 KiB on \/light\n/);
  });

  test('the model bounds a browser load only if no kind weighs more and no file is outside it', () => {
    const model = weighPage('/x', files);
    const fileOf = (url: string) => url.slice(1);
    const within: Transfer[] = [
      {url: '/x/index.html', kind: 'html', bytes: 1024, raw: 1},
      {url: '/assets/js/main.js', kind: 'js', bytes: 150 * 1024, raw: 1},
      {url: '/img/logo.svg', kind: 'image', bytes: 512, raw: 1},
      {url: '/img/logo.svg', kind: 'image', bytes: 512, raw: 1},
    ];
    assert.deepEqual(boundViolations(model, within, fileOf), []);
    assert.deepEqual(boundViolations(model, [...within, {url: '/img/logo.svg', kind: 'image', bytes: 1024, raw: 1}], fileOf), [
      '/x: image 2048 bytes in the browser > 1536 in the model',
    ]);
    assert.deepEqual(boundViolations(model, [{url: '/assets/js/lazy.js', kind: 'js', bytes: 10, raw: 1}], fileOf), [
      '/x: the browser fetched /assets/js/lazy.js (js), which the model does not count',
    ]);
  });
});

describe('data URIs in CSS', () => {
  const font = Buffer.alloc(3000, 1).toString('base64');
  const smallSvg = encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z"/></svg>');
  const bigPng = Buffer.alloc(3000, 2).toString('base64');

  test('reads MIME type and decoded size of quoted and unquoted URIs', () => {
    const css = `@font-face{src:url(data:font/woff2;base64,${font}) format("woff2")}.a{background:url("data:image/svg+xml;utf8,${smallSvg}")}.b{background:url('data:image/png;base64,${bigPng}')}`;
    assert.deepEqual(cssDataUris(css), [
      {mime: 'font/woff2', bytes: 3000},
      {mime: 'image/svg+xml', bytes: decodeURIComponent(smallSvg).length},
      {mime: 'image/png', bytes: 3000},
    ]);
  });

  test('fails on every inline font type and on images over the limit, not on small icons', () => {
    for (const mime of ['font/woff2', 'application/font-woff', 'application/x-font-ttf', 'font/ttf']) {
      const violations = cssInlineViolations('styles.css', `@font-face{src:url(data:${mime};base64,${font})}`);
      assert.equal(violations.length, 1, mime);
      assert.match(violations[0] ?? '', new RegExp(`^styles\\.css: 1 font inlined as data URIs \\(${mime.replace('/', '\\/')}; 2\\.9 KiB`));
    }
    assert.deepEqual(cssInlineViolations('a.css', `.a{background:url("data:image/svg+xml;utf8,${smallSvg}")}`), []);
    const big = cssInlineViolations('a.css', `.b{background:url(data:image/png;base64,${bigPng})}`);
    assert.deepEqual(big, ['a.css: 1 image over 2.0 KiB inlined as data URIs (image/png 2.9 KiB)']);
  });
});

describe('browser transfers', () => {
  test('classifies responses by resource type, then MIME type, then file name', () => {
    assert.equal(transferKind('Document', 'text/html', '/x'), 'html');
    assert.equal(transferKind('Script', '', '/a.js'), 'js');
    assert.equal(transferKind('fetch', 'text/javascript; charset=utf-8', '/a'), 'js');
    assert.equal(transferKind('Stylesheet', 'text/css', '/a.css'), 'css');
    assert.equal(transferKind('Font', 'font/woff2', '/f.woff2'), 'font');
    assert.equal(transferKind('other', '', '/f.woff2?v=1'), 'font');
    assert.equal(transferKind('other', 'image/svg+xml', '/img/icon.svg'), 'image');
    assert.equal(transferKind('fetch', 'application/json', '/search-index.json'), 'other');
  });

  test('recognizes prefetches by their Purpose or Sec-Purpose header, and nothing else', () => {
    assert.equal(isPrefetchRequest({purpose: 'prefetch'}), true);
    assert.equal(isPrefetchRequest({'Sec-Purpose': 'prefetch;prerender'}), true);
    assert.equal(isPrefetchRequest({accept: '*/*', referer: 'http://localhost/prefetch'}), false);
    assert.equal(isPrefetchRequest({}), false);
  });

  const transfers: Transfer[] = [
    {url: '/x', kind: 'html', bytes: 8 * 1024, raw: 40 * 1024},
    {url: '/main.js', kind: 'js', bytes: 165 * 1024, raw: 500 * 1024},
    {url: '/styles.css', kind: 'css', bytes: 145 * 1024, raw: 320 * 1024},
    {url: '/a.woff2', kind: 'font', bytes: 30 * 1024, raw: 30 * 1024},
    {url: '/b.woff2', kind: 'font', bytes: 25 * 1024, raw: 25 * 1024},
  ];

  test('sums requests, wire bytes and decoded bytes by kind', () => {
    const totals = transferTotals(transfers);
    assert.deepEqual(totals.font, {requests: 2, bytes: 55 * 1024, raw: 55 * 1024});
    assert.deepEqual(totals.total, {requests: 5, bytes: 373 * 1024, raw: 915 * 1024});
    assert.deepEqual(totals.image, {requests: 0, bytes: 0, raw: 0});
  });

  test('fails fonts over 50 KiB and totals over 280 KiB, naming the route and the files', () => {
    assert.deepEqual(transferViolations('/x', transfers, PAGE_WEIGHT_TARGET), [
      '/x: fonts 55.0 KiB transferred > 50.0 KiB (2 files; largest: /a.woff2 30.0 KiB, /b.woff2 25.0 KiB)',
      '/x: 373.0 KiB transferred > 280.0 KiB (html 8.0 KiB, js 165.0 KiB, css 145.0 KiB, font 55.0 KiB; largest: /main.js 165.0 KiB, /styles.css 145.0 KiB, /a.woff2 30.0 KiB)',
    ]);
    assert.deepEqual(transferViolations('/y', transfers.slice(0, 2), PAGE_WEIGHT_TARGET), []);
  });
});
