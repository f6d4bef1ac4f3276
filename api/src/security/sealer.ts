import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV = 12;
const TAG = 16;
const TEXT_PREFIX = 'v1.';
const BYTES_MAGIC = Buffer.from('SEAL1');

/** AES-256-GCM at rest with a key derived from APP_SECRET. Tampered or foreign data fails to open. */
export interface Sealer {
  sealText(plain: string): string;
  openText(sealed: string): string;
  sealBytes(plain: Buffer): Buffer;
  openBytes(sealed: Buffer): Buffer;
}

export function createSealer(appSecret: string, purpose = 'at-rest-v1'): Sealer {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'smart-cover-letter', purpose, 32));

  const seal = (plain: Buffer) => {
    const iv = randomBytes(IV);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  };
  const open = (sealed: Buffer) => {
    if (sealed.length < IV + TAG) throw new Error('Sealed value is truncated');
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV));
    decipher.setAuthTag(sealed.subarray(IV, IV + TAG));
    return Buffer.concat([decipher.update(sealed.subarray(IV + TAG)), decipher.final()]);
  };

  return {
    sealText: (plain) => TEXT_PREFIX + seal(Buffer.from(plain, 'utf8')).toString('base64'),
    openText: (sealed) => {
      if (!sealed.startsWith(TEXT_PREFIX)) throw new Error('Not a sealed value');
      return open(Buffer.from(sealed.slice(TEXT_PREFIX.length), 'base64')).toString('utf8');
    },
    sealBytes: (plain) => Buffer.concat([BYTES_MAGIC, seal(plain)]),
    openBytes: (sealed) => {
      if (!sealed.subarray(0, BYTES_MAGIC.length).equals(BYTES_MAGIC)) throw new Error('Not sealed bytes');
      return open(sealed.subarray(BYTES_MAGIC.length));
    },
  };
}
