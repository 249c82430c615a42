/**
 * Rehype plugin: on the generated reference pages, every heading and what follows it up to the next heading become
 * one `<section class="reference-section">`, a flat run of sections under the page's introduction.
 *
 * A contract's reference is long (SablierLockup's is about 7,500 elements): with one section per function, event or
 * error, the browser skips the style and layout of the sections far from the viewport (`content-visibility: auto`
 * in src/css/custom.css). The headings, their ids and the table of contents are unchanged: the table of contents is
 * read from the Markdown before this runs.
 */

interface Element {
  type: 'element';
  tagName: string;
  children: Node[];
}

interface Section extends Element {
  tagName: 'section';
  properties: {className: string[]};
}

type Node = Element | {type: string; value?: string; children?: Node[]};

/** The class of a section (its style is in src/css/custom.css). */
export const SECTION_CLASS = 'reference-section';

const HEADING = /^h[2-6]$/;

function isHeading(node: Node): boolean {
  return node.type === 'element' && HEADING.test((node as Element).tagName);
}

/** Splits a page's top-level nodes into its introduction and one section per heading. */
export function sectionize(children: Node[]): Node[] {
  const out: Node[] = [];
  let section: Section | undefined;
  for (const node of children) {
    if (isHeading(node)) {
      section = {type: 'element', tagName: 'section', properties: {className: [SECTION_CLASS]}, children: []};
      out.push(section);
    }
    (section ? section.children : out).push(node);
  }
  return out;
}

/** Which pages get sections: the generated reference (docs/.generated), nothing written by hand. */
export function isGeneratedPage(filePath: string | undefined): boolean {
  return Boolean(filePath && /[\\/]docs[\\/]\.generated[\\/]/.test(filePath));
}

export default function rehypeReferenceSections() {
  return (tree: {children: Node[]}, file: {path?: string}): void => {
    if (isGeneratedPage(file.path)) tree.children = sectionize(tree.children);
  };
}
