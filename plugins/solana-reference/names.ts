/** Small pure helpers: the names and encodings the Solana reference shows next to the IDL's own. */

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin alphabet), the text form of Solana addresses. */
export function base58(bytes: readonly number[]): string {
  let n = 0n;
  for (const b of bytes) n = n * 256n + BigInt(b);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

export function hex(bytes: readonly number[]): string {
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** How Anchor's TypeScript client names an IDL item: `withdraw_max` -> `withdrawMax`, `StreamData` -> `streamData`. */
export function camelCase(name: string): string {
  const words = name.replace(/^_+/, '').split('_').filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/** Anchor id of a PascalCase IDL name: `CancelLockupStream` -> `cancel-lockup-stream`. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/** Programs and sysvars the IDLs pin by address, by the name a reader knows them under. */
export const WELL_KNOWN: Readonly<Record<string, string>> = {
  '11111111111111111111111111111111': 'System program',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account program',
  metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s: 'Metaplex Token Metadata program',
  SysvarRent111111111111111111111111111111111: 'Rent sysvar',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'SPL Token program',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022 program',
};

export const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';

/** A const seed as text: printable ASCII as a quoted string, 32 bytes as an address, anything else as hex. */
export function constSeed(bytes: readonly number[]): string {
  if (bytes.length > 0 && bytes.every((b) => b >= 0x20 && b < 0x7f)) return `"${String.fromCharCode(...bytes)}"`;
  if (bytes.length === 32) return base58(bytes);
  return `0x${hex(bytes)}`;
}
