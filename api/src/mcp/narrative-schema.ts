import { z } from 'zod';

/** The part of the platform analysis the model may write: words around our measured figures. */
export const narrativeSchema = z.object({
  current_position: z.string(),
  post_optimization_position: z.string(),
  market_differentiation: z.array(z.string()),
  strategic_recommendations: z.array(z.string()),
});
export type Narrative = z.infer<typeof narrativeSchema>;
