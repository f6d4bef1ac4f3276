import type { JobMatchResponse } from '@common/contract/job-match';
import { ATS_FAIR_SCORE, ATS_GOOD_SCORE } from '@common/contract/analysis';
import { cn } from '@common/react/cn';

/** Green at 80 or more, yellow at 60 or more, red below (SPEC section 9). */
const scoreTone = (score: number) => (score >= ATS_GOOD_SCORE ? 'text-green-700' : score >= ATS_FAIR_SCORE ? 'text-amber-700' : 'text-red-700');
const barTone = (score: number) => (score >= ATS_GOOD_SCORE ? 'bg-green-600' : score >= ATS_FAIR_SCORE ? 'bg-amber-500' : 'bg-red-600');

function KeywordList({ label, keywords, tone }: { label: string; keywords: string[]; tone: 'matched' | 'missing' }) {
  return (
    <section aria-label={label} className="space-y-1.5">
      <h3 className="text-sm font-semibold">
        {label} <span className="font-normal text-slate-600">({keywords.length})</span>
      </h3>
      {keywords.length === 0 ? (
        <p className="text-xs text-slate-600">None</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className={cn(
                'rounded-full border px-2 py-0.5 text-xs',
                tone === 'matched' ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-900',
              )}
            >
              {keyword}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The side panel's ATS check: match rate, matched and missing keywords, ATS score and top improvements. */
export function MatchReport({ result }: { result: JobMatchResponse }) {
  const { jobPosting, match, ats } = result;
  const rate = Math.round(match.matchRate);
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-base font-semibold leading-snug">{jobPosting.title || 'Untitled job'}</h2>
        {jobPosting.company && <p className="text-sm text-slate-700">{jobPosting.company}</p>}
        {jobPosting.warnings.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-xs text-amber-900">
            {jobPosting.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        )}
      </div>

      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-md border border-slate-200 p-3">
          <p className="text-xs text-slate-600">Keyword match</p>
          <p className={cn('text-2xl font-bold', scoreTone(rate))} aria-label={`Match rate ${rate}%`}>
            {rate}%
          </p>
          <div role="progressbar" aria-label="Match rate" aria-valuemin={0} aria-valuemax={100} aria-valuenow={rate} className="mt-1 h-1.5 rounded-full bg-slate-200">
            <div className={cn('h-full rounded-full', barTone(rate))} style={{ width: `${rate}%` }} />
          </div>
        </div>
        <div className="rounded-md border border-slate-200 p-3">
          <p className="text-xs text-slate-600">ATS score</p>
          <p className={cn('text-2xl font-bold', scoreTone(ats.score))} aria-label={`ATS score ${ats.score} out of 100, grade ${ats.grade}`}>
            {ats.score}
            <span className="text-sm font-medium text-slate-600">/100 · {ats.grade}</span>
          </p>
        </div>
      </div>

      <KeywordList label="Matched keywords" keywords={match.matchedKeywords} tone="matched" />
      <KeywordList label="Missing keywords" keywords={match.missingKeywords} tone="missing" />

      <section aria-label="Top improvements" className="space-y-1.5">
        <h3 className="text-sm font-semibold">Top improvements</h3>
        {ats.improvements.length === 0 ? (
          <p className="text-xs text-slate-600">Nothing to improve for this job.</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
            {ats.improvements.map((improvement) => (
              <li key={improvement}>{improvement}</li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
