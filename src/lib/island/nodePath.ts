/**
 * A node's place under a root as child indexes, and the node at such a place. An island (src/components/Island)
 * that wakes while the reader's focus is inside it replaces its server HTML with the same markup rendered by React;
 * the path finds the focused element again in the new markup.
 */

export interface TreeNode {
  parentNode: TreeNode | null;
  childNodes: ArrayLike<TreeNode>;
}

/** Child indexes from `root` down to `node`; undefined when `node` is not inside `root` (or is `root`). */
export function pathOf(root: TreeNode, node: TreeNode | null | undefined): number[] | undefined {
  const path: number[] = [];
  let current = node ?? null;
  while (current && current !== root) {
    const parent: TreeNode | null = current.parentNode;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.childNodes, current));
    current = parent;
  }
  return current === root && path.length > 0 ? path : undefined;
}

/** The node at `path` under `root`, or undefined when the tree has no such place. */
export function nodeAt<T extends TreeNode>(root: T, path: readonly number[]): T | undefined {
  let current: TreeNode | undefined = root;
  for (const index of path) {
    current = current?.childNodes[index];
    if (!current) return undefined;
  }
  return current as T;
}
