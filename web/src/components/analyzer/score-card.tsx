import type { AtsAnalysis } from '@common/contract/analysis';
import { cn } from '@common/react/cn';
import { CheckCircle2, TrendingUp } from 'lucide-react';
import { scoreTone, TONE_CLASSES } from './score-colors';

/** Score out of 100 with its grade in the score's colour, then strengths and improvements. */
export function ScoreCard({ analysis }: { analysis: AtsAnalysis }) {
  const tone = scoreTone(analysis.score);
  const classes = TONE_CLASSES[tone];
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
      <div
        className={cn('mx-auto flex size-36 flex-col items-center justify-center rounded-full border-8', classes.ring, classes.bg)}
        data-testid="ats-score"
        data-tone={tone}
      >
        <span className={cn('text-4xl font-bold', classes.text)}>{Math.round(analysis.score)}</span>
        <span className="text-xs text-slate-700">out of 100</span>
        <span className={cn('text-lg font-semibold', classes.text)} data-testid="ats-grade">
          Grade {analysis.grade}
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="mb-2 flex items-center gap-1.5 font-semibold text-green-800">
            <CheckCircle2 className="size-4" aria-hidden />
            Strengths
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {analysis.strengths.length ? analysis.strengths.map((s, i) => <li key={i}>{s}</li>) : <li>None found yet</li>}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 flex items-center gap-1.5 font-semibold text-amber-900">
            <TrendingUp className="size-4" aria-hidden />
            Improvements
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {analysis.improvements.length ? analysis.improvements.map((s, i) => <li key={i}>{s}</li>) : <li>Nothing to improve</li>}
          </ul>
        </div>
      </div>
    </div>
  );
}
