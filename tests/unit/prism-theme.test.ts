import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {contrastRatio} from '../../plugins/lib/contrast';
import {LINE_TINTS, prism, type Tint, tinted} from '../../config/prism';

test('every token colour of both code themes reaches 4.5:1 on the code background and on marked lines', () => {
  for (const [theme, tints] of [
    [prism.theme, LINE_TINTS.light],
    [prism.darkTheme, LINE_TINTS.dark],
  ] as const) {
    const background = theme.plain.backgroundColor ?? '';
    const backgrounds = [background, ...tints.map((t) => tinted(background, t))];
    assert.equal(backgrounds.length, 3);
    for (const color of [theme.plain.color, ...theme.styles.map((s) => s.style.color)]) {
      if (!color) continue;
      for (const bg of backgrounds) assert.ok(contrastRatio(color, bg) >= 4.5, `${color} on ${bg}`);
    }
  }
});

test('the line tints the themes are checked on are the ones the code block stylesheet draws', () => {
  const css = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'theme', 'CodeBlock', 'styles.module.css'), 'utf8');
  const tintsOf = (selector: string): Tint[] => {
    const block = css.slice(css.indexOf(selector)).match(/\{([^}]*)\}/)?.[1] ?? '';
    return ['--docusaurus-highlighted-code-line-bg', '--code-block-error-line-bg'].map((name) => {
      const m = block.match(new RegExp(`${name}:\\s*rgb\\((\\d+) (\\d+) (\\d+) / ([\\d.]+)\\)`));
      assert.ok(m, `${selector} ${name}`);
      return [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
    });
  };
  assert.deepEqual(tintsOf(':where(:root)'), LINE_TINTS.light);
  assert.deepEqual(tintsOf(':where([data-theme="dark"])'), LINE_TINTS.dark);
  // Nothing else sets the highlighted-line tint (src/css/custom.css did).
  const custom = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'css', 'custom.css'), 'utf8');
  assert.ok(!custom.includes('--docusaurus-highlighted-code-line-bg'));
});

/** Languages of the docs' code fences and CodeBlock elements. */
function languagesInDocs(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const m of text.matchAll(/^\s*```([\w-]+)/gm)) found.add(m[1] as string);
        for (const m of text.matchAll(/language="([\w-]+)"/g)) found.add(m[1] as string);
      }
    }
  };
  walk(path.join(__dirname, '..', '..', 'docs'));
  return found;
}

// Fences that are not code, or are meant as plain text.
const PLAIN = new Set(['text', 'csv', 'mermaid']);

test('every language the docs highlight has a grammar among the bundled Prism languages', () => {
  const scope = globalThis as {Prism?: {languages: Record<string, unknown>}};
  const before = scope.Prism;
  scope.Prism = require('prismjs/components/prism-core');
  for (const lang of prism.additionalLanguages) require(`prismjs/components/prism-${lang}`);
  const {languages} = scope.Prism as {languages: Record<string, unknown>};
  scope.Prism = before;
  const used = [...languagesInDocs()].filter((l) => !PLAIN.has(l));
  assert.ok(used.includes('solidity') && used.includes('graphql'), `scan found ${used.join(', ')}`);
  for (const lang of used) assert.ok(languages[lang], `no Prism grammar for \`\`\`${lang} (add it to prism.additionalLanguages)`);
});
