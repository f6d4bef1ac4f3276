import { GOOD_AI_KEY } from '../support/keys';
import { expect, expectAccessible, saveKeysViaApi, signUp, test } from '../support/fixtures';

test.describe('MCP dashboard', () => {

  test('when the analysis is run and an optimization implemented, then results show and the analysis is refetched', async ({ page }) => {
    await signUp(page);
    await saveKeysViaApi(page, { openaiApiKey: GOOD_AI_KEY });
    await page.goto('/mcp-dashboard');
    const run = page.getByRole('button', { name: 'Run MCP Analysis' });
    await expect(run).toBeVisible();
    await expectAccessible(page);
    await run.click();

    await expect(page.getByRole('heading', { name: 'Competitive Position' })).toBeVisible({ timeout: 60_000 });
    await expect(run).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Optimization Opportunities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Implementation Roadmap' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Strategic Recommendations' })).toBeVisible();
    await expectAccessible(page);

    const refetched = page.waitForResponse((r) => r.url().endsWith('/api/mcp/analyze-platform') && r.request().method() === 'GET');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Implement Optimization' }) }).first();
    const name = await card.getAttribute('aria-label');
    await card.getByRole('button', { name: 'Implement Optimization' }).click();
    await refetched;
    await expect(page.getByRole('listitem', { name: name! }).getByText('Implemented')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Competitive Position' })).toBeVisible();
  });
});
