/**
 * The Mermaid fences of the docs, found the way the MDX compiler finds them (remark-parse and remark-math, plus
 * remark-mdx for .mdx files), so that each source is exactly the text the build's remark plugin hashes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

export interface MermaidFence {
  /** Relative to the docs folder. */
  file: string;
  line: number;
  source: string;
}

function docFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export function mermaidFences(docsDir: string): MermaidFence[] {
  const fences: MermaidFence[] = [];
  const md = unified().use(remarkParse).use(remarkMath);
  const mdx = unified().use(remarkParse).use(remarkMath).use(remarkMdx);
  for (const file of docFiles(docsDir)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('```mermaid')) continue;
    const tree = (file.endsWith('.mdx') ? mdx : md).parse(text) as Root;
    visit(tree, 'code', (node: Code) => {
      if (node.lang === 'mermaid')
        fences.push({file: path.relative(docsDir, file), line: node.position?.start.line ?? 0, source: node.value});
    });
  }
  return fences;
}
