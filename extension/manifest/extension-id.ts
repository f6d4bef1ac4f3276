import { createHash } from 'node:crypto';

/** Chrome's extension id for a manifest `key`: SHA-256 of the key's bytes, first 32 hex digits written with a-p. */
export function chromeExtensionId(publicKeyBase64: string): string {
  const hex = createHash('sha256').update(Buffer.from(publicKeyBase64, 'base64')).digest('hex').slice(0, 32);
  return Array.from(hex, (digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}
