/**
 * Wraps the doc body to put the "Copy page" / "View as Markdown" control above it. Wrapped rather than
 * ejected: the theme's title and content rendering stay the theme's own. The control sits outside
 * `.theme-doc-markdown`, so the page's Markdown twin (converted from that element) never contains it.
 */
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import type {ReactNode} from 'react';
import CopyPage from '../../../components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
