import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, test as base, expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { signUp, newUser, type TestUser } from '../../support/fixtures';
import { GOOD_AI_KEY } from '../../support/keys';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../artifacts');

/** Flags every Chromium on this machine runs with (see NOTES.md). */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through e2e/extension/playwright.config.ts`);
  return value;
}

/** Addresses global-setup started: the API, the fake AI provider and the fixture job board. */
export const addresses = {
  get api() {
    return env('E2E_EXT_BASE_URL');
  },
  get ai() {
    return env('E2E_EXT_AI_URL');
  },
  get jobs() {
    return env('E2E_EXT_JOBS_URL');
  },
};

interface ExtensionFixtures {
  /** The extension's service worker: the background, and a door to the tabs API. */
  background: Worker;
  extensionId: string;
  /** Opens an extension page (popup.html, sidepanel.html, options.html) as a tab, aimed at a tab when given. */
  openExtensionPage: (file: string, target?: Page) => Promise<Page>;
}

/**
 * Each test gets a fresh Chromium profile with the built extension loaded (headless, new
 * mode: the old headless mode cannot load extensions), and leaves a screenshot of every open
 * extension page in e2e/artifacts/.
 */
export const test = base.extend<ExtensionFixtures>({
  baseURL: async ({}, use) => use(addresses.api),
  context: async ({ baseURL }, use) => {
    const dir = env('E2E_EXT_DIR');
    const context = await chromium.launchPersistentContext('', {
      executablePath: '/usr/bin/chromium',
      headless: false,
      baseURL,
      viewport: { width: 1100, height: 900 },
      args: ['--headless=new', ...CHROMIUM_FLAGS, `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
    });
    await use(context);
    await context.close();
  },
  background: async ({ context }, use) => {
    await use(context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker')));
  },
  extensionId: async ({ background }, use) => {
    await use(new URL(background.url()).host);
  },
  openExtensionPage: async ({ context, background, extensionId }, use, testInfo) => {
    const opened: Page[] = [];
    await use(async (file, target) => {
      const tabId = target ? await tabIdOf(background, target) : undefined;
      const page = await context.newPage();
      opened.push(page);
      await page.goto(`chrome-extension://${extensionId}/${file}${tabId === undefined ? '' : `?tabId=${tabId}`}`);
      return page;
    });
    const name = testInfo.titlePath.slice(1).join(' - ').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
    for (const [i, page] of opened.entries()) {
      if (!page.isClosed()) await page.screenshot({ path: path.join(artifacts, `extension-${name}-${i + 1}.png`), fullPage: true }).catch(() => {});
    }
  },
});

export { expect };

/** The browser's id of the tab showing a page, asked of the extension's tabs API. */
export async function tabIdOf(background: Worker, page: Page): Promise<number> {
  const url = page.url();
  const id = await background.evaluate((wanted) => {
    const { chrome } = globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id?: number; url?: string }>> } } };
    return chrome.tabs.query({}).then((tabs) => tabs.find((tab) => tab.url === wanted)?.id);
  }, url);
  if (id === undefined) throw new Error(`No tab shows ${url}`);
  return id;
}

/** Opens a fixture job page in a new tab and waits until it shows its posting. */
export async function openJobPage(context: BrowserContext, file: string, heading: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${addresses.jobs}/${file}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  return page;
}

/**
 * Signs up through the app's real pages, then uploads the fixture resume and stores the fake
 * provider's key over the API with the session the browser now holds.
 */
export async function signUpReady(page: Page): Promise<TestUser> {
  const user = await signUp(page, newUser());
  const origin = { Origin: addresses.api };
  const upload = await page.request.post('/api/resumes', {
    headers: origin,
    multipart: { resume: { name: 'ada-tester.txt', mimeType: 'text/plain', buffer: await readFile(path.join(fixtures, 'resume.txt')) } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  const settings = await page.request.put('/api/settings', { headers: origin, data: { openaiApiKey: GOOD_AI_KEY } });
  expect(settings.status(), await settings.text()).toBeLessThan(300);
  return user;
}
