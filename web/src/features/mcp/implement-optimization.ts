import { useMutation, useQueryClient } from '@tanstack/react-query';
import { implementOptimization } from '@common/api/mcp';
import { api } from '../../lib/api-client';
import { mcpAnalysisQuery } from './get-mcp-analysis';

/** Implements one optimization; the analysis is refetched afterwards (SPEC section 4). */
export function useImplementOptimization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (processName: string) => implementOptimization(api, processName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mcpAnalysisQuery.queryKey }),
  });
}
