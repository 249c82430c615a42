import assert from 'node:assert/strict';
import {test} from 'node:test';
import {contrastRatio, parseColor, withMinContrast} from '../../plugins/lib/contrast';

test('contrast ratios match the WCAG reference values', () => {
  assert.equal(contrastRatio('#000000', '#ffffff'), 21);
  assert.equal(contrastRatio('#ffffff', '#ffffff'), 1);
  assert.ok(Math.abs(contrastRatio('#767676', '#ffffff') - 4.54) < 0.01);
});

test('parses hex and rgb() colours', () => {
  assert.deepEqual(parseColor('#fff'), [255, 255, 255]);
  assert.deepEqual(parseColor('#f6f8fa'), [246, 248, 250]);
  assert.deepEqual(parseColor('rgb(105, 112, 152)'), [105, 112, 152]);
  assert.throws(() => parseColor('papayawhip'), /Unsupported/);
});

test('withMinContrast darkens on light backgrounds and lightens on dark ones, only as far as needed', () => {
  const onLight = withMinContrast('#999988', '#f6f8fa');
  assert.ok(contrastRatio(onLight, '#f6f8fa') >= 4.5);
  assert.ok(contrastRatio(onLight, '#f6f8fa') < 5);
  const onDark = withMinContrast('rgb(105, 112, 152)', '#292d3e');
  assert.ok(contrastRatio(onDark, '#292d3e') >= 4.5);
  assert.equal(withMinContrast('#00009f', '#f6f8fa'), '#00009f');
});
