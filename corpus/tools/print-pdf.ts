import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; `npx playwright install` cannot download browsers on this machine. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Prints HTML pages to PDF with one headless Chromium, offline (network requests are blocked). */
export interface PrintOptions {
  format?: 'A4' | 'Letter';
  /** Prints "Page N of M" in the footer, as LinkedIn's PDF export does. */
  pageFooter?: boolean;
}

export async function withPrinter<T>(fn: (print: (html: string, opts?: PrintOptions) => Promise<Buffer>) => Promise<T>): Promise<T> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ offline: true });
    // Themes link web fonts and CDNs; the corpus must not depend on the network.
    await context.route(/^https?:/, (route) => route.abort());
    const page = await context.newPage();
    return await fn(async (html, opts = {}) => {
      await page.setContent(html, { waitUntil: 'load', timeout: 20_000 });
      return page.pdf({
        format: opts.format ?? 'A4',
        printBackground: true,
        margin: { top: '12mm', bottom: '14mm', left: '10mm', right: '10mm' },
        displayHeaderFooter: opts.pageFooter ?? false,
        headerTemplate: '<span></span>',
        footerTemplate: '<div style="font-size:8px;width:100%;text-align:center;color:#999">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
      });
    });
  } finally {
    await browser.close();
  }
}
