import { writeFile } from 'node:fs/promises';
import { GOOD_AI_KEY } from '../support/keys';
import { expect, expectAccessible, saveKeysViaApi, signUp, test, toasts } from '../support/fixtures';
import { writeResumePdf, writeWeakResume } from '../support/resume-files';

const TONE_BY_SCORE = (score: number) => (score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red');

test.describe('ATS analyzer (anonymous visitor)', () => {
  test('when a PDF resume is analyzed, then score, grade colour, import report and the four tabs show', async ({ page, browser }, testInfo) => {
    const pdf = await writeResumePdf(browser, testInfo.outputPath('ada-tester.pdf'));
    await page.goto('/resume-parser');
    await page.getByLabel('Choose a resume file').setInputFiles(pdf);
    await expect(page.getByText('Selected: ada-tester.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Analyze Resume' }).click();

    // The first PDF read starts the server's reader pool: allow for a slow, shared machine.
    await expect(toasts(page)).toContainText('Analysis Complete', { timeout: 45_000 });
    // Read the toast at once: it closes after 5 s, and this machine may be slow.
    const toastText = (await toasts(page).first().textContent()) ?? '';
    const scoreBox = page.getByTestId('ats-score');
    await expect(scoreBox).toBeVisible();
    const score = Number(await scoreBox.locator('span').first().textContent());
    expect(toastText).toContain(`Your resume scored ${score}/100`);
    await expect(scoreBox).toHaveAttribute('data-tone', TONE_BY_SCORE(score));
    await expect(page.getByTestId('ats-grade')).toHaveText(/^Grade [ABCDF]$/);
    await expect(page.getByRole('heading', { name: 'Strengths' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Improvements' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How your file was read' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate High-Score ATS Resume' })).toHaveCount(score < 80 ? 1 : 0);

    await expect(page.getByRole('tabpanel')).toContainText('ada.tester@example.com');
    await page.getByRole('tab', { name: 'Experience' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Harbor Data Systems');
    await page.getByRole('tab', { name: 'Skills' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('TypeScript');
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectAccessible(page);
  });

  test('when a weak resume scores under 80, then it reads red or yellow and offers the high-score rewrite', async ({ page }, testInfo) => {
    const weak = await writeWeakResume(testInfo.outputPath('weak.txt'));
    await page.goto('/resume-parser');
    await page.getByLabel('Choose a resume file').setInputFiles(weak);
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    const scoreBox = page.getByTestId('ats-score');
    await expect(scoreBox).toBeVisible({ timeout: 45_000 });
    const score = Number(await scoreBox.locator('span').first().textContent());
    expect(score).toBeLessThan(80);
    await expect(scoreBox).toHaveAttribute('data-tone', TONE_BY_SCORE(score));
    // The colour is really applied, not only named.
    const color = await scoreBox.locator('span').first().evaluate((el) => getComputedStyle(el).color);
    expect(color).not.toBe('rgb(15, 23, 42)');
    await expect(page.getByRole('button', { name: 'Generate High-Score ATS Resume' })).toBeVisible();

    // Choosing a new file clears the previous analysis.
    await page.getByLabel('Choose a resume file').setInputFiles(weak);
    await expect(scoreBox).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Text Extraction' })).toBeVisible();
  });

  test('when the file is not a resume type, then the invalid file toast shows and nothing is sent', async ({ page }, testInfo) => {
    const image = testInfo.outputPath('photo.png');
    await writeFile(image, Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
    let sent = 0;
    page.on('request', (r) => new URL(r.url()).pathname === '/api/analyze-resume' && sent++);
    await page.goto('/resume-parser');
    await page.getByLabel('Choose a resume file').setInputFiles(image);
    await expect(toasts(page)).toContainText('Invalid file type');
    await expect(toasts(page)).toContainText('Please upload a PDF, DOCX, DOC, or TXT file.');
    await expect(page.getByRole('button', { name: 'Analyze Resume' })).toBeDisabled();
    expect(sent).toBe(0);
  });
});

test.describe('ATS analyzer (signed in)', () => {
  test('when the high-score rewrite is generated, then its card shows the scores, copies and closes', async ({ page, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const weak = await writeWeakResume(testInfo.outputPath('weak.txt'));
    await signUp(page);
    await saveKeysViaApi(page, { openaiApiKey: GOOD_AI_KEY });
    await page.goto('/resume-parser');
    await page.getByLabel('Choose a resume file').setInputFiles(weak);
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await page.getByRole('button', { name: 'Generate High-Score ATS Resume' }).click({ timeout: 45_000 });

    await expect(toasts(page)).toContainText(/Score improved from \d+ to \d+\/100/, { timeout: 60_000 });
    const card = page.getByRole('heading', { name: 'High-Score ATS Resume' }).locator('xpath=ancestor::div[contains(@class, "rounded-lg")][1]');
    await expect(card).toContainText(/Predicted score \d+\/100/);
    await card.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await expect(toasts(page)).toContainText('Copied to clipboard');
    const text = await card.locator('pre').textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'High-Score ATS Resume' })).toHaveCount(0);
    await expect(page.getByTestId('ats-score')).toBeVisible();
  });
});
