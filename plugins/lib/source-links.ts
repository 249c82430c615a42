/**
 * "Edit this page" and "Last updated" for doc pages. Pure helpers; docusaurus.config.ts wires them in.
 */

/** Doc files written at build time from the contracts (git-ignored): nothing to edit, no history. */
const GENERATED_DOC = [/^reference\/(?!legacy\/)[^/]+\/contracts\//, /^\.generated\//];

export function isGeneratedDoc(docPath: string): boolean {
  return GENERATED_DOC.some((re) => re.test(docPath.replace(/\\/g, '/')));
}

/** A file of the generated docs folder, by its path on disk (absolute or relative to the site). */
function isGeneratedFile(filePath: string): boolean {
  return /(?:^|\/)docs\/\.generated\//.test(filePath.replace(/\\/g, '/'));
}

/**
 * The repository URL of a doc's source file, e.g. `<repo>/blob/main/docs/concepts/streaming.mdx`, or
 * `undefined` for generated pages (no edit link is shown).
 */
export function editUrlFor(repositoryUrl: string, branch: string, docsDir: string, docPath: string): string | undefined {
  if (isGeneratedDoc(docPath)) return undefined;
  const dir = docsDir.replace(/^\.?\/+|\/+$/g, '');
  return `${repositoryUrl.replace(/\/+$/, '')}/blob/${branch}/${dir}/${docPath.replace(/\\/g, '/')}`;
}

export interface ChangeInfo {
  timestamp: number;
  author: string;
}

/** The shape of Docusaurus' version-control hook (`future.experimental_vcs`). */
export interface Vcs {
  initialize: (params: never) => void;
  getFileCreationInfo: (filePath: string) => Promise<ChangeInfo | null>;
  getFileLastUpdateInfo: (filePath: string) => Promise<ChangeInfo | null>;
}

/**
 * Git dates with a fallback: when the history is incomplete (a shallow clone, where every file would show the
 * clone's commit date) or Git fails (no repository, no binary), a page shows no "Last updated" date instead
 * of a wrong one or a failed build.
 */
export function withHistoryFallback(git: Vcs, historyComplete: () => boolean): Vcs {
  let complete: boolean | undefined;
  const usable = () => {
    if (complete === undefined) {
      try {
        complete = historyComplete();
      } catch {
        complete = false;
      }
    }
    return complete;
  };
  const guard =
    (read: (filePath: string) => Promise<ChangeInfo | null>) =>
    async (filePath: string): Promise<ChangeInfo | null> => {
      // Generated pages are not in Git (Docusaurus would warn that it cannot date them): they have no date, as they
      // have no edit link.
      if (!usable() || isGeneratedFile(filePath)) return null;
      try {
        return await read(filePath);
      } catch {
        return null;
      }
    };
  return {
    initialize: (params) => {
      if (usable()) git.initialize(params);
    },
    getFileCreationInfo: guard((f) => git.getFileCreationInfo(f)),
    getFileLastUpdateInfo: guard((f) => git.getFileLastUpdateInfo(f)),
  };
}
