import { CHROME_EXTENSION_ID } from '../../../extension/manifest/key';
import { expectAccessible } from '../../support/fixtures';
import { addresses, expect, openJobPage, signUpReady, test } from '../support/extension-test';

test.describe('popup', () => {
  test('the extension loads with the fixed id the API allow-lists', async ({ extensionId }) => {
    expect(extensionId).toBe(CHROME_EXTENSION_ID);
  });

  test('signed in, the popup writes a cover letter from the page in the tab (sent by the extension, not fetched)', async ({ context, page, background, openExtensionPage }) => {
    await signUpReady(page);
    const job = await openJobPage(context, 'rendered-job.html', 'Staff Platform Engineer');

    const popup = await openExtensionPage('popup.html', job);
    await expect(popup.getByRole('heading', { name: 'Smart Cover Letter', level: 1 })).toBeVisible();
    await expect(popup.getByText('Resume uploaded')).toBeVisible();
    await expect(popup.getByText('ada-tester.txt')).toBeVisible();
    await expect(popup.getByText('Ready', { exact: true })).toBeVisible();
    await expect(popup.getByText('API Connected')).toBeVisible();
    await expect(popup.getByLabel('Job Posting URL')).toHaveValue(job.url());

    await popup.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(popup.getByText('Cover letter generated successfully')).toBeVisible({ timeout: 30_000 });
    const letter = popup.getByRole('textbox', { name: 'Generated Cover Letter' });
    await expect(letter).toHaveValue(/Dear Hiring Manager,/);
    await expect(popup.getByRole('button', { name: 'Copy Generated Cover Letter' })).toBeEnabled();
    await expectAccessible(popup);

    // The posting exists only in the rendered page: the letter's prompt names it, so the
    // server read what the extension sent; and only the browser ever asked the board for it.
    const calls = (await (await fetch(`${addresses.ai}/__calls`)).json()) as Array<{ body: { messages?: unknown } }>;
    expect(JSON.stringify(calls.at(-1)?.body.messages)).toContain('Staff Platform Engineer');
    const requests = (await (await fetch(`${addresses.jobs}/__requests`)).json()) as Array<{ path: string; userAgent: string }>;
    const pageRequests = requests.filter((r) => r.path === '/rendered-job.html');
    expect(pageRequests.length).toBeGreaterThan(0);
    expect(pageRequests.every((r) => r.userAgent.includes('Chrome'))).toBe(true);
  });

  test('signed out, the popup offers to sign in, opens the sign-in page and picks up the new session', async ({ context, openExtensionPage }) => {
    const job = await openJobPage(context, 'static-job.html', 'Data Engineer');
    const popup = await openExtensionPage('popup.html', job);
    await expect(popup.getByText(`Sign in to Smart Cover Letter at ${addresses.api} to use the extension.`)).toBeVisible();
    await expect(popup.getByLabel('Job Posting URL')).toHaveCount(0);
    await expectAccessible(popup);

    const [login] = await Promise.all([context.waitForEvent('page'), popup.getByRole('button', { name: 'Sign in' }).click()]);
    await login.waitForLoadState();
    expect(login.url().startsWith(addresses.api)).toBe(true);
    await login.getByRole('link', { name: 'Create an account' }).click();
    await login.getByLabel('Name').fill('Grace Tester');
    await login.getByLabel('Email').fill(`grace.${Date.now()}@example.com`);
    await login.getByLabel('Password').fill(`pw-${Date.now()}-long-enough`);
    await login.getByRole('button', { name: 'Create account' }).click();
    await expect(login.getByRole('heading', { name: 'Smart Cover Letter', level: 1 })).toBeVisible();

    await popup.bringToFront();
    await popup.getByRole('button', { name: 'I have signed in' }).click();
    // A new account has no resume yet: the generator shows, with Generate off.
    await expect(popup.getByText('No resume')).toBeVisible();
    await expect(popup.getByText('Missing', { exact: true })).toBeVisible();
    await expect(popup.getByLabel('Job Posting URL')).toHaveValue(job.url());
    await expect(popup.getByRole('button', { name: 'Generate Cover Letter' })).toBeDisabled();
    await expectAccessible(popup);
  });

  test('when the API cannot be reached, the popup says so and names the address set in the options', async ({ openExtensionPage }) => {
    const deadAddress = 'http://127.0.0.1:9';
    const options = await openExtensionPage('options.html');
    const field = options.getByLabel('API address');
    await expect(field).toHaveValue(addresses.api);
    await field.fill(`${deadAddress}/`);
    await options.getByRole('button', { name: 'Save' }).click();
    await expect(options.getByRole('status')).toContainText(`The API at ${deadAddress} cannot be reached`);
    await expect(field).toHaveValue(deadAddress);
    await expectAccessible(options);

    const popup = await openExtensionPage('popup.html');
    await expect(popup.getByRole('alert')).toContainText(`The API at ${deadAddress} cannot be reached`);
    await expect(popup.getByRole('button', { name: 'Change address' })).toBeVisible();
  });
});
