// Finds where an element's content ends; each search starts where the last one stopped, so
// the whole pass is linear even for hostile input (no backtracking regex over the page).
const CLOSERS: Record<string, RegExp> = {
  script: /<\/script\s*>/gi,
  style: /<\/style\s*>/gi,
  '!--': /-->/g,
};
const OPENER = /<(script|style|!--)/gi;

/**
 * Drops the content of scripts (except JSON-LD), styles and comments before parsing: on real
 * pages they are most of the bytes and none of the text. Script tags stay, empty, because
 * their presence is a signal of a script-rendered page.
 */
export function stripInertMarkup(html: string): string {
  const out: string[] = [];
  let pos = 0;
  OPENER.lastIndex = 0;
  for (let m = OPENER.exec(html); m; m = OPENER.exec(html)) {
    const kind = m[1].toLowerCase();
    const start = m.index;
    if (kind === '!--') {
      const close = CLOSERS['!--'];
      close.lastIndex = start + 4;
      const end = close.exec(html);
      out.push(html.slice(pos, start));
      pos = end ? end.index + end[0].length : html.length;
    } else {
      const tagEnd = html.indexOf('>', start);
      if (tagEnd === -1) break;
      const openTag = html.slice(start, tagEnd + 1);
      const close = CLOSERS[kind];
      close.lastIndex = tagEnd + 1;
      const end = close.exec(html);
      const after = end ? end.index + end[0].length : html.length;
      if (kind === 'script' && /ld\+json/i.test(openTag)) {
        out.push(html.slice(pos, after));
      } else {
        out.push(html.slice(pos, start), kind === 'script' ? `${openTag}</script>` : '');
      }
      pos = after;
    }
    if (pos >= html.length) break;
    OPENER.lastIndex = pos;
  }
  out.push(html.slice(pos));
  return out.join('');
}
