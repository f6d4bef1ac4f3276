import express from 'express';
import type { Sequelize } from 'sequelize';
import { ServiceUnavailable } from '../http/errors';

/** GET /api/health: the process answers. GET /api/ready: and so does its database. */
export function healthRouter(sequelize: Sequelize) {
  const router = express.Router();
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    try {
      await sequelize.query('SELECT 1', { raw: true });
    } catch {
      throw ServiceUnavailable('The database is not answering');
    }
    res.set('Cache-Control', 'no-store').json({ status: 'ready' });
  });
  return router;
}
