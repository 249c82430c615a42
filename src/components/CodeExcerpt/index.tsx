import type {ReactNode} from 'react';
import type {ExcerptData} from '../../lib/protocol-data-types';
import CodeBlock from '../../theme/CodeBlock';

interface Props {
  /** Path under examples/, e.g. `solana/lockup-client.ts`: a file the unit tests type-check. */
  file: string;
  /** Comma-separated `// #region` names; without it, the whole file. */
  region?: string;
  title?: string;
  /** The excerpt, cut and highlighted at build time by the protocol-data remark plugin; pages never pass it. */
  data?: ExcerptData;
}

/**
 * A TypeScript example, or some of its regions, as a code block. Only the excerpt reaches the browser: the file is
 * read and cut at build time (plugins/lib/code-excerpt.ts), so a renamed region breaks the build, not the page.
 */
export default function CodeExcerpt({file, title, data}: Props): ReactNode {
  if (data === undefined) throw new Error(`CodeExcerpt ${file} has no data: register plugins/protocol-data/remark.ts`);
  return (
    <CodeBlock language="ts" title={title} html={data.html}>
      {data.code}
    </CodeBlock>
  );
}
