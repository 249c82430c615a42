import crypto from 'node:crypto';

/** First 8 hex digits of the SHA-256 of `data`: the cache-busting part of generated asset names. */
export function contentHash(data: string | Uint8Array): string {
  return crypto.createHash('sha256').update(data).digest('hex').slice(0, 8);
}
