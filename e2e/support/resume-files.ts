import { readFile, writeFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { RESUME_TXT } from './fixtures';

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The fixture resume printed to PDF by Chromium: a real PDF with a real text layer. */
export async function writeResumePdf(browser: Browser, target: string): Promise<string> {
  const lines = (await readFile(RESUME_TXT, 'utf8')).split('\n');
  const html = `<!doctype html><html><body style="font-family: sans-serif; font-size: 11pt; margin: 2cm">${lines
    .map((line) => (line.trim() ? `<p style="margin: 0 0 4px">${escapeHtml(line)}</p>` : '<br>'))
    .join('')}</body></html>`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(html);
  await writeFile(target, await page.pdf({ format: 'A4' }));
  await context.close();
  return target;
}

/** The fixture resume as a DOCX written by the docx library (one paragraph per line). */
export async function writeResumeDocx(target: string): Promise<string> {
  const lines = (await readFile(RESUME_TXT, 'utf8')).split('\n');
  const doc = new Document({ sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }] });
  await writeFile(target, await Packer.toBuffer(doc));
  return target;
}

/** A resume with almost nothing in it: scores low on any sensible rubric. */
export async function writeWeakResume(target: string): Promise<string> {
  await writeFile(target, 'Sam\nI have worked at some places and I am good with computers.\n');
  return target;
}
