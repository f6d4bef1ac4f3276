import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runMcpAnalysis } from '@common/api/mcp';
import { api } from '../../lib/api-client';
import { mcpAnalysisQuery } from './get-mcp-analysis';

export function useRunMcpAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runMcpAnalysis(api),
    onSuccess: (data) => queryClient.setQueryData(mcpAnalysisQuery.queryKey, data),
  });
}
