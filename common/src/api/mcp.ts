import {
  implementOptimizationResponseSchema,
  mcpAnalysisResponseSchema,
  type ImplementOptimizationResponse,
  type McpAnalysisResponse,
} from '../contract/mcp';
import type { ApiClient } from './api-client';

export const getMcpAnalysis = (client: ApiClient): Promise<McpAnalysisResponse> =>
  client.request('GET', '/api/mcp/analyze-platform', { schema: mcpAnalysisResponseSchema });

export const runMcpAnalysis = (client: ApiClient): Promise<McpAnalysisResponse> =>
  client.request('POST', '/api/mcp/analyze-platform', { schema: mcpAnalysisResponseSchema });

export const implementOptimization = (client: ApiClient, processName: string): Promise<ImplementOptimizationResponse> =>
  client.request('POST', '/api/mcp/implement-optimization', { json: { processName }, schema: implementOptimizationResponseSchema });
