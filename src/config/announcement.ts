import {CURRENT_RELEASES} from './releases';

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
