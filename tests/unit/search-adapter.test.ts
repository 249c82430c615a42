import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {answer, facetFilterPredicate} from '../../src/lib/search/adapter';
import {createLocalSearchClient, RetryError} from '../../src/lib/search/client';
import {encodeIndex} from '../../src/lib/search/codec';
import {buildQuery, createEngine, searchEngine, swaps} from '../../src/lib/search/engine';
import {editDistance, escapeHtml} from '../../src/lib/search/highlight';
import {observeSearches, type SearchOutcome, sectionsOf} from '../../src/lib/search/observe';
import {pageRankOf} from '../../plugins/local-search/page-rank';
import {camelParts, indexTerms, tokenize} from '../../src/lib/search/tokenize';
import type {DocSearchRecord, SearchRequest} from '../../src/lib/search/types';

const SITE = 'https://docs.sablier.com';

function rec(
  url: string,
  type: DocSearchRecord['type'],
  [lvl0, lvl1, lvl2 = null, lvl3 = null]: [string, string, (string | null)?, (string | null)?],
  content: string | null = null,
  docusaurus_tag = 'docs-default-current',
): DocSearchRecord {
  return {url, type, hierarchy: {lvl0, lvl1, lvl2, lvl3}, content, language: 'en', docusaurus_tag, weight: {pageRank: pageRankOf(url)}};
}

const RECORDS: DocSearchRecord[] = [
  rec('/concepts/fees', 'lvl1', ['Concepts', 'Fees']),
  rec('/concepts/fees', 'content', ['Concepts', 'Fees'], 'A flat fee is charged when a recipient withdraws from a stream.'),
  rec('/guides/lockup/withdraw', 'lvl1', ['Guides', 'Withdraw from a stream']),
  rec('/guides/lockup/withdraw#withdraw-max', 'lvl2', ['Guides', 'Withdraw from a stream', 'Withdraw the maximum']),
  rec(
    '/guides/lockup/withdraw#withdraw-max',
    'content',
    ['Guides', 'Withdraw from a stream', 'Withdraw the maximum'],
    'Call withdrawMax to take out everything that has streamed so far.',
  ),
  rec('/reference/lockup/contracts/SablierLockup', 'lvl1', ['References', 'SablierLockup']),
  rec('/reference/lockup/contracts/SablierLockup#createwithdurationsll', 'lvl2', ['References', 'SablierLockup', 'createWithDurationsLL']),
  rec(
    '/reference/lockup/contracts/SablierLockup#createwithdurationsll',
    'content',
    ['References', 'SablierLockup', 'createWithDurationsLL'],
    'Creates a Lockup Linear stream with durations; the start time is the block timestamp.',
  ),
  rec('/concepts/streaming', 'lvl1', ['Concepts', 'Streaming']),
  rec(
    '/concepts/streaming',
    'content',
    ['Concepts', 'Streaming'],
    'Streams pay tokens every second. A cancelable stream can be stopped: cancel it and the withdrawn part stays with the recipient. Withdraw withdraw withdraw.',
  ),
  rec('/concepts/security', 'lvl1', ['Concepts', 'Security']),
  rec('/concepts/security', 'content', ['Concepts', 'Security'], 'Never paste <img src=x onerror=alert(1)> into "quotes" & such.'),
  rec('/concepts/statuses', 'lvl1', ['Concepts', 'Stream statuses']),
  rec('/concepts/statuses', 'content', ['Concepts', 'Stream statuses'], 'You can cancel it at any time.'),
  rec('/guides/manage', 'lvl1', ['Guides', 'Manage']),
  rec('/guides/manage#cancel', 'lvl2', ['Guides', 'Manage', 'Cancel a stream']),
  rec('/', 'lvl1', ['Documentation', 'Sablier Docs'], null, 'default'),
  {...rec('/fr/concepts/fees', 'lvl1', ['Concepts', 'Fees'], null), language: 'fr'},
];

const engine = createEngine(RECORDS);
const ask = (query: string, extra: Partial<SearchRequest> = {}) => answer(engine, {indexName: 'docs', query, ...extra}, {siteUrl: SITE});

describe('tokenizer', () => {
  it('splits words on punctuation and identifiers on camelCase', () => {
    assert.deepEqual(tokenize('SablierLockup.withdrawMax(streamId, to_address)'), [
      'SablierLockup',
      'withdrawMax',
      'streamId',
      'to',
      'address',
    ]);
    assert.deepEqual(camelParts('createWithDurationsLL'), ['create', 'With', 'Durations', 'LL']);
    assert.deepEqual(camelParts('IERC721Metadata'), ['IERC', '721', 'Metadata']);
    assert.deepEqual(indexTerms('withdrawMax'), ['withdrawmax', 'withdraw', 'max']);
    assert.deepEqual(indexTerms('stream'), ['stream']);
    // Addresses and hashes stay whole.
    assert.deepEqual(camelParts('0x3962f6585946823440d274aD7C719B02b49DE51E'), ['0x3962f6585946823440d274aD7C719B02b49DE51E']);
  });

  it('bounds edit distances', () => {
    assert.equal(editDistance('withdraw', 'withdarw', 2), 2);
    assert.equal(editDistance('fees', 'fee', 2), 1);
    assert.equal(editDistance('abc', 'xyzxyz', 2), 3);
  });
});

describe('ranking', () => {
  const urls = (query: string) => ask(query).hits.map((h) => h.url.replace(SITE, ''));

  it('ranks page titles and headings above body text', () => {
    // The page titled "Withdraw..." and its section headed "Withdraw..." come before a page that says it in its body.
    assert.deepEqual(urls('withdraw').slice(0, 2).sort(), ['/guides/lockup/withdraw', '/guides/lockup/withdraw#withdraw-max']);
    assert.ok(urls('withdraw').indexOf('/concepts/streaming') > 1);
    assert.equal(urls('fees')[0], '/concepts/fees');
  });

  it('finds identifiers by exact name, by parts and lower-cased', () => {
    for (const q of ['withdrawMax', 'withdrawmax', 'withdraw max']) {
      assert.ok(urls(q).includes('/guides/lockup/withdraw#withdraw-max'), q);
    }
    for (const q of ['createWithDurationsLL', 'createwithdurationsll', 'create with durations']) {
      assert.equal(urls(q)[0], '/reference/lockup/contracts/SablierLockup#createwithdurationsll', q);
    }
  });

  it('matches prefixes as you type and tolerates typos', () => {
    assert.equal(urls('Sablier Lock')[0], '/reference/lockup/contracts/SablierLockup');
    assert.match(urls('withdarw')[0] ?? '', /^\/guides\/lockup\/withdraw(#|$)/);
    assert.equal(urls('streeming')[0], '/concepts/streaming');
    assert.ok(urls('cancle').includes('/concepts/streaming')); // a swap of two letters
    assert.deepEqual(urls('xyzzy'), []);
  });

  it('ranks the section holding every word first, and still finds one word when no section has them all', () => {
    assert.equal(urls('flat fee')[0], '/concepts/fees');
    assert.ok(urls('fee zebra').includes('/concepts/fees'));
    assert.deepEqual(urls('zebra'), []);
  });

  it('prefers sections that hold the query words together', () => {
    // A page title holding one word loses to a heading holding both.
    const ranked = urls('cancel stream ');
    assert.equal(ranked[0], '/guides/manage#cancel');
    // Each of these holds both words somewhere; the page that names neither in a heading comes after the heading.
    assert.ok(ranked.indexOf('/concepts/streaming') > 0);
  });

  it('after text relevance, ranks by page rank: concepts and guides before the generated reference', () => {
    const records = [
      rec('/reference/lockup/contracts/contract.SablierLockup', 'lvl1', ['References', 'SablierLockup']),
      rec('/reference/lockup/contracts/contract.SablierLockup#getclifftime', 'lvl3', [
        'References',
        'SablierLockup',
        'Functions',
        'getCliffTime',
      ]),
      rec('/reference/lockup/contracts/contract.SablierLockup#cliff', 'lvl3', ['References', 'SablierLockup', 'Functions', 'cliff']),
      rec('/concepts/lockup/stream-shapes', 'lvl1', ['Concepts', 'Stream Shapes']),
      rec('/concepts/lockup/stream-shapes#linear', 'lvl2', ['Concepts', 'Stream Shapes', 'Linear']),
      rec('/concepts/lockup/stream-shapes#cliff', 'lvl3', ['Concepts', 'Stream Shapes', 'Linear', 'Cliff']),
      rec('/guides/lockup/etherscan', 'lvl1', ['Guides', 'Etherscan']),
      rec('/guides/lockup/etherscan#using-getclifftime', 'lvl3', ['Guides', 'Etherscan', 'Reading', 'Using getCliffTime']),
      rec('/api/lockup/entities', 'lvl1', ['APIs', 'Entities']),
      rec('/api/lockup/entities#cliff', 'lvl3', ['APIs', 'Entities', 'Stream', 'cliff']),
    ];
    const local = createEngine(records);
    const top = (query: string) => answer(local, {indexName: 'docs', query}, {siteUrl: ''}).hits.map((h) => h.url);
    // Equal text relevance (an h3 named "cliff" on each page): the concept first, then the API page, then the reference.
    assert.deepEqual(top('cliff').slice(0, 3), [
      '/concepts/lockup/stream-shapes#cliff',
      '/api/lockup/entities#cliff',
      '/reference/lockup/contracts/contract.SablierLockup#cliff',
    ]);
    // Page rank never beats a better match: the page titled "SablierLockup" stays first.
    assert.equal(top('SablierLockup')[0], '/reference/lockup/contracts/contract.SablierLockup');
    // An exactly matching heading ranks before page rank: the entry before "Using getCliffTime" in a guide.
    assert.equal(top('getCliffTime')[0], '/reference/lockup/contracts/contract.SablierLockup#getclifftime');
    assert.equal(top('get cliff time')[0], '/reference/lockup/contracts/contract.SablierLockup#getclifftime');
  });

  it('searches without stop words when the query has other words, but keeps the word being typed', () => {
    assert.deepEqual(
      buildQuery('cancel a stream ')?.words.map((w) => w.word),
      ['cancel', 'stream'],
    );
    assert.deepEqual(
      buildQuery('how to')?.words.map((w) => w.word),
      ['to'],
    );
    assert.deepEqual(
      buildQuery('the')?.words.map((w) => w.word),
      ['the'],
    );
    assert.deepEqual(buildQuery('cancel a stream ')?.allWords, ['cancel', 'a', 'stream']);
    // "a" is in no heading of the Manage guide: the query still finds it first.
    assert.equal(urls('cancel a stream ')[0], '/guides/manage#cancel');
  });

  it('returns one hit per URL (distinct sections)', () => {
    const all = urls('withdraw');
    assert.equal(new Set(all).size, all.length);
  });
});

describe('answers like DocSearch', () => {
  it('has the response fields the modal and the search page read', () => {
    const res = ask('fees', {hitsPerPage: 1});
    assert.equal(res.query, 'fees');
    assert.equal(res.index, 'docs');
    assert.equal(res.hitsPerPage, 1);
    assert.equal(res.nbHits, 2); // the Fees page and the French one (no filter)
    assert.equal(res.nbPages, 2);
    assert.equal(ask('fees', {hitsPerPage: 1, page: 1}).hits.length, 1);
    const [hit] = res.hits;
    assert.ok(hit);
    assert.equal(hit.url, `${SITE}/concepts/fees`);
    assert.equal(hit.url_without_anchor, `${SITE}/concepts/fees`);
    assert.equal(hit.type, 'lvl1');
    assert.deepEqual(hit.hierarchy, {lvl0: 'Concepts', lvl1: 'Fees', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null});
    assert.deepEqual(Object.keys(hit._highlightResult.hierarchy), ['lvl0', 'lvl1']);
  });

  it('highlights matched words with the requested tags, prefixes partially', () => {
    const pre = '<mark>';
    const post = '</mark>';
    const [hit] = ask('withdrawMax', {highlightPreTag: pre, highlightPostTag: post}).hits;
    assert.equal(hit?._highlightResult.content?.value, 'Call <mark>withdrawMax</mark> to take out everything that has streamed so far.');
    assert.equal(hit?._highlightResult.content?.matchLevel, 'full');
    assert.deepEqual(hit?._highlightResult.content?.matchedWords, ['withdrawmax']);
    const lvl1 = ask('Sablier Lock', {highlightPreTag: pre, highlightPostTag: post}).hits[0]?._highlightResult.hierarchy.lvl1;
    assert.equal(lvl1?.value, '<mark>SablierLock</mark>up');
    // The theme's search page sends no tags: DocSearch's index default, which it restyles.
    assert.match(
      ask('fees').hits[0]?._highlightResult.hierarchy.lvl1?.value ?? '',
      /^<span class="algolia-docsearch-suggestion--highlight">Fees<\/span>$/,
    );
  });

  it('snippets the part of the text that holds the most query words', () => {
    const [hit] = ask('recipient stream', {
      attributesToSnippet: ['content:6'],
      highlightPreTag: '[',
      highlightPostTag: ']',
      snippetEllipsisText: '…',
    }).hits.filter((h) => h.url.endsWith('/concepts/fees'));
    assert.equal(hit?._snippetResult.content?.value, '…a [recipient] withdraws from a [stream].');
  });

  it('snippets content around the first match', () => {
    const [hit] = ask('recipient', {
      attributesToSnippet: ['content:5'],
      highlightPreTag: '[',
      highlightPostTag: ']',
      snippetEllipsisText: '…',
    }).hits.filter((h) => h.url.endsWith('/concepts/fees'));
    assert.equal(hit?._snippetResult.content?.value, '…when a [recipient] withdraws from…');
  });

  it('never lets record text or the query become markup', () => {
    const hostile = ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>'];
    for (const q of hostile) {
      const res = ask(q, {highlightPreTag: '<mark>', highlightPostTag: '</mark>'});
      assert.equal(res.query, q);
      const html = JSON.stringify(res.hits);
      assert.ok(!/<img|<script|onerror=alert\(1\)>/.test(html.replace(/\\"/g, '"')), html);
    }
    const [hit] = ask('onerror quotes', {highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits;
    assert.equal(
      hit?._highlightResult.content?.value,
      'Never paste &lt;img src=x <mark>onerror</mark>=alert(1)&gt; into &quot;<mark>quotes</mark>&quot; &amp; such.',
    );
    assert.equal(hit?.content, 'Never paste &lt;img src=x onerror=alert(1)&gt; into &quot;quotes&quot; &amp; such.');
    assert.equal(escapeHtml(`<'&">`), '&lt;&#039;&amp;&quot;&gt;');
  });

  it('survives very long and punctuation-only queries', () => {
    const long = 'withdraw '.repeat(1200).slice(0, 10_000);
    const started = performance.now();
    const res = ask(long);
    assert.ok(performance.now() - started < 1000);
    assert.equal(res.query.length, 10_000);
    assert.ok(res.nbHits > 0);
    for (const q of ['!!!', '"><', '...', '()[]{}']) assert.equal(ask(q).nbHits, 0, q);
    assert.equal(buildQuery('   '), null);
  });

  it('applies facet filters: AND across the list, OR inside nested lists, negation', () => {
    const contextual = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    assert.equal(ask('fees', {facetFilters: contextual}).nbHits, 1);
    assert.equal(ask('fees', {facetFilters: ['language:fr']}).hits[0]?.url, `${SITE}/fr/concepts/fees`);
    assert.equal(ask('docs', {facetFilters: ['docusaurus_tag:default']}).hits[0]?.url, `${SITE}/`);
    assert.equal(ask('docs', {facetFilters: 'docusaurus_tag:docs-default-current'}).nbHits, 0);
    const notConcepts = facetFilterPredicate(['-hierarchy.lvl0:Concepts']);
    assert.equal(notConcepts(RECORDS[0] as DocSearchRecord), false);
    assert.equal(notConcepts(RECORDS[2] as DocSearchRecord), true);
  });

  it('counts facet values of the matching hits', () => {
    const res = ask('withdraw', {facets: ['docusaurus_tag', 'language'], hitsPerPage: 0});
    assert.deepEqual(res.hits, []);
    assert.equal(res.facets?.language?.en, res.nbHits);
    assert.equal(res.facets?.docusaurus_tag?.['docs-default-current'], res.nbHits);
  });

  it('lists everything for an empty query, as Algolia does', () => {
    assert.equal(ask('').nbHits, new Set(RECORDS.map((r) => r.url)).size);
  });
});

describe('local client', () => {
  const file = encodeIndex(RECORDS);

  it('answers both request shapes (DocSearch and algoliasearch-helper)', async () => {
    const client = createLocalSearchClient({siteUrl: SITE, loadIndex: async () => file});
    const modal = await client.search({requests: [{indexName: 'docs', query: 'fees'}]});
    const helper = await client.search([{indexName: 'docs', params: {query: 'fees', hitsPerPage: 15}}]);
    assert.equal(modal.results[0]?.nbHits, 2);
    assert.equal(helper.results[0]?.hitsPerPage, 15);
  });

  it('loads the index once, on first search, and retries after a failure', async () => {
    let calls = 0;
    const client = createLocalSearchClient({
      siteUrl: SITE,
      loadIndex: async () => {
        calls++;
        if (calls === 1) throw new Error('offline');
        return file;
      },
    });
    assert.equal(calls, 0);
    client.preload(); // fails quietly: the search that follows reports it
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.equal(calls, 1);
    calls = 0;
    const settled: boolean[] = [];
    const observed = observeSearches(client, (outcome) => settled.push(outcome.ok));
    await assert.rejects(observed.search({requests: [{indexName: 'docs', query: 'fees'}]}), (error: Error) => {
      // DocSearch shows its error screen for errors named RetryError.
      assert.ok(error instanceof RetryError);
      assert.equal(error.name, 'RetryError');
      return true;
    });
    await observed.search({requests: [{indexName: 'docs', query: 'fees'}]});
    await client.search({requests: [{indexName: 'docs', query: 'withdraw'}]});
    assert.equal(calls, 2);
    assert.deepEqual(settled, [false, true]);
  });

  it('observed searches report the sections of their hits, and only RetryErrors as failures', async () => {
    const client = createLocalSearchClient({siteUrl: SITE, loadIndex: async () => file});
    const outcomes: SearchOutcome[] = [];
    const observed = observeSearches(client, (outcome) => outcomes.push(outcome));
    const response = await observed.search({requests: [{indexName: 'docs', query: 'withdraw'}]});
    assert.ok(response.results[0]?.hits.length);
    assert.deepEqual(outcomes.slice(), [{ok: true, sections: ['Guides', 'Concepts']}]);
    const failing = observeSearches({search: async () => Promise.reject(new Error('Invalid API key'))}, (o: SearchOutcome) =>
      outcomes.push(o),
    );
    await assert.rejects(failing.search());
    assert.equal(outcomes.length, 1, "an API error is not the error screen's network failure");
    assert.deepEqual(
      sectionsOf([{hits: [{hierarchy: {lvl0: 'A &amp; B'}}, {hierarchy: {lvl0: 'C'}}]}, {hits: [{hierarchy: {lvl0: 'D'}}, {}]}]),
      ['A & B', 'C', 'D'],
    );
  });
});

describe('engine', () => {
  it('builds a query tree: any word may match, camelCase words by name or all parts', () => {
    const parsed = buildQuery('withdrawMax str');
    assert.deepEqual(
      parsed?.words.map((w) => [w.word, w.parts, w.prefix]),
      [
        ['withdrawmax', ['withdraw', 'max'], false],
        ['str', [], true],
      ],
    );
    const withdrawMax = parsed?.words[0]?.terms;
    for (const term of ['withdrawmax', 'withdraw', 'max', 'iwthdrawmax', 'withdrawmxa']) assert.ok(withdrawMax?.has(term), term);
    assert.deepEqual(swaps('fees'), ['efes', 'fese']);
    assert.equal(buildQuery('stream ')?.terms[0]?.prefix, false);
    assert.equal(parsed && searchEngine(engine, parsed)[0]?.section.url, '/guides/lockup/withdraw#withdraw-max');
  });
});

describe('stop words and synonyms', () => {
  it('drops the words of a question and keeps what it asks about', () => {
    assert.deepEqual(
      buildQuery('why did my transaction revert ')?.words.map((w) => w.word),
      ['transaction', 'revert'],
    );
  });

  it("finds a page by the site's word when the reader types another", () => {
    const top = (q: string) => searchEngine(engine, buildQuery(q) ?? assert.fail(q))[0]?.section.url;
    assert.equal(top('revoke a stream '), '/guides/manage#cancel');
    // The synonym ranks as the word itself: the heading that says "cancel" beats a body that says it in passing.
    assert.equal(buildQuery('revoke ')?.words[0]?.synonyms.has('cancel'), true);
    assert.equal(searchEngine(engine, buildQuery('revokes ') ?? assert.fail()).length, 0, 'only the listed word has synonyms');
  });
});
