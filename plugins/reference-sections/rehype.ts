/**
 * Rehype plugin: on the generated reference pages, every heading and what follows it up to the next heading become
 * one `<section class="reference-section">`, a flat run of sections under the page's introduction.
 *
 * A contract's reference is long (SablierLockup's is about 7,500 elements): with one section per function, event or
 * error, the browser skips the style and layout of the sections far from the viewport (`content-visibility: auto`
 * in src/css/custom.css). The headings, their ids and the table of contents are unchanged: the table of contents is
 * read from the Markdown before this runs.
 */
import type {Element, Root, RootContent} from 'hast';
import {isGeneratedFile} from '../lib/generated-docs';

/** The class of a section (its style is in src/css/custom.css). */
export const SECTION_CLASS = 'reference-section';

const HEADING = /^h[2-6]$/;

/** Splits a page's top-level nodes into its introduction and one section per heading. */
export function sectionize(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let section: Element | undefined;
  for (const node of children) {
    if (node.type === 'element' && HEADING.test(node.tagName)) {
      section = {type: 'element', tagName: 'section', properties: {className: [SECTION_CLASS]}, children: []};
      out.push(section);
    }
    // Whatever sits at the top level of a Markdown page (elements, text, comments) can sit in a section.
    if (section) section.children.push(node as Element['children'][number]);
    else out.push(node);
  }
  return out;
}

export default function rehypeReferenceSections() {
  return (tree: Root, file: {path?: string}): void => {
    if (isGeneratedFile(file.path)) tree.children = sectionize(tree.children);
  };
}
