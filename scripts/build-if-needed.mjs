// Builds the web app when dist/web is missing or older than its sources, so `npm start`
// works on a fresh clone and stays quick on later starts.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const index = path.join(root, 'dist/web/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = ['web', 'common/src'].map((d) => path.join(root, d)).filter(existsSync);
const stale = !existsSync(index) || Math.max(...sources.map(newest)) > statSync(index).mtimeMs;
if (stale && existsSync(path.join(root, 'web/vite.config.ts'))) {
  console.log('Building the web app…');
  const r = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
