import { writeFile } from 'node:fs/promises';
import { expect, test, toasts } from '../support/fixtures';

test.describe('notifications', () => {
  test('when toasts follow each other, then one shows at a time, F8 focuses it and it closes after 5 s', async ({ page }, testInfo) => {
    const notResume = testInfo.outputPath('photo.gif');
    await writeFile(notResume, 'GIF89a');
    await page.goto('/resume-parser');
    const input = page.getByLabel('Choose a resume file');

    await input.setInputFiles(notResume);
    await expect(toasts(page)).toHaveCount(1);
    await input.setInputFiles(notResume);
    await input.setInputFiles(notResume);
    await expect(toasts(page).filter({ visible: true })).toHaveCount(1);

    await page.keyboard.press('F8');
    const focusedInRegion = await page.evaluate(
      () => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? '',
    );
    expect(focusedInRegion).toMatch(/Notifications/);

    // Focus pauses the timer; move it away and the toast closes after its 5000 ms.
    await page.getByRole('heading', { level: 1 }).click();
    await page.mouse.move(0, 0);
    await expect(toasts(page).filter({ visible: true })).toHaveCount(0, { timeout: 8000 });
  });

  test('when a toast is swiped right past 50 px, then it is dismissed', async ({ page }, testInfo) => {
    const notResume = testInfo.outputPath('photo.gif');
    await writeFile(notResume, 'GIF89a');
    await page.goto('/resume-parser');
    await page.getByLabel('Choose a resume file').setInputFiles(notResume);
    const toast = toasts(page).first();
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2);
    await page.mouse.up();
    await expect(toasts(page).filter({ visible: true })).toHaveCount(0, { timeout: 2000 });
  });
});
