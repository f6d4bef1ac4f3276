import { writeFile } from 'node:fs/promises';
import { GOOD_AI_KEY } from '../support/keys';
import { RESUME_TXT, expect, expectAccessible, saveKeysViaApi, signUp, test, toasts } from '../support/fixtures';

test.describe('career dashboard', () => {

  test('when no file is chosen or the type is wrong, then the dashboard says so and sends nothing', async ({ page }, testInfo) => {
    await signUp(page);
    await page.goto('/career-dashboard');
    let sent = 0;
    page.on('request', (r) => r.url().includes('/api/career-intelligence/analyze') && sent++);
    await page.getByRole('button', { name: 'Generate Career Report' }).click();
    await expect(toasts(page)).toContainText('Resume Required');
    await expect(toasts(page)).toContainText('Please upload your resume to analyze your career trajectory.');
    const image = testInfo.outputPath('photo.gif');
    await writeFile(image, 'GIF89a');
    await page.getByLabel('Choose a resume file').setInputFiles(image);
    await expect(toasts(page)).toContainText('Invalid file type');
    expect(sent).toBe(0);
    await expectAccessible(page);
  });

  test('when a report is generated, then the health score, breakdown bars and four tabs show, and reset clears it', async ({ page }) => {
    await signUp(page);
    await saveKeysViaApi(page, { openaiApiKey: GOOD_AI_KEY });
    await page.goto('/career-dashboard');
    await page.getByLabel('Choose a resume file').setInputFiles(RESUME_TXT);
    await page.getByLabel('Target Role (optional)').fill('Staff Engineer');
    await page.getByRole('button', { name: 'Generate Career Report' }).click();

    await expect(page.getByTestId('health-score')).toBeVisible({ timeout: 60_000 });
    for (const bar of ['Market Position', 'Skill Relevance', 'Growth Potential', 'Competitive Edge']) {
      await expect(page.getByRole('progressbar', { name: new RegExp(`^${bar}: \\d+ of 100$`) })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Current Position' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Market Analysis' })).toBeVisible();
    await page.getByRole('tab', { name: 'Career Path' }).click();
    await expect(page.getByRole('heading', { name: 'Next Roles' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Skill Priorities' })).toBeVisible();
    await page.getByRole('tab', { name: 'Market Intel' }).click();
    for (const heading of ['Geographic Opportunities', 'Competitive Intelligence', 'Industry Insights', 'Emerging Opportunities']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Action Plan' }).click();
    for (const heading of ['Priority Actions', 'Immediate (0-3 months)', 'Short-term (3-6 months)', 'Long-term (6+ months)']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Generate New Career Analysis' }).click();
    await expect(page.getByTestId('health-score')).toHaveCount(0);
    await expect(page.getByLabel('Target Role (optional)')).toHaveValue('');
    await expect(page.getByText(/^Selected:/)).toHaveCount(0);
  });
});
