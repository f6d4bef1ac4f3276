import { authUserSchema, type AuthUser } from '../contract/auth';
import type { ApiClient } from './api-client';

/** The signed-in user, or null when the session is missing (401). */
export function getAuthUser(client: ApiClient): Promise<AuthUser | null> {
  return client.request('GET', '/api/auth/user', { schema: authUserSchema, on401: 'returnNull' });
}

/** Sign-in and sign-out are browser navigations, not fetches (the OIDC flow needs redirects). */
export const loginUrl = (client: ApiClient) => client.url('/api/login');
export const logoutUrl = (client: ApiClient) => client.url('/api/logout');
