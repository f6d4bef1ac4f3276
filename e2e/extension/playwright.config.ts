import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the browser extension: global-setup builds it (.output/e2e/chrome-mv3)
 * for a server it starts on a free port, and each test loads it into Debian's Chromium.
 * Run: npx playwright test -c e2e/extension/playwright.config.ts
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Not under test-results/: the web suite empties that folder when it starts.
  outputDir: '../../.output/e2e/test-results',
  // Two cores, shared with other engineers' test runs.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // Sign-up, a streamed letter and a cold service worker on a shared 2-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
});
