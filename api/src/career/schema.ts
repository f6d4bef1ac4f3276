import { z } from 'zod';
import { EFFORT_LEVELS, GROWTH_TRAJECTORIES, prioritySchema, recommendationCategorySchema } from '@common/contract/career';

const score = z.number().min(0).max(100);

/**
 * What the model judges (market, next roles, plan). Facts (current role, years, skills,
 * location) are filled by our code from the parser, and the health score by our formula.
 */
export const careerJudgementSchema = z.object({
  industry: z.string().describe('Industry the candidate works in, from the resume'),
  salary_range: z.string().describe('Typical salary range for the current role and location, e.g. "$140k-$180k"'),
  market_analysis: z.object({
    role_demand_score: score.describe('Demand for this role now, 0-100'),
    salary_percentile: score.describe("Where the candidate's likely pay sits among peers, 0-100"),
    growth_trajectory: z.enum(GROWTH_TRAJECTORIES),
    market_saturation: z.string(),
    geographic_advantages: z.array(z.string()),
  }),
  career_progression: z.object({
    advancement_strategy: z.string(),
    next_logical_roles: z.array(
      z.object({
        title: z.string(),
        timeline: z.string(),
        salary_increase: z.string(),
        market_demand: prioritySchema,
        required_skills: z.array(z.string()),
      }),
    ),
    skill_priorities: z.array(
      z.object({ skill: z.string(), importance: prioritySchema, learning_timeline: z.string(), market_value_increase: z.string() }),
    ),
  }),
  competitive_intelligence: z.object({
    peer_analysis: z.object({
      typical_career_path: z.array(z.string()),
      average_advancement_timeline: z.string(),
      competitive_advantages_needed: z.array(z.string()),
    }),
    industry_insights: z.array(z.string()),
    emerging_opportunities: z.array(z.string()),
  }),
  actionable_recommendations: z.array(
    z.object({
      action: z.string(),
      impact: z.string(),
      timeline: z.string(),
      effort_level: z.enum(EFFORT_LEVELS),
      category: recommendationCategorySchema,
      impact_score: score.describe('Expected effect on the career, 0-100'),
    }),
  ),
});
export type CareerJudgement = z.infer<typeof careerJudgementSchema>;
