import { ArrowLeft, CheckCircle2, Loader2, Network, Play } from 'lucide-react';
import { Button } from '@common/react/ui/button';
import { ListBlock } from '../components/career/list-block';
import { PriorityBadge } from '../components/career/priority-badge';
import { PageHeader } from '../components/page-header';
import { PageLoading } from '../components/page-loading';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { useImplementOptimization } from '../features/mcp/implement-optimization';
import { useMcpAnalysis } from '../features/mcp/get-mcp-analysis';
import { useRunMcpAnalysis } from '../features/mcp/run-mcp-analysis';
import { paths } from '../lib/paths';

/** Internal platform analysis. SPEC section 8: its call errors are not surfaced as toasts. */
export default function McpDashboardPage() {
  const query = useMcpAnalysis();
  const run = useRunMcpAnalysis();
  const implement = useImplementOptimization();
  const analysis = query.data?.analysis ?? null;
  const implemented = new Set(query.data?.implemented ?? []);

  return (
    <div className="mx-auto min-h-screen w-full max-w-5xl px-3 py-6 sm:px-6">
      <PageHeader
        title="MCP Platform Analysis"
        description="How the platform's own processes perform and which optimizations to implement."
        icon={<Network className="mt-1 size-8 shrink-0 text-blue-700" aria-hidden />}
        links={[{ href: paths.home, label: 'Back to Generator', icon: <ArrowLeft aria-hidden /> }]}
      />
      <main className="space-y-6">
        {query.isLoading ? (
          <PageLoading />
        ) : !analysis ? (
          <Card className="mx-auto max-w-xl text-center">
            <CardContent className="space-y-4 pt-6">
              <p className="text-sm text-slate-700">Analyze recent operations to find the processes worth optimizing.</p>
              <Button onClick={() => run.mutate()} disabled={run.isPending}>
                {run.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Play aria-hidden />}
                {run.isPending ? 'Running Analysis...' : 'Run MCP Analysis'}
              </Button>
              {run.isPending && (
                <p role="status" className="text-sm text-slate-700">
                  Reading the operation metrics and asking the AI for a plan. This can take a minute.
                </p>
              )}
              {run.isError && (
                <p role="alert" className="text-sm text-red-800">
                  The analysis could not be completed. Check your AI key in settings and try again.
                </p>
              )}
            </CardContent>
          </Card>
        ) : (
          <>
            <Card>
              <CardHeader>
                <CardTitle>Competitive Position</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4 md:grid-cols-3">
                <div>
                  <h3 className="text-sm font-semibold">Current</h3>
                  <p className="text-sm text-slate-800">{analysis.competitive_analysis.current_position}</p>
                </div>
                <div>
                  <h3 className="text-sm font-semibold">After optimization</h3>
                  <p className="text-sm text-slate-800">{analysis.competitive_analysis.post_optimization_position}</p>
                </div>
                <ListBlock title="Differentiation" items={analysis.competitive_analysis.market_differentiation} />
              </CardContent>
            </Card>

            <section aria-labelledby="opportunities-heading" className="space-y-3">
              <h2 id="opportunities-heading" className="text-lg font-semibold">
                Optimization Opportunities
              </h2>
              <ul className="grid gap-4 md:grid-cols-2">
                {analysis.optimization_opportunities.map((op) => {
                  const done = implemented.has(op.process_name);
                  const pending = implement.isPending && implement.variables === op.process_name;
                  return (
                    <li key={op.process_name} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" aria-label={op.process_name}>
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <h3 className="font-semibold">{op.process_name}</h3>
                        <PriorityBadge value={op.implementation_priority} />
                      </div>
                      <dl className="grid grid-cols-[9rem_1fr] gap-y-1 text-sm">
                        <dt className="text-slate-700">Current</dt>
                        <dd>{op.current_performance}</dd>
                        <dt className="text-slate-700">Expected</dt>
                        <dd>{op.expected_improvement}</dd>
                        <dt className="text-slate-700">Approach</dt>
                        <dd>{op.optimized_approach}</dd>
                        <dt className="text-slate-700">Advantage</dt>
                        <dd>{op.competitive_advantage}</dd>
                        <dt className="text-slate-700">Cost impact</dt>
                        <dd>{op.cost_impact}</dd>
                      </dl>
                      {done ? (
                        <p className="flex items-center gap-1.5 text-sm font-medium text-green-800">
                          <CheckCircle2 className="size-4" aria-hidden />
                          Implemented
                        </p>
                      ) : (
                        <Button size="sm" onClick={() => implement.mutate(op.process_name)} disabled={implement.isPending}>
                          {pending && <Loader2 className="animate-spin" aria-hidden />}
                          Implement Optimization
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>

            <Card>
              <CardHeader>
                <CardTitle>Implementation Roadmap</CardTitle>
              </CardHeader>
              <CardContent>
                <ol className="space-y-3">
                  {analysis.implementation_roadmap.map((phase) => (
                    <li key={phase.phase} className="rounded-md border border-slate-200 p-3 text-sm">
                      <p className="font-semibold">
                        {phase.phase} <span className="font-normal text-slate-700">· {phase.timeline}</span>
                      </p>
                      <p className="text-slate-800">{phase.impact}</p>
                      <p className="text-slate-700">{phase.processes.join(', ')}</p>
                    </li>
                  ))}
                </ol>
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>Strategic Recommendations</CardTitle>
              </CardHeader>
              <CardContent>
                <ListBlock items={analysis.strategic_recommendations} />
              </CardContent>
            </Card>
          </>
        )}
      </main>
    </div>
  );
}
