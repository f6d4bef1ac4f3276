import type { JobPageAnalysis } from '../engines/job-page/read-job-page';
import { postingWarnings } from '../engines/job-page/warnings';
import type { JobPageResult } from '../engines/job-page/types';

/** One reading of the job (the sent page, a board API, the fetched page, the reader). */
export type Candidate = JobPageAnalysis;

const GAP_FIELDS = ['title', 'company', 'location', 'salary', 'employmentType'] as const;

function score(c: Candidate): number {
  const r = c.result;
  return (c.kind === 'posting' ? 10_000 : 0) + Math.min(r.description.length, 5_000) + (r.title ? 200 : 0) + (r.company ? 100 : 0);
}

/**
 * The reading with the best content (a real posting first, then the longest description),
 * with the fields it lacks filled from the other postings read for the same address.
 */
export function pickBest(candidates: Candidate[]): Candidate | null {
  if (!candidates.length) return null;
  const best = candidates.reduce((a, b) => (score(b) > score(a) ? b : a));
  if (best.kind !== 'posting') return best;
  const merged: JobPageResult = { ...best.result };
  // Only other postings fill gaps: a sign-in wall's title is "Sign in", not the job.
  for (const other of candidates) {
    if (other === best || other.kind !== 'posting') continue;
    for (const key of GAP_FIELDS) if (!merged[key] && other.result[key]) merged[key] = other.result[key];
  }
  return { kind: best.kind, result: { ...merged, warnings: postingWarnings(merged, best.kind) } };
}
