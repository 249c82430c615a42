/**
 * A Markdown table in a container that scrolls sideways (CSS overflow, so it works without JavaScript too) instead of
 * widening the page on phones. Only when the table actually overflows does the container become a keyboard-focusable
 * region (WCAG 2.1.1), named after what the table holds (./regions); tables that fit add no Tab stop and no landmark,
 * and the server HTML stays a bare <div>.
 *
 * The container is an island (../Island): while the page hydrates, the table keeps its server HTML and React
 * renders it only when it nears the viewport. The container itself is always live, so a table far down the page is
 * named and focusable as soon as it overflows.
 */
import {type ComponentProps, type ReactNode, useEffect, useRef, useState} from 'react';
import Island from '../Island';
import {WRAPPER, watchTable} from './regions';

interface Props extends ComponentProps<'table'> {
  /** For a table whose rows can change before it nears the viewport (a chart's create call): see ../Island. */
  wakeOn?: unknown;
}

export default function ScrollableTable({wakeOn, ...props}: Props): ReactNode {
  const ref = useRef<HTMLElement>(null);
  const [label, setLabel] = useState<string | undefined>(undefined);
  // The table element changes once, when the island goes live: watch the new one.
  const [tableGeneration, setTableGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tableGeneration is the trigger, not an input.
  useEffect(() => (ref.current ? watchTable(ref.current, setLabel) : undefined), [tableGeneration]);

  const region = label
    ? // A div with role="region", not a <section>: changing the element type would remount the table.
      ({role: 'region', tabIndex: 0, 'aria-label': label} as const)
    : {};
  return (
    <Island ref={ref} className={WRAPPER} {...region} wakeOn={wakeOn} onLive={() => setTableGeneration((n) => n + 1)}>
      <table {...props} />
    </Island>
  );
}
