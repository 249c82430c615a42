/**
 * Generated pages (the contract reference today; any later generator, e.g. another contract or program reference,
 * tomorrow) are written to one git-ignored folder that holds nothing hand-written. This module is the one place
 * that says where that folder is and how a page in it reaches its route and its place in the sidebars.
 *
 * The folder is inside `docs/` because the docs plugin compiles Markdown only under its content path; a single docs
 * plugin instance keeps one set of sidebars, one search tag and one prev/next order for authored and generated
 * pages alike. A generated file's folder, minus the generated prefix, is where it sits in the sidebars, and its
 * route is set by a `slug` written into its frontmatter, so it is served exactly where an authored page at the same
 * path would be.
 */

/** The generated folder's name inside `docs/` (a dot folder: the default `**` glob never sees it). */
export const GENERATED_DIR_NAME = '.generated';

/** The generated folder, relative to the site directory. */
export const GENERATED_DOCS_DIR = `docs/${GENERATED_DIR_NAME}`;

/** The docs plugin's `include`: authored pages plus the generated Markdown (CommonMark only, never MDX). */
export const DOCS_INCLUDE: string[] = ['**/*.{md,mdx}', `${GENERATED_DIR_NAME}/**/*.md`];

/** Whether a file (an absolute or site-relative path, either separator) is a generated page. */
export function isGeneratedFile(filePath: string | undefined): boolean {
  return filePath !== undefined && `/${filePath.replace(/\\/g, '/')}`.includes(`/${GENERATED_DOCS_DIR}/`);
}

/** Normalizes a route: leading slash, no trailing slash, no `..`, no anchor. Throws on anything else. */
export function normalizeRoute(route: string): string {
  if (!route.startsWith('/') || route === '/' || /[#?]|\/\.{1,2}(\/|$)|\/\//.test(route.replace(/\/$/, ''))) {
    throw new Error(`generated-docs: "${route}" is not a page route`);
  }
  return route.replace(/\/$/, '');
}

/** Site-relative file of a generated page: `/reference/x/y` -> `docs/.generated/reference/x/y.md`. */
export function generatedFileOf(route: string): string {
  return `${GENERATED_DOCS_DIR}${normalizeRoute(route)}.md`;
}

/**
 * Adds the frontmatter a generated page needs to be served at its route: `slug` (the route) and
 * `custom_edit_url: null` (there is no source file to edit; the generator is the thing to change).
 */
export function withGeneratedFrontMatter(markdown: string, route: string): string {
  const lines = [`slug: ${JSON.stringify(normalizeRoute(route))}`, 'custom_edit_url: null'];
  if (/^---\r?\n/.test(markdown)) {
    if (/^(slug|custom_edit_url):/m.test(markdown.split(/\r?\n---\r?\n/, 1)[0] ?? '')) {
      throw new Error(`generated-docs: ${route} sets slug or custom_edit_url itself`);
    }
    return markdown.replace(/^---\r?\n/, `---\n${lines.join('\n')}\n`);
  }
  return `---\n${lines.join('\n')}\n---\n\n${markdown}`;
}

/** Where a doc sits in the sidebars: its folder, minus the generated prefix for generated pages. */
export function sidebarDirOf(sourceDirName: string): string {
  if (sourceDirName === GENERATED_DIR_NAME) return '.';
  return sourceDirName.startsWith(`${GENERATED_DIR_NAME}/`) ? sourceDirName.slice(GENERATED_DIR_NAME.length + 1) : sourceDirName;
}

/** The docs as the sidebar generator should see them: generated pages placed in the folder of their route. */
export function placeGeneratedDocs<T extends {sourceDirName: string}>(docs: readonly T[]): T[] {
  return docs.map((doc) => {
    const dir = sidebarDirOf(doc.sourceDirName);
    return dir === doc.sourceDirName ? doc : {...doc, sourceDirName: dir};
  });
}
