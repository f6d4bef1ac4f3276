import express from 'express';
import { currentUser, requireUser } from '../http/require-user';
import type { UsageService } from './usage';

/** GET /api/usage: this month's AI and reader counters, for the settings 'API Usage This Month' block. */
export function usageRouter(usage: UsageService) {
  const router = express.Router();
  router.get('/usage', requireUser, async (req, res) => {
    res.json(await usage.thisMonth(currentUser(req).id));
  });
  return router;
}
