/**
 * The hand-written pages, read from the docs tree. A page's route is its path under docs/ without the extension:
 * every page's id is its file name (tests/unit/routes.test.ts). Partials (`_` files and folders) and generated pages
 * (in dot folders, docs/.generated) are not pages of their own.
 */
import fs from 'node:fs';
import path from 'node:path';

const DOCS_DIR = path.resolve(__dirname, '..', 'docs');

/** Every hand-written page under `docsDir`, as absolute file paths, sorted. */
export function authoredDocFiles(docsDir: string = DOCS_DIR): string[] {
  return fs
    .readdirSync(docsDir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(docsDir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.') || part.startsWith('_')),
    )
    .sort();
}

/** The route of a hand-written page file. */
export function routeOfDocFile(file: string, docsDir: string = DOCS_DIR): string {
  return `/${path
    .relative(docsDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '')}`;
}

/** The routes of every hand-written page under `docsDir`, sorted. */
export function authoredDocRoutes(docsDir: string = DOCS_DIR): string[] {
  return authoredDocFiles(docsDir)
    .map((file) => routeOfDocFile(file, docsDir))
    .sort();
}
