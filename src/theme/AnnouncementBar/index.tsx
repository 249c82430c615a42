/**
 * The theme's announcement bar, ejected for two reasons:
 * - Its container has role="banner", a second banner landmark next to the page header (axe
 *   `landmark-no-duplicate-banner`). Here it is a region named "Announcement".
 * - The theme's inline script hides the bar with CSS (`data-announcement-bar-initially-dismissed`) whenever the
 *   previous bar was dismissed, and never clears that attribute, so a bar with a new id stays invisible although
 *   the theme marks it active. SPEC §4 says a changed id shows the bar again; this clears the attribute once the
 *   theme has decided the bar is active.
 * Content and close button are the theme's own components.
 */
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import clsx from 'clsx';
import {type ReactNode, useEffect} from 'react';
import styles from './styles.module.css';

export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  if (!isActive || !announcementBar) return null;
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <section
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      style={{backgroundColor, color: textColor}}
      aria-label="Announcement"
    >
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />}
    </section>
  );
}
