import express from 'express';
import { MASKED_KEY, settingsUpdateSchema, testConnectionRequestSchema } from '@common/contract/settings';
import type { Config } from '../config';
import { parse } from '../http/validate';
import { currentUser, requireUser } from '../http/require-user';
import type { SettingsService } from './service';
import { testJinaKey, testOpenAiKey } from './connection-test';

export function settingsRouter(config: Config, settings: SettingsService) {
  const router = express.Router();

  router.get('/settings', requireUser, async (req, res) => {
    res.json(await settings.forClient(currentUser(req).id));
  });

  router.put('/settings', requireUser, async (req, res) => {
    const patch = parse(settingsUpdateSchema, req.body ?? {});
    res.json(await settings.update(currentUser(req).id, patch));
  });

  router.post('/test-connection', requireUser, async (req, res) => {
    const { service, apiKey } = parse(testConnectionRequestSchema, req.body ?? {});
    const stored = await settings.effective(currentUser(req).id);
    const key = apiKey === MASKED_KEY ? (service === 'openai' ? stored.openaiApiKey : stored.jinaApiKey) : apiKey.trim();
    if (!key) {
      res.json({ connected: false, message: 'No saved key to test' });
      return;
    }
    const connected =
      service === 'openai'
        ? await testOpenAiKey(key, stored.aiBaseUrl ?? config.openaiBaseUrl)
        : await testJinaKey(key, config.jinaBaseUrl);
    res.json({ connected });
  });

  return router;
}
