/**
 * Ejected (ten lines) because a wrapper cannot reach inside the link: "Edit this page" opens the repository in a
 * new tab, and like every other link that does, it says so to screen readers.
 */
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/EditThisPage';
import IconEdit from '@theme/Icon/Edit';
import type {ReactNode} from 'react';
import {NEW_TAB_NOTE} from '../../lib/links';

export default function EditThisPage({editUrl}: Props): ReactNode {
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      Edit this page
      <span className="visually-hidden sr-only">{` ${NEW_TAB_NOTE}`}</span>
    </Link>
  );
}
