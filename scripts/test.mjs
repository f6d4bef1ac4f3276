// `npm test`: unit and API integration tests (Vitest), then the browser tests (Playwright in
// Debian's Chromium). With TEST_MYSQL_URL set, the API suites run against MySQL as well.
// Under CI=true nothing may be skipped: a missing browser or database is a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const ci = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (cmd, args, env = {}) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
};

if (ci && !process.env.TEST_MYSQL_URL) {
  console.error('CI=true requires TEST_MYSQL_URL: the MySQL suite may not be skipped.');
  process.exit(1);
}
if (!process.env.TEST_MYSQL_URL) console.warn('TEST_MYSQL_URL is not set: API suites run on SQLite only.');

const results = [
  ['unit and API (vitest)', run('npx', ['vitest', 'run'])],
  // The extension's unit tests need WXT's Vitest plugin and fake browser: their own config,
  // and the .wxt/ types WXT generates (absent on a fresh clone).
  ['extension units (vitest + WXT)', run('npx', ['wxt', 'prepare']) || run('npx', ['vitest', 'run', '-c', 'extension/vitest.config.ts'])],
];

const browserSuites = [
  ['web app in the browser (playwright)', 'e2e/playwright.config.ts'],
  ['extension in the browser (playwright)', 'e2e/extension/playwright.config.ts'],
].filter(([, config]) => existsSync(config));

if (browserSuites.length && !existsSync(chromium)) {
  if (ci) {
    console.error(`Chromium not found at ${chromium}: browser tests are required under CI.`);
    process.exit(1);
  }
  console.warn(`Chromium not found at ${chromium} (apt-get install -y chromium): browser tests skipped.`);
} else {
  for (const [name, config] of browserSuites) results.push([name, run('npx', ['playwright', 'test', '-c', config])]);
}

const failed = results.filter(([, code]) => code !== 0);
console.log(`\n${results.map(([name, code]) => `${name}: ${code === 0 ? 'passed' : 'FAILED'}`).join('\n')}`);
process.exit(failed.length ? 1 : 0);
