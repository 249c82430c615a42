import {CURRENT_RELEASES} from '../src/config/releases';

/**
 * The id doubles as the dismissal key: the theme stores it, and a bar with a new id shows again to readers
 * who dismissed the previous one. Derive it from the release so a new release re-announces itself.
 */
export const announcementBar = {
  id: `lockup-${CURRENT_RELEASES.lockup}`,
  content: `Sablier Lockup ${CURRENT_RELEASES.lockup} is live. <a href="/guides/lockup/deployments">See its deployment addresses</a>.`,
  backgroundColor: '#ff9c00',
  textColor: '#14161f',
  isCloseable: true,
};

/** The theme's storage keys for the bar (site storage namespacing is off, see docusaurus.config.ts). */
export const ANNOUNCEMENT_STORAGE = {dismiss: 'docusaurus.announcement.dismiss', id: 'docusaurus.announcement.id'} as const;

/**
 * The body of a head script that makes a bar with a new id show again to readers who dismissed an older one. The
 * theme's own inline script (at the start of the body) hides the bar before it is drawn whenever the dismissal flag
 * is stored, whatever the id; its React state later finds the id new and clears the flag, but the script's
 * `data-announcement-bar-initially-dismissed` attribute stays and keeps the bar hidden. This script runs first (it
 * is in the head) and clears the flag when the stored id is not the current one, as the theme's state would: the
 * theme's script then finds nothing dismissed. The current id is the script element's `data-announcement-id`, so
 * the body, and the hash the security policy allows it by, stay the same from one announcement to the next.
 */
export const ANNOUNCEMENT_RESET_SCRIPT =
  `(function(){try{var s=window.localStorage,id=document.currentScript.getAttribute('data-announcement-id');` +
  `if(s.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE.id)})!==id&&s.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE.dismiss)})==='true')` +
  `s.setItem(${JSON.stringify(ANNOUNCEMENT_STORAGE.dismiss)},'false')}catch(e){}})();`;

/** `headTags` entry for docusaurus.config.ts. */
export const announcementResetHeadTag = {
  tagName: 'script',
  attributes: {'data-announcement-id': announcementBar.id},
  innerHTML: ANNOUNCEMENT_RESET_SCRIPT,
};
