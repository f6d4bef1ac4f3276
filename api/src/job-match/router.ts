import express from 'express';
import { jobMatchRequestSchema } from '@common/contract/job-match';
import { parse } from '../http/validate';
import { currentUser, requireUser } from '../http/require-user';
import type { createJobMatchService } from './service';

export function jobMatchRouter(match: ReturnType<typeof createJobMatchService>) {
  const router = express.Router();
  router.post('/job-match', requireUser, async (req, res) => {
    res.json(await match(currentUser(req).id, parse(jobMatchRequestSchema, req.body ?? {})));
  });
  return router;
}
