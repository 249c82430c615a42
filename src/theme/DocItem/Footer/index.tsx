/**
 * Wraps the doc footer in a microdata item. The theme's "Last updated" line marks its date
 * `itemprop="dateModified"`, which HTML allows only inside an item (`itemscope`), and a doc page has none; the
 * item says the page is a technical article, the date's natural owner. Only a page with a "Last updated" date gets the
 * item, so a page without one has no empty item. Wrapped, not ejected: the footer stays the theme's.
 */
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {WrapperProps} from '@docusaurus/types';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {ReactNode} from 'react';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  if (!metadata.lastUpdatedAt) return <Footer {...props} />;
  return (
    <div itemScope itemType="https://schema.org/TechArticle">
      <Footer {...props} />
    </div>
  );
}
