import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the web app: Debian's Chromium (no browser download) against the real
 * server, which global-setup starts on a free port with a fresh SQLite database.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: '../test-results',
  // Two cores, shared with other engineers' test runs.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
