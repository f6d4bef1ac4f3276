import { z } from 'zod';

export const PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export const GROWTH_TRAJECTORIES = ['exploding', 'growing', 'stable', 'declining'] as const;
export const RECOMMENDATION_CATEGORIES = ['immediate', 'short_term', 'long_term'] as const;
export const EFFORT_LEVELS = ['low', 'medium', 'high'] as const;

export const prioritySchema = z.enum(PRIORITIES);
export type Priority = z.infer<typeof prioritySchema>;
export const recommendationCategorySchema = z.enum(RECOMMENDATION_CATEGORIES);
export type RecommendationCategory = z.infer<typeof recommendationCategorySchema>;

/** Headings of the Action Plan groups, by category (SPEC section 9 windows). */
export const RECOMMENDATION_WINDOWS: Record<RecommendationCategory, string> = {
  immediate: 'Immediate (0-3 months)',
  short_term: 'Short-term (3-6 months)',
  long_term: 'Long-term (6+ months)',
};

const score = z.number().min(0).max(100);

export const careerIntelligenceSchema = z.object({
  user_profile: z.object({
    current_role: z.string(),
    years_experience: z.number().nonnegative(),
    industry: z.string(),
    location: z.string(),
    salary_range: z.string(),
    skills: z.array(z.string()),
  }),
  market_analysis: z.object({
    role_demand_score: score,
    salary_percentile: score,
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
      z.object({
        skill: z.string(),
        importance: prioritySchema,
        learning_timeline: z.string(),
        market_value_increase: z.string(),
      }),
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
    }),
  ),
});
export type CareerIntelligence = z.infer<typeof careerIntelligenceSchema>;

export const careerHealthScoreSchema = z.object({
  overall_score: score,
  breakdown: z.object({
    market_position: score,
    skill_relevance: score,
    growth_potential: score,
    competitive_advantage: score,
  }),
  recommendations_priority: z.array(
    z.object({ action: z.string(), priority: prioritySchema, impact_score: score }),
  ),
});
export type CareerHealthScore = z.infer<typeof careerHealthScoreSchema>;

/** POST /api/career-intelligence/analyze answer (multipart 'resume', optional 'targetRole'). */
export const careerReportResponseSchema = z.object({
  intelligence: careerIntelligenceSchema,
  health_score: careerHealthScoreSchema,
});
export type CareerReportResponse = z.infer<typeof careerReportResponseSchema>;

export const MAX_TARGET_ROLE_CHARS = 200;
