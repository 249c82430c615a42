/**
 * Wraps the doc footer in a microdata item. The theme's "Last updated" line marks its date
 * `itemprop="dateModified"`, which HTML allows only inside an item (`itemscope`), and a doc page has none; the
 * item says the page is a technical article, the date's natural owner. Wrapped, not ejected: the footer stays the
 * theme's.
 */
import type {WrapperProps} from '@docusaurus/types';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {ReactNode} from 'react';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <div itemScope itemType="https://schema.org/TechArticle">
      <Footer {...props} />
    </div>
  );
}
