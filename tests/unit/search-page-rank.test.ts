import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {DEFAULT_PAGE_RANK, pageRankOf} from '../../plugins/local-search/page-rank';

describe('page rank', () => {
  it('ranks concepts and guides above API, apps and support, and the generated reference below hand-written pages', () => {
    const concept = pageRankOf('/concepts/nft');
    const guide = pageRankOf('/guides/lockup/examples/stream-management/cancel');
    const api = pageRankOf('/api/overview');
    const handWrittenReference = pageRankOf('/reference/errors');
    const generated = pageRankOf('/reference/lockup/contracts/contract.SablierLockup#withdrawmax');
    assert.equal(concept, guide);
    for (const lower of [api, pageRankOf('/apps/branding'), pageRankOf('/support/faq')]) assert.ok(lower < concept);
    assert.equal(handWrittenReference, api);
    assert.ok(generated < handWrittenReference);
    assert.ok(generated < pageRankOf('/apps/guides/csv-support'));
    // The Solana section ranks like the API pages, its generated program reference like the contract reference.
    assert.equal(pageRankOf('/solana/lockup/architecture'), api);
    assert.equal(pageRankOf('/solana/reference/lockup/instructions#withdraw'), generated);
  });

  it('ignores anchors and trailing slashes, and gives unclassified pages the default', () => {
    assert.equal(pageRankOf('/concepts/fees/'), pageRankOf('/concepts/fees#flat-fee'));
    assert.equal(pageRankOf('/snippets/TokenApproval'), DEFAULT_PAGE_RANK);
    assert.equal(pageRankOf('/conceptsx'), DEFAULT_PAGE_RANK);
    assert.ok(pageRankOf('/') > DEFAULT_PAGE_RANK);
  });
});
