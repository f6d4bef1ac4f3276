import express from 'express';
import { z } from 'zod';
import { parse } from '../http/validate';
import { requireUser } from '../http/require-user';
import { singleFileUpload, uploadedFile } from '../http/upload';
import type { Limiters } from '../rate-limit/limiters';
import { analyzeUpload, testParseUpload } from './service';

/** Optional fields beside the file: score keyword match against a role or a job description. */
const targetSchema = z.object({
  targetRole: z.string().trim().max(200).optional(),
  jobDescription: z.string().trim().max(50_000).optional(),
});

export function resumeAnalysisRouter(limiters: Pick<Limiters, 'analyze'>) {
  const router = express.Router();

  // Open to anonymous visitors (the landing page's analyzer), limited per address.
  router.post('/analyze-resume', limiters.analyze, singleFileUpload('resume'), async (req, res) => {
    const file = uploadedFile(req, 'resume');
    const { targetRole, jobDescription } = parse(targetSchema, req.body ?? {});
    res.json(await analyzeUpload(file, targetRole || jobDescription ? { role: targetRole || undefined, jobDescription: jobDescription || undefined } : undefined));
  });

  router.post('/test-parser', requireUser, singleFileUpload('resume'), async (req, res) => {
    res.json(await testParseUpload(uploadedFile(req, 'resume')));
  });

  return router;
}
