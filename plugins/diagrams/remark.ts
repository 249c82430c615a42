/**
 * Remark plugin: a ```mermaid fence becomes `<Diagram hash="..." />`. The diagram is rendered to SVG at build time
 * (./render, cached by content under generated/static/assets/diagrams/<hash>.svg), and the plugin's postBuild puts
 * that SVG into the static HTML, so diagrams cost no JavaScript and read with JavaScript off. The page's JS only
 * carries the hash: after a client-side navigation the Diagram component fetches the same file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {contentHash} from '../page-assets/hash';
import {renderSvg, THEMES} from './render';
import {optimizeSvg} from './optimize';
import {combineThemes} from './themes';

export interface DiagramOptions {
  /**
   * Folder the SVG files are written to (served at /assets/diagrams/), relative to the site folder (the working
   * directory of a build) or absolute. Relative in the site config: the docs options are serialized into the client
   * bundle, which must not carry a path of the build machine.
   */
  outDir: string;
}

const inFlight = new Map<string, Promise<void>>();

function rendererVersion(): string {
  const mermaid = (require('mermaid/package.json') as {version: string}).version;
  return `${mermaid}|${JSON.stringify(THEMES)}|6`;
}

/** The file name part for a diagram source. */
export function diagramHash(source: string): string {
  return contentHash(`${rendererVersion()}\n${source}`);
}

export function diagramFile(outDir: string, hash: string): string {
  return path.join(outDir, `${hash}.svg`);
}

async function render(source: string, hash: string, file: string): Promise<void> {
  const id = `diagram-${hash}`;
  const light = optimizeSvg(await renderSvg(source, id, 'light'));
  const dark = optimizeSvg(await renderSvg(source, id, 'dark'));
  const combined = combineThemes(light, dark, id, () => dark.split(id).join(`${id}-dark`));
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, combined);
  // The source beside it: for Markdown renderings of the page, and to reproduce a render.
  fs.writeFileSync(file.replace(/\.svg$/, '.mmd'), source);
}

/** Renders (or finds in the cache) the SVG of one diagram. */
export function ensureDiagram(source: string, outDir: string): {hash: string; done: Promise<void>} {
  const hash = diagramHash(source);
  const file = diagramFile(outDir, hash);
  if (fs.existsSync(file)) return {hash, done: Promise.resolve()};
  let done = inFlight.get(hash);
  if (!done) {
    done = render(source, hash, file);
    inFlight.set(hash, done);
  }
  return {hash, done};
}

interface VFileLike {
  path?: string;
}

export default function remarkDiagrams(options: DiagramOptions) {
  return async (tree: Root, file: VFileLike) => {
    const jobs: Promise<void>[] = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const {hash, done} = ensureDiagram(node.value, path.resolve(options.outDir));
      jobs.push(
        done.catch((error: Error) => {
          throw new Error(`${file.path ?? 'a page'}: Mermaid diagram at line ${node.position?.start.line}: ${error.message}`);
        }),
      );
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [{type: 'mdxJsxAttribute', name: 'hash', value: hash}],
        children: [],
      } as unknown as Code;
    });
    await Promise.all(jobs);
  };
}
