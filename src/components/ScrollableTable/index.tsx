/**
 * A Markdown table in a container that scrolls sideways (CSS overflow, so it works without JavaScript too) instead of
 * widening the page on phones. Only when the table actually overflows does the container become a keyboard-focusable
 * region (WCAG 2.1.1), named after what the table holds (./regions); tables that fit add no Tab stop and no landmark,
 * and the server HTML stays a bare <div>.
 */
import {type ComponentProps, type ReactNode, useEffect, useRef, useState} from 'react';
import {WRAPPER, watchTable} from './regions';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [label, setLabel] = useState<string | undefined>(undefined);

  useEffect(() => (ref.current ? watchTable(ref.current, setLabel) : undefined), []);

  return label ? (
    // A div with role="region", not a <section>: changing the element type would remount the table.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <div ref={ref} className={WRAPPER} role="region" tabIndex={0} aria-label={label}>
      <table {...props} />
    </div>
  ) : (
    <div ref={ref} className={WRAPPER}>
      <table {...props} />
    </div>
  );
}
