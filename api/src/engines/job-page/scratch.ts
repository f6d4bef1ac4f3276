import { analyzeJobPage } from './read-job-page';
for (const [name, html] of [
  ['deep', '<div>'.repeat(20000) + 'Some job text here. '.repeat(50) + '</div>'.repeat(20000)],
  ['big 5MB p', '<html><body>' + '<p>Paragraph of filler text for the job page. Lorem ipsum words.</p>'.repeat(75000) + '</body></html>'],
  ['big 5MB script', '<html><body><h1>Job</h1><p>' + 'Real text. '.repeat(100) + '</p>' + '<script>var x = "' + 'y'.repeat(5_000_000) + '";</script></body></html>'],
  ['many links', '<html><body>' + Array.from({length: 20000}, (_, i) => `<a href="/jobs/${i}">Job ${i}</a>`).join('') + '</body></html>'],
  ['huge jsonld', '<script type="application/ld+json">' + JSON.stringify({a: Array.from({length: 200000}, (_, i) => ({i}))}) + '</script>'],
] as const) {
  const t = performance.now();
  try { const a = analyzeJobPage(html, 'https://x.example/j'); console.log(name, a.kind, a.result.source, a.result.description.length, (performance.now()-t).toFixed(0)+'ms'); }
  catch (e) { console.log(name, 'THREW', (e as Error).message, (performance.now()-t).toFixed(0)+'ms'); }
}
