import { readFile } from 'node:fs/promises';
import { GOOD_AI_KEY } from '../support/keys';
import {
  expect,
  expectAccessible,
  saveKeysViaApi,
  signUp,
  test,
  toasts,
  uploadResumeViaApi,
} from '../support/fixtures';

test.describe('resume optimizer', () => {
  test('when no AI key is saved, then only the key notice shows', async ({ page }) => {
    await signUp(page);
    await page.goto('/resume-optimizer');
    await expect(page.getByText('AI API key required')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to API settings' })).toHaveAttribute('href', '/settings');
    await expect(page.getByLabel('Target Job Title')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('when there is no resume, then Optimize is disabled with the upload hint', async ({ page }) => {
    await signUp(page);
    await saveKeysViaApi(page, { openaiApiKey: GOOD_AI_KEY });
    await page.goto('/resume-optimizer');
    await expect(page.getByRole('button', { name: 'Optimize Resume' })).toBeDisabled();
    await expect(page.getByText('Please upload a resume first to enable optimization')).toBeVisible();
  });

  test('when a resume is optimized, then it is listed, viewed, downloaded as DOCX and deleted after confirmation', async ({ page }) => {
    await signUp(page);
    await uploadResumeViaApi(page);
    await saveKeysViaApi(page, { openaiApiKey: GOOD_AI_KEY });
    await page.goto('/resume-optimizer');

    await expect(page.getByRole('combobox', { name: 'Resume to optimize' })).toContainText('resume.txt');
    const summary = page.getByTestId('resume-summary');
    await expect(summary).toContainText(/\d(\.\d)?k chars|\d+ chars/);
    await expect(summary).toContainText('Ada Tester');
    await expect(page.getByText('No fabrication', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Optimize Resume' }).click();
    await expect(toasts(page)).toContainText('Job Title Required');
    await expect(toasts(page)).toContainText('Please enter the target job title.');

    await page.getByLabel('Target Job Title').fill('Staff Platform Engineer');
    await page.getByLabel('Job Description (optional)').fill('Lead TypeScript and Kubernetes platform work; mentor engineers; PostgreSQL.');
    await page.getByRole('button', { name: 'Optimize Resume' }).click();
    await expect(toasts(page)).toContainText('Resume optimized successfully for ATS compatibility!', { timeout: 45_000 });
    await expect(page.getByLabel('Target Job Title')).toHaveValue('');
    await expect(page.getByLabel('Job Description (optional)')).toHaveValue('');

    const item = page.getByRole('listitem', { name: 'Staff Platform Engineer' });
    await expect(item).toBeVisible();
    const list = await (await page.request.get('/api/optimized-resumes')).json();
    const keywords: string[] = list[0].keywordMatches;
    const badges = item.locator('span.rounded-full');
    await expect(badges).toHaveCount(Math.min(keywords.length, 8) + (keywords.length > 8 ? 1 : 0));
    if (keywords.length > 8) await expect(item.getByText(`+${keywords.length - 8} more`)).toBeVisible();

    await item.getByRole('button', { name: 'View' }).click();
    await expect(item.getByRole('heading', { name: /Keywords \(\d+\)/ })).toBeVisible();
    await expect(item.getByRole('heading', { name: 'Optimized Content' })).toBeVisible();
    await expectAccessible(page);

    const downloadPromise = page.waitForEvent('download');
    await item.getByRole('link', { name: /Download Staff Platform Engineer/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('Staff_Platform_Engineer.docx');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('word/document.xml'))).toBe(true);

    await item.getByRole('button', { name: 'Delete Staff Platform Engineer' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete this optimized resume?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Optimized resume deleted successfully.');
    await expect(item).toHaveCount(0);
    await expect(page.getByText('No optimized resumes yet.', { exact: false })).toBeVisible();
  });
});
