import type { CareerIntelligence } from '@common/contract/career';
import { Badge } from '../ui/badge';
import { PriorityBadge } from './priority-badge';

export function CareerPathTab({ intelligence }: { intelligence: CareerIntelligence }) {
  const { advancement_strategy, next_logical_roles, skill_priorities } = intelligence.career_progression;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-800">{advancement_strategy}</p>
      <section>
        <h3 className="mb-2 font-semibold">Next Roles</h3>
        <ul className="grid gap-3 md:grid-cols-2">
          {next_logical_roles.map((role) => (
            <li key={role.title} className="space-y-2 rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{role.title}</p>
                <PriorityBadge value={role.market_demand} label="Demand" />
              </div>
              <p className="text-sm text-slate-700">
                {role.timeline} · {role.salary_increase}
              </p>
              <div className="flex flex-wrap gap-1">
                {role.required_skills.map((skill) => (
                  <Badge key={skill} variant="outline">
                    {skill}
                  </Badge>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className="mb-2 font-semibold">Skill Priorities</h3>
        <ul className="space-y-2">
          {skill_priorities.map((item) => (
            <li key={item.skill} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm">
              <span className="font-medium">{item.skill}</span>
              <span className="flex flex-wrap items-center gap-2 text-slate-700">
                <PriorityBadge value={item.importance} />
                {item.learning_timeline} · {item.market_value_increase}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
