import {
  settingsSchema,
  testConnectionResponseSchema,
  type Settings,
  type SettingsUpdate,
  type TestConnectionRequest,
  type TestConnectionResponse,
} from '../contract/settings';
import type { ApiClient } from './api-client';

export const getSettings = (client: ApiClient): Promise<Settings> =>
  client.request('GET', '/api/settings', { schema: settingsSchema });

export const saveSettings = (client: ApiClient, update: SettingsUpdate): Promise<void> =>
  client.request('PUT', '/api/settings', { json: update });

export const testConnection = (client: ApiClient, body: TestConnectionRequest): Promise<TestConnectionResponse> =>
  client.request('POST', '/api/test-connection', { json: body, schema: testConnectionResponseSchema });
