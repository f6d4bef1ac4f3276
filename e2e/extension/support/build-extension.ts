import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Builds the Chrome package for the tests into .output/e2e/chrome-mv3 (the user's own
 * .output/chrome-mv3 is left alone), starting at the given API address: its host is the
 * one the manifest grants, so cookies ride along as they do for a user's build.
 */
export function buildExtensionForTests(repo: string, apiUrl: string): string {
  const outDir = path.join(repo, '.output/e2e');
  // A child process: WXT's config loader and Vite stay out of the test runner.
  const script = `import { build } from 'wxt'; await build({ root: ${JSON.stringify(repo)}, outDir: ${JSON.stringify(outDir)}, browser: 'chrome' });`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repo,
    env: { ...process.env, WXT_API_URL: apiUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`Building the extension failed (exit ${result.status})`);
  return path.join(outDir, 'chrome-mv3');
}
