/**
 * `npm run bench`: runs every bench module and prints one table of measured figures
 * against the budgets of DESIGN.md. Each module default-exports `run(): Promise<BenchRow[]>`.
 * Pass module names to run a subset: `npm run bench -- parse job-page`.
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** The budget, in the same unit; the row fails when value exceeds it. */
  budget?: number;
  note?: string;
}

const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = (await readdir(dir))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace('.bench.ts', '')))
  .sort();

const rows: Array<BenchRow & { module: string }> = [];
for (const file of files) {
  const mod = await import(path.join(dir, file));
  const out: BenchRow[] = await mod.default();
  rows.push(...out.map((r) => ({ ...r, module: file.replace('.bench.ts', '') })));
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
console.log('| module | measure | value | budget | status |');
console.log('|---|---|---|---|---|');
let failed = 0;
for (const r of rows) {
  const status = r.budget === undefined ? '' : r.value <= r.budget ? 'ok' : 'OVER';
  if (status === 'OVER') failed++;
  console.log(`| ${r.module} | ${r.name}${r.note ? ` (${r.note})` : ''} | ${fmt(r.value)} ${r.unit} | ${r.budget === undefined ? '' : `${fmt(r.budget)} ${r.unit}`} | ${status} |`);
}
if (failed) {
  console.log(`\n${failed} measure(s) over budget`);
  process.exitCode = 1;
}
