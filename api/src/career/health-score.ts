import type { CareerHealthScore, Priority } from '@common/contract/career';
import type { CareerJudgement } from './schema';

export interface HealthInputs {
  judgement: CareerJudgement;
  /** Share (0..1) of the skills the next logical roles require that the resume already shows; null when none were named. */
  demandedSkillCoverage: number | null;
  /** ATS score of the resume (0..100), when the scorer ran. */
  atsScore: number | null;
  quantifiedAchievements: number;
  skillCount: number;
}

const TRAJECTORY: Record<CareerJudgement['market_analysis']['growth_trajectory'], number> = {
  exploding: 90,
  growing: 75,
  stable: 55,
  declining: 30,
};

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/**
 * The career health score. Every part is 0-100:
 * - market_position = 0.6 × role_demand_score + 0.4 × salary_percentile (the model's market reading);
 * - skill_relevance = 100 × share of the skills the next logical roles require that the resume
 *   already shows (50 when the model named none);
 * - growth_potential = growth trajectory (exploding 90, growing 75, stable 55, declining 30),
 *   +5 for each next role in high or critical demand, at most +15;
 * - competitive_advantage = 0.6 × the ATS score of the resume + 0.4 × evidence, where evidence
 *   = min(100, 15 × quantified achievements + 2 × listed skills); evidence alone without a score;
 * - overall = 0.3 × market_position + 0.3 × skill_relevance + 0.2 × growth_potential + 0.2 × competitive_advantage.
 * recommendations_priority orders the model's recommendations by impact score; priority is
 * critical for an immediate one scoring 80+, else high from 70, medium from 45, low below.
 */
export function healthScore(h: HealthInputs): CareerHealthScore {
  const m = h.judgement.market_analysis;
  const market_position = clamp(0.6 * m.role_demand_score + 0.4 * m.salary_percentile);
  const skill_relevance = clamp(h.demandedSkillCoverage === null ? 50 : 100 * h.demandedSkillCoverage);
  const hotRoles = h.judgement.career_progression.next_logical_roles.filter((r) => r.market_demand === 'high' || r.market_demand === 'critical').length;
  const growth_potential = clamp(TRAJECTORY[m.growth_trajectory] + Math.min(15, 5 * hotRoles));
  const evidence = Math.min(100, 15 * h.quantifiedAchievements + 2 * h.skillCount);
  const competitive_advantage = clamp(h.atsScore === null ? evidence : 0.6 * h.atsScore + 0.4 * evidence);
  const overall_score = clamp(0.3 * market_position + 0.3 * skill_relevance + 0.2 * growth_potential + 0.2 * competitive_advantage);

  const priority = (r: CareerJudgement['actionable_recommendations'][number]): Priority =>
    r.category === 'immediate' && r.impact_score >= 80 ? 'critical' : r.impact_score >= 70 ? 'high' : r.impact_score >= 45 ? 'medium' : 'low';
  const recommendations_priority = [...h.judgement.actionable_recommendations]
    .sort((a, b) => b.impact_score - a.impact_score)
    .map((r) => ({ action: r.action, priority: priority(r), impact_score: clamp(r.impact_score) }));

  return {
    overall_score,
    breakdown: { market_position, skill_relevance, growth_potential, competitive_advantage },
    recommendations_priority,
  };
}
