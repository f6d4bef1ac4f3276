import { z } from 'zod';
import { prioritySchema } from './career';

export const optimizationOpportunitySchema = z.object({
  process_name: z.string(),
  implementation_priority: prioritySchema,
  current_performance: z.string(),
  expected_improvement: z.string(),
  optimized_approach: z.string(),
  competitive_advantage: z.string(),
  cost_impact: z.string(),
});
export type OptimizationOpportunity = z.infer<typeof optimizationOpportunitySchema>;

/** SPEC section 3 MCP analysis: the platform analysis built from the operation metrics. */
export const mcpAnalysisSchema = z.object({
  competitive_analysis: z.object({
    current_position: z.string(),
    post_optimization_position: z.string(),
    market_differentiation: z.array(z.string()),
  }),
  optimization_opportunities: z.array(optimizationOpportunitySchema),
  implementation_roadmap: z.array(
    z.object({
      phase: z.string(),
      timeline: z.string(),
      impact: z.string(),
      processes: z.array(z.string()),
    }),
  ),
  strategic_recommendations: z.array(z.string()),
});
export type McpAnalysis = z.infer<typeof mcpAnalysisSchema>;

/**
 * GET and POST /api/mcp/analyze-platform answer. analysis is null before the first run;
 * implemented names the processes already implemented by this user.
 */
export const mcpAnalysisResponseSchema = z.object({
  analysis: mcpAnalysisSchema.nullable(),
  implemented: z.array(z.string()).default([]),
});
export type McpAnalysisResponse = z.infer<typeof mcpAnalysisResponseSchema>;

/** POST /api/mcp/implement-optimization body. */
export const implementOptimizationRequestSchema = z.strictObject({
  processName: z.string().trim().min(1, 'processName is required').max(200),
});
export type ImplementOptimizationRequest = z.infer<typeof implementOptimizationRequestSchema>;

export const implementOptimizationResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type ImplementOptimizationResponse = z.infer<typeof implementOptimizationResponseSchema>;
