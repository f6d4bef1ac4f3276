import { findDateRange } from './dates';
import { fieldsOf } from './lines';
import { headingOf } from './sections';
import { TITLE_WORDS } from './title-words';

const EMAIL = /[\p{L}0-9._%+-]+@[\p{L}0-9.-]+\.[\p{L}]{2,}/u;
const PHONE = /(?:\+\s?\d{1,3}[\s.-]?)?(?:\(\+?\d{1,4}\)[\s.-]?)?\d[\d\s.\-/]{5,16}\d/g;
const URL = /\b(?:https?:\/\/|www\.)[^\s,;|·]+|\b(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com)\/[^\s,;|·]+/i;

export const findEmail = (text: string) => EMAIL.exec(text)?.[0] ?? '';

/** The first phone number: 7-15 digits, not a date range or a year span. */
export function findPhone(text: string): string {
  const lines = text.split('\n');
  // A labelled number ("Phone", "Tel", "Mobile") wins over any other digit run.
  const ordered = [...lines.filter((l) => /\b(phone|tel|mobile|cell|móvil|telefone)\b/i.test(l)), ...lines];
  for (const line of ordered) {
    for (const m of line.matchAll(PHONE)) {
      const raw = m[0].trim().replace(/[\s.\-/]+$/, '');
      const digits = raw.replace(/\D/g, '');
      if (digits.length < 7 || digits.length > 15) continue;
      if (findDateRange(raw) || /^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}$/.test(raw) || /^\d{4}-\d{2}(-\d{2})?$/.test(raw)) continue;
      if (!/[+(]/.test(raw) && !/\s|-|\./.test(raw) && digits.length < 9) continue;
      return raw;
    }
  }
  return '';
}

/** A personal site, portfolio or profile URL (not a company site inside work history). */
export function findPortfolio(headerText: string): string {
  return URL.exec(headerText)?.[0]?.replace(/[).]+$/, '') ?? '';
}

const NAME_PARTICLES = new Set(['de', 'da', 'do', 'dos', 'das', 'del', 'della', 'di', 'van', 'von', 'der', 'den', 'la', 'le', 'al', 'el', 'bin', 'binti', 'ibn', 'ní', 'nic', 'mac', 'mc', 'ap', 'y', 'e']);

/** How much a line looks like a person's name (0 = not at all). */
function nameScore(text: string): number {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!t || t.length > 50 || /[@\d/:|•]/.test(t) || headingOf(t)) return 0;
  const words = t.split(' ');
  if (words.length < 2 || words.length > 6) return 0;
  if (words.some((w) => TITLE_WORDS.has(w.toLowerCase().replace(/[^\p{L}]/gu, '')))) return 0;
  let ok = 0;
  for (const w of words) {
    if (/^\p{Lu}[\p{L}'’.-]*$/u.test(w) || NAME_PARTICLES.has(w.toLowerCase())) ok++;
  }
  return ok === words.length ? 1 : 0;
}

const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, p, c) => p + c.toUpperCase());

/** The candidate's name: the first name-like line (or field) near the top. */
export function findName(lines: string[]): string {
  for (const line of lines.slice(0, 40)) {
    for (const field of [line, ...fieldsOf(line), ...line.split(/,\s*/)]) {
      if (nameScore(field) > 0) {
        const t = field.trim().replace(/\s+/g, ' ');
        return t === t.toUpperCase() ? titleCase(t) : t;
      }
    }
  }
  return '';
}

const COUNTRY = /\b(?:[A-Z]{2}|USA|UK|United States|United Kingdom|Germany|France|Spain|India|Brazil|Brasil|Mexico|México|Japan|China|Nigeria|Norway|Ireland|Poland|Canada|Australia|Netherlands|Portugal|Italy|España)\b/;

/** A location: a short "City, Region, Country" piece among the header's fields. */
export function findLocation(lines: string[], exclude: string[]): string {
  const isExcluded = (f: string) => exclude.some((e) => e && (f.includes(e) || e.includes(f)));
  const candidates: Array<{ text: string; score: number }> = [];
  lines.slice(0, 60).forEach((line, i) => {
    for (let f of fieldsOf(line)) {
      f = f.replace(/^(location|address|based in|city)\s*:?\s*/i, '').trim();
      if (!f || f.length > 80 || isExcluded(f) || EMAIL.test(f) || URL.test(f) || headingOf(f) || findDateRange(f)) continue;
      if (/\d{5,}/.test(f.replace(/\s/g, '')) && !/[a-z]/i.test(f)) continue;
      const words = f.split(/\s+/);
      if (words.length > 9 || /[.!?]$/.test(f)) continue;
      if (words.some((w) => TITLE_WORDS.has(w.toLowerCase().replace(/[^\p{L}]/gu, '')))) continue;
      let score = 0;
      if (/,/.test(f)) score += 2;
      if (COUNTRY.test(f)) score += 2;
      if (/^\p{Lu}/u.test(f)) score += 1;
      if (/\d/.test(f) && !/\d{5}|\d{3}/.test(f)) score -= 1;
      score -= i * 0.02;
      if (score >= 2.5) candidates.push({ text: f, score });
    }
  });
  candidates.sort((a, b) => b.score - a.score);
  return candidates[0]?.text ?? '';
}
