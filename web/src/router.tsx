import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PageLoading } from './components/page-loading';
import { useAuthUser } from './features/auth/get-auth-user';
import { paths } from './lib/paths';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';

// Signed-in screens load on demand so the landing page's first load stays small.
const HomePage = lazy(() => import('./routes/home'));
const SettingsPage = lazy(() => import('./routes/settings'));
const ResumeOptimizerPage = lazy(() => import('./routes/resume-optimizer'));
const ParserTestPage = lazy(() => import('./routes/parser-test'));
const ResumeParserPage = lazy(() => import('./routes/resume-parser'));
const CareerDashboardPage = lazy(() => import('./routes/career-dashboard'));
const McpDashboardPage = lazy(() => import('./routes/mcp-dashboard'));

const signedInRoutes: Array<[string, ComponentType]> = [
  [paths.home, HomePage],
  [paths.resumeOptimizer, ResumeOptimizerPage],
  [paths.parserTest, ParserTestPage],
  [paths.resumeParser, ResumeParserPage],
  [paths.careerDashboard, CareerDashboardPage],
  [paths.mcpDashboard, McpDashboardPage],
  [paths.settings, SettingsPage],
];
const signedInPaths = new Set<string>([...signedInRoutes.map(([path]) => path), paths.coverLetter]);

/** Routes by auth state (SPEC sections 2 and 4); any other path is 'Page Not Found'. */
export function AppRouter() {
  const { isLoading, isAuthenticated } = useAuthUser();
  const [location] = useLocation();

  if (!isAuthenticated) {
    // While the auth call is in flight a signed-in screen's path waits instead of flashing the 404.
    if (isLoading && signedInPaths.has(location) && location !== paths.home && location !== paths.resumeParser) {
      return <PageLoading />;
    }
    return (
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path={paths.home} component={LandingPage} />
          <Route path={paths.resumeParser} component={ResumeParserPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {signedInRoutes.map(([path, component]) => (
          <Route key={path} path={path} component={component} />
        ))}
        {/* The optimizer's 'Cover Letter Generator' link: the generator is the home screen. */}
        <Route path={paths.coverLetter}>
          <Redirect to={paths.home} replace />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
