import { FAKE_LETTER } from '../support/fake-ai';
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

const jobUrl = (name: string) => `${process.env.E2E_JOBS_URL}/${name}`;

test.describe('main generator screen', () => {
  test('when there is no resume, then the status reads Missing and Generate stays disabled', async ({ page }) => {
    await signUp(page);
    await expect(page.getByText('No resume', { exact: true })).toBeVisible();
    await expect(page.getByText('Missing', { exact: true })).toBeVisible();
    const url = page.getByLabel('Job Posting URL');
    await expect(url).toHaveAttribute('type', 'url');
    await expect(url).toHaveAttribute('placeholder', /\/job-posting$/);
    await url.fill(jobUrl('staff-engineer.html'));
    await expect(page.getByRole('button', { name: 'Generate Cover Letter' })).toBeDisabled();
    await expect(page.getByText('API Not Connected')).toBeVisible();
  });

  test('when no AI key is saved, then Generate shows the key toast and calls nothing', async ({ page }) => {
    await signUp(page);
    await uploadResumeViaApi(page);
    await page.reload();
    await expect(page.getByText('Ready', { exact: true })).toBeVisible();
    let calls = 0;
    page.on('request', (r) => r.url().includes('/api/job-postings/extract') && calls++);
    const generate = page.getByRole('button', { name: 'Generate Cover Letter' });
    await expect(generate).toBeDisabled();
    await page.getByLabel('Job Posting URL').fill(jobUrl('staff-engineer.html'));
    await generate.click();
    await expect(toasts(page)).toContainText('OpenAI API key required');
    await expect(toasts(page)).toContainText('Please configure your OpenAI API key in settings');
    expect(calls).toBe(0);
  });

  test('when a letter is generated, then it streams into the letter area, reports its words and copies', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(page);
    await uploadResumeViaApi(page);
    await saveKeysViaApi(page, { openaiApiKey: GOOD_AI_KEY });
    await page.reload();
    await expect(page.getByText('API Connected')).toBeVisible();

    await page.getByLabel('Job Posting URL').fill(jobUrl('staff-engineer.html'));
    // Sample the letter area every 10 ms to see it fill in pieces before the letter is complete.
    const samples = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          const started = Date.now();
          const timer = setInterval(() => {
            const area = document.querySelector<HTMLTextAreaElement>('textarea[readonly]');
            if (area && area.value && seen.at(-1) !== area.value) seen.push(area.value);
            if (area?.getAttribute('aria-busy') === 'false' || Date.now() - started > 30_000) {
              clearInterval(timer);
              resolve(seen);
            }
          }, 10);
        }),
    );
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(page.getByRole('button', { name: 'Generating cover letter...' })).toBeDisabled();

    const letter = page.getByRole('textbox', { name: 'Generated Cover Letter' });
    await expect(toasts(page)).toContainText('Cover letter generated successfully', { timeout: 30_000 });
    await expect(toasts(page)).toContainText(/Generated \d+ words/);
    await expect(letter).toHaveValue(/Dear Hiring Manager/);
    await expect(letter).toHaveAttribute('readonly', '');
    expect(await letter.inputValue()).toContain(FAKE_LETTER.split('\n')[2]);
    await expect(page.getByRole('textbox', { name: 'Optimized Resume' })).toHaveCount(0);
    const final = await letter.inputValue();
    const partial = (await samples).filter((value) => value.length < final.length && final.startsWith(value.trim()));
    expect(partial.length, 'the letter was shown in pieces while it streamed').toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Copy Generated Cover Letter' }).click();
    await expect(toasts(page)).toContainText('Copied to clipboard');
    await expect(toasts(page)).toContainText('Cover letter copied successfully');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await letter.inputValue());
    await expectAccessible(page);
  });

  test('when the optimize switch is on, then the letter and a tailored resume are produced together', async ({ page }) => {
    await signUp(page);
    await uploadResumeViaApi(page);
    await saveKeysViaApi(page, { openaiApiKey: GOOD_AI_KEY });
    await page.reload();

    await page.getByRole('switch', { name: 'Also optimize resume for this job' }).click();
    await expect(page.getByText('Resume will be optimized using FAANG-quality standards')).toBeVisible();
    await page.getByLabel('Job Posting URL').fill(jobUrl('staff-engineer.html'));
    await page.getByRole('button', { name: 'Generate Cover Letter + Optimize Resume' }).click();
    await expect(page.getByRole('button', { name: 'Generating cover letter & optimizing resume...' })).toBeDisabled();

    await expect(page.getByRole('textbox', { name: 'Generated Cover Letter' })).toHaveValue(/Dear Hiring Manager/, { timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Optimized Resume' })).not.toHaveValue('', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Copy Optimized Resume' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Generate Cover Letter + Optimize Resume' })).toBeEnabled();
  });

  test('when the job page cannot be read, then the flow stops with the extraction toast', async ({ page }) => {
    await signUp(page);
    await uploadResumeViaApi(page);
    await saveKeysViaApi(page, { openaiApiKey: GOOD_AI_KEY });
    await page.reload();
    await page.getByLabel('Job Posting URL').fill(jobUrl('no-such-job.html'));
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(toasts(page)).toContainText('Failed to extract job posting', { timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Generated Cover Letter' })).toHaveCount(0);
  });

  test('when the generator is used at phone width, then nothing overflows sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUp(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
