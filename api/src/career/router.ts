import express from 'express';
import { z } from 'zod';
import { MAX_TARGET_ROLE_CHARS } from '@common/contract/career';
import { clientAbortSignal } from '../ai/abort';
import { parse } from '../http/validate';
import { currentUser, requireUser } from '../http/require-user';
import { singleFileUpload, uploadedFile } from '../http/upload';
import type { CareerService } from './service';

const fieldsSchema = z.object({
  targetRole: z.string().trim().max(MAX_TARGET_ROLE_CHARS, `targetRole must be at most ${MAX_TARGET_ROLE_CHARS} characters`).optional(),
});

export function careerRouter(career: CareerService) {
  const router = express.Router();

  router.post('/career-intelligence/analyze', requireUser, singleFileUpload('resume'), async (req, res) => {
    const file = uploadedFile(req, 'resume');
    const { targetRole } = parse(fieldsSchema, req.body ?? {});
    res.json(await career.analyze(currentUser(req).id, file, targetRole || undefined, clientAbortSignal(req, res)));
  });

  return router;
}
