import { STRONG_TITLE } from './title-words';

/** Line-level helpers shared by the section parsers. */

export const BULLET = /^\s*(?:[•●○◦▪▫■□►▸‣⁃∙·*–—-]|\d{1,2}[.)])\s+/;

export const isBullet = (line: string) => BULLET.test(line);

export const stripBullet = (line: string) => line.replace(BULLET, '').trim();

/** Splits a line on the separators layouts put between fields (tabs, pipes, middots). */
export const fieldsOf = (line: string) =>
  line
    .split(/\t+|\s+[|•·]\s+|\s{3,}/)
    .map((f) => f.trim())
    .filter(Boolean);

const ACTION_START = /^(?:[A-Z][a-z]{3,}ed|[A-Z][a-z]{3,}ly|Led|Built|Ran|Won|Cut|Grew|Set|Shipped|Made|Wrote|Drove|Own|Owned|Lead|Manage[sd]?|Develop(?:ed|s)?|Design(?:ed|s)?|Create[sd]?|Maintain(?:ed|s)?|Support(?:ed|s)?|Work(?:ed|s)?|Help(?:ed|s)?|Serve[sd]?|Care[sd]?|Taught|Spearheaded|Oversaw|Brought|Took|Gave|Kept|Rebuilt|Split|Sold|Held|Responsible|Using|Achieved|Delivered)\b/;

/** A line of prose (a bullet, a wrapped sentence), as opposed to a short label such as a title or company. */
export function isSentence(line: string): boolean {
  const t = line.trim();
  if (!t) return false;
  if (isBullet(t)) return true;
  const words = t.split(/\s+/);
  // A short title-like line ("Lead UX Designer") is a label even though it starts like a verb.
  if (words.length <= 6 && STRONG_TITLE.test(t) && !/[.;!]$/.test(t)) return false;
  // Lower case starts a continuation or prose; brand names like "iFood" or "eBay" do not.
  if (/^[a-z(][a-z]*(?:\s|$)/.test(t)) return true;
  if (/[.;!]$/.test(t) && t.split(/\s+/).length > 3) return true;
  if (t.split(/\s+/).length >= 9) return true;
  return ACTION_START.test(t) && t.split(/\s+/).length >= 3;
}

/** Re-joins sentences that a PDF wrapped over several lines. */
export function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const prev = out[out.length - 1];
    const continues =
      prev !== undefined &&
      !isBullet(line) &&
      !/[.!?:]$/.test(prev) &&
      (/^[a-z0-9(%&]/.test(line) || (prev.length >= 55 && !/^[A-Z][a-z]+(ed|ly)?\s/.test(line)) || /[,\-–/]$/.test(prev));
    if (continues) out[out.length - 1] = `${prev} ${line}`;
    else out.push(line);
  }
  return out;
}
