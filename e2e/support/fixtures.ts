import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export const newUser = (): TestUser => {
  const id = randomUUID().slice(0, 8);
  return { name: `Ada Tester ${id}`, email: `ada.${id}@example.com`, password: `pw-${randomUUID()}` };
};

/**
 * The suite's test: baseURL is the server global-setup started, and every test leaves a
 * full-page screenshot in e2e/artifacts/ named after it.
 */
export const test = base.extend<{ screenshotAfter: void }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through e2e/playwright.config.ts');
    await use(url);
  },
  screenshotAfter: [
    async ({ page }, use, testInfo) => {
      await use();
      const name = testInfo.titlePath.slice(1).join(' - ').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
      await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true }).catch(() => {});
    },
    { auto: true },
  ],
});

export { expect };

/** Creates an account through the embedded provider's real pages and lands on the generator. */
export async function signUp(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  await page.goto('/api/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Smart Cover Letter', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  return user;
}

/** Signs an existing account in through the real sign-in page. */
export async function signIn(page: Page, user: TestUser) {
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Smart Cover Letter', level: 1 })).toBeVisible();
}

/** Fails on any serious or critical axe violation, listing rule and elements. */
export async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, 'serious or critical accessibility violations').toEqual([]);
}

/** The notification area's toasts (one at a time, SPEC section 9). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).locator('li');
}

export const RESUME_TXT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/resume.txt');

/** Setup shortcut for tests about other screens: uploads the fixture resume over HTTP with the page's cookies. */
export async function uploadResumeViaApi(page: Page, file = RESUME_TXT) {
  const { readFile } = await import('node:fs/promises');
  const res = await page.request.post('/api/resumes', {
    multipart: { resume: { name: path.basename(file), mimeType: 'text/plain', buffer: await readFile(file) } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Setup shortcut: stores an AI key (and optionally a reader key) over HTTP. */
export async function saveKeysViaApi(page: Page, keys: { openaiApiKey?: string; jinaApiKey?: string }) {
  const res = await page.request.put('/api/settings', { data: keys });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Counts requests the page makes to a path, to prove a validation made no call. */
export function countRequests(page: Page, pathname: string) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) counter.count++;
  });
  return counter;
}

