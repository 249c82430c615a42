/**
 * Root wrapper (the theme's Root renders only its children): keeps the document title stable through hydration.
 *
 * Why: Docusaurus hydrates inside startTransition, so React renders the tree in time slices. The head manager
 * (react-helmet-async) registers each <Head> while it renders and applies the merged result on the next animation
 * frame. The site-wide default <title> ("Sablier Docs", from the core App) registers in an early slice, a doc page's
 * own title slices later, and a frame in between applied the default: the tab showed "Sablier Docs" for a moment
 * while a doc page hydrated.
 *
 * Fix: while hydrating, a <Head> registered before everything else sets a title template equal to the title the
 * server rendered (a template without "%s" replaces whatever title is current), so every frame in between shows
 * that title. Once hydrated the template is removed and the page's own title applies, unchanged. On the server
 * nothing is rendered, so the HTML is unchanged.
 *
 * It also marks the end of hydration for islands (src/components/Island): the root's effect runs after every effect
 * of the first commit.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {type ReactNode, useEffect} from 'react';
import {markHydrated} from '../lib/island/hydration';

/** The title in the server-rendered HTML, read before React starts. */
const SERVER_TITLE = ExecutionEnvironment.canUseDOM ? document.title : '';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const hydrated = useIsBrowser();
  useEffect(markHydrated, []);
  const holdTitle = !hydrated && SERVER_TITLE !== '' && !SERVER_TITLE.includes('%s');
  return (
    <>
      {holdTitle ? <Head titleTemplate={SERVER_TITLE}>{null}</Head> : null}
      {children}
    </>
  );
}
