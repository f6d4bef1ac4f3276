/**
 * Job-page reader: parse time per fixture (engine only, in-memory HTML/JSON, no network).
 * Budget: median under 20 ms per page (issue 4). Two synthetic pages at real-world size
 * (a few hundred KB of markup, scripts and navigation) sit beside the small fixtures.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { BenchRow } from './index';
import { readJobPage } from '../api/src/engines/job-page/read-job-page';
import { readBoardApi } from '../api/src/engines/job-page/read-board-api';
import type { Board } from '../api/src/engines/job-page/types';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../api/src/engines/job-page/fixtures');
const BUDGET_MS = 20;

const API_FIXTURES: Record<string, [Board, string]> = {
  'greenhouse-job.json': ['greenhouse', 'https://job-boards.greenhouse.io/saltmarshlabs/jobs/4012345'],
  'lever-posting.json': ['lever', 'https://jobs.lever.co/copperleaf/0b7c1d2e-1111-4a4a-9c9c-123456789abc'],
  'ashby-board.json': ['ashby', 'https://jobs.ashbyhq.com/larkspur/8f0e2c4a-6b1d-4e3f-9a7b-2c5d8e1f4a6b'],
  'workday-job.json': ['workday', 'https://saltmarsh.wd3.myworkdayjobs.com/External/job/Norwich/Hydrologist_R-101'],
  'smartrecruiters-posting.json': ['smartrecruiters', 'https://jobs.smartrecruiters.com/GranitePeakOutdoors/744000012345678-store-manager'],
  'workable-job.json': ['workable', 'https://apply.workable.com/harborpine/j/A1B2C3D4E5/'],
};

const PAGE_URLS: Record<string, string> = {
  'greenhouse-page.html': 'https://job-boards.greenhouse.io/larkspur/jobs/4455',
  'lever-page.html': 'https://jobs.lever.co/copperleaf/0b7c1d2e-1111-4a4a-9c9c-123456789abc',
  'linkedin-page.html': 'https://www.linkedin.com/jobs/view/3901',
  'indeed-page.html': 'https://www.indeed.com/viewjob?jk=abc',
  'workday-page.html': 'https://saltmarsh.wd3.myworkdayjobs.com/en-US/External/job/Norwich/Hydrologist_R-101',
};

/** A real-world-sized page: the fixture's body wrapped in heavy navigation, scripts and a footer. */
function inflate(html: string, kb: number): string {
  const nav = Array.from({ length: 400 }, (_, i) => `<li><a href="/section/${i}">Section ${i}</a></li>`).join('');
  const script = `<script>window.__STATE__=${JSON.stringify({ filler: 'x'.repeat(kb * 1024) })}</script>`;
  const footer = `<footer>${'<p>Legal text that every page repeats at the bottom of the layout.</p>'.repeat(200)}</footer>`;
  return html.replace('<body>', `<body><nav><ul>${nav}</ul></nav>${script}`).replace('</body>', `${footer}</body>`);
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Median wall time and median CPU time of this thread, in ms; CPU time shows the work itself when other processes load the machine. */
function measure(fn: () => unknown, iterations: number): { wall: number; cpu: number } {
  for (let i = 0; i < 5; i++) fn(); // warm-up: JIT and lazy module state
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    fn();
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

function row(name: string, m: { wall: number; cpu: number }, note: string): BenchRow {
  return { name, value: m.wall, unit: 'ms', budget: BUDGET_MS, note: `${note}; CPU ${m.cpu.toFixed(2)} ms` };
}

export default async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const files = readdirSync(dir).sort();
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(path.join(dir, file), 'utf8');
    const url = PAGE_URLS[file] ?? 'https://careers.example.com/jobs/123';
    const kb = Math.round(Buffer.byteLength(html) / 1024);
    rows.push(row(`readJobPage ${file}`, measure(() => readJobPage(html, url), 60), `median of 60, ${kb} KB`));
  }
  for (const [file, kb] of [['jsonld-plain.html', 300], ['plain-page.html', 300]] as const) {
    const html = inflate(readFileSync(path.join(dir, file), 'utf8'), kb);
    const size = Math.round(Buffer.byteLength(html) / 1024);
    rows.push(row(`readJobPage ${file} inflated`, measure(() => readJobPage(html, 'https://careers.example.com/jobs/123'), 30), `median of 30, ${size} KB`));
  }
  for (const [file, [board, url]] of Object.entries(API_FIXTURES)) {
    const body = readFileSync(path.join(dir, file), 'utf8');
    rows.push(row(`readBoardApi ${file}`, measure(() => readBoardApi(board, JSON.parse(body), url), 100), 'median of 100, JSON.parse included'));
  }
  return rows;
}
