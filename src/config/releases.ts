/**
 * The current release of each protocol, named in one place. Pages, the announcement bar and the
 * contract reference read these values; nothing else spells a current version.
 */
export const CURRENT_RELEASES = {
  lockup: 'v4.0',
  flow: 'v3.0',
  airdrops: 'v3.0',
  bob: 'v1.0',
} as const;

export type Protocol = keyof typeof CURRENT_RELEASES;

/**
 * The current Comptroller release (the `VERSION` constant of the `SablierComptroller` source the reference is built
 * from). The Comptroller is shared by every EVM protocol rather than a protocol of its own, so it sits apart.
 */
export const COMPTROLLER_RELEASE = 'v1.1';
