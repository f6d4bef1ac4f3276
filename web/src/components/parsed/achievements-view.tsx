import type { ParsedData } from '@common/contract/analysis';

/** Quantifiable achievements grouped by metric. */
export function AchievementsView({ data }: { data: ParsedData }) {
  if (data.quantifiable_achievements.length === 0) return <p className="font-mono text-xs text-red-800">NOT EXTRACTED</p>;
  return (
    <ul className="space-y-3">
      {data.quantifiable_achievements.map(({ metric, values }) => (
        <li key={metric}>
          <h4 className="text-sm font-medium capitalize">{metric.replace(/_/g, ' ')}</h4>
          <ul className="list-disc pl-5 text-sm text-slate-800">
            {values.map((value, i) => (
              <li key={i}>{value}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
