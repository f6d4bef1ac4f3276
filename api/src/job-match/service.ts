import { JOB_MATCH_TOP_IMPROVEMENTS, type JobMatchRequest, type JobMatchResponse } from '@common/contract/job-match';
import type { ParsedData } from '@common/contract/analysis';
import { extractKeywords } from '../engines/keywords/extract-keywords';
import { matchKeywords } from '../engines/keywords/match-keywords';
import { scoreResume } from '../engines/ats';
import { parseResume } from '../engines/resume-parser';
import { NotFound } from '../http/errors';
import type { JobPostingService } from '../job-postings/service';
import type { ResumeService } from '../resumes/service';

/** Keywords a job is matched on: the 15-20 the optimizer aims at. */
const KEYWORDS = 20;

/**
 * The current resume against one job (the extension's side panel): keyword match rate,
 * matched and missing keywords, and the resume's ATS score for this job with its top fixes.
 */
export function createJobMatchService(resumes: ResumeService, jobPostings: JobPostingService) {
  return async function match(userId: string, input: JobMatchRequest): Promise<JobMatchResponse> {
    const resume = await resumes.current(userId);
    if (!resume) throw NotFound('Resume ID not found');
    const jobPosting = 'jobPostingId' in input ? await jobPostings.get(userId, input.jobPostingId) : await jobPostings.extract(userId, input);

    const jobText = [jobPosting.title, jobPosting.description].filter(Boolean).join('\n\n');
    const keywords = extractKeywords(jobText, { max: KEYWORDS });
    const m = matchKeywords(resume.content, keywords);
    const parsed = (resume.parsedData as ParsedData | null) ?? parseResume(resume.content).parsed;
    const ats = scoreResume({ text: resume.content, parsed, target: { role: jobPosting.title || undefined, jobDescription: jobPosting.description } });

    return {
      jobPosting,
      resume: { id: resume.id, filename: resume.filename },
      match: { matchRate: m.matchRate, matchedKeywords: m.matched, missingKeywords: m.missing },
      ats: { score: ats.score, grade: ats.grade, improvements: ats.improvements.slice(0, JOB_MATCH_TOP_IMPROVEMENTS) },
    };
  };
}
