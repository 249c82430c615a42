import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {type ChangeInfo, editUrlFor, isGeneratedDoc, type Vcs, withHistoryFallback} from '../../plugins/lib/source-links';

const REPO = 'https://github.com/example/docs';

describe('edit links', () => {
  it('point at the doc file in the repository', () => {
    assert.equal(editUrlFor(REPO, 'main', 'docs', 'concepts/streaming.mdx'), `${REPO}/blob/main/docs/concepts/streaming.mdx`);
    assert.equal(editUrlFor(`${REPO}/`, 'dev', './docs/', 'guides/a.mdx'), `${REPO}/blob/dev/docs/guides/a.mdx`);
  });

  it('are absent for generated pages', () => {
    assert.ok(isGeneratedDoc('reference/lockup/contracts/contract.SablierLockup.md'));
    assert.ok(isGeneratedDoc('.generated/reference/flow/contract.SablierFlow.md'));
    assert.ok(!isGeneratedDoc('reference/legacy/contracts/Sablier.md'));
    assert.ok(!isGeneratedDoc('reference/lockup/access-control.mdx'));
    assert.equal(editUrlFor(REPO, 'main', 'docs', 'reference/flow/contracts/contract.SablierFlow.md'), undefined);
  });
});

describe('last-updated dates', () => {
  const info: ChangeInfo = {timestamp: 1_700_000_000_000, author: 'a'};
  const fake = (read: () => Promise<ChangeInfo | null>): Vcs & {initialized: number} => {
    const vcs = {
      initialized: 0,
      initialize: () => {
        vcs.initialized++;
      },
      getFileCreationInfo: read,
      getFileLastUpdateInfo: read,
    };
    return vcs;
  };

  it('come from Git when the history is complete', async () => {
    const git = fake(async () => info);
    const vcs = withHistoryFallback(git, () => true);
    vcs.initialize(undefined as never);
    assert.equal(git.initialized, 1);
    assert.deepEqual(await vcs.getFileLastUpdateInfo('docs/a.mdx'), info);
  });

  it('are left out for generated pages, which Git does not track', async () => {
    let reads = 0;
    const vcs = withHistoryFallback(
      fake(async () => {
        reads++;
        return info;
      }),
      () => true,
    );
    assert.equal(await vcs.getFileLastUpdateInfo('/site/docs/.generated/reference/lockup/contracts/contract.SablierLockup.md'), null);
    assert.equal(await vcs.getFileCreationInfo('C:\\site\\docs\\.generated\\solana\\reference\\lockup\\errors.md'), null);
    assert.equal(reads, 0);
    assert.deepEqual(await vcs.getFileLastUpdateInfo('/site/docs/reference/lockup/access-control.mdx'), info);
  });

  it('are left out in a shallow clone instead of showing the clone date', async () => {
    let reads = 0;
    const vcs = withHistoryFallback(
      fake(async () => {
        reads++;
        return info;
      }),
      () => false,
    );
    assert.equal(await vcs.getFileLastUpdateInfo('docs/a.mdx'), null);
    assert.equal(reads, 0);
  });

  it('are left out, not fatal, when Git fails or is missing', async () => {
    const failing = withHistoryFallback(
      fake(async () => {
        throw new Error('fatal: not a git repository');
      }),
      () => true,
    );
    assert.equal(await failing.getFileLastUpdateInfo('docs/a.mdx'), null);
    const noGit = withHistoryFallback(
      fake(async () => info),
      () => {
        throw new Error('spawn git ENOENT');
      },
    );
    assert.equal(await noGit.getFileCreationInfo('docs/a.mdx'), null);
  });
});
