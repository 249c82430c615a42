/**
 * The text of a built page's section: the elements after a heading, up to the next h2 or h3, each read as the DOM's
 * `textContent` reads it (every text node joined as it is, no separator between table cells), one line each.
 * Reference pages give every function, instruction and error its own h3; tests ask what that section says.
 */
import type {Element} from 'hast';
import {visit} from 'unist-util-visit';
import {type BuiltPage, textContent} from './built-page';

/**
 * The text of the section the heading with this id opens; undefined when the page has no element with that id.
 * The section ends at the next sibling h2 or h3.
 */
export function sectionText(page: BuiltPage, id: string): string | undefined {
  let siblings: Element[] | undefined;
  visit(page.tree, 'element', (node, index, parent) => {
    if (node.properties.id !== id || index === undefined || !parent) return;
    siblings = parent.children.slice(index + 1).filter((n): n is Element => n.type === 'element');
    return false;
  });
  if (!siblings) return undefined;
  const end = siblings.findIndex((n) => n.tagName === 'h2' || n.tagName === 'h3');
  return (end === -1 ? siblings : siblings.slice(0, end)).map(textContent).join('\n');
}
