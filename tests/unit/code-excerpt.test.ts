import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {codeRegions, regionNames, withoutRegionMarkers} from '../../plugins/lib/code-excerpt';

const SOURCE = [
  '// #region imports',
  "import x from 'x';",
  '// #endregion imports',
  '',
  'export function f(): void {',
  '  // #region body',
  '  const a = 1;',
  '    console.log(a);',
  '  // #endregion body',
  '}',
  '',
].join('\n');

describe('code excerpts', () => {
  it('cuts one region, dedented, without its markers', () => {
    assert.equal(codeRegions(SOURCE, ['body']), 'const a = 1;\n  console.log(a);');
  });

  it('joins several regions in file order with a blank line', () => {
    assert.equal(codeRegions(SOURCE, ['body', 'imports']), "import x from 'x';\n\nconst a = 1;\n  console.log(a);");
  });

  it('gives the whole file without any marker line', () => {
    const whole = withoutRegionMarkers(SOURCE);
    assert.ok(!whole.includes('#region') && !whole.includes('#endregion'));
    assert.ok(whole.includes('export function f(): void {\n  const a = 1;'));
    assert.ok(whole.endsWith('}\n'));
  });

  it('fails on a missing, unclosed, nested or mismatched region', () => {
    assert.throws(() => codeRegions(SOURCE, ['nope']), /region "nope" not found \(regions: imports, body\)/);
    assert.throws(() => regionNames('// #region a\nx'), /"a" is never closed/);
    assert.throws(() => regionNames('// #region a\n// #region b\n// #endregion b\n// #endregion a'), /opens inside region "a"/);
    assert.throws(() => regionNames('// #region a\n// #endregion b'), /closes "a"/);
    assert.throws(() => regionNames('// #region\n'), /needs a name/);
  });
});
