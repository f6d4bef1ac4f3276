/**
 * Landing page first-load JavaScript: the entry chunk of the web app plus every chunk it
 * imports statically (lazy screens excluded), gzip-compressed as a server would send them.
 * Builds the current sources into a temporary folder, so dist/web (maybe being served) is untouched.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './index';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default async function run(): Promise<BenchRow[]> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-bench-'));
  try {
    return await measure(dist);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

async function measure(dist: string): Promise<BenchRow[]> {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'web/vite.config.ts', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: repo, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('web build failed');
  const manifestPath = path.join(dist, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = JSON.parse(await readFile(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in the web manifest');

  // The entry and the closure of its static imports: what the browser fetches before the landing page renders.
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entryKey);

  const gz = async (file: string) => gzipSync(await readFile(path.join(dist, file))).length;
  let js = 0;
  const css = new Set<string>();
  for (const key of seen) {
    js += await gz(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  let cssBytes = 0;
  for (const file of css) cssBytes += await gz(file);

  let allJs = 0;
  for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.js')) allJs += await gz(chunk.file);

  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  return [
    { name: 'landing first-load JS (gzip)', value: kb(js), unit: 'KB', budget: 200, note: `${seen.size} chunk(s)` },
    { name: 'landing first-load CSS (gzip)', value: kb(cssBytes), unit: 'KB' },
    { name: 'all web JS chunks (gzip)', value: kb(allJs), unit: 'KB', note: 'signed-in screens load on demand' },
  ];
}
