import { RECOMMENDATION_CATEGORIES, RECOMMENDATION_WINDOWS, type CareerHealthScore, type CareerIntelligence } from '@common/contract/career';
import { PriorityBadge } from './priority-badge';

export function ActionPlanTab({ intelligence, health }: { intelligence: CareerIntelligence; health: CareerHealthScore }) {
  return (
    <div className="space-y-6">
      <section>
        <h3 className="mb-2 font-semibold">Priority Actions</h3>
        <ol className="space-y-2">
          {health.recommendations_priority.map((item) => (
            <li key={item.action} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm">
              <span>{item.action}</span>
              <span className="flex items-center gap-2">
                <PriorityBadge value={item.priority} />
                <span className="text-slate-700">Impact {Math.round(item.impact_score)}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
      {RECOMMENDATION_CATEGORIES.map((category) => {
        const items = intelligence.actionable_recommendations.filter((r) => r.category === category);
        return (
          <section key={category}>
            <h3 className="mb-2 font-semibold">{RECOMMENDATION_WINDOWS[category]}</h3>
            {items.length === 0 ? (
              <p className="text-sm text-slate-600">No recommendations in this window.</p>
            ) : (
              <ul className="space-y-2">
                {items.map((item) => (
                  <li key={item.action} className="rounded-md border border-slate-200 p-3 text-sm">
                    <p className="font-medium">{item.action}</p>
                    <p className="text-slate-700">
                      {item.impact} · {item.timeline} · effort {item.effort_level}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
