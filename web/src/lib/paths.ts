/** The route table: every path the app links to or matches. */
export const paths = {
  home: '/',
  resumeOptimizer: '/resume-optimizer',
  coverLetter: '/cover-letter',
  parserTest: '/parser-test',
  resumeParser: '/resume-parser',
  careerDashboard: '/career-dashboard',
  mcpDashboard: '/mcp-dashboard',
  settings: '/settings',
} as const;
