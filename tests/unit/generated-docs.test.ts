import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  DOCS_INCLUDE,
  GENERATED_DIR_NAME,
  generatedFileOf,
  isGeneratedFile,
  normalizeRoute,
  placeGeneratedDocs,
  sidebarDirOf,
  withGeneratedFrontMatter,
} from '../../plugins/lib/generated-docs';

describe('generated docs', () => {
  it('maps a route to one file in the generated folder', () => {
    assert.equal(
      generatedFileOf('/reference/lockup/contracts/contract.SablierLockup'),
      `docs/${GENERATED_DIR_NAME}/reference/lockup/contracts/contract.SablierLockup.md`,
    );
    assert.equal(generatedFileOf('/reference/x/'), `docs/${GENERATED_DIR_NAME}/reference/x.md`);
  });

  it('tells a generated page file from a hand-written one, whatever the path separator', () => {
    assert.ok(isGeneratedFile('/repo/docs/.generated/reference/lockup/contracts/contract.SablierLockup.md'));
    assert.ok(isGeneratedFile('docs/.generated/solana/reference/lockup/instructions.md'));
    assert.ok(isGeneratedFile('C:\\repo\\docs\\.generated\\solana\\reference\\x.md'));
    assert.ok(!isGeneratedFile('/repo/docs/concepts/lockup/stream-shapes.mdx'));
    assert.ok(!isGeneratedFile('/repo/mydocs/.generated/x.md'));
    assert.ok(!isGeneratedFile(undefined));
  });

  it('rejects anything that is not a page route', () => {
    for (const bad of ['reference/x', '/', '/a/../b', '/a#b', '/a//b', '/a/./b']) {
      assert.throws(() => normalizeRoute(bad), /not a page route/, bad);
    }
  });

  it('adds the slug and removes the edit link, keeping the rest of the frontmatter', () => {
    const out = withGeneratedFrontMatter('---\ntitle: "X"\n---\n\nBody\n', '/reference/a/b');
    assert.equal(out, '---\nslug: "/reference/a/b"\ncustom_edit_url: null\ntitle: "X"\n---\n\nBody\n');
    assert.equal(withGeneratedFrontMatter('Body\n', '/r/b'), '---\nslug: "/r/b"\ncustom_edit_url: null\n---\n\nBody\n');
    assert.throws(() => withGeneratedFrontMatter('---\nslug: /elsewhere\n---\n', '/r/b'), /sets slug/);
  });

  it('places generated pages in the sidebar folder of their route and leaves authored ones alone', () => {
    assert.equal(sidebarDirOf(`${GENERATED_DIR_NAME}/reference/lockup/contracts`), 'reference/lockup/contracts');
    assert.equal(sidebarDirOf(GENERATED_DIR_NAME), '.');
    assert.equal(sidebarDirOf('reference/lockup'), 'reference/lockup');
    assert.equal(sidebarDirOf('.generatedness'), '.generatedness');
    const authored = {id: 'a', sourceDirName: 'reference'};
    const placed = placeGeneratedDocs([authored, {id: 'g', sourceDirName: `${GENERATED_DIR_NAME}/reference/flow/contracts/types`}]);
    assert.equal(placed[0], authored);
    assert.deepEqual(placed[1], {id: 'g', sourceDirName: 'reference/flow/contracts/types'});
  });

  it('includes the generated folder in the docs plugin, Markdown only', () => {
    assert.ok(DOCS_INCLUDE.includes(`${GENERATED_DIR_NAME}/**/*.md`));
  });
});
