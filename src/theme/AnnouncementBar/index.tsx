/**
 * Wraps the theme's announcement bar. Why: the theme's inline script hides the bar with CSS
 * (`data-announcement-bar-initially-dismissed`) whenever the previous bar was dismissed, and never clears that
 * attribute, so a bar with a new id stays invisible although the theme marks it active. SPEC §4 says a changed
 * id shows the bar again; this clears the attribute once the theme has decided the bar is active.
 */
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {type ReactNode, useEffect} from 'react';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
