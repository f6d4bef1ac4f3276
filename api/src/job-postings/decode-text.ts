/** The charset named by a Content-Type header, or by a <meta> in the first bytes of HTML. */
export function sniffCharset(contentType: string, head: Uint8Array): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  if (fromHeader) return fromHeader;
  if (/html/i.test(contentType)) {
    const ascii = Buffer.from(head.subarray(0, 2048)).toString('latin1');
    const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(ascii)?.[1];
    if (fromMeta) return fromMeta;
  }
  return 'utf-8';
}

/** Decodes a body by its declared charset; an unknown label falls back to UTF-8. */
export function decodeText(bytes: Uint8Array, contentType: string): string {
  const label = sniffCharset(contentType, bytes);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes);
}
