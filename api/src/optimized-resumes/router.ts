import express from 'express';
import { createOptimizedResumeRequestSchema, optimizedResumeFilename, optimizeForJobRequestSchema } from '@common/contract/optimizer';
import { clientAbortSignal } from '../ai/abort';
import { buildResumeDocx } from '../engines/docx/resume-docx';
import { parse } from '../http/validate';
import { currentUser, requireUser } from '../http/require-user';
import type { OptimizerService } from './service';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function optimizedResumesRouter(optimizer: OptimizerService) {
  const router = express.Router();

  /** The main screen's step beside the letter; stored too, so it shows in the optimizer's list. */
  router.post('/resumes/optimize', requireUser, async (req, res) => {
    const input = parse(optimizeForJobRequestSchema, req.body ?? {});
    const result = await optimizer.optimize(currentUser(req).id, input, clientAbortSignal(req, res));
    res.json({ optimizedContent: result.optimizedContent, keywordMatches: result.keywordMatches });
  });

  router.post('/optimize-resume', requireUser, async (req, res) => {
    const input = parse(createOptimizedResumeRequestSchema, req.body ?? {});
    const optimizedResume = await optimizer.optimize(currentUser(req).id, input, clientAbortSignal(req, res));
    res.status(201).json({ optimizedResume });
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
