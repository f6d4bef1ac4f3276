import { writeFile } from 'node:fs/promises';
import { expect, expectAccessible, signUp, test, toasts } from '../support/fixtures';
import { writeResumeDocx } from '../support/resume-files';

const FIVE_ACHIEVEMENTS = `Jordan Rivers
jordan.rivers@example.com | +1 555 0111 | Austin, TX

SUMMARY
Data engineer with 7 years of experience building pipelines.

EXPERIENCE
Data Engineer, Bluebonnet Logistics, Austin
January 2019 - Present
- Cut pipeline runtime by 45% by rewriting batch jobs
- Saved $120K per year in warehouse costs
- Grew daily processed records to 30 million
- Reduced data incidents by 60%
- Trained 8 analysts on SQL

SKILLS
Languages: Python, SQL
`;

test.describe('parser test', () => {
  test('when no file is chosen, then Run shows the no-file toast', async ({ page }) => {
    await signUp(page);
    await page.goto('/parser-test');
    await page.getByRole('button', { name: 'Run Parser Test' }).click();
    await expect(toasts(page)).toContainText('No file selected');
    await expect(toasts(page)).toContainText('Please select a resume file to test');
    await expectAccessible(page);
  });

  test('when a DOCX is parsed, then the checks, candidate, jobs, skills and summary show', async ({ page }, testInfo) => {
    const docx = await writeResumeDocx(testInfo.outputPath('ada-tester.docx'));
    await signUp(page);
    await page.goto('/parser-test');
    await page.getByLabel('Choose a resume file').setInputFiles(docx);
    await page.getByRole('button', { name: 'Run Parser Test' }).click();
    await expect(toasts(page)).toContainText('Parser Test Complete', { timeout: 45_000 });
    await expect(toasts(page)).toContainText(/Extracted \d+ jobs and \d+ achievements/);

    for (const heading of ['Validation Checks', 'Candidate Info', 'Work Experience', 'Technical Skills', 'Quantifiable Achievements', 'Professional Summary']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText('Name extracted')).toBeVisible();
    await expect(page.getByText(/Text length above 1000 characters/)).toBeVisible();
    await expect(page.getByText('ada.tester@example.com')).toBeVisible();

    // The screen shows what the parser answered, field by field ('NOT EXTRACTED' when missing).
    const { readFile } = await import('node:fs/promises');
    const answer = await (
      await page.request.post('/api/test-parser', {
        multipart: { resume: { name: 'ada-tester.docx', mimeType: 'application/octet-stream', buffer: await readFile(docx) } },
      })
    ).json();
    const info = answer.parsed_data.candidate_info;
    const candidate = page.getByRole('region', { name: 'Candidate Info' }).or(page.locator('dl').first());
    await expect(candidate).toContainText(info.name ?? 'NOT EXTRACTED');
    await expect(candidate).toContainText(info.contact.phone ?? 'NOT EXTRACTED');
    for (const job of answer.parsed_data.work_experience) {
      await expect(page.getByText(job.position ?? 'NOT EXTRACTED', { exact: true }).first()).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('when a job has five achievements, then three show and the rest are counted', async ({ page }, testInfo) => {
    const file = testInfo.outputPath('jordan.txt');
    await writeFile(file, FIVE_ACHIEVEMENTS);
    await signUp(page);
    await page.goto('/parser-test');
    await page.getByLabel('Choose a resume file').setInputFiles(file);
    await page.getByRole('button', { name: 'Run Parser Test' }).click();
    await expect(page.getByText('Bluebonnet Logistics')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText('... and 2 more')).toBeVisible();
  });
});
