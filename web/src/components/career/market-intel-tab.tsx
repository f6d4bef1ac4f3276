import type { CareerIntelligence } from '@common/contract/career';
import { ListBlock } from './list-block';

export function MarketIntelTab({ intelligence }: { intelligence: CareerIntelligence }) {
  const { competitive_intelligence: intel, market_analysis: market } = intelligence;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ListBlock title="Geographic Opportunities" items={market.geographic_advantages} />
      <section className="space-y-2">
        <h4 className="text-sm font-semibold">Competitive Intelligence</h4>
        <p className="text-sm text-slate-800">Typical advancement: {intel.peer_analysis.average_advancement_timeline}</p>
        <ListBlock title="Typical career path" items={intel.peer_analysis.typical_career_path} />
        <ListBlock title="Advantages needed" items={intel.peer_analysis.competitive_advantages_needed} />
      </section>
      <ListBlock title="Industry Insights" items={intel.industry_insights} />
      <ListBlock title="Emerging Opportunities" items={intel.emerging_opportunities} />
    </div>
  );
}
