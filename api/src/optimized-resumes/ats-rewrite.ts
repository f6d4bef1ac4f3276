import type { AtsOptimizeResponse } from '@common/contract/analysis';
import type { ParsedData } from '@common/contract/analysis';
import type { Ai } from '../ai/client';
import { scoreResume } from '../engines/ats';
import { checkFabrication } from '../engines/fabrication/check';
import { extractKeywords } from '../engines/keywords/extract-keywords';
import { parseResume } from '../engines/resume-parser';
import type { Metrics } from '../metrics/recorder';
import { readUpload } from '../resumes/document';
import { tailorMessages } from './prompt';
import { renderResume } from './render';
import { tailoredResumeSchema } from './schema';
import { headerOf } from './service';

export interface AtsRewriteDeps {
  ai: Ai;
  metrics: Pick<Metrics, 'time'>;
}

/**
 * The analyzer's 'Generate High-Score ATS Resume': the model rewrites the resume for the role,
 * the no-fabrication check cleans it, and both scores come from our own ATS scorer run on the
 * text before and after, never from the model.
 */
export function createAtsRewrite({ ai, metrics }: AtsRewriteDeps) {
  return async function rewrite(userId: string, file: { originalname: string; buffer: Buffer }, targetRole: string, signal?: AbortSignal): Promise<AtsOptimizeResponse> {
    const doc = await readUpload(file);
    const session = await ai.forUser(userId);
    return metrics.time('ats_analysis', userId, async () => {
      const text = doc.read.text;
      const target = { role: targetRole };
      const before = parseResume(text, { columns: doc.read.columns, pages: doc.read.pages, imageOnlyPages: doc.read.imageOnlyPages }).parsed;
      const beforeScore = scoreResume({ text, parsed: before, read: doc.read, target }).score;

      const keywords = extractKeywords(targetRole, { max: 20 });
      const { changes: _changes, ...proposed } = await session.structured({
        name: 'tailored_resume',
        schema: tailoredResumeSchema,
        messages: tailorMessages({ resumeText: text, targetJobTitle: targetRole, keywords }),
        signal,
        temperature: 0.3,
      });
      const knownRoles = before.work_experience.map((w) => ({
        position: w.position ?? '',
        company: w.company ?? '',
        start_date: w.employment_period.start_date ?? '',
        end_date: w.employment_period.end_date ?? '',
      }));
      const checked = checkFabrication(proposed, { resumeText: text, jobText: targetRole, knownRoles });
      const after = renderResume(headerOf(before as unknown as ParsedData, text), checked.resume);
      const predicted = scoreResume({ text: after, parsed: parseResume(after).parsed, read: { kind: 'txt', pages: 1, columns: 1, imageOnlyPages: [] }, target }).score;
      return { optimized_resume_text: after, before_score: beforeScore, predicted_score: predicted };
    });
  };
}
