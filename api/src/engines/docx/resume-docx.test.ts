import yauzl from 'yauzl';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { buildResumeDocx } from './resume-docx';

const TEXT = `Jane Rivera
jane.rivera@example.com | +1 415 555 0134 | San Francisco, CA

PROFESSIONAL SUMMARY
Backend engineer with 8 years of experience.

EXPERIENCE
Senior Software Engineer | Northwind Payments | Mar 2019 - Present
• Led the migration of the ledger service to PostgreSQL.
• Mentored 5 engineers.

SKILLS
Go, Python, PostgreSQL`;

/** One entry of a zip, as text. */
function zipEntry(bytes: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, async (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          for await (const c of stream) chunks.push(c as Buffer);
          resolve(Buffer.concat(chunks).toString('utf8'));
        });
      });
      zip.on('end', () => reject(new Error(`${name} not in the zip`)));
      zip.readEntry();
    });
  });
}

describe('resume DOCX', () => {
  it('when built from the plain-text resume, then mammoth reads the title, headings, bullet list and every line back', async () => {
    const bytes = await buildResumeDocx(TEXT, { title: 'Staff Engineer' });
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const { value: html } = await mammoth.convertToHtml({ buffer: bytes });
    expect(html).toContain('<h1>PROFESSIONAL SUMMARY</h1>');
    expect(html).toContain('<h1>EXPERIENCE</h1>');
    expect(html).toMatch(/<ul><li>Led the migration of the ledger service to PostgreSQL\.<\/li><li>Mentored 5 engineers\.<\/li><\/ul>/);
    expect(html).toContain('<strong>Senior Software Engineer</strong>');
    const { value: text } = await mammoth.extractRawText({ buffer: bytes });
    for (const line of TEXT.split('\n').filter(Boolean)) expect(text).toContain(line.replace(/^• /, ''));
  });

  it('when the text holds control characters or Markdown bold, then the document is still valid XML without them', async () => {
    const bytes = await buildResumeDocx('Jane\u0000 Rivera\n\nSKILLS\n**Go**, Python\u0007');
    const xml = await zipEntry(bytes, 'word/document.xml');
    expect(xml).not.toMatch(/[\u0000-\u0008]/);
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    expect(value).toContain('Jane Rivera');
    expect(value).toContain('Go, Python');
    expect(value).not.toContain('**');
  });
});
