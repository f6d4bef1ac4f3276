import { readFile } from 'node:fs/promises';
import { BAD_AI_KEY, GOOD_AI_KEY, GOOD_JINA_KEY } from '../support/keys';
import { countRequests, expect, expectAccessible, RESUME_TXT, signUp, test, toasts } from '../support/fixtures';

test.describe('settings', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page);
  });

  test('when a resume is uploaded, then its name, size in KB and a 500-character preview show; delete removes it', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Resume Upload' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No resume uploaded yet.')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Choose a resume file').setInputFiles(RESUME_TXT);
    await expect(toasts(page)).toContainText('Resume uploaded successfully');
    await expect(toasts(page)).toContainText('resume.txt has been uploaded and parsed');

    const stored = await (await page.request.get('/api/resumes/current')).json();
    const bytes = (await readFile(RESUME_TXT)).length;
    await expect(page.getByTestId('resume-filename')).toHaveText('resume.txt');
    await expect(page.getByTestId('resume-size')).toHaveText(`${(bytes / 1024).toFixed(1)} KB`);
    const preview = await page.getByTestId('resume-preview').textContent();
    expect(stored.content.length).toBeGreaterThan(500);
    expect(preview).toBe(`${stored.content.slice(0, 500)}...`);
    await expectAccessible(page);

    await page.goto('/');
    await expect(page.getByText('Resume uploaded')).toBeVisible();
    await expect(page.getByText('resume.txt')).toBeVisible();
    await expect(page.getByText('Ready', { exact: true })).toBeVisible();

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete resume.txt' }).click();
    await expect(toasts(page)).toContainText('Resume deleted');
    await expect(toasts(page)).toContainText('Your resume has been removed');
    await expect(page.getByText('No resume uploaded yet.')).toBeVisible();

    await page.goto('/');
    await expect(page.getByText('No resume', { exact: true })).toBeVisible();
    await expect(page.getByText('Missing', { exact: true })).toBeVisible();
  });

  test('when Test is pressed with an empty key, then the toast asks for a key and no call is made', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'API Configuration' }).click();
    const calls = countRequests(page, '/api/test-connection');
    await page.getByRole('button', { name: 'Test OpenAI API Key' }).click();
    await expect(toasts(page)).toContainText('API key required');
    await expect(toasts(page)).toContainText('Please enter an API key first');
    await page.getByRole('button', { name: 'Test Jina AI API Key' }).click();
    await expect(toasts(page)).toContainText('Please enter an API key first');
    expect(calls.count).toBe(0);
  });

  test('when keys are tested and saved, then the tests report the provider answer and both keys read Connected', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('API Not Connected')).toBeVisible();

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'API Configuration' }).click();
    const openaiStatus = page.getByText(/^(Connected|Not configured)$/).first();
    await expect(openaiStatus).toHaveText('Not configured');
    await expect(page.getByText('API Usage This Month')).toBeVisible();
    await expect(page.getByText('0/100', { exact: true })).toBeVisible();
    await expect(page.getByText('0/1000', { exact: true })).toBeVisible();
    await expectAccessible(page);

    const openaiKey = page.getByLabel('OpenAI API Key', { exact: true });
    await expect(openaiKey).toHaveAttribute('placeholder', /^sk-/);
    await expect(openaiKey).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show OpenAI API Key' }).click();
    await expect(openaiKey).toHaveAttribute('type', 'text');

    await openaiKey.fill(BAD_AI_KEY);
    await page.getByRole('button', { name: 'Test OpenAI API Key' }).click();
    await expect(toasts(page)).toContainText('OpenAI connection failed');
    await expect(toasts(page)).toContainText('Please check your API key');

    await openaiKey.fill(GOOD_AI_KEY);
    await page.getByRole('button', { name: 'Test OpenAI API Key' }).click();
    await expect(toasts(page)).toContainText('OpenAI connection successful');
    await expect(toasts(page)).toContainText('API key is working correctly');

    await page.getByLabel('Jina AI API Key', { exact: true }).fill(GOOD_JINA_KEY);
    await page.getByRole('button', { name: 'Test Jina AI API Key' }).click();
    await expect(toasts(page)).toContainText('Jina connection successful');

    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toasts(page)).toContainText('Settings saved');
    await expect(toasts(page)).toContainText('Your preferences have been updated');
    await expect(page.getByText('Connected', { exact: true })).toHaveCount(2);

    const settings = await (await page.request.get('/api/settings')).json();
    expect(settings.openaiApiKey).toBe('***');
    expect(settings.jinaApiKey).toBe('***');

    await page.reload();
    await page.getByRole('tab', { name: 'API Configuration' }).click();
    await expect(page.getByText('Connected', { exact: true })).toHaveCount(2);
    await page.goto('/');
    await expect(page.getByText('API Connected')).toBeVisible();
  });

  test('when preferences are changed and saved, then they persist across a reload', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByRole('button', { name: 'Clear All Data' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Writing style').click();
    await page.getByRole('option', { name: 'Creative' }).click();
    await page.getByLabel('Cover letter length').click();
    await page.getByRole('option', { name: 'Long (4-5 paragraphs)' }).click();
    await page.getByRole('switch', { name: 'Auto-delete generated content after 24h' }).click();
    await page.getByRole('switch', { name: 'Include skills section' }).click();
    await page.getByLabel('Data retention').click();
    await page.getByRole('option', { name: '1 year' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toasts(page)).toContainText('Settings saved');

    const saved = await (await page.request.get('/api/settings')).json();
    expect(saved).toMatchObject({
      writingStyle: 'creative',
      coverLetterLength: 'long',
      autoDelete: true,
      includeSkills: false,
      includeAchievements: true,
      encryptStorage: true,
      dataRetention: '1 year',
    });

    await page.reload();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByLabel('Writing style')).toHaveText(/Creative/);
    await expect(page.getByLabel('Cover letter length')).toHaveText(/Long/);
    await expect(page.getByRole('switch', { name: 'Auto-delete generated content after 24h' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Include skills section' })).toHaveAttribute('aria-checked', 'false');
  });

  test('when settings are viewed at phone width, then nothing overflows sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/settings');
    for (const tab of ['Resume Upload', 'API Configuration', 'Preferences']) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
});
