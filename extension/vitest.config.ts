import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/**
 * Unit tests of the extension: WXT's Vitest plugin reads the root wxt.config.ts and swaps
 * `wxt/browser` for its in-memory fake browser. Run from the repository root:
 * `npx vitest run -c extension/vitest.config.ts`.
 */
export default defineConfig({
  plugins: [WxtVitest()],
  resolve: {
    alias: { '@common': fileURLToPath(new URL('../common/src', import.meta.url)) },
  },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['extension/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
  },
});
