import { cleanInline } from './rich-text';

const UNITS: Record<string, string> = {
  hour: 'per hour',
  day: 'per day',
  week: 'per week',
  month: 'per month',
  year: 'per year',
  annual: 'per year',
  yearly: 'per year',
  hourly: 'per hour',
  monthly: 'per month',
  weekly: 'per week',
  daily: 'per day',
  peryearsalary: 'per year',
  perhourwage: 'per hour',
  permonthsalary: 'per month',
  onetime: 'one time',
};

function toNumber(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() && Number.isFinite(Number(v.replace(/[,\s]/g, '')))) return Number(v.replace(/[,\s]/g, ''));
  return null;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "USD 120,000 - 150,000 per year" from a range; null when there is no number. */
export function formatSalaryRange(min: unknown, max: unknown, currency?: unknown, unit?: unknown): string | null {
  const lo = toNumber(min);
  const hi = toNumber(max);
  if (lo === null && hi === null) return null;
  const amount =
    lo !== null && hi !== null && lo !== hi
      ? `${grouped.format(lo)} - ${grouped.format(hi)}`
      : grouped.format((lo ?? hi)!);
  const cur = cleanInline(currency);
  const unitText = cleanInline(unit);
  const per = unitText ? (UNITS[unitText.toLowerCase().replace(/[^a-z]/g, '')] ?? unitText.toLowerCase()) : null;
  return [cur, amount, per].filter(Boolean).join(' ');
}

/**
 * schema.org baseSalary / estimatedSalary: a MonetaryAmount whose value is a number or a
 * QuantitativeValue (value or minValue/maxValue, unitText), a list of them, or plain text.
 */
export function formatSchemaSalary(raw: unknown): string | null {
  if (Array.isArray(raw)) {
    const parts = raw.map(formatSchemaSalary).filter((s): s is string => !!s);
    return parts.length ? [...new Set(parts)].join('; ') : null;
  }
  if (typeof raw === 'string' || typeof raw === 'number') return cleanInline(raw);
  if (!raw || typeof raw !== 'object') return null;
  const amount = raw as Record<string, unknown>;
  const currency = amount.currency ?? amount.salaryCurrency;
  const value = amount.value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const q = value as Record<string, unknown>;
    return formatSalaryRange(q.minValue ?? q.value, q.maxValue ?? q.value, currency ?? q.currency, q.unitText ?? amount.unitText);
  }
  return formatSalaryRange(amount.minValue ?? value, amount.maxValue ?? value, currency, amount.unitText);
}
