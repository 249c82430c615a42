/**
 * Part of a page that keeps the server's HTML, un-hydrated, until a reader is about to use it. Hydrating a page
 * makes React walk every element the server rendered; on a long page (a contract reference with a hundred tables
 * and code blocks, the stream-shapes page with ten charts) that walk is most of the main thread's blocking time.
 *
 * While the app hydrates, an island renders its host element with an empty `dangerouslySetInnerHTML`: React then
 * leaves the host's children (the server HTML) as they are and creates nothing for them. The island wakes the first
 * time it comes within a screen of the viewport (src/lib/island/near.ts), or when a pointer or the keyboard focus
 * enters it; React then renders its children, which replace the server HTML with the same markup, now live (the
 * copy button of a code block, a chart's controls, client-side navigation for links). Focus inside the island is
 * carried over to the same element of the new markup.
 *
 * After a client-side navigation there is no server HTML: an island renders its children at once. The server always
 * renders them, so the static HTML, the Markdown twins, the search index and the build's link checks see everything.
 */
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {
  type ComponentPropsWithoutRef,
  createElement,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import {flushSync} from 'react-dom';
import {isHydrating} from '../../lib/island/hydration';
import {whenNear} from '../../lib/island/near';
import {nodeAt, pathOf} from '../../lib/island/nodePath';

type Host = 'div' | 'section' | 'figure';

/**
 * One object for every static render: React writes `innerHTML` again whenever this prop is a different object
 * (react-dom 19 compares the prop, not its `__html`), which would erase the server HTML on the first re-render.
 */
const KEEP_SERVER_HTML = Object.freeze({__html: ''});

type Props<T extends Host> = ComponentPropsWithoutRef<T> & {
  /** The host element: it stays in place (and keeps its attributes up to date) while its children are static. */
  as?: T;
  ref?: Ref<HTMLElement>;
  /** Called once when an island that kept the server HTML goes live (its children are new elements). */
  onLive?: () => void;
  /** A value the children depend on: should it change while the island is static, the island goes live at once. */
  wakeOn?: unknown;
  children?: ReactNode;
};

export default function Island<T extends Host = 'div'>({as, ref, onLive, wakeOn, children, ...host}: Props<T>): ReactNode {
  const [awake, setAwake] = useState(() => !isHydrating());
  const firstWakeOn = useRef(wakeOn);
  // Children that changed while static have no server HTML to show any more.
  const live = awake || wakeOn !== firstWakeOn.current;
  const element = useRef<HTMLElement | null>(null);
  const focusPath = useRef<number[] | undefined>(undefined);
  const wasStatic = useRef(!live);
  const onLiveRef = useRef(onLive);
  onLiveRef.current = onLive;

  const setRef = useCallback(
    (node: HTMLElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  useEffect(() => {
    const node = element.current;
    if (live || !node) return;
    let scheduled = false;
    const wake = (urgent: boolean) => {
      focusPath.current = pathOf(node, document.activeElement);
      // A pointer or focus wakes it synchronously, so the press or key that follows reaches the live markup, even
      // when coming near has already scheduled the (interruptible) render.
      if (urgent) flushSync(() => setAwake(true));
      else if (!scheduled) {
        scheduled = true;
        startTransition(() => setAwake(true));
      }
    };
    const onPointer = () => wake(true);
    const onFocus = () => wake(true);
    node.addEventListener('pointerover', onPointer);
    node.addEventListener('focusin', onFocus);
    const stop = whenNear(node, () => wake(false));
    return () => {
      stop();
      node.removeEventListener('pointerover', onPointer);
      node.removeEventListener('focusin', onFocus);
    };
  }, [live]);

  useIsomorphicLayoutEffect(() => {
    const node = element.current;
    // For tests and the curious; set here, not rendered, so hydration has no attribute to disagree about.
    if (node) node.dataset.island = live ? 'live' : 'static';
    if (live && wasStatic.current) {
      wasStatic.current = false;
      setAwake(true);
      onLiveRef.current?.();
    }
    const path = focusPath.current;
    if (!live || !node || !path) return;
    focusPath.current = undefined;
    const target: unknown = nodeAt(node, path);
    if (target instanceof HTMLElement || target instanceof SVGElement) target.focus({preventScroll: true});
  }, [live]);

  const tag = as ?? 'div';
  return live
    ? createElement(tag, {...host, ref: setRef}, children)
    : // The empty HTML is never written: hydration keeps the server's children, and the prop never changes after.
      createElement(tag, {...host, ref: setRef, dangerouslySetInnerHTML: KEEP_SERVER_HTML, suppressHydrationWarning: true});
}
