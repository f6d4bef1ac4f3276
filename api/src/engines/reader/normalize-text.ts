const LIGATURES: Record<string, string> = { 'ﬀ': 'ff', 'ﬁ': 'fi', 'ﬂ': 'fl', 'ﬃ': 'ffi', 'ﬄ': 'ffl', 'ﬅ': 'st', 'ﬆ': 'st' };

/**
 * One text convention for every format: \n line ends, no invisible or private-use
 * characters (icon fonts), ligatures expanded, at most one blank line in a row.
 */
export function normalizeText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029\f\v]/g, '\n')
    .replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c)
    // Control characters, soft hyphen, zero-width characters, BOM and icon-font glyphs carry no text.
    .replace(/[\u0000-\u0008\u000E-\u001F\u007F\u00AD\u200B-\u200D\u2060\uFEFF\uE000-\uF8FF]/g, '')
    .replace(/\u00A0/g, ' ')
    .replace(/[^\S\n\t]+/g, ' ')
    .split('\n')
    .map((l) => l.replace(/[ \t]+$/g, '').replace(/^ +/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
