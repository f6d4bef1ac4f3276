import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMcpAnalysis } from '@common/api/mcp';
import { api } from '../../lib/api-client';

export const mcpAnalysisQuery = queryOptions({
  queryKey: ['/api/mcp/analyze-platform'],
  queryFn: () => getMcpAnalysis(api),
});

export const useMcpAnalysis = () => useQuery(mcpAnalysisQuery);
