/**
 * Validation of the props that MDX pages give the protocol-data components. Pure functions: they take the list
 * of known protocols and versions, so unit tests can call them without the package.
 */

/** The release prop value (same as no prop) that means the package's latest release. */
export const CURRENT = 'current';

export class ProtocolDataError extends Error {
  constructor(message: string) {
    super(`[protocol-data] ${message}`);
    this.name = 'ProtocolDataError';
  }
}

export interface ComponentUse {
  /** Page (MDX file) that uses the component, relative to the site folder. */
  page: string;
  component: string;
  /** Literal string props of the element; `undefined` for a prop given as an expression. */
  props: Record<string, string | undefined>;
}

export interface KnownReleases {
  /** Protocol -> versions the package lists. */
  [protocol: string]: readonly string[];
}

function where(use: ComponentUse): string {
  return `${use.page}: <${use.component}>`;
}

/** Returns the literal value of a required prop, or throws naming the page, the component and the prop. */
export function requireProp(use: ComponentUse, name: string): string {
  if (!(name in use.props)) throw new ProtocolDataError(`${where(use)} needs a ${name}="..." prop`);
  const value = use.props[name];
  if (value === undefined) {
    throw new ProtocolDataError(`${where(use)} prop ${name} must be a plain string, not an expression`);
  }
  return value;
}

/**
 * Checks `protocol` (and `release` when `needsRelease`) against the package; returns them or throws. A release that
 * is absent or `current` comes back `undefined`: the caller uses the package's latest release.
 */
export function validateReleaseProps(use: ComponentUse, known: KnownReleases, needsRelease: boolean): {protocol: string; release?: string} {
  const protocol = requireProp(use, 'protocol');
  const versions = known[protocol];
  if (!versions) {
    throw new ProtocolDataError(`${where(use)} has unknown protocol "${protocol}" (known: ${Object.keys(known).join(', ')})`);
  }
  if (!needsRelease) return {protocol};
  if (!('release' in use.props) || use.props.release === CURRENT) return {protocol};
  const release = requireProp(use, 'release');
  if (!versions.includes(release)) {
    throw new ProtocolDataError(
      `${where(use)} has unknown release "${release}" for protocol "${protocol}" (known: ${versions.join(', ')})`,
    );
  }
  return {protocol, release};
}
