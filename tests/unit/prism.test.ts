import assert from 'node:assert/strict';
import {test} from 'node:test';
import {contrastRatio} from '../../src/lib/contrast';
import {prism} from '../../src/config/prism';

test('every token colour of both code themes reaches 4.5:1 on the code background', () => {
  for (const theme of [prism.theme, prism.darkTheme]) {
    const background = theme.plain.backgroundColor ?? '';
    for (const color of [theme.plain.color, ...theme.styles.map((s) => s.style.color)]) {
      if (!color) continue;
      assert.ok(contrastRatio(color, background) >= 4.5, `${color} on ${background}`);
    }
  }
});

test('the code themes highlight Solidity and shell, on top of the bundled languages', () => {
  assert.deepEqual(prism.additionalLanguages, ['solidity', 'bash', 'diff']);
});
