import type {ReactNode} from 'react';
import type {ExcerptData} from '../../lib/protocol-data-types';
import CodeBlock from '../../theme/CodeBlock';

interface Props {
  /** Path under examples/, e.g. `lockup/StreamManagement.sol`: the file the unit tests compile (or, for a `.ts` file, type-check). */
  file: string;
  /** One function, modifier, constructor, error or event, with its NatSpec. */
  declaration?: string;
  /** A `/* ... SECTION ... *\/` banner section. */
  section?: string;
  /** From the first line containing this text... */
  from?: string;
  /** ...up to (not including) the next line containing this text; without it, to the end of the block. */
  to?: string;
  title?: string;
  /** The excerpt, cut and highlighted at build time by the protocol-data remark plugin; pages never pass it. */
  data?: ExcerptData;
}

/**
 * A Solidity example, or a part of it, as a code block. Only the excerpt reaches the browser: the file is read and cut
 * at build time (plugins/lib/solidity-excerpt.ts), so a renamed function breaks the build, not the page.
 */
export default function SolidityExcerpt({file, title, data}: Props): ReactNode {
  if (data === undefined) throw new Error(`SolidityExcerpt ${file} has no data: register plugins/protocol-data/remark.ts`);
  // The TypeScript examples (viem scripts) are cut the same way; only the highlighting differs.
  return (
    <CodeBlock language={file.endsWith('.ts') ? 'typescript' : 'solidity'} title={title} html={data.html}>
      {data.code}
    </CodeBlock>
  );
}
