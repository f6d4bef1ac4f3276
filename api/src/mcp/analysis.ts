import type { McpAnalysis, OptimizationOpportunity } from '@common/contract/mcp';
import type { Priority } from '@common/contract/career';
import type { ProcessStats } from '../metrics/recorder';
import { PROCESSES } from '../metrics/processes';
import { CATALOGUE } from './catalogue';
import type { Narrative } from './narrative-schema';

const pct = (r: number) => `${Math.round(r * 1000) / 10}%`;

/** One line of measured figures for a process. */
export function performanceLine(s: ProcessStats | undefined): string {
  if (!s || s.count === 0) return 'No operations recorded in the last 30 days';
  return `${s.count} operations in 30 days, ${pct(s.successRate)} success, p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms`;
}

/** Busy and slow processes gain most from reuse. */
export function priorityOf(s: ProcessStats | undefined): Priority {
  if (!s || s.count === 0) return 'low';
  if (s.count >= 100 && s.p95Ms >= 5000) return 'critical';
  if (s.p95Ms >= 2000 || s.count >= 50) return 'high';
  if (s.count >= 10) return 'medium';
  return 'low';
}

const ORDER: Priority[] = ['critical', 'high', 'medium', 'low'];

/** Opportunities (switches still off) and the roadmap, from measured figures and the catalogue. */
export function opportunities(stats: ProcessStats[], enabled: string[]): Pick<McpAnalysis, 'optimization_opportunities' | 'implementation_roadmap'> {
  const byProcess = new Map(stats.map((s) => [s.process, s]));
  const optimization_opportunities: OptimizationOpportunity[] = CATALOGUE.filter((o) => !enabled.includes(o.switch))
    .map((o) => ({
      process_name: o.process,
      implementation_priority: priorityOf(byProcess.get(o.process)),
      current_performance: `${PROCESSES[o.process]}: ${performanceLine(byProcess.get(o.process))}`,
      expected_improvement: o.improvement,
      optimized_approach: o.approach,
      competitive_advantage: o.advantage,
      cost_impact: o.costImpact,
    }))
    .sort((a, b) => ORDER.indexOf(a.implementation_priority) - ORDER.indexOf(b.implementation_priority));

  const phases: Array<{ phase: string; timeline: string; impact: string; priorities: Priority[] }> = [
    { phase: 'Phase 1: busiest and slowest processes', timeline: 'Now', impact: 'Largest share of repeated work removed', priorities: ['critical', 'high'] },
    { phase: 'Phase 2: steady traffic', timeline: 'Next', impact: 'Repeat requests answered from storage', priorities: ['medium'] },
    { phase: 'Phase 3: low traffic', timeline: 'When traffic grows', impact: 'Consistency across all processes', priorities: ['low'] },
  ];
  const implementation_roadmap = phases
    .map((p) => ({
      phase: p.phase,
      timeline: p.timeline,
      impact: p.impact,
      processes: optimization_opportunities.filter((o) => p.priorities.includes(o.implementation_priority)).map((o) => o.process_name),
    }))
    .filter((p) => p.processes.length);
  return { optimization_opportunities, implementation_roadmap };
}

/** The narrative without a model: plain statements of the measured figures. */
export function plainNarrative(stats: ProcessStats[], openCount: number): Narrative {
  const active = stats.filter((s) => s.count > 0);
  const total = active.reduce((n, s) => n + s.count, 0);
  const ok = active.reduce((n, s) => n + s.successRate * s.count, 0);
  const slowest = [...active].sort((a, b) => b.p95Ms - a.p95Ms)[0];
  return {
    current_position: total
      ? `${total} operations in the last 30 days with ${pct(ok / total)} success; the slowest process is ${PROCESSES[slowest!.process].toLowerCase()} (p95 ${slowest!.p95Ms} ms).`
      : 'No operations recorded in the last 30 days yet.',
    post_optimization_position: openCount
      ? `With the ${openCount} available reuse optimizations on, repeated requests answer from storage instead of being fetched, read or generated again.`
      : 'Every available optimization is on: repeated requests already answer from storage.',
    market_differentiation: [
      'Tailored resumes are checked against the original: nothing is invented.',
      'Every figure here is measured from this installation, not estimated.',
    ],
    strategic_recommendations: active.length
      ? active.filter((s) => s.successRate < 0.95).map((s) => `Investigate failures in ${PROCESSES[s.process].toLowerCase()}: ${pct(s.successRate)} success.`).concat(['Run this analysis again after a week of traffic to compare.'])
      : ['Use the app for a while, then run this analysis again: it reports measured figures only.'],
  };
}
