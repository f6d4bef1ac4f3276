import { z } from 'zod';

/** Score at or above which a resume reads green and no optimization is offered (SPEC section 9). */
export const ATS_GOOD_SCORE = 80;
/** Score at or above which a resume reads yellow rather than red. */
export const ATS_FAIR_SCORE = 60;
/** Extracted text longer than this counts as a complete read in the parser test. */
export const PARSER_MIN_TEXT_LENGTH = 1000;
/** The fixed role the analyzer's 'Generate High-Score ATS Resume' asks for (SPEC section 7). */
export const ATS_OPTIMIZE_TARGET_ROLE = 'Executive Marketing Leadership';

export const ATS_GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export const atsGradeSchema = z.enum(ATS_GRADES);
export type AtsGrade = z.infer<typeof atsGradeSchema>;

const text = z.string().nullable();

export const candidateInfoSchema = z.object({
  name: text,
  contact: z.object({
    email: text,
    phone: text,
    address: text,
    portfolio: text.optional(),
  }),
});

export const workExperienceSchema = z.object({
  position: text,
  company: text,
  employment_period: z.object({
    start_date: text,
    end_date: text,
    is_current: z.boolean(),
  }),
  key_achievements: z.array(z.string()),
  responsibilities: z.array(z.string()),
});
export type WorkExperience = z.infer<typeof workExperienceSchema>;

export const quantifiableAchievementSchema = z.object({
  metric: z.string(),
  values: z.array(z.string()),
});

/** SPEC section 3 parsed_data: what the resume parser reads from a file's text. */
export const parsedDataSchema = z.object({
  candidate_info: candidateInfoSchema,
  professional_summary: text,
  work_experience: z.array(workExperienceSchema),
  technical_skills: z.record(z.string(), z.array(z.string())),
  core_competencies: z.array(z.string()),
  quantifiable_achievements: z.array(quantifiableAchievementSchema),
});
export type ParsedData = z.infer<typeof parsedDataSchema>;

export const atsAnalysisSchema = z.object({
  score: z.number().min(0).max(100),
  grade: atsGradeSchema,
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
});
export type AtsAnalysis = z.infer<typeof atsAnalysisSchema>;

export const parsingValidationSchema = z.object({
  has_name: z.boolean(),
  has_contact: z.boolean(),
  work_experience_count: z.number().int().nonnegative(),
  has_quantifiable_achievements: z.boolean(),
  total_achievements: z.number().int().nonnegative(),
});
export type ParsingValidation = z.infer<typeof parsingValidationSchema>;

const confidence = z.number().min(0).max(1);

/** How well the file could be read: what the user should check by hand. */
export const importReportSchema = z.object({
  layout: z.object({ columns: z.number().int().positive() }),
  pages: z.number().int().nonnegative(),
  /** 1-based numbers of pages that hold no text (scanned images): their content was not read. */
  imageOnlyPages: z.array(z.number().int().positive()),
  fields: z.object({
    name: confidence,
    email: confidence,
    phone: confidence,
    location: confidence,
    work_experience: confidence,
    skills: confidence,
    summary: confidence,
  }),
  warnings: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** POST /api/analyze-resume answer (multipart field 'resume'). */
export const analyzeResumeResponseSchema = z.object({
  parsed_data: parsedDataSchema,
  ats_analysis: atsAnalysisSchema,
  parsing_validation: parsingValidationSchema,
  original_text_length: z.number().int().nonnegative(),
  import_report: importReportSchema,
});
export type AnalyzeResumeResponse = z.infer<typeof analyzeResumeResponseSchema>;

/** POST /api/test-parser answer: the parser's view without the score. */
export const testParserResponseSchema = z.object({
  parsed_data: parsedDataSchema,
  parsing_validation: parsingValidationSchema,
  original_text_length: z.number().int().nonnegative(),
  import_report: importReportSchema.optional(),
});
export type TestParserResponse = z.infer<typeof testParserResponseSchema>;

/** POST /api/optimize-resume-ats answer (multipart fields 'resume' and 'targetRole'). */
export const atsOptimizeResponseSchema = z.object({
  optimized_resume_text: z.string(),
  before_score: z.number().min(0).max(100),
  predicted_score: z.number().min(0).max(100),
});
export type AtsOptimizeResponse = z.infer<typeof atsOptimizeResponseSchema>;

/** Letter grade for a 0-100 score, the same on server and client. */
export function gradeForScore(score: number): AtsGrade {
  if (score >= 90) return 'A';
  if (score >= 80) return 'B';
  if (score >= 70) return 'C';
  if (score >= 60) return 'D';
  return 'F';
}
