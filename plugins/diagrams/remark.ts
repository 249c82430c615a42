/**
 * Remark plugin: a ```mermaid fence becomes `<Diagram hash="..." />`. The SVG comes from the committed cache
 * (./cache: rendered once in a browser by `npm run diagrams`), is assembled for both colour modes (./assemble) and
 * written to generated/static/assets/diagrams/<hash>.svg, named by its content; the plugin's postBuild puts it into
 * the static HTML, so diagrams cost no JavaScript and read with JavaScript off. The page's JS only carries the hash:
 * after a client-side navigation the Diagram component fetches the same file. No browser runs in the build.
 *
 * A fence missing from the cache stops a production build with one line saying what to run; the development
 * server shows its source under a notice instead, so a writer without a browser can still preview the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {BlockContent, Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {contentHash} from '../page-assets/hash';
import {assembleDiagram} from './assemble';
import {DIAGRAM_CACHE, RENDER_COMMAND, readCached} from './cache';
import {diagramKey} from './key';

export interface DiagramOptions {
  /**
   * Folder the assembled SVG files are written to (served at /assets/diagrams/), relative to the site folder (the
   * working directory of a build) or absolute. Relative in the site config: the docs options are serialized into
   * the client bundle, which must not carry a path of the build machine.
   */
  outDir: string;
  /** The committed cache, relative to the site folder (default: diagrams/). */
  cacheDir?: string;
  /** Whether a diagram missing from the cache stops the build (default: in production builds). */
  strict?: boolean;
}

/** Assembled diagrams of this process, by cache key: each is assembled and written once. */
const assembled = new Map<string, string>();

export function diagramFile(outDir: string, hash: string): string {
  return path.join(outDir, `${hash}.svg`);
}

/** The page hash of a diagram (its assembled SVG's content hash), or undefined when the cache lacks it. */
export function ensureDiagram(source: string, outDir: string, cacheDir: string): string | undefined {
  const key = diagramKey(source);
  const known = assembled.get(key);
  if (known) return known;
  const cached = readCached(cacheDir, key);
  if (!cached) return undefined;
  const svg = assembleDiagram(key, cached);
  const hash = contentHash(svg);
  const file = diagramFile(outDir, hash);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(outDir, {recursive: true});
    fs.writeFileSync(file, svg);
    // The source beside it: for the Markdown twins of the page.
    fs.writeFileSync(file.replace(/\.svg$/, '.mmd'), source);
  }
  assembled.set(key, hash);
  return hash;
}

function pendingNotice(node: Code): BlockContent[] {
  return [
    {
      type: 'blockquote',
      children: [{type: 'paragraph', children: [{type: 'text', value: `Diagram not rendered yet: run \`${RENDER_COMMAND}\`.`}]}],
    },
    {type: 'code', lang: 'text', value: node.value},
  ];
}

interface VFileLike {
  path?: string;
}

export default function remarkDiagrams(options: DiagramOptions) {
  const outDir = path.resolve(options.outDir);
  const cacheDir = path.resolve(options.cacheDir ?? DIAGRAM_CACHE);
  const strict = options.strict ?? process.env.NODE_ENV === 'production';
  return (tree: Root, file: VFileLike) => {
    const missing: number[] = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const hash = ensureDiagram(node.value, outDir, cacheDir);
      if (!hash) {
        missing.push(node.position?.start.line ?? 0);
        parent.children.splice(index, 1, ...(pendingNotice(node) as typeof parent.children));
        return index + 2;
      }
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [{type: 'mdxJsxAttribute', name: 'hash', value: hash}],
        children: [],
      } as unknown as Code;
      return undefined;
    });
    if (missing.length === 0) return;
    const where = `${path.relative(process.cwd(), file.path ?? 'a page')}:${missing.join(',')}`;
    const message = `${where}: Mermaid diagram not rendered yet: run \`${RENDER_COMMAND}\` (needs Chrome or Chromium) and commit ${DIAGRAM_CACHE}/.`;
    if (strict) throw new Error(message);
    console.warn(`[diagrams] ${message}`);
  };
}
