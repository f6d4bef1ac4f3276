import type { CareerHealthScore } from '@common/contract/career';
import { cn } from '@common/react/cn';
import { scoreTone, TONE_CLASSES } from '../analyzer/score-colors';
import { Progress } from '../ui/progress';

const BARS: Array<[keyof CareerHealthScore['breakdown'], string]> = [
  ['market_position', 'Market Position'],
  ['skill_relevance', 'Skill Relevance'],
  ['growth_potential', 'Growth Potential'],
  ['competitive_advantage', 'Competitive Edge'],
];

export function HealthScore({ score }: { score: CareerHealthScore }) {
  const tone = TONE_CLASSES[scoreTone(score.overall_score)];
  return (
    <div className="grid items-center gap-6 sm:grid-cols-[auto_1fr]">
      <div className="text-center">
        <p className="text-sm font-medium text-slate-700">Career Health Score</p>
        <p className={cn('text-5xl font-bold', tone.text)} data-testid="health-score">
          {Math.round(score.overall_score)}
        </p>
        <p className="text-xs text-slate-600">out of 100</p>
      </div>
      <div className="space-y-3">
        {BARS.map(([key, label]) => {
          const value = Math.round(score.breakdown[key]);
          return (
            <div key={key} className="space-y-1">
              <div className="flex justify-between text-sm">
                <span>{label}</span>
                <span className="font-medium">{value}</span>
              </div>
              <Progress value={value} aria-label={`${label}: ${value} of 100`} indicatorClassName={TONE_CLASSES[scoreTone(value)].bar} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
