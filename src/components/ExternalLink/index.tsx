import Link from '@docusaurus/Link';
import type {ComponentProps, ReactNode} from 'react';
import {SITE_URL} from '../../config/site';
import {isExternalHref, NEW_TAB_NOTE} from '../../lib/links';

/**
 * The theme's Link, which opens other sites in a new tab with `rel="noopener noreferrer"`, plus a note that says
 * so to screen readers (class `sr-only`: the search index and the Markdown twins leave it out).
 */
export default function ExternalLink({children, ...props}: ComponentProps<typeof Link>): ReactNode {
  const href = props.to ?? props.href;
  return (
    <Link {...props}>
      {children}
      {isExternalHref(href, SITE_URL) ? <span className="visually-hidden sr-only">{` ${NEW_TAB_NOTE}`}</span> : null}
    </Link>
  );
}
