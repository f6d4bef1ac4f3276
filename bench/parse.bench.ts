/**
 * `npm run bench:parse`: parser accuracy on the labelled corpus per field and per layout
 * (printed as a table), time per file, the median analyze time of a 2-page PDF, and the
 * event-loop delay while 20 analyses run at once.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { addTally, emptyTally, evaluateCorpus, f1, loadFile, ratio, type Tally } from '../corpus/tools/evaluate';
import { scoreResume } from '../api/src/engines/ats/index';
import { readDocument, shutdownReaderPool } from '../api/src/engines/reader/index';
import { parseResume } from '../api/src/engines/resume-parser/index';
import type { BenchRow } from './index';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function analyze(bytes: Uint8Array) {
  const read = await readDocument(bytes, 'pdf');
  const { parsed } = parseResume(read.text, read);
  return scoreResume({ text: read.text, parsed, read });
}

function accuracyTable(rows: Array<[string, Tally, number]>): string {
  const head = '| layout | files | name | email | phone | location | job entries F1 | dates | achievements recall | skills recall |';
  const lines = rows.map(
    ([layout, t, files]) =>
      `| ${layout} | ${files} | ${pct(ratio(t.name))} | ${pct(ratio(t.email))} | ${pct(ratio(t.phone))} | ${pct(ratio(t.location))} | ${f1(t.jobs).toFixed(3)} | ${pct(ratio(t.dates))} | ${pct(ratio(t.achievements))} | ${pct(ratio(t.skills))} |`,
  );
  return [head, `|${'---|'.repeat(10)}`, ...lines].join('\n');
}

export default async function run(): Promise<BenchRow[]> {
  try {
    // Warm the worker and the parser so the first file does not carry start-up costs.
    await analyze(loadFile('jsonresume-sample.stackoverflow.pdf'));
    const results = await evaluateCorpus();
    const layouts = new Map<string, { t: Tally; files: number }>();
    let all = emptyTally();
    for (const r of results) {
      const l = layouts.get(r.entry.layout) ?? { t: emptyTally(), files: 0 };
      layouts.set(r.entry.layout, { t: addTally(l.t, r.tally), files: l.files + 1 });
      all = addTally(all, r.tally);
    }
    console.log('\nParser accuracy on the labelled corpus (corpus/README.md)\n');
    console.log(accuracyTable([...[...layouts].map(([k, v]) => [k, v.t, v.files] as [string, Tally, number]), ['**all**', all, results.length]]));

    const perFormat = (f: string) => results.filter((r) => r.entry.format === f).map((r) => r.readMs + r.parseMs);
    console.log(`\nTime per file (read + parse, median): pdf ${median(perFormat('pdf')).toFixed(1)} ms, docx ${median(perFormat('docx')).toFixed(1)} ms, txt ${median(perFormat('txt')).toFixed(1)} ms\n`);

    // Analyze (read + parse + score) 2-page PDFs one at a time.
    const twoPage: Uint8Array[] = [];
    for (const r of results.filter((r) => r.entry.format === 'pdf')) {
      const bytes = loadFile(r.entry.file);
      if ((await readDocument(bytes, 'pdf')).pages === 2) twoPage.push(bytes);
    }
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      await analyze(twoPage[i % twoPage.length]);
      times.push(performance.now() - t0);
    }

    // 20 analyses at once: how long does the event loop (which serves other requests) stall?
    const h = monitorEventLoopDelay({ resolution: 1 });
    h.enable();
    const t0 = performance.now();
    await Promise.all(Array.from({ length: 20 }, (_, i) => analyze(twoPage[i % twoPage.length])));
    const burstMs = performance.now() - t0;
    h.disable();

    const floors = { name: 0.97, email: 0.97, phone: 0.97, dates: 0.9, achievements: 0.9, skills: 0.85 } as const;
    const rows: BenchRow[] = (Object.keys(floors) as Array<keyof typeof floors>).map((k) => ({
      name: `${k} accuracy`,
      value: Math.round(ratio(all[k]) * 1000) / 10,
      unit: '%',
      note: `floor ${floors[k] * 100}%, ${all[k][1]} checks`,
    }));
    rows.push({ name: 'job entries F1', value: Math.round(f1(all.jobs) * 1000) / 1000, unit: '', note: 'floor 0.92' });
    const worst = [...layouts].map(([k, v]) => [k, f1(v.t.jobs)] as const).sort((a, b) => a[1] - b[1])[0];
    rows.push({ name: `lowest layout job entries F1 (${worst[0]})`, value: Math.round(worst[1] * 1000) / 1000, unit: '', note: 'floor 0.85' });
    rows.push({ name: 'read + parse per corpus file, median', value: Math.round(median(results.map((r) => r.readMs + r.parseMs)) * 10) / 10, unit: 'ms', note: `${results.length} files` });
    rows.push({ name: 'analyze a 2-page PDF, median', value: Math.round(median(times) * 10) / 10, unit: 'ms', budget: 100, note: `${times.length} runs over ${twoPage.length} files` });
    rows.push({ name: 'event-loop delay p95 during 20 concurrent analyses', value: Math.round((h.percentile(95) / 1e6) * 10) / 10, unit: 'ms', budget: 50, note: `burst took ${Math.round(burstMs)} ms` });
    return rows;
  } finally {
    await shutdownReaderPool();
  }
}
