import { describe, expect, it } from 'vitest';
import { analyzeResumeResponseSchema, gradeForScore } from './analysis';
import { careerReportResponseSchema } from './career';
import { extractJobPostingRequestSchema } from './job-postings';
import { mcpAnalysisResponseSchema } from './mcp';
import { createOptimizedResumeRequestSchema, optimizedResumeFilename } from './optimizer';

describe('contract', () => {
  it('when a score crosses a grade boundary, then the grade changes there and only there', () => {
    expect([100, 90, 89, 80, 79, 70, 69, 60, 59, 0].map(gradeForScore)).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'D', 'D', 'F', 'F']);
  });

  it('when a job title has punctuation or spaces, then the download name replaces each with an underscore', () => {
    expect(optimizedResumeFilename('Sr. Engineer (C++/Go)')).toBe('Sr__Engineer__C___Go_.docx');
  });

  it('when the optimizer body has a blank title, then it is refused with the SPEC message', () => {
    const result = createOptimizedResumeRequestSchema.safeParse({ resumeId: 'r1', targetJobTitle: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter the target job title.');
  });

  it('when a job URL is not http(s), then extraction input is refused', () => {
    expect(extractJobPostingRequestSchema.safeParse({ url: 'file:///etc/passwd' }).success).toBe(false);
    expect(extractJobPostingRequestSchema.safeParse({ url: 'https://jobs.example.com/1' }).success).toBe(true);
  });

  it('when an analysis lacks ats_analysis, then it does not parse (the client reports an invalid format)', () => {
    expect(analyzeResumeResponseSchema.safeParse({ parsed_data: {}, original_text_length: 10 }).success).toBe(false);
  });

  it('when a career report uses an unknown enum value, then it is refused', () => {
    const bad = { intelligence: { market_analysis: { growth_trajectory: 'booming' } }, health_score: {} };
    expect(careerReportResponseSchema.safeParse(bad).success).toBe(false);
  });

  it('when the MCP answer omits implemented, then it defaults to an empty list', () => {
    expect(mcpAnalysisResponseSchema.parse({ analysis: null })).toEqual({ analysis: null, implemented: [] });
  });
});
