/**
 * Adds two things to the theme's MDX components: Markdown tables sit in a keyboard-focusable scroll container,
 * so wide tables (addresses, signatures) scroll on phones and can be scrolled without a mouse (WCAG 2.1.1).
 */
import MDXComponents from '@theme-original/MDXComponents';
import type {ComponentProps, ReactNode} from 'react';
import Diagram from '../../components/Diagram';

function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="table-scroll" tabIndex={0} aria-label="Table (scrolls sideways)">
      <table {...props} />
    </section>
  );
}

// Diagram: the element ```mermaid fences become (plugins/diagrams/remark.ts).
export default {...MDXComponents, table: ScrollableTable, Diagram};
