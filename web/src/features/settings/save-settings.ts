import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSettings } from '@common/api/settings';
import type { SettingsUpdate } from '@common/contract/settings';
import { api } from '../../lib/api-client';
import { settingsQuery } from './get-settings';

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => saveSettings(api, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey }),
  });
}
