import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'wxt';
import { extensionManifest } from './extension/manifest/manifest';

/**
 * The browser extension: sources in extension/, packages in .output/ (chrome-mv3, firefox-mv2).
 * WXT_API_URL (default http://localhost:3000) is the API address a build starts with and the
 * host it is granted; `--mode e2e` builds into .output/chrome-mv3-e2e for the end-to-end tests.
 */
export default defineConfig({
  srcDir: 'extension',
  outDir: '.output',
  publicDir: 'extension/public',
  // Imports stay explicit, as in the rest of the repository.
  imports: false,
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  alias: { '@common': fileURLToPath(new URL('./common/src', import.meta.url)) },
  manifest: ({ browser }) => extensionManifest({ browser, apiUrl: process.env.WXT_API_URL }),
  vite: () => ({
    plugins: [tailwindcss()],
    build: { target: 'es2022' },
  }),
  zip: {
    artifactTemplate: '{{name}}-{{version}}-{{browser}}.zip',
    // Firefox's review wants the sources that build the package: the extension, common/ and the configs, not the server or the web app.
    excludeSources: ['api/**', 'web/**', 'e2e/**', 'bench/**', 'corpus/**', 'docs/**', 'scripts/**', 'deploy/**', 'Dockerfile', 'docker-compose.yml', 'dist/**', 'data/**', 'test-results/**', 'playwright-report/**'],
  },
});
