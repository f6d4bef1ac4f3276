/** Dates and date ranges as resumes write them: month names, numeric, ISO, 'Present'. */

const MONTHS: Record<string, number> = {};
[
  ['jan', 'january', 'janeiro', 'enero', 'januar', 'janvier', 'gennaio'],
  ['feb', 'february', 'fevereiro', 'febrero', 'februar', 'février', 'fevrier', 'febbraio'],
  ['mar', 'march', 'março', 'marzo', 'märz', 'mars', 'marco'],
  ['apr', 'april', 'abril', 'avril', 'aprile'],
  ['may', 'maio', 'mayo', 'mai', 'maggio'],
  ['jun', 'june', 'junho', 'junio', 'juni', 'juin', 'giugno'],
  ['jul', 'july', 'julho', 'julio', 'juli', 'juillet', 'luglio'],
  ['aug', 'august', 'agosto', 'août', 'aout'],
  ['sep', 'sept', 'september', 'setembro', 'septiembre', 'septembre', 'settembre'],
  ['oct', 'october', 'outubro', 'octubre', 'oktober', 'octobre', 'ottobre'],
  ['nov', 'november', 'novembro', 'noviembre', 'novembre'],
  ['dec', 'december', 'dezembro', 'diciembre', 'dezember', 'décembre', 'decembre', 'dicembre'],
].forEach((names, i) => names.forEach((n) => (MONTHS[n] = i + 1)));

const MONTH_NAME = `(?:${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')})\\.?`;
const YEAR = '(?:19|20)\\d{2}';
const DATE = `(?:${MONTH_NAME}\\s*,?\\s*${YEAR}|${YEAR}[-/.](?:0?[1-9]|1[0-2])(?:[-/.](?:0?[1-9]|[12]\\d|3[01]))?|(?:0?[1-9]|1[0-2])[-/.]${YEAR}|${YEAR})`;
const CURRENT = '(?:present|current|currently|now|today|ongoing|to date|actualidad|atual|heute|aujourd\'hui)';
const SEP = '\\s*(?:[-–—~]+|\\bto\\b|\\buntil\\b|\\bbis\\b|\\ba\\b|\\bhasta\\b|\\bthrough\\b)\\s*';

const RANGE = new RegExp(`(?<![\\d+/.-])(${DATE})(?!\\d)(?:${SEP}(${DATE}|${CURRENT})(?!\\d)|\\s*[-–—]\\s*(?=$|\\t|\\())`, 'i');

export interface DateRange {
  start: string;
  end: string;
  isCurrent: boolean;
  /** Where the range sits in the line, so the rest of the line can be read as title/company. */
  index: number;
  length: number;
}

/** Normalises one date to YYYY-MM, or YYYY when no month is written. */
export function normalizeDate(raw: string): string {
  const t = raw.trim().toLowerCase().replace(/\.$/, '');
  let m = /^([a-zçéûä]+)\.?\s*,?\s*(\d{4})$/.exec(t);
  if (m && MONTHS[m[1]]) return `${m[2]}-${String(MONTHS[m[1]]).padStart(2, '0')}`;
  m = /^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?$/.exec(t);
  if (m) return `${m[1]}-${m[2].padStart(2, '0')}`;
  m = /^(\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) return `${m[2]}-${m[1].padStart(2, '0')}`;
  m = /^(\d{4})$/.exec(t);
  return m ? m[1] : raw.trim();
}

/** The first employment date range of a line, if any ("Mar 2019 – Present", "04/2015 - 03/2019", "2020-09 —"). */
export function findDateRange(line: string): DateRange | null {
  const flat = line.replace(/\s+/g, ' ');
  const m = RANGE.exec(line) ?? RANGE.exec(flat);
  if (!m) return null;
  const start = normalizeDate(m[1]);
  const endRaw = m[2];
  const isCurrent = !endRaw || new RegExp(`^${CURRENT}$`, 'i').test(endRaw.trim());
  const end = isCurrent ? 'Present' : normalizeDate(endRaw);
  // A lone year pair like "2019 2020" in prose is not a range; require a separator or a month.
  if (!endRaw && !/[-–—]/.test(m[0])) return null;
  const src = RANGE.exec(line) ? line : flat;
  return { start, end, isCurrent, index: src.indexOf(m[0]), length: m[0].length };
}
