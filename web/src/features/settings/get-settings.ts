import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSettings } from '@common/api/settings';
import { MASKED_KEY } from '@common/contract/settings';
import { api } from '../../lib/api-client';

export const settingsQuery = queryOptions({
  queryKey: ['/api/settings'],
  queryFn: () => getSettings(api),
});

export const useSettings = () => useQuery(settingsQuery);

/**
 * Whether a key counts as connected. The server only ever answers MASKED_KEY for a stored
 * key, so a stored key ('***') is connected; so is a new key the user has saved. Null or
 * empty means not configured.
 */
export function isKeyConfigured(key: string | null | undefined): boolean {
  return typeof key === 'string' && (key === MASKED_KEY || key.trim() !== '');
}
