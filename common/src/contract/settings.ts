import { z } from 'zod';

/** The value GET /api/settings returns in place of a stored key. */
export const MASKED_KEY = '***';

export const WRITING_STYLES = ['professional', 'conversational', 'creative', 'direct'] as const;
export const COVER_LETTER_LENGTHS = ['short', 'medium', 'long'] as const;
export const DATA_RETENTION_OPTIONS = ['30 days', '90 days', '1 year', 'never'] as const;

/** Paragraph counts promised by each length (SPEC section 9). */
export const LENGTH_PARAGRAPHS: Record<(typeof COVER_LETTER_LENGTHS)[number], [number, number]> = {
  short: [2, 3],
  medium: [3, 4],
  long: [4, 5],
};

export const writingStyleSchema = z.enum(WRITING_STYLES);
export const coverLetterLengthSchema = z.enum(COVER_LETTER_LENGTHS);
export const dataRetentionSchema = z.enum(DATA_RETENTION_OPTIONS);

/** What GET /api/settings answers. Keys are null when unset, MASKED_KEY when set. */
export const settingsSchema = z.object({
  openaiApiKey: z.string().nullable(),
  jinaApiKey: z.string().nullable(),
  aiBaseUrl: z.string().nullable(),
  aiModel: z.string().nullable(),
  writingStyle: writingStyleSchema,
  coverLetterLength: coverLetterLengthSchema,
  includeSkills: z.boolean(),
  includeAchievements: z.boolean(),
  encryptStorage: z.boolean(),
  autoDelete: z.boolean(),
  dataRetention: dataRetentionSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  openaiApiKey: null,
  jinaApiKey: null,
  aiBaseUrl: null,
  aiModel: null,
  writingStyle: 'professional',
  coverLetterLength: 'medium',
  includeSkills: true,
  includeAchievements: true,
  encryptStorage: true,
  autoDelete: false,
  dataRetention: '30 days',
};

const apiKey = z.string().max(500, 'API key is too long').nullable();

/**
 * PUT /api/settings body. Every field is optional; unknown fields are refused.
 * A key that is omitted or equal to MASKED_KEY keeps the stored key; '' or null removes it.
 */
export const settingsUpdateSchema = z.strictObject({
  openaiApiKey: apiKey.optional(),
  jinaApiKey: apiKey.optional(),
  aiBaseUrl: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'aiBaseUrl must be an http(s) URL' })])
    .nullable()
    .optional(),
  aiModel: z.string().max(200).nullable().optional(),
  writingStyle: writingStyleSchema.optional(),
  coverLetterLength: coverLetterLengthSchema.optional(),
  includeSkills: z.boolean().optional(),
  includeAchievements: z.boolean().optional(),
  encryptStorage: z.boolean().optional(),
  autoDelete: z.boolean().optional(),
  dataRetention: dataRetentionSchema.optional(),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const testConnectionRequestSchema = z.strictObject({
  service: z.enum(['openai', 'jina']),
  apiKey: z.string().min(1, 'API key required').max(500),
});
export type TestConnectionRequest = z.infer<typeof testConnectionRequestSchema>;

export const testConnectionResponseSchema = z.object({ connected: z.boolean(), message: z.string().optional() });
export type TestConnectionResponse = z.infer<typeof testConnectionResponseSchema>;
