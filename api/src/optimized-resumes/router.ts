import express from 'express';
import { z } from 'zod';
import { MAX_TARGET_ROLE_CHARS } from '@common/contract/career';
import { createOptimizedResumeRequestSchema, optimizedResumeFilename, optimizeForJobRequestSchema } from '@common/contract/optimizer';
import { clientAbortSignal } from '../ai/abort';
import { buildResumeDocx } from '../engines/docx/resume-docx';
import { parse } from '../http/validate';
import { currentUser, requireUser } from '../http/require-user';
import { singleFileUpload, uploadedFile } from '../http/upload';
import type { OptimizerService } from './service';
import type { createAtsRewrite } from './ats-rewrite';

const atsFieldsSchema = z.object({
  targetRole: z.string({ error: 'targetRole is required' }).trim().min(1, 'targetRole is required').max(MAX_TARGET_ROLE_CHARS),
});

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function optimizedResumesRouter(optimizer: OptimizerService, atsRewrite: ReturnType<typeof createAtsRewrite>) {
  const router = express.Router();

  /** Multipart 'resume' and 'targetRole': the analyzer's high-score rewrite, scored by our ATS scorer before and after. */
  router.post('/optimize-resume-ats', requireUser, singleFileUpload('resume'), async (req, res) => {
    const file = uploadedFile(req, 'resume');
    const { targetRole } = parse(atsFieldsSchema, req.body ?? {});
    res.json(await atsRewrite(currentUser(req).id, file, targetRole, clientAbortSignal(req, res)));
  });

  /** The main screen's step beside the letter; stored too, so it shows in the optimizer's list. */
  router.post('/resumes/optimize', requireUser, async (req, res) => {
    const input = parse(optimizeForJobRequestSchema, req.body ?? {});
    const result = await optimizer.optimize(currentUser(req).id, input, clientAbortSignal(req, res));
    res.json({ optimizedContent: result.optimizedContent, keywordMatches: result.keywordMatches });
  });

  router.post('/optimize-resume', requireUser, async (req, res) => {
    const input = parse(createOptimizedResumeRequestSchema, req.body ?? {});
    const optimizedResume = await optimizer.optimize(currentUser(req).id, input, clientAbortSignal(req, res));
    res.json({ optimizedResume });
  });

  router.get('/optimized-resumes', requireUser, async (req, res) => {
    res.json(await optimizer.list(currentUser(req).id));
  });

  router.delete('/optimized-resumes/:id', requireUser, async (req, res) => {
    await optimizer.remove(currentUser(req).id, String(req.params.id));
    res.status(204).end();
  });

  router.get('/optimized-resumes/:id/download', requireUser, async (req, res) => {
    const resume = await optimizer.get(currentUser(req).id, String(req.params.id));
    const bytes = await buildResumeDocx(resume.optimizedContent, { title: resume.targetJobTitle });
    res.attachment(optimizedResumeFilename(resume.targetJobTitle));
    res.type(DOCX_TYPE).set('Cache-Control', 'private, no-store').send(bytes);
  });

  return router;
}
