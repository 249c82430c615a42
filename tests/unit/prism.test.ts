import assert from 'node:assert/strict';
import {test} from 'node:test';
import {normalizeTokens as original, themes} from 'prism-react-renderer';
import {type PrismTheme, normalizeTokens, styleForToken, themeToDict} from '../../src/lib/prism/tokens';

// The build must tokenize exactly as prism-react-renderer does, so the code blocks look the same.
test('normalizeTokens matches prism-react-renderer on nested, aliased and multi-line tokens', () => {
  const tokens = [
    'contract ',
    {type: 'class-name', content: 'A', alias: 'x'},
    ' {\n',
    {type: 'comment', content: '/* one\ntwo */'},
    '\n\n',
    {type: 'string', content: [{type: 'punctuation', content: '"'}, 'hi', {type: 'punctuation', content: '"'}]},
  ];
  // biome-ignore lint/suspicious/noExplicitAny: the package's own token type.
  assert.deepEqual(normalizeTokens(tokens), original(tokens as any));
  assert.deepEqual(normalizeTokens(['']), original(['']));
});

test('themeToDict and styleForToken follow the theme, languages included', () => {
  const theme = themes.github as PrismTheme;
  const dict = themeToDict(theme, 'solidity');
  assert.deepEqual(dict.root, theme.plain);
  assert.equal(dict.plain?.backgroundColor, undefined);
  const comment = theme.styles.find((s) => s.types.includes('comment'))?.style;
  assert.deepEqual(styleForToken(dict, {types: ['comment']}), {...comment});
  assert.equal(styleForToken(dict, {types: ['plain']}), undefined);
  assert.deepEqual(styleForToken(dict, {types: ['plain'], empty: true}), {display: 'inline-block'});
  const custom: PrismTheme = {plain: {}, styles: [{types: ['keyword'], languages: ['graphql'], style: {color: 'red'}}]};
  assert.equal(themeToDict(custom, 'solidity').keyword, undefined);
  assert.deepEqual(themeToDict(custom, 'graphql').keyword, {color: 'red'});
});
