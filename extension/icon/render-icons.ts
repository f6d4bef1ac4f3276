/**
 * Renders icon.svg to the PNG sizes the manifest lists (extension/public/icon/<size>.png),
 * with Debian's Chromium. Run after changing the SVG: `node --import tsx extension/icon/render-icons.ts`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const SIZES = [16, 32, 48, 128];

const svg = await readFile(path.join(here, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    await page.screenshot({ path: path.join(here, '../public/icon', `${size}.png`), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
