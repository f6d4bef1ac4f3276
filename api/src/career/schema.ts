import { z } from 'zod';
import { careerIntelligenceSchema } from '@common/contract/career';

const score = z.number().min(0).max(100);
const report = careerIntelligenceSchema.shape;

/**
 * What the model judges (market, next roles, plan): the report's own parts, with hints for the
 * model and an impact score per recommendation. Facts (current role, years, skills, location)
 * are filled by our code from the parser, and the health score by our formula.
 */
export const careerJudgementSchema = z.object({
  industry: report.user_profile.shape.industry.describe('Industry the candidate works in, from the resume'),
  salary_range: report.user_profile.shape.salary_range.describe('Typical salary range for the current role and location, e.g. "$140k-$180k"'),
  market_analysis: report.market_analysis.extend({
    role_demand_score: score.describe('Demand for this role now, 0-100'),
    salary_percentile: score.describe("Where the candidate's likely pay sits among peers, 0-100"),
  }),
  career_progression: report.career_progression,
  competitive_intelligence: report.competitive_intelligence,
  actionable_recommendations: z.array(
    report.actionable_recommendations.element.extend({ impact_score: score.describe('Expected effect on the career, 0-100') }),
  ),
});
export type CareerJudgement = z.infer<typeof careerJudgementSchema>;
