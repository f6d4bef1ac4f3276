import { createApiClient } from '@common/api/api-client';

/** The web app's one API client: same origin (the API serves the app, Vite proxies /api in dev). */
export const api = createApiClient({ baseUrl: '' });
