import express from 'express';
import { z } from 'zod';
import { parse } from '../http/validate';
import { requireUser } from '../http/require-user';
import { singleFileUpload, uploadedFile } from '../http/upload';
import type { Limiters } from '../rate-limit/limiters';
import { analyzeUpload, testParseUpload } from './service';
import type { Platform } from '../ai/writing';
import type { AuthUser } from '@common/contract/auth';

/** Optional fields beside the file: score keyword match against a role or a job description. */
const targetSchema = z.object({
  targetRole: z.string().trim().max(200).optional(),
  jobDescription: z.string().trim().max(50_000).optional(),
});

export function resumeAnalysisRouter(limiters: Pick<Limiters, 'analyze'>, metrics: Platform['metrics']) {
  const router = express.Router();

  // Open to anonymous visitors (the landing page's analyzer), limited per address.
  router.post('/analyze-resume', limiters.analyze, singleFileUpload('resume'), async (req, res) => {
    const file = uploadedFile(req, 'resume');
    const { targetRole, jobDescription } = parse(targetSchema, req.body ?? {});
    const target = targetRole || jobDescription ? { role: targetRole || undefined, jobDescription: jobDescription || undefined } : undefined;
    const userId = (req.user as AuthUser | undefined)?.id ?? null;
    res.json(await metrics.time('ats_analysis', userId, () => analyzeUpload(file, target)));
  });

  router.post('/test-parser', requireUser, singleFileUpload('resume'), async (req, res) => {
    const file = uploadedFile(req, 'resume');
    res.json(await metrics.time('resume_parsing', (req.user as AuthUser).id, () => testParseUpload(file)));
  });

  return router;
}
