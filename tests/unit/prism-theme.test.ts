import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
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
