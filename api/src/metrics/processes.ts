/** The processes whose operations are timed; the platform analysis reports on each. */
export const PROCESSES = {
  resume_parsing: 'Resume parsing',
  job_extraction: 'Job extraction',
  cover_letter: 'Cover letter generation',
  resume_optimization: 'Resume optimization',
  ats_analysis: 'ATS analysis',
  career_analysis: 'Career analysis',
} as const;

export type ProcessName = keyof typeof PROCESSES;
