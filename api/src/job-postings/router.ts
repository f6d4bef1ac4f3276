import express from 'express';
import { extractJobPostingRequestSchema } from '@common/contract/job-postings';
import { parse } from '../http/validate';
import { currentUser, requireUser } from '../http/require-user';
import type { JobPostingService } from './service';

export function jobPostingsRouter(jobPostings: JobPostingService) {
  const router = express.Router();

  router.post('/job-postings/extract', requireUser, async (req, res) => {
    const input = parse(extractJobPostingRequestSchema, req.body ?? {});
    res.json({ jobPosting: await jobPostings.extract(currentUser(req).id, input) });
  });

  router.get('/job-postings/:id', requireUser, async (req, res) => {
    res.json({ jobPosting: await jobPostings.get(currentUser(req).id, String(req.params.id)) });
  });

  return router;
}
