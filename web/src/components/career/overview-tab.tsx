import type { CareerIntelligence } from '@common/contract/career';
import { Badge } from '../ui/badge';

export function OverviewTab({ intelligence }: { intelligence: CareerIntelligence }) {
  const { user_profile: profile, market_analysis: market } = intelligence;
  const facts: Array<[string, string]> = [
    ['Current role', profile.current_role],
    ['Experience', `${profile.years_experience} years`],
    ['Industry', profile.industry],
    ['Location', profile.location],
    ['Salary range', profile.salary_range],
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section>
        <h3 className="mb-2 font-semibold">Current Position</h3>
        <dl className="grid grid-cols-[8rem_1fr] gap-y-1.5 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-700">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h3 className="mb-2 font-semibold">Market Analysis</h3>
        <dl className="grid grid-cols-[10rem_1fr] gap-y-1.5 text-sm">
          <dt className="text-slate-700">Role demand</dt>
          <dd className="font-medium">{Math.round(market.role_demand_score)}/100</dd>
          <dt className="text-slate-700">Salary percentile</dt>
          <dd className="font-medium">{Math.round(market.salary_percentile)}th</dd>
          <dt className="text-slate-700">Growth trajectory</dt>
          <dd className="font-medium capitalize">{market.growth_trajectory}</dd>
          <dt className="text-slate-700">Market saturation</dt>
          <dd className="font-medium">{market.market_saturation}</dd>
        </dl>
      </section>
      <section className="md:col-span-2">
        <h3 className="mb-2 font-semibold">Skills</h3>
        <div className="flex flex-wrap gap-1.5">
          {profile.skills.map((skill) => (
            <Badge key={skill} variant="secondary">
              {skill}
            </Badge>
          ))}
        </div>
      </section>
    </div>
  );
}
