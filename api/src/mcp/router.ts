import express from 'express';
import { implementOptimizationRequestSchema } from '@common/contract/mcp';
import { clientAbortSignal } from '../ai/abort';
import { parse } from '../http/validate';
import { currentUser, requireUser } from '../http/require-user';
import type { PlatformAnalysisService } from './service';

export function mcpRouter(platform: PlatformAnalysisService) {
  const router = express.Router();

  router.post('/mcp/analyze-platform', requireUser, async (req, res) => {
    res.json(await platform.run(currentUser(req).id, clientAbortSignal(req, res)));
  });

  router.get('/mcp/analyze-platform', requireUser, async (req, res) => {
    res.json(await platform.latest(currentUser(req).id));
  });

  router.post('/mcp/implement-optimization', requireUser, async (req, res) => {
    const { processName } = parse(implementOptimizationRequestSchema, req.body ?? {});
    res.json(await platform.implement(currentUser(req).id, processName));
  });

  return router;
}
