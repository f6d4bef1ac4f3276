import { expect, expectAccessible, test } from '../support/fixtures';

test.describe('anonymous visitor', () => {
  test('when a visitor opens /, then the landing page advertises the three tools and signs in through /api/login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Land your next job');
    for (const tool of ['AI Cover Letter Generator', 'ATS Resume Optimizer', 'ATS Analysis']) {
      await expect(page.getByRole('heading', { name: tool })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    await expectAccessible(page);
  });

  test('when a visitor follows Sign In, then the embedded sign-in page opens', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('when a visitor opens a signed-in screen, then it is Page Not Found', async ({ page }) => {
    for (const path of ['/settings', '/resume-optimizer', '/career-dashboard', '/mcp-dashboard', '/parser-test']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('when a visitor opens a wrong route, then the 404 page shows', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('when a visitor opens /resume-parser, then the ATS analyzer and its explainer show', async ({ page }) => {
    await page.goto('/resume-parser');
    await expect(page.getByRole('heading', { name: 'Universal ATS Intelligence' })).toBeVisible();
    for (const step of ['Text Extraction', 'Data Parsing', 'Storage', 'Matching']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Analyze Resume' })).toBeDisabled();
    await expectAccessible(page);
  });

  test('when the landing page is viewed at phone width, then nothing overflows sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/', '/resume-parser', '/nope']) {
      await page.goto(path);
      await expect(page.locator('#root > *').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
});
