import type { WorkExperience } from '@common/contract/analysis';
import { orMissing } from './not-extracted';

/** Positions with dates and up to `maxAchievements` achievements each, then '... and N more'. */
export function WorkExperienceList({ jobs, maxAchievements }: { jobs: WorkExperience[]; maxAchievements?: number }) {
  if (jobs.length === 0) return <p className="font-mono text-xs text-red-800">NOT EXTRACTED</p>;
  return (
    <ol className="space-y-4">
      {jobs.map((job, index) => {
        const { start_date, end_date, is_current } = job.employment_period;
        const shown = maxAchievements === undefined ? job.key_achievements : job.key_achievements.slice(0, maxAchievements);
        const more = job.key_achievements.length - shown.length;
        return (
          <li key={index} className="rounded-md border border-slate-200 p-3">
            <p className="font-semibold">{orMissing(job.position)}</p>
            <p className="text-sm text-slate-700">{orMissing(job.company)}</p>
            <p className="text-xs text-slate-600">
              {orMissing(start_date)} – {is_current ? 'Present' : orMissing(end_date)}
            </p>
            {shown.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {shown.map((achievement, i) => (
                  <li key={i}>{achievement}</li>
                ))}
              </ul>
            )}
            {more > 0 && <p className="mt-1 text-xs text-slate-600">... and {more} more</p>}
            {maxAchievements === undefined && job.responsibilities.length > 0 && (
              <div className="mt-2">
                <p className="text-xs font-medium text-slate-700">Responsibilities</p>
                <ul className="list-disc space-y-1 pl-5 text-sm">
                  {job.responsibilities.map((r, i) => (
                    <li key={i}>{r}</li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
