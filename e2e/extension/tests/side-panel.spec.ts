import {
  expect,
  openJobPage,
  signUpReady,
  test,
} from '../support/extension-test';
import { expectAccessible } from '../../support/fixtures';

test.describe('side panel', () => {
  test('signed in, the side panel shows the match for the job in the tab and follows the user to another tab', async ({
    context,
    page,
    background,
    openExtensionPage,
  }) => {
    await signUpReady(page);
    const platformJob = await openJobPage(context, 'rendered-job.html', 'Staff Platform Engineer');
    const dataJob = await openJobPage(context, 'static-job.html', 'Data Engineer');

    const panel = await openExtensionPage('sidepanel.html', platformJob);
    await expect(panel.getByRole('heading', { name: 'Staff Platform Engineer', level: 2 })).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByText('Northwind Robotics', { exact: true })).toBeVisible();
    await expect(panel.getByRole('progressbar', { name: 'Match rate' })).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(panel.getByRole('region', { name: 'Matched keywords' }).getByRole('listitem').filter({ hasText: /^TypeScript$/i })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Missing keywords' }).getByRole('listitem').filter({ hasText: /^Kubernetes$/i })).toBeVisible();
    await expect(panel.getByLabel(/^ATS score \d+ out of 100, grade [A-F]$/)).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Top improvements' })).toBeVisible();
    await expectAccessible(panel);

    // The user switches to the other job's tab: the panel follows.
    await dataJob.bringToFront();
    await expect(panel.getByRole('heading', { name: 'Data Engineer', level: 2 })).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('region', { name: 'Missing keywords' }).getByRole('listitem').filter({ hasText: /^Airflow$/i })).toBeVisible();
    // Looking at the panel's own tab is not a switch of job.
    await panel.bringToFront();
    await expect(panel.getByRole('heading', { name: 'Data Engineer', level: 2 })).toBeVisible();
  });

  test('from the side panel, the letter is written for the matched job', async ({ context, page, background, openExtensionPage }) => {
    await signUpReady(page);
    const job = await openJobPage(context, 'static-job.html', 'Data Engineer');
    const panel = await openExtensionPage('sidepanel.html', job);
    await expect(panel.getByRole('heading', { name: 'Data Engineer', level: 2 })).toBeVisible({ timeout: 30_000 });

    await panel.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(panel.getByText('Cover letter generated successfully')).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('textbox', { name: 'Generated Cover Letter' })).toHaveValue(/Dear Hiring Manager,/);
  });

  test('on a page that is not a web page, the side panel asks for a job posting', async ({ page, openExtensionPage }) => {
    await signUpReady(page);
    // Aimed at no tab, the panel opened as a tab finds itself: an extension page, not a job.
    const panel = await openExtensionPage('sidepanel.html');
    await expect(panel.getByText('Open a job posting in this window to see how your resume matches it.')).toBeVisible();
  });
});
