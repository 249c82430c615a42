/**
 * Wraps the theme's SiteMetadata to keep the document title stable through hydration.
 *
 * Why: Docusaurus hydrates inside startTransition, so React renders the tree in time slices. The head manager
 * (react-helmet-async) registers each <Head> while it renders and applies the merged result on the next animation
 * frame. The site-wide default <title> ("Sablier Docs", rendered by the core App just before this component) is
 * registered in the first slice; a doc page's own title only slices later. In between, a frame applies the
 * default, and the tab showed "Sablier Docs" for a moment on every doc page.
 *
 * Fix: while hydrating, this component (rendered right after the default) repeats the title the server rendered,
 * so any frame in between applies that one. Once hydrated it renders no title and the page's own wins as before.
 * On the server it renders nothing, so the HTML is unchanged.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SiteMetadata from '@theme-original/SiteMetadata';
import type {ReactNode} from 'react';

/** The title in the server-rendered HTML, read before React starts. */
const SERVER_TITLE = ExecutionEnvironment.canUseDOM ? document.title : undefined;

export default function SiteMetadataWrapper(): ReactNode {
  const hydrated = useIsBrowser();
  return (
    <>
      <SiteMetadata />
      {!hydrated && SERVER_TITLE ? (
        <Head>
          <title>{SERVER_TITLE}</title>
        </Head>
      ) : null}
    </>
  );
}
