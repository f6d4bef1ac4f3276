import { ATS_FAIR_SCORE, ATS_GOOD_SCORE } from '@common/contract/analysis';

export type ScoreTone = 'green' | 'yellow' | 'red';

/** SPEC section 9: green at 80 or more, yellow at 60 or more, red below. */
export function scoreTone(score: number): ScoreTone {
  if (score >= ATS_GOOD_SCORE) return 'green';
  if (score >= ATS_FAIR_SCORE) return 'yellow';
  return 'red';
}

/** Text and ring classes per tone, dark enough for 4.5:1 contrast on white. */
export const TONE_CLASSES: Record<ScoreTone, { text: string; ring: string; bar: string; bg: string }> = {
  green: { text: 'text-green-700', ring: 'border-green-600', bar: 'bg-green-600', bg: 'bg-green-50' },
  yellow: { text: 'text-yellow-800', ring: 'border-yellow-500', bar: 'bg-yellow-500', bg: 'bg-yellow-50' },
  red: { text: 'text-red-700', ring: 'border-red-600', bar: 'bg-red-600', bg: 'bg-red-50' },
};
