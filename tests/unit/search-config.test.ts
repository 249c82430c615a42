import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {isLocalSearch, LOCAL_APP_ID, MISSING_RESULTS_ISSUE_URL, missingResultsUrl, searchSetup} from '../../src/config/search';

describe('search setup', () => {
  it('uses the local index when no Algolia credentials are set', () => {
    const setup = searchSetup({});
    assert.equal(setup.mode, 'local');
    assert.equal(setup.algolia.appId, LOCAL_APP_ID);
    assert.equal(setup.algolia.searchPagePath, 'search');
    assert.equal(setup.algolia.contextualSearch, true);
    assert.ok(isLocalSearch(setup.algolia));
  });

  it('uses hosted DocSearch when all three credentials are set, with options from the environment', () => {
    const setup = searchSetup({
      ALGOLIA_APP_ID: 'APP123',
      ALGOLIA_SEARCH_API_KEY: 'search-key',
      ALGOLIA_INDEX_NAME: 'sablier',
      ALGOLIA_EXTERNAL_URL_REGEX: 'blog\\.sablier\\.com',
      ALGOLIA_REPLACE_PATHNAME_FROM: '/docs/',
      ALGOLIA_REPLACE_PATHNAME_TO: '/',
    });
    assert.equal(setup.mode, 'hosted');
    assert.deepEqual(setup.algolia, {
      appId: 'APP123',
      apiKey: 'search-key',
      indexName: 'sablier',
      contextualSearch: true,
      searchPagePath: 'search',
      externalUrlRegex: 'blog\\.sablier\\.com',
      replaceSearchResultPathname: {from: '/docs/', to: '/'},
    });
    assert.equal(isLocalSearch(setup.algolia), false);
  });

  it('leaves optional hosted settings out when they are not set', () => {
    const {algolia} = searchSetup({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'K', ALGOLIA_INDEX_NAME: 'I'});
    assert.equal('externalUrlRegex' in algolia, false);
    assert.equal('replaceSearchResultPathname' in algolia, false);
  });

  it('refuses a half-configured hosted search instead of silently falling back', () => {
    assert.throws(() => searchSetup({ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'I'}), /missing: ALGOLIA_SEARCH_API_KEY/);
    // Blank values count as unset.
    assert.equal(searchSetup({ALGOLIA_APP_ID: ' ', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: ''}).mode, 'local');
  });

  it('links the no-results screen to a prefilled issue', () => {
    const url = new URL(missingResultsUrl({query: 'withdrawMax <b>'}));
    assert.equal(`${url.origin}${url.pathname}`, MISSING_RESULTS_ISSUE_URL);
    assert.equal(url.searchParams.get('title'), 'Search: no results for "withdrawMax <b>"');
  });
});
