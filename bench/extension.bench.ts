/**
 * The extension popup's JavaScript: every script popup.html loads plus every chunk those
 * import statically, gzip-compressed. Builds the current sources (Chrome MV3) into a
 * temporary folder, so .output/ is untouched. Budget: 150 KB (DESIGN.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './index';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default async function run(): Promise<BenchRow[]> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'extension-bench-'));
  try {
    // A child process keeps WXT's config loader and Vite out of the bench runner.
    const script = `import { build } from 'wxt'; await build({ root: ${JSON.stringify(repo)}, outDir: ${JSON.stringify(outDir)}, browser: 'chrome' });`;
    const built = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (built.status !== 0) throw new Error(`extension build failed (exit ${built.status}):\n${built.stdout}${built.stderr}`);
    const dir = path.join(outDir, 'chrome-mv3');
    const popup = await pageAssets(dir, 'popup.html');
    const panel = await pageAssets(dir, 'sidepanel.html');
    const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
    return [
      { name: 'popup JS (gzip)', value: kb(popup.js), unit: 'KB', budget: 150, note: `${popup.files} file(s)` },
      { name: 'popup CSS (gzip)', value: kb(popup.css), unit: 'KB' },
      { name: 'side panel JS (gzip)', value: kb(panel.js), unit: 'KB', note: 'shares its chunks with the popup' },
    ];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Static imports in a built ES module chunk: `import "./x.js"`, `import {a} from "./x.js"`, `export {a} from "./x.js"`. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/\bfrom\s*["'](\.{1,2}\/[^"']+)["']|\bimport\s*["'](\.{1,2}\/[^"']+)["']/g)) found.push(m[1] ?? m[2]);
  return found;
}

/** The gzip size of the JS and CSS an extension page loads before it can render. */
async function pageAssets(dir: string, page: string) {
  const html = await readFile(path.join(dir, page), 'utf8');
  const attr = (tag: RegExp) => Array.from(html.matchAll(tag), (m) => path.join(dir, m[1].replace(/^\//, '')));
  const scripts = attr(/<script[^>]*\bsrc="([^"]+)"/g).concat(attr(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g));
  const styles = attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);

  const seen = new Set<string>();
  const queue = [...scripts];
  let js = 0;
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(file);
    js += gzipSync(code).length;
    for (const spec of staticImports(code.toString('utf8'))) queue.push(path.resolve(path.dirname(file), spec));
  }
  let css = 0;
  for (const file of new Set(styles)) css += gzipSync(await readFile(file)).length;
  return { js, css, files: seen.size };
}
