import { useMutation } from '@tanstack/react-query';
import { testConnection } from '@common/api/settings';
import type { TestConnectionRequest } from '@common/contract/settings';
import { api } from '../../lib/api-client';

export const useTestConnection = () =>
  useMutation({ mutationFn: (body: TestConnectionRequest) => testConnection(api, body) });
