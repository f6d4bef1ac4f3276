import type { ProcessName } from '../metrics/processes';

/** A real optimization: a platform switch that changes how a process works once turned on. */
export interface Optimization {
  /** The platform_switches name; code checks it with switches.isOn(name). */
  switch: string;
  process: ProcessName;
  approach: string;
  improvement: string;
  advantage: string;
  costImpact: string;
}

/**
 * Every optimization implement-optimization can turn on. Each switch is checked where the
 * process runs: reuse-optimizations in optimized-resumes/service.ts, reuse-career-reports in
 * career/service.ts, reuse-job-postings in the job-postings service, reuse-parse-results in
 * the resume upload and analysis code.
 */
export const CATALOGUE: Optimization[] = [
  {
    switch: 'reuse-job-postings',
    process: 'job_extraction',
    approach: "Reuse the user's stored posting for the same normalized URL, whatever its age, instead of fetching and reading the page again.",
    improvement: 'Repeat extractions answer from the database in milliseconds, with no page fetch or reader call.',
    advantage: 'Generating several letters for one job feels instant, and boards that rate-limit fetches are hit less.',
    costImpact: 'Fewer outbound fetches and fewer paid reader (Jina) calls.',
  },
  {
    switch: 'reuse-parse-results',
    process: 'resume_parsing',
    approach: 'Reuse the parsed result of a file already read (same SHA-256 of the bytes) instead of reading and parsing it again.',
    improvement: 'Re-uploading or re-analyzing the same file skips the reader worker entirely.',
    advantage: 'Analysis of a known file answers at database speed, keeping reader workers free for new files.',
    costImpact: 'Less CPU per repeated upload.',
  },
  {
    switch: 'reuse-optimizations',
    process: 'resume_optimization',
    approach: 'Answer an identical optimization request (same resume, title and description) with the stored optimized resume.',
    improvement: 'Repeat optimizations return at once, with no AI call.',
    advantage: 'Retrying the generate flow after a network hiccup costs nothing and shows the same checked result.',
    costImpact: "Saves the user's AI tokens on repeated requests.",
  },
  {
    switch: 'reuse-career-reports',
    process: 'career_analysis',
    approach: 'Answer the same resume file and target role with the report stored in the last 30 days.',
    improvement: 'Repeat career analyses return at once, with no AI call.',
    advantage: 'Users can revisit their report without waiting or paying again.',
    costImpact: "Saves the user's AI tokens on repeated analyses.",
  },
];

/** The optimization a client names by process (process_name) or by switch name. */
export function findOptimization(name: string): Optimization | undefined {
  const key = name.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return CATALOGUE.find((o) => o.process === key || o.switch.replace(/-/g, '_') === key);
}
