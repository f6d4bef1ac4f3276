export type NumberKind = 'percent' | 'money' | 'plain';

export interface FoundNumber {
  raw: string;
  value: number;
  kind: NumberKind;
}

const WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, fifty: 50, hundred: 100, dozen: 12,
};
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };

const NUMBER = /(?<![\p{L}\d.])([$€£¥]\s?)?(\d+(?:[.,]\d+)*)(?:\s?(k|mm|m|bn|b|thousand|million|billion)\b)?\s?(%|percent\b|per cent\b)?/giu;

/** Every number written with digits (values with their k/M/B scale, as percent, money or plain). */
export function findNumbers(text: string): FoundNumber[] {
  const out: FoundNumber[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const [raw, currency, digits, scale, percent] = m;
    // 1,200,000 and 1.5: commas group thousands; a single dot with 1-2 digits after is a decimal.
    const cleaned = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(digits!) ? digits!.replace(/,/g, '') : digits!.replace(/,/g, '.');
    const base = Number(cleaned.split('.').length > 2 ? cleaned.replace(/\./g, '') : cleaned);
    if (!Number.isFinite(base)) continue;
    const value = base * (scale ? SCALE[scale.toLowerCase()]! : 1);
    out.push({ raw: raw!.trim(), value: Math.round(value * 1000) / 1000, kind: percent ? 'percent' : currency || /\$|usd|eur/i.test(raw!) ? 'money' : 'plain' });
  }
  return out;
}

/** Numbers the original supports: its digits and its small number words ('five engineers'). */
export function numberIndex(text: string): Array<{ value: number; kind: NumberKind }> {
  const found: Array<{ value: number; kind: NumberKind }> = findNumbers(text);
  for (const w of text.toLowerCase().match(/\b[a-z]+\b/g) ?? []) if (w in WORDS) found.push({ value: WORDS[w]!, kind: 'plain' });
  return found;
}

/** A percent needs a percent of the same value in the original, money needs money; a plain number any of the same value. */
export function isSupported(n: FoundNumber, index: Array<{ value: number; kind: NumberKind }>): boolean {
  return index.some((o) => o.value === n.value && (n.kind === 'plain' || o.kind === n.kind));
}
