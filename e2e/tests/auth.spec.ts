import { expect, expectAccessible, signIn, signUp, test } from '../support/fixtures';

test.describe('sign-in and routes by auth state', () => {
  test('when a new user signs up, then the generator opens; after logout and sign-in it opens again', async ({ page }) => {
    const user = await signUp(page);
    await expect(page.getByText('Generate personalized cover letters')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/settings');
    await expect(page.getByText(user.email)).toBeVisible();
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

    await signIn(page, user);
    await expect(page.getByRole('button', { name: 'Generate Cover Letter' })).toBeVisible();
  });

  test('when signed in, then every screen of the route set opens and other paths are Page Not Found', async ({ page }) => {
    await signUp(page);
    const screens: Array<[string, string | RegExp]> = [
      ['/resume-optimizer', 'ATS Resume Optimizer'],
      ['/parser-test', 'Advanced Parser Test'],
      ['/resume-parser', 'Universal ATS Intelligence'],
      ['/career-dashboard', 'Career Intelligence'],
      ['/mcp-dashboard', 'MCP Platform Analysis'],
      ['/settings', /Ada Tester/],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    }
    await page.goto('/definitely-not-here');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('when signed in, then the header links reach the tools', async ({ page }) => {
    await signUp(page);
    await page.getByRole('link', { name: 'Resume Tools' }).click();
    await expect(page).toHaveURL(/\/resume-optimizer$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'ATS Parser' }).click();
    await expect(page).toHaveURL(/\/resume-parser$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Career Intel' }).click();
    await expect(page).toHaveURL(/\/career-dashboard$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test("when the optimizer's Cover Letter Generator link is followed, then the generator opens", async ({ page }) => {
    await signUp(page);
    await page.goto('/resume-optimizer');
    await page.getByRole('link', { name: 'Cover Letter Generator' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Smart Cover Letter', level: 1 })).toBeVisible();
  });

  test('when the settings icon is hovered, then its tooltip waits 700 ms before showing', async ({ page }) => {
    await signUp(page);
    await page.getByRole('link', { name: 'Settings', exact: true }).hover();
    await page.waitForTimeout(400);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(page.getByRole('tooltip')).toHaveText('Settings', { timeout: 2000 });
  });
});
