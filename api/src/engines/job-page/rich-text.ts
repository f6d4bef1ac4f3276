import { decodeHTML } from 'entities';
import { htmlToText } from './html-to-text';

const TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;
const ESCAPED_TAG = /&lt;\/?[a-z][a-z0-9]*(\s|\/|&gt;)/i;

/** Decodes HTML entities (&amp;, &#39;, &nbsp;, ...). */
export function decodeEntities(s: string): string {
  return s.includes('&') ? decodeHTML(s) : s;
}

/**
 * Description text from any of the forms boards publish: HTML, HTML escaped once more
 * ("&lt;p&gt;", as Greenhouse and some JSON-LD do), or plain text with line breaks.
 */
export function richTextToPlain(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.trim()) return '';
  let s = raw;
  // Escaped markup is decoded once, then read as HTML; decoding twice would turn a
  // literal "&lt;" that the employer wrote into a tag.
  if (!TAG.test(s) && ESCAPED_TAG.test(s)) s = decodeHTML(s);
  if (TAG.test(s)) return htmlToText(s);
  return decodeEntities(s)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/^\s*[•*·]\s+/gm, '- ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A one-line value (title, company, place): tags dropped, entities decoded, spaces collapsed. */
export function cleanInline(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const s = decodeEntities(String(raw).replace(/<[^>]*>/g, ' '))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  return s || null;
}
